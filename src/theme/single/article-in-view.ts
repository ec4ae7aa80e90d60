/**
 * Where the reader is in the single-post chain, from document offsets measured only when the
 * layout changed: whether the load point is in view (load the next post), and which article is
 * being read. The reading line sits at a third of the viewport: an article counts once its top
 * has passed that line, where eyes rest while reading, so the address changes when the new
 * headline is read, not when it first peeks in (the theme used the viewport's top edge, which
 * switches only once the previous article has left the screen completely).
 */
const READING_LINE = 1 / 3;

/** Index of the article in view; 0 while none has reached the reading line. */
export function pickArticleInView(tops: readonly number[], scrollY: number, viewportHeight: number): number {
  const line = scrollY + viewportHeight * READING_LINE;
  let picked = 0;
  tops.forEach((top, index) => {
    if (top <= line) picked = index;
  });
  return picked;
}

/**
 * The theme's Waypoint `bottom-in-view` on the load point: true once the point's bottom (a
 * document offset) has entered the viewport, and still true when a jump (End key, a link) took
 * the reader past it.
 */
export function isPointInView(pointBottom: number, scrollY: number, viewportHeight: number): boolean {
  return scrollY + viewportHeight >= pointBottom;
}

/** The document title for an article: its `h1.entry-title` text (what the theme takes), else `fallback`. */
export function articleTitle(headline: string | null | undefined, fallback: string): string {
  const heading = headline?.replace(/\s+/g, ' ').trim() ?? '';
  return heading !== '' ? heading : fallback;
}
