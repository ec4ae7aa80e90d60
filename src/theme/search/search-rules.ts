/**
 * The rules of the live search, apart from the DOM: which typed text is worth a request, when a
 * change of the field needs one at all, and whether admin-ajax answered the HTML fragment the
 * theme prints. Kept pure so that every edge (blank text, WordPress's bare '0') has a unit test.
 */

/** Spec §9: the request goes out 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;
/** A search answer older than this is no use to someone typing; the reader gets a retry instead. */
export const SEARCH_TIMEOUT_MS = 5000;

/** The text to send: trimmed, inner runs of whitespace as one space; null when nothing is left (spec §5). */
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

export type SearchAnswer = { kind: 'html'; html: string } | { kind: 'malformed'; reason: string };

/**
 * live_search answers an HTML fragment. WordPress's bare '0' (no such action) or '-1' (refused)
 * and JSON (a plugin's error object) are not results and must not be shown as if they were.
 */
export function classifySearchAnswer(body: string): SearchAnswer {
  const text = body.trim();
  if (text === '0' || text === '-1') return { kind: 'malformed', reason: `admin-ajax answered "${text}"` };
  if (/^[[{]/.test(text)) return { kind: 'malformed', reason: 'JSON instead of an HTML fragment' };
  if (text !== '' && !text.startsWith('<')) return { kind: 'malformed', reason: 'text instead of an HTML fragment' };
  return { kind: 'html', html: text };
}
