/**
 * The rules of the live search, apart from the DOM: which typed text is worth a request and when a
 * change of the field needs one at all. Kept pure so that every edge (blank text, a space added)
 * has a unit test. The answer itself is decoded by ctx.ajax.html (core/wp-html-answer.ts).
 */

/** The theme's debounce: the request goes out 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The theme showed `.live-search-animation` 250 ms after the request left (fast answers show none). */
export const SEARCH_ANIMATION_DELAY_MS = 250;
/** A search answer older than this is no use to someone typing; the reader gets a retry instead. */
export const SEARCH_TIMEOUT_MS = 5000;

/** The text to send: trimmed, inner runs of whitespace as one space; null when nothing is left. */
export function searchText(raw: string): string | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * Whether `text` needs a request, given the text whose answer is shown or on its way. A space
 * added at the end, or a word typed and erased again within the pause, sends nothing new.
 */
export function needsRequest(text: string | null, current: string | null): text is string {
  return text !== null && text !== current;
}

/** Result items of the theme's answer (`div.p-wrap.p-list-4`), for the live region's count. */
export const RESULT_ITEM = '.p-wrap';
