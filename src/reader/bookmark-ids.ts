/**
 * The rules of the `RBBookmarkData` cookie, without DOM or I/O: what counts as a valid list,
 * how a click changes it and how it is written back. The cookie is shared with the theme's PHP
 * (which reads it to render the bookmarks page) and can be edited by anyone, so every read is
 * checked and anything odd is discarded whole rather than half-trusted.
 */

export const BOOKMARK_COOKIE = 'RBBookmarkData';
export const BOOKMARK_COOKIE_DAYS = 30;

/**
 * Bounds of a plausible list. A browser keeps about 4 kB per cookie; 300 ids of six digits fit
 * with room to spare once encoded, and no reader bookmarks more by hand.
 */
export const MAX_BOOKMARK_CHARS = 4000;
export const MAX_BOOKMARKS = 300;

export type BookmarkParse = { ok: true; ids: number[] } | { ok: false; reason: string };

/** A post id as the markup or the cookie may carry it: a positive whole number, or its digits. */
export function toPostId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value.trim())) {
    const id = Number(value.trim());
    return Number.isSafeInteger(id) ? id : null;
  }
  return null;
}

/**
 * The cookie's ids in their stored order, duplicates dropped. A missing or empty cookie is an
 * empty list; anything else that is not a JSON list of positive whole ids is refused with the
 * reason (for the log line).
 */
export function parseBookmarkCookie(raw: string | null): BookmarkParse {
  if (raw === null || raw.trim() === '') return { ok: true, ids: [] };
  if (raw.length > MAX_BOOKMARK_CHARS) return { ok: false, reason: `longer than ${MAX_BOOKMARK_CHARS} characters` };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!Array.isArray(value)) return { ok: false, reason: 'not a list' };
  const ids: number[] = [];
  for (const item of value) {
    const id = toPostId(item);
    if (id === null) return { ok: false, reason: 'not a list of positive whole post ids' };
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_BOOKMARKS) return { ok: false, reason: `more than ${MAX_BOOKMARKS} ids` };
  return { ok: true, ids };
}

/**
 * Add the id when it is missing (at the end, the newest), remove it when present. At the limit
 * the oldest bookmark makes room, so a click always does what the reader asked.
 */
export function toggleBookmark(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((existing) => existing !== id);
  const next = [...ids, id];
  return next.length > MAX_BOOKMARKS ? next.slice(next.length - MAX_BOOKMARKS) : next;
}

/** The cookie value: a JSON list of numbers, the way the theme's PHP decodes it. */
export function serializeBookmarks(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** The order the bookmarks page asks for: the most recently saved first. */
export function newestFirst(ids: readonly number[]): number[] {
  return [...ids].reverse();
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
