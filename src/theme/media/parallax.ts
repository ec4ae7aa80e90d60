/**
 * The category header's background (REAL-MARKUP §23): `div.header-holder > div#category-header-bg
 * [data-background=URL]` is printed transparent (opacity 0); the URL becomes its inline
 * background-image and `is-show` (opacity .8) follows 1 ms later. A frame task then moves it by
 * translate3d(0, (scrollTop − top) / 3 px, 0) while the scroll is within the header's range. The
 * first offset, before any scroll, is written only when the body has `is-parallax-feat` (global.js's
 * initParallax); after that every scroll moves it. The header's offset is measured only when the
 * layout changed. Still under prefers-reduced-motion (also when the reader switches it on later).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { REDUCED_MOTION_QUERY } from '../../core/motion';
import { backgroundUrl, cssUrl, parallaxOffset, type HeaderBox } from './parallax-rules';

/** global.js: setTimeout(addClass('is-show'), 1). */
const HEADER_SHOW_DELAY_MS = 1;

export const parallaxFeature: Feature<AppContext> = {
  name: 'media-category-header',
  selector: '#category-header-bg',
  mount(element, ctx) {
    const background = element as HTMLElement;
    const holder = background.parentElement?.classList.contains('header-holder') ? background.parentElement : null;
    const url = backgroundUrl(background.getAttribute('data-background'));
    if (!url || !holder) {
      if (background.hasAttribute('data-background')) ctx.log.warn('category header: data-background is not an image URL; left out');
      return undefined;
    }
    background.style.backgroundImage = cssUrl(url);
    const cancelShow = ctx.clock.after(HEADER_SHOW_DELAY_MS, () => background.classList.add('is-show'));

    const motion = typeof ctx.win.matchMedia === 'function' ? ctx.win.matchMedia(REDUCED_MOTION_QUERY) : null;
    const initialMove = ctx.doc.body.classList.contains('is-parallax-feat');
    let removeTask: (() => void) | undefined;
    let box: HeaderBox = { top: 0, height: 0 };
    let written = '';
    let firstScrollY: number | null = null;

    const start = () => {
      if (removeTask || motion?.matches) return;
      removeTask = ctx.frames.add<number | null>({
        measure(view) {
          if (view.layoutChanged) {
            const rect = holder.getBoundingClientRect();
            box = { top: rect.top + view.scrollY, height: rect.height };
          }
          if (firstScrollY === null) firstScrollY = view.scrollY;
          // Before the reader scrolls, only is-parallax-feat places the background.
          if (!initialMove && view.scrollY === firstScrollY) return null;
          firstScrollY = Number.NaN;
          return parallaxOffset(box, view.scrollY);
        },
        apply(offset) {
          if (offset === null) return;
          const transform = `translate3d(0, ${offset}px, 0)`;
          if (transform === written) return;
          written = transform;
          background.style.transform = transform;
        },
      });
    };
    const stop = () => {
      removeTask?.();
      removeTask = undefined;
      written = '';
      background.style.removeProperty('transform');
    };
    const onMotionChange = () => (motion?.matches ? stop() : start());
    motion?.addEventListener('change', onMotionChange);
    start();
    return () => {
      motion?.removeEventListener('change', onMotionChange);
      stop();
      cancelShow();
      background.classList.remove('is-show');
      background.style.removeProperty('background-image');
    };
  },
};
