/**
 * The single post's featured image in layouts 2 and 3: `div.parallax-thumb(.is-fullscreen) >
 * div.rb-iwrap > img` (REAL-MARKUP §23). The theme's CSS keeps the image at `opacity:0` until the
 * script adds `feat-loaded` (then `.4`) once its images have loaded; a full-screen thumb gets the
 * inline height `calc(100vh − top)`; and only with `body.is-parallax-feat` does scrolling move
 * `.rb-iwrap` by (scrollTop − top) / 4 (a frame task: the thumb's offset is measured only when the
 * layout changed). No movement under prefers-reduced-motion; the image still fades in.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { REDUCED_MOTION_QUERY } from '../../core/motion';
import { fullscreenHeight, thumbShift } from './parallax-thumb-rules';

/** Calls `done` once every image inside has loaded or failed (a broken image must not keep the thumb dark). */
function whenImagesSettle(root: Element, done: () => void): () => void {
  const pending = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  if (pending.length === 0) {
    done();
    return () => undefined;
  }
  let left = pending.length;
  const settle = () => {
    left -= 1;
    if (left === 0) done();
  };
  for (const image of pending) {
    image.addEventListener('load', settle, { once: true });
    image.addEventListener('error', settle, { once: true });
  }
  return () => {
    for (const image of pending) {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', settle);
    }
  };
}

export const parallaxThumb: Feature<AppContext> = {
  name: 'single-parallax-thumb',
  selector: '.parallax-thumb',
  mount(thumb, ctx) {
    if (!(thumb instanceof HTMLElement)) return;
    const { win, doc } = ctx;
    const inner = thumb.querySelector<HTMLElement>('.rb-iwrap');
    const stopWaiting = whenImagesSettle(thumb, () => thumb.classList.add('feat-loaded'));
    const parallax = doc.body.classList.contains('is-parallax-feat');
    const motion = typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : null;
    const fullscreen = thumb.classList.contains('is-fullscreen');
    let sized = false;
    let top = 0;
    let height = 0;
    let written = '';

    const removeTask = ctx.frames.add<{ height: string | null; shift: number | null }>({
      measure(view) {
        let setHeight: string | null = null;
        if (fullscreen && !sized) setHeight = fullscreenHeight(thumb.getBoundingClientRect().top + view.scrollY, view.height);
        if (view.layoutChanged || setHeight) {
          const rect = thumb.getBoundingClientRect();
          top = rect.top + view.scrollY;
          height = rect.height;
        }
        const moving = parallax && inner !== null && !(motion?.matches ?? false);
        return { height: setHeight, shift: moving ? thumbShift(view.scrollY, top, height) : null };
      },
      apply({ height: newHeight, shift }) {
        if (newHeight) {
          thumb.style.height = newHeight;
          sized = true;
          ctx.frames.invalidate();
        }
        if (!inner) return;
        if (parallax) inner.classList.add('parallax-init');
        const transform = shift === null ? written : `translate3d(0,${shift}px,0)`;
        if (transform !== written) {
          inner.style.transform = transform;
          written = transform;
        }
      },
    });

    return () => {
      stopWaiting();
      removeTask();
      if (written) inner?.style.removeProperty('transform');
    };
  },
};
