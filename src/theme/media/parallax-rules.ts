/**
 * The category header's parallax: its background moves at a fraction of the scroll speed, so it
 * seems farther away than the title. Pure, from the header's cached position and the scroll.
 */

/** The background moves this much slower than the page (0 = fixed to the page, 1 = fixed to the window). */
export const PARALLAX_FACTOR = 0.3;

export interface HeaderBox {
  /** Document offset of the header's top (rect.top + scrollY when measured). */
  top: number;
  height: number;
}

/** Any part of the header on screen. */
export function headerInView(box: HeaderBox, scrollY: number, viewportHeight: number): boolean {
  return box.top < scrollY + viewportHeight && box.top + box.height > scrollY;
}

/** Downward shift of the background in px: zero while the header sits at the top of the view. */
export function parallaxShift(box: HeaderBox, scrollY: number, factor = PARALLAX_FACTOR): number {
  const scrolledPast = Math.min(Math.max(scrollY - box.top, 0), box.height);
  return Math.round(scrolledPast * factor * 10) / 10;
}
