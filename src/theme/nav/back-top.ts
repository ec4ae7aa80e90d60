/**
 * Back to top (REAL-MARKUP §18). The server prints nothing: when the body has `is-backtop`, the
 * theme's UItoTop created `a#back-top[href="#"] > span#back-top-inner + i.rbi.rbi-arrow-up` at the
 * end of the body, and so does this feature. The theme's CSS keeps `#back-top` at display:none; it
 * fades in (display block, 600 ms) once the page is scrolled past 200 px and out again above. A
 * click scrolls to the top in 800 ms with the theme's easeOutQuart. Beyond the theme: the link has
 * a name, leaves the tab order and is `aria-hidden` while hidden, the fades are instant and the
 * scroll a jump under prefers-reduced-motion, a wheel, touch or key stops the scroll, and keyboard
 * focus moves to the top of the page (`#site`, else the body) so the next Tab starts there too.
 */
import type { Feature } from '../../core/attach';
import { buildElement, icon } from '../../core/element';
import { listen } from '../../core/listen';
import { prefersReducedMotion } from '../../core/motion';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { BACK_TOP_DURATION_MS, BACK_TOP_FADE_MS, BACK_TOP_MIN_SCROLL } from './breakpoints';
import { animateScroll, type ScrollAnimation } from './scroll-motion';

export function backTopShown(scrollY: number): boolean {
  return scrollY > BACK_TOP_MIN_SCROLL;
}

/** UItoTop's link, as the theme's script appended it to the body. */
function createBackTopLink(doc: Document): HTMLAnchorElement {
  return buildElement(
    doc,
    'a',
    { id: 'back-top', href: '#', 'aria-label': strings.themeNav.backTop },
    buildElement(doc, 'span', { id: 'back-top-inner' }),
    icon(doc, 'arrow-up'),
  );
}

/** Where focus goes once the page is back at the top: the theme's `#site` wrapper, else the body. */
function topTarget(doc: Document): HTMLElement {
  const site = doc.getElementById('site');
  if (!site) return doc.body;
  if (!site.hasAttribute('tabindex')) site.setAttribute('tabindex', '-1');
  return site;
}

export const backTop: Feature<AppContext> = {
  name: 'back-top',
  selector: 'body.is-backtop',
  mount(element, ctx) {
    const { doc, win } = ctx;
    if (element !== doc.body || doc.getElementById('back-top')) return;
    const link = createBackTopLink(doc);
    link.style.display = 'none';
    link.setAttribute('aria-hidden', 'true');
    link.tabIndex = -1;
    doc.body.append(link);
    let shown = false;
    let fade: Animation | undefined;
    let running: ScrollAnimation | undefined;

    const setShown = (next: boolean) => {
      shown = next;
      link.setAttribute('aria-hidden', String(!next));
      if (next) link.removeAttribute('tabindex');
      else link.tabIndex = -1;
      fade?.cancel();
      fade = undefined;
      const animate = typeof link.animate === 'function' && !prefersReducedMotion(win);
      if (next) {
        link.style.display = 'block';
        if (animate) fade = link.animate([{ opacity: 0 }, { opacity: 1 }], { duration: BACK_TOP_FADE_MS });
        return;
      }
      if (!animate) {
        link.style.display = 'none';
        return;
      }
      const out = link.animate([{ opacity: 1 }, { opacity: 0 }], { duration: BACK_TOP_FADE_MS, fill: 'forwards' });
      fade = out;
      out.addEventListener('finish', () => {
        if (fade !== out) return;
        link.style.display = 'none';
        out.cancel();
        fade = undefined;
      });
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
      running = animateScroll(win, 0, BACK_TOP_DURATION_MS, () => {
        running = undefined;
        topTarget(doc).focus({ preventScroll: true });
      });
    };
    const unlisten = listen(link, { click: onClick });
    return () => {
      removeTask();
      running?.cancel();
      fade?.cancel();
      unlisten();
      link.remove();
    };
  },
};
