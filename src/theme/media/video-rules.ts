/**
 * Pure rules of the featured video and the responsive embeds (REAL-MARKUP §24): when the
 * autoplay waypoint is reached, the iframe address with the autoplay flag, and which iframes get
 * the 16:9 wrapper.
 */

/** The theme's Waypoint offset '60%': the box's top has risen to 60 % of the viewport's height. */
export const AUTOPLAY_LINE = 0.6;

/** True once the box's top (relative to the viewport) is at or above the line; also when already past on load. */
export function autoplayDue(boxTop: number, viewportHeight: number): boolean {
  return boxTop <= viewportHeight * AUTOPLAY_LINE;
}

/** `src` with `autoplay=1` appended (`?` or `&`, as the theme did); unchanged when it already asks for autoplay. */
export function withAutoplay(src: string): string {
  if (/[?&]autoplay=1(?:&|#|$)/.test(src)) return src;
  const hash = src.indexOf('#');
  const base = hash === -1 ? src : src.slice(0, hash);
  const fragment = hash === -1 ? '' : src.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}autoplay=1${fragment}`;
}

/**
 * The names the theme looked for in an iframe's address. Pixwell's global.js wraps an iframe when
 * its `src` contains `youtube.com`, `youtu.be` or `vimeo.com` anywhere after the first character
 * (`indexOf(name) > 0`), not only as the host: a privacy proxy's address that names the player
 * (`…/www.youtube.com/embed/…`) is wrapped too, and so is the harness's stand-in. We add
 * `youtube-nocookie.com`, WordPress's privacy-enhanced YouTube host, which the theme's test missed.
 */
const VIDEO_NAMES = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com'];

/** An iframe address that names YouTube or Vimeo, by the theme's rule; such iframes get `.rb-ires`. */
export function isVideoEmbed(src: string | null | undefined): boolean {
  if (!src) return false;
  const address = src.toLowerCase();
  return VIDEO_NAMES.some((name) => address.indexOf(name) > 0);
}
