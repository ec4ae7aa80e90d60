/**
 * The cookie notice (`aside#rb-cookie.rb-cookie > p.cookie-content + div.cookie-footer >
 * a#cookie-accept.cookie-accept[href="#"]`, printed by Pixwell Core in the footer). The theme's CSS
 * keeps it `display:none; visibility:hidden; opacity:0` until the script reveals it, as core.js
 * did: without the cookie `ruby_cookie_popup=1` it gets inline `display:block`, then `is-show` 10 ms
 * later (so the theme's 0.5 s transition fades it in). The accept link stores the cookie for 30
 * days, takes `is-show` away and sets inline `display:none` once the fade is over (500 ms). A
 * dismissed notice is never revealed. The link gets a button's keys, and focus, which the hidden
 * link would lose, moves to the page's main content.
 */
import type { Feature } from '../core/attach';
import { listen } from '../core/listen';
import type { AppContext } from '../context';
import { asButton } from './as-button';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS, COOKIE_NOTICE_FADE_MS, COOKIE_NOTICE_REVEAL_MS, DISMISSED } from './dismissal-rules';

const SHOWN = 'is-show';

export const cookieNotice: Feature<AppContext> = {
  name: 'cookie-notice',
  selector: '#rb-cookie',
  mount(element, ctx) {
    const notice = element as HTMLElement;
    const stored = ctx.storage.cookies.get(COOKIE_NOTICE_COOKIE);
    if (stored === DISMISSED) return;
    if (stored !== null)
      ctx.log.warn(`cookie notice: ignoring the cookie ${COOKIE_NOTICE_COOKIE}=${JSON.stringify(stored)} (expected "1"); the notice stays`);

    let cancelTimer = () => undefined as void;
    notice.style.display = 'block';
    cancelTimer = ctx.clock.after(COOKIE_NOTICE_REVEAL_MS, () => notice.classList.add(SHOWN));

    const accept = notice.querySelector<HTMLElement>('#cookie-accept, .cookie-accept');
    const undoButton = accept ? asButton(accept) : () => undefined;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('#cookie-accept, .cookie-accept')) return;
      event.preventDefault();
      ctx.storage.cookies.set(COOKIE_NOTICE_COOKIE, DISMISSED, { days: COOKIE_NOTICE_DAYS });
      cancelTimer();
      const hadFocus = notice.contains(ctx.doc.activeElement);
      notice.classList.remove(SHOWN);
      cancelTimer = ctx.clock.after(COOKIE_NOTICE_FADE_MS, () => {
        notice.style.display = 'none';
      });
      if (hadFocus) moveFocusToMain(ctx.doc);
    };
    const unlisten = listen(notice, { click: onClick });
    return () => {
      cancelTimer();
      undoButton();
      unlisten();
    };
  },
};

/** Where focus goes when the control that had it disappears: the main content, else the body. */
export function moveFocusToMain(doc: Document): void {
  const main = doc.querySelector<HTMLElement>('main, #main, [role="main"]');
  if (!main) {
    (doc.activeElement as HTMLElement | null)?.blur();
    return;
  }
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
