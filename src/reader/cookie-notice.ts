/**
 * The cookie notice (`#rb-cookie`): "Verstanden" (`#cookie-accept`) stores `ruby_cookie_popup=1`
 * for 30 days and hides the notice; with that cookie the notice stays hidden. On later pages the
 * early run (or the head snippet) has hidden it before first paint already; this keeps the
 * element itself consistent (`hidden`) for scripts and assistive technology.
 */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS, DISMISSED } from './dismissal-rules';

export const cookieNotice: Feature<AppContext> = {
  name: 'cookie-notice',
  selector: '#rb-cookie',
  mount(element, ctx) {
    const notice = element as HTMLElement;
    const stored = ctx.storage.cookies.get(COOKIE_NOTICE_COOKIE);
    if (stored === DISMISSED) {
      notice.hidden = true;
      return;
    }
    if (stored !== null) ctx.log.warn(`cookie notice: ignoring the cookie ${COOKIE_NOTICE_COOKIE}=${JSON.stringify(stored)} (expected "1"); the notice stays`);
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('#cookie-accept')) return;
      event.preventDefault();
      ctx.storage.cookies.set(COOKIE_NOTICE_COOKIE, DISMISSED, { days: COOKIE_NOTICE_DAYS });
      notice.hidden = true;
    };
    notice.addEventListener('click', onClick);
    return () => notice.removeEventListener('click', onClick);
  },
};
