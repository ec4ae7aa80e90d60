/**
 * Dismissible header strips (`.rb-headerstrip[id][data-headerstrip]`): the close button
 * (`.headerstrip-submit`) stores a cookie named after the strip's id, "1", for data-headerstrip
 * days (30 when missing or unusable), and hides the strip; with that cookie it stays hidden. The
 * early run hides dismissed strips before first paint. A strip without an id can be closed for
 * this page only (there is no name to remember it by).
 */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { dismissalDays, DISMISSED, HEADER_STRIP_DEFAULT_DAYS } from './dismissal-rules';

export const headerStrips: Feature<AppContext> = {
  name: 'header-strip',
  selector: '.rb-headerstrip',
  mount(element, ctx) {
    const strip = element as HTMLElement;
    const id = strip.id;
    if (!id) ctx.log.warn('header strip without an id: closing it lasts for this page only');
    else {
      const stored = ctx.storage.cookies.get(id);
      if (stored === DISMISSED) {
        strip.hidden = true;
        return;
      }
      if (stored !== null) ctx.log.warn(`header strip #${id}: ignoring the cookie ${id}=${JSON.stringify(stored)} (expected "1"); the strip stays`);
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.headerstrip-submit')) return;
      event.preventDefault();
      if (id) ctx.storage.cookies.set(id, DISMISSED, { days: dismissalDays(strip.getAttribute('data-headerstrip'), HEADER_STRIP_DEFAULT_DAYS) });
      strip.hidden = true;
    };
    strip.addEventListener('click', onClick);
    return () => strip.removeEventListener('click', onClick);
  },
};
