/**
 * The magazine theme's media features: gallery lightbox, masonry grids with filters, sliders and
 * carousels, the parallax category header, the featured video's autoplay and responsive video
 * embeds. Markup names: README (integration).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { carouselFeature } from './carousel';
import { galleryLinksFeature, lightboxFeature } from './lightbox';
import { masonryFeature } from './masonry-grid';
import { parallaxFeature } from './parallax';
import { videoAutoplay } from './video-autoplay';
import { responsiveEmbeds } from './video-embeds';

export const mediaFeatures: readonly Feature<AppContext>[] = [lightboxFeature, galleryLinksFeature, carouselFeature, masonryFeature, parallaxFeature, videoAutoplay, responsiveEmbeds];
