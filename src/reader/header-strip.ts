/**
 * Header strips (Pixwell Core's widget: `div.topsite-wrap > div.widget.widget-headerstrip >
 * div#rb-headerstrip-N.rb-headerstrip(.is-light-text)[data-headerstrip=days]` holding
 * `div.content-inner` + `a.headerstrip-submit[href="#"] > i.btn-close`). The theme's CSS keeps a
 * strip `display:none`; as core.js did, each strip is revealed with inline `display:block` unless
 * the cookie named after its id is "1". The close link stores that cookie for data-headerstrip
 * days (30 when empty or unusable), slides the strip up (300 ms; at once under reduced motion) and
 * removes it. The close link is an icon only: it gets a name and a button's keys. A strip without
 * an id is shown and can be closed for this page only (there is no name to remember it by).
 */
import type { Feature } from '../core/attach';
import { addMissingAttributes } from '../core/element';
import { listen } from '../core/listen';
import { prefersReducedMotion } from '../core/motion';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { asButton } from './as-button';
import { moveFocusToMain } from './cookie-notice';
import { dismissalDays, DISMISSED, HEADER_STRIP_DEFAULT_DAYS, HEADER_STRIP_SLIDE_MS } from './dismissal-rules';

const CLOSE = '.headerstrip-submit';

export const headerStrips: Feature<AppContext> = {
  name: 'header-strip',
  selector: '.rb-headerstrip',
  beforePaint: true,
  mount(element, ctx) {
    const strip = element as HTMLElement;
    const id = strip.id;
    if (!id) ctx.log.warn('header strip without an id: closing it lasts for this page only');
    else {
      const stored = ctx.storage.cookies.get(id);
      if (stored === DISMISSED) return;
      if (stored !== null)
        ctx.log.warn(`header strip #${id}: ignoring the cookie ${id}=${JSON.stringify(stored)} (expected "1"); the strip stays`);
    }
    // What follows slides down to make room, rather than jumping (the theme's script simply showed it).
    ctx.glide.around([strip], () => (strip.style.display = 'block'));

    const undo: (() => void)[] = [];
    for (const close of strip.querySelectorAll<HTMLElement>(CLOSE)) {
      undo.push(asButton(close));
      if (!close.textContent?.trim()) undo.push(addMissingAttributes(close, { 'aria-label': strings.readerUi.stripClose }));
    }
    let closing: Animation | undefined;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(CLOSE)) return;
      event.preventDefault();
      if (closing) return;
      if (id)
        ctx.storage.cookies.set(id, DISMISSED, { days: dismissalDays(strip.getAttribute('data-headerstrip'), HEADER_STRIP_DEFAULT_DAYS) });
      if (strip.contains(ctx.doc.activeElement)) moveFocusToMain(ctx.doc);
      const height = strip.getBoundingClientRect().height;
      if (prefersReducedMotion(ctx.win) || typeof strip.animate !== 'function' || height === 0) {
        strip.remove();
        return;
      }
      const style = ctx.win.getComputedStyle(strip);
      strip.style.overflow = 'hidden';
      closing = strip.animate(
        [
          { height: `${height}px`, paddingTop: style.paddingTop, paddingBottom: style.paddingBottom },
          { height: '0px', paddingTop: '0px', paddingBottom: '0px' },
        ],
        { duration: HEADER_STRIP_SLIDE_MS, easing: 'ease-in-out', fill: 'forwards' },
      );
      closing.addEventListener('finish', () => strip.remove());
    };
    const unlisten = listen(strip, { click: onClick });
    return () => {
      unlisten();
      for (const step of undo) step();
    };
  },
};
