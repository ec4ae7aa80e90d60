/**
 * Where the reader is in the single-post chain: near the end of the last article (load the next),
 * and which article is in view. Both from document offsets measured only when the layout changed.
 * Which article the reader is in, from the articles' document tops (measured only when the
 * layout changed) and the scroll position. The reading line sits at a third of the viewport:
 * an article counts once its top has passed that line, which is where eyes rest while reading,
 * so the address changes when the new headline is being read, not when it first peeks in.
 */
export const READING_LINE = 1 / 3;

/** Index of the article in view; 0 while none has reached the reading line. */
export function pickArticleInView(tops: readonly number[], scrollY: number, viewportHeight: number): number {
  const line = scrollY + viewportHeight * READING_LINE;
  let picked = 0;
  tops.forEach((top, index) => {
    if (top <= line) picked = index;
  });
  return picked;
}

/** How far below the viewport the end of the last article starts the next load. */
export const TRIGGER_PX = 600;

/** The end (document offset) is within TRIGGER_PX below the viewport's bottom, or above it: load. */
export function isNearEnd(end: number, scrollY: number, viewportHeight: number): boolean {
  return scrollY + viewportHeight + TRIGGER_PX >= end;
}

/** The title the document takes for an article: its `data-posttitle`, else its headline, else `fallback`. */
export function articleTitle(dataTitle: string | null | undefined, headline: string | null | undefined, fallback: string): string {
  const printed = dataTitle?.trim() ?? '';
  if (printed !== '') return printed;
  const heading = headline?.replace(/\s+/g, ' ').trim() ?? '';
  return heading !== '' ? heading : fallback;
}
