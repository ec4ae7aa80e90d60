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

const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com'];

/** An iframe from YouTube or Vimeo (any subdomain: www., player.), which the theme wraps in `.rb-ires`. */
export function isVideoEmbed(src: string | null | undefined, base = 'https://localhost/'): boolean {
  if (!src) return false;
  let host: string;
  try {
    host = new URL(src, base).hostname.toLowerCase();
  } catch {
    return false;
  }
  return VIDEO_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}
