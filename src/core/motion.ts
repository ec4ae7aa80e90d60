/**
 * Whether the reader asked the system for less motion. Accordions, smooth scrolling, autoplay,
 * parallax and slide transitions all ask it; none of them is needed to read the page.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(REDUCED_MOTION_QUERY).matches;
}
