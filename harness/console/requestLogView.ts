/**
 * Pure helpers behind the request log: merging, filtering and formatting.
 * Kept free of React and the DOM so they can be unit-tested in plain Node.
 */
import type { LoggedBody, RequestLogEntry } from '../catalogue-types';
import { decodedTokens, type DecodedToken } from './tokenView';

/** The server keeps at most 500 entries; the console keeps the same so both views agree. */
export const MAX_LOG_ENTRIES = 500;

/**
 * Adds `incoming` to `current`, dropping duplicates by id (the initial snapshot and the
 * event stream overlap), ordering by id (arrival order at the harness, so the time column
 * stays monotonic even though entries are published on completion) and keeping only the
 * newest `cap` entries. Returns oldest first, like the server.
 */
export function mergeLog(
  current: readonly RequestLogEntry[],
  incoming: readonly RequestLogEntry[],
  cap: number = MAX_LOG_ENTRIES,
): RequestLogEntry[] {
  const byId = new Map<number, RequestLogEntry>();
  for (const entry of current) byId.set(entry.id, entry);
  // A later copy of the same id wins: it is the server's most recent word on it.
  for (const entry of incoming) byId.set(entry.id, entry);
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return cap > 0 ? merged.slice(-cap) : [];
}

export interface LogFilter {
  /** When true, keep only requests of the selected page in the selected scenario. */
  onlySelection: boolean;
  page: string | null;
  scenario: string | null;
  /** Free text; every whitespace-separated word must appear somewhere in the entry. */
  text: string;
}

/**
 * Whether an entry belongs to the selected page and scenario.
 * Entries without a page are kept when the scenario matches: the harness only learns the
 * page from the Referer, which cross-origin (provider) requests usually lack, so hiding
 * them would hide exactly the third-party calls QA wants to see.
 */
export function matchesSelection(entry: Pick<RequestLogEntry, 'page' | 'scenario'>, page: string | null, scenario: string | null): boolean {
  if (scenario !== null && entry.scenario !== scenario) return false;
  if (page !== null && entry.page !== null && entry.page !== page) return false;
  return true;
}

/** All the text a person might search for in one entry, lower-cased once. */
function searchableText(entry: RequestLogEntry): string {
  return [
    entry.origin,
    entry.page ?? '',
    entry.scenario,
    entry.method,
    entry.url,
    entry.action ?? '',
    formatStatus(entry.status),
    entry.note ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/** Every whitespace-separated word of `text` is in `haystack` (lower-cased already). */
export function matchesWords(haystack: string, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.every((word) => haystack.includes(word));
}

function matchesText(entry: RequestLogEntry, text: string): boolean {
  return matchesWords(searchableText(entry), text);
}

export function filterLog(entries: readonly RequestLogEntry[], filter: LogFilter): RequestLogEntry[] {
  return entries.filter(
    (entry) => (!filter.onlySelection || matchesSelection(entry, filter.page, filter.scenario)) && matchesText(entry, filter.text),
  );
}

export type StatusClass = 'status-2xx' | 'status-3xx' | 'status-4xx' | 'status-5xx' | 'status-none';

/** CSS class for a status; `null` means the client went away before any answer was sent. */
export function statusClass(status: number | null): StatusClass {
  if (status === null) return 'status-none';
  if (status >= 500) return 'status-5xx';
  if (status >= 400) return 'status-4xx';
  if (status >= 300) return 'status-3xx';
  if (status >= 200) return 'status-2xx';
  // 1xx never ends a mocked exchange; treat it as "no real answer" rather than success.
  return 'status-none';
}

export function formatStatus(status: number | null): string {
  return status === null ? '—' : String(status);
}

/** Local wall-clock time with milliseconds: requests of one page load happen within a second. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** Path and query of the mocked URL: the host is implied by the origin column. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    // Relative or malformed URLs are shown as recorded rather than hidden.
    return url;
  }
}

/** The full host (with its port, if any) of the real URL the mock stood in for. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** The provider prefixes JSON with `)]}'` against script inclusion; the client strips it, and so does the log. */
const XSSI_PREFIX = /^\)\]\}'\s*/;

export interface BodyView {
  /** `json`: pretty-printed; `text`: as sent (HTML and JavaScript included, shown as text). */
  kind: 'json' | 'text';
  text: string;
  /** What the view did or could not do, for the line above the body. */
  notes: string[];
  /** Signed tokens in a JSON answer, decoded (signed entitlements say who the reader is). */
  tokens: DecodedToken[];
}

/**
 * How the log shows a body. JSON is pretty-printed (after the provider's prefix); anything
 * else, and JSON cut off by the size cap, is shown as the text it is. The result is plain text:
 * the view renders it as a text node, never as HTML, so hostile answers stay inert.
 */
export function formatBody(body: LoggedBody): BodyView {
  const notes: string[] = [];
  if (body.truncated)
    notes.push(`truncated: the first ${body.text.length.toLocaleString('en')} of ${body.length.toLocaleString('en')} characters`);
  const unprefixed = body.text.replace(XSSI_PREFIX, '');
  const looksJson = /json/i.test(body.contentType) || /^\s*[[{"]/.test(unprefixed);
  if (looksJson && !body.truncated) {
    try {
      const value: unknown = JSON.parse(unprefixed);
      if (unprefixed !== body.text) notes.push("the )]}' prefix is left out");
      return { kind: 'json', text: JSON.stringify(value, null, 2), notes, tokens: decodedTokens(value) };
    } catch {
      if (/json/i.test(body.contentType)) notes.push('not valid JSON: shown as sent');
    }
  }
  return { kind: 'text', text: body.text, notes, tokens: [] };
}
