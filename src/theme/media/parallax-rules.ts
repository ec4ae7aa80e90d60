/**
 * The category header's background (REAL-MARKUP §23), as pure rules: which `data-background`
 * values may become a CSS image, how that URL is written into `url()`, and global.js's parallax
 * offset: within the header's range (|scrollTop − top| ≤ height) the background moves by
 * (scrollTop − top) / 3 px, rounded; outside it stays where it was.
 */

/** global.js's divisor for the category header (the single-post thumbnail uses 4). */
export const CATEGORY_PARALLAX_DIVISOR = 3;

export interface HeaderBox {
  /** Document offset of `.header-holder`'s top. */
  top: number;
  height: number;
}

/** The offset in px, or null when the scroll position is out of the header's range. */
export function parallaxOffset(box: HeaderBox, scrollTop: number, divisor = CATEGORY_PARALLAX_DIVISOR): number | null {
  if (Math.abs(scrollTop - box.top) > box.height) return null;
  // `+ 0` turns Math.round's -0 into 0.
  return Math.round((scrollTop - box.top) / divisor) + 0;
}

/** http(s), protocol-relative, site-relative and data:image URLs; anything else (javascript:, …) none. */
export function backgroundUrl(value: string | null): string | null {
  const url = (value ?? '').trim();
  if (url === '') return null;
  if (/^(https?:)?\/\//i.test(url) || /^\/(?!\/)/.test(url) || /^data:image\//i.test(url)) return url;
  return null;
}

/** `url("…")` with the characters that could end the string or the declaration escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, '')}")`;
}
