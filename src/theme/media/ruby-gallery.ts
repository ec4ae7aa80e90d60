/**
 * Ruby Gallery grids of Pixwell Core (REAL-MARKUP §20; core.js, so the group list tags it
 * 'pixwell-core-script'): `div.rb-gallery-wrap.rb-sizer-N(.is-wide) > (div.rbc-container >)
 * div.gallery-inner.gallery-loading > div.rb-gallery-el > a.rb-gallery-link`. The items are laid
 * out in columns as wide as the first item (masonry-layout.ts), again whenever sizes change, and
 * `gallery-loading` (opacity .1) goes once the images have loaded, or after 2 s at the latest.
 * The lightbox of its links is lightbox.ts's.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { whenImagesLoaded } from './images-loaded';
import { attachMasonryLayout } from './masonry-layout';

/** core.js's fallback: the grid shows after this long even when images are still loading. */
export const GALLERY_LOADING_MAX_MS = 2000;

export const rubyGalleryFeature: Feature<AppContext> = {
  name: 'media-ruby-gallery',
  selector: '.rb-gallery-wrap',
  mount(wrap, ctx) {
    const inner = wrap.querySelector<HTMLElement>('.gallery-inner');
    if (!inner) return undefined;
    const items = () =>
      [...inner.children].filter(
        (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('rb-gallery-el'),
      );
    const layout = attachMasonryLayout(ctx, { container: inner, items, sizer: () => null });
    const controller = new AbortController();
    const show = () => inner.classList.remove('gallery-loading');
    const cancelFallback = ctx.clock.after(GALLERY_LOADING_MAX_MS, show);
    void whenImagesLoaded(inner, controller.signal).then(() => {
      if (controller.signal.aborted) return;
      cancelFallback();
      show();
      layout.relayout();
    });
    return () => {
      controller.abort();
      cancelFallback();
      layout.stop();
    };
  },
};
