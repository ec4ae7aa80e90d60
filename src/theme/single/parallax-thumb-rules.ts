/**
 * The single post's parallax featured image (layouts 2 and 3), as pure rules: the full-screen
 * variant's height and the image's shift while the page scrolls (the theme's calcFullScreenFeat and
 * parallaxCalcAnimation with its divisor of 4).
 */

/** The image moves a quarter of the scroll past the thumb's top. */
export const THUMB_PARALLAX_DIVISOR = 4;

/**
 * Inline height of `.parallax-thumb.is-fullscreen`: the rest of the first screen below its top
 * (document offset), or a whole screen when the thumb starts below the first screen.
 */
export function fullscreenHeight(top: number, viewportHeight: number): string {
  return top < viewportHeight ? `calc(100vh - ${Math.max(0, Math.round(top))}px)` : '100vh';
}

/**
 * Vertical shift of `.rb-iwrap` in px, or null outside the range the theme moved it in (the scroll
 * position within one thumb height of its top, either way).
 */
export function thumbShift(scrollY: number, top: number, height: number, divisor = THUMB_PARALLAX_DIVISOR): number | null {
  if (Math.abs(scrollY - top) > height) return null;
  return Math.round((scrollY - top) / divisor);
}
