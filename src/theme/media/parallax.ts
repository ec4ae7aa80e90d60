/**
 * The category header's parallax background (`.category-header-outer.is-parallax` holding
 * `.category-header-bg`). A frame task: the header's document offset is measured only when the
 * layout changed; every other frame computes the shift from scrollY alone and writes a transform
 * only while the header is on screen. Off under prefers-reduced-motion (also when the reader
 * switches it on later).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { REDUCED_MOTION_QUERY } from '../../core/motion';
import { headerInView, parallaxShift, type HeaderBox } from './parallax-rules';

export const parallaxFeature: Feature<AppContext> = {
  name: 'media-parallax',
  selector: '.category-header-outer.is-parallax',
  mount(header, ctx) {
    const background = header.querySelector<HTMLElement>('.category-header-bg');
    if (!background) return undefined;
    const motion = typeof ctx.win.matchMedia === 'function' ? ctx.win.matchMedia(REDUCED_MOTION_QUERY) : null;
    let removeTask: (() => void) | undefined;
    let box: HeaderBox = { top: 0, height: 0 };
    let written = '';

    const start = () => {
      if (removeTask || motion?.matches) return;
      removeTask = ctx.frames.add<number | null>({
        measure(view) {
          if (view.layoutChanged) {
            const rect = header.getBoundingClientRect();
            box = { top: rect.top + view.scrollY, height: rect.height };
          }
          return headerInView(box, view.scrollY, view.height) ? parallaxShift(box, view.scrollY) : null;
        },
        apply(shift) {
          if (shift === null) return;
          const transform = shift === 0 ? '' : `translate3d(0, ${shift}px, 0)`;
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
    };
  },
};
