/**
 * The magazine theme's media features: gallery lightbox and overlay captions, masonry grids with
 * the portfolio filter, carousels and sliders, the category header background, the featured
 * video's autoplay and responsive video embeds (global.js's), and the Ruby Gallery grid (Pixwell
 * Core's core.js, listed apart so the group list can tag it 'pixwell-core-script'). Markup names:
 * docs/integrating.md.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { carouselFeature } from './carousel';
import { galleryLinksFeature, lightboxFeature, overlayCaptionFeature } from './lightbox';
import { masonryFeature } from './masonry-grid';
import { parallaxFeature } from './parallax';
import { rubyGalleryFeature } from './ruby-gallery';
import { videoAutoplay } from './video-autoplay';
import { responsiveEmbeds } from './video-embeds';

export const mediaFeatures: readonly Feature<AppContext>[] = [
  lightboxFeature,
  galleryLinksFeature,
  overlayCaptionFeature,
  carouselFeature,
  masonryFeature,
  parallaxFeature,
  videoAutoplay,
  responsiveEmbeds,
];

/** Pixwell Core's (core.js) media features. */
export const mediaCoreFeatures: readonly Feature<AppContext>[] = [rubyGalleryFeature];
