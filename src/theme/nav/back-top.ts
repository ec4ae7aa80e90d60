/**
 * Back to top (`#back-top`, the link the theme's UItoTop plugin drives). It shows (`is-show`)
 * once the page is scrolled more than BACK_TOP_MIN_SCROLL px and is out of the tab order and
 * `aria-hidden` while hidden. A click scrolls to the top in 800 ms with the theme's easeOutQuart
 * (at once under prefers-reduced-motion) and then moves keyboard focus to the top of the page:
 * the link's target (`#site-outer`), else the body, so the next Tab starts from the top too.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { BACK_TOP_DURATION_MS, BACK_TOP_MIN_SCROLL } from './breakpoints';
import { animateScroll, hashId, type ScrollAnimation } from './scroll-motion';

export function backTopShown(scrollY: number): boolean {
  return scrollY > BACK_TOP_MIN_SCROLL;
}

/** The element the link points at, focusable by script only; the body when it points nowhere. */
function topTarget(link: HTMLElement, doc: Document): HTMLElement {
  const id = hashId(link.getAttribute('href') ?? '');
  const target = id ? doc.getElementById(id) : null;
  if (!target) return doc.body;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

export const backTop: Feature<AppContext> = {
  name: 'back-top',
  selector: '#back-top',
  mount(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const link = element;
    let shown: boolean | undefined;
    let running: ScrollAnimation | undefined;

    const setShown = (next: boolean) => {
      shown = next;
      link.classList.toggle('is-show', next);
      link.setAttribute('aria-hidden', String(!next));
      if (next) link.removeAttribute('tabindex');
      else link.setAttribute('tabindex', '-1');
    };
    const removeTask = ctx.frames.add({
      measure: () => undefined,
      apply(_nothing, view) {
        const next = backTopShown(view.scrollY);
        if (next !== shown) setShown(next);
      },
    });

    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      running?.cancel();
      running = animateScroll(ctx.win, 0, BACK_TOP_DURATION_MS, () => {
        running = undefined;
        topTarget(link, ctx.doc).focus({ preventScroll: true });
      });
    };
    link.addEventListener('click', onClick);
    return () => {
      removeTask();
      running?.cancel();
      link.removeEventListener('click', onClick);
      link.classList.remove('is-show');
    };
  },
};
