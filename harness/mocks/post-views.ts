/**
 * What Post Views Counter answers to a view, as a pure function of the post, the visitor's
 * current cookie value and the time, so that the mock (admin-ajax `pvc-check-post` and the REST
 * route) and its tests agree. Like the plugin (1.7.0, includes/class-counter.php, with cookie
 * storage): the cookie `pvc_visits[0]` holds one `{expiry}b{postId}` pair per viewed post, joined
 * by `a`, expiry in Unix seconds; a value that is not wholly such pairs counts as no cookie; pairs
 * with the same expiry are kept once (array_unique); a post viewed again before its pair expires
 * is not counted; expired pairs are dropped; every cookie lives as long as the latest pair; a
 * value longer than 3980 bytes is split over `pvc_visits[1]`… after whole pairs.
 */

/** The cookie the plugin keeps its visits in (the first of them). */
const PVC_COOKIE_NAME = 'pvc_visits[0]';
/** The plugin's default time between counts of one visitor: 24 hours. */
const PVC_COUNT_INTERVAL_SECONDS = 24 * 60 * 60;
/** The longest value the plugin writes into one cookie. */
const PVC_COOKIE_CHUNK_BYTES = 3980;

/** The REST route of a view (the plugin's `post-views-counter/view-post/{id}`). */
export const PVC_REST_ROUTE = '/post-views-counter/view-post';

/** The REST URL of a view of `postId` below a site's REST root, e.g. `https://www.b80er.de/wp-json`. */
export const pvcRestUrl = (restRoot: string, postId: number | string): string => `${restRoot}${PVC_REST_ROUTE}/${postId}`;

/** The storage types the plugin knows (`storage_type`, after sanitize_key; the site's setting `data_storage`). */
export type PvcStorageType = 'cookies' | 'cookieless';

export interface PvcStorage {
  name: string[];
  value: string[];
  expiry: number[];
}

export interface PvcAnswer {
  post_id: number;
  counted: boolean;
  /**
   * What the visitor is to keep: the cookies to write on a cookie site; `{post: {id: expiry}}`
   * (for local storage) on a cookieless site; `[]` (PHP's empty array) when the request's storage
   * type is not the site's.
   */
  storage: PvcStorage | { post: Record<string, number> } | [];
  type: 'post';
}

/**
 * Whether a value is what the plugin's `/^(([0-9]+b[0-9]+a?)+)$/` accepts (PHP's `$` also before
 * one final line break). Checked as that regex's automaton, in linear time: a backtracking regex
 * would hang on a long hostile value.
 */
export function isPvcStorageData(value: string): boolean {
  const text = value.endsWith('\n') ? value.slice(0, -1) : value;
  // 0: a pair starts; 1: its expiry digits; 2: after `b`; 3: its id digits (may end here); 4: after `a` (may end here).
  let states = new Set([0]);
  for (const char of text) {
    const digit = char >= '0' && char <= '9';
    const next = new Set<number>();
    for (const state of states) {
      if (digit && (state === 0 || state === 4)) next.add(1);
      else if (digit && state === 1) next.add(1);
      else if (digit && state === 2) next.add(3);
      else if (digit && state === 3) next.add(3).add(1);
      else if (char === 'b' && state === 1) next.add(2);
      else if (char === 'a' && state === 3) next.add(4);
    }
    if (next.size === 0) return false;
    states = next;
  }
  return states.has(3) || states.has(4);
}

/**
 * The pairs of a cookie value, post id → expiry, in order (`sanitize_cookies_data`): none unless
 * the whole value is pairs; a part that is not one pair (two pairs without `a` between them) is
 * skipped; an id given twice keeps its first place and its last expiry; a pair whose expiry an
 * earlier pair has is dropped (array_unique).
 */
export function parsePvcVisits(value: string): Map<number, number> {
  const visits = new Map<number, number>();
  if (!isPvcStorageData(value)) return visits;
  for (const part of value.split('a')) {
    const pair = part.split('b');
    if (pair.length !== 2) continue;
    visits.set(Number.parseInt(pair[1] ?? '', 10), Number.parseInt(pair[0] ?? '', 10));
  }
  const expiries = new Set<number>();
  for (const [id, expiry] of visits) {
    if (expiries.has(expiry)) visits.delete(id);
    expiries.add(expiry);
  }
  return visits;
}

/** A cookie value in pieces of at most 3980 bytes, each cut after a whole pair (the plugin's `chunks`). */
function pvcChunks(value: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < value.length; start += PVC_COOKIE_CHUNK_BYTES)
    pieces.push(value.slice(start, start + PVC_COOKIE_CHUNK_BYTES));
  if (pieces.length < 2) return pieces.length === 0 ? [''] : pieces;
  const chunks: string[] = [];
  let carry = '';
  for (const piece of pieces) {
    const chunk = carry + piece;
    if (piece.length === PVC_COOKIE_CHUNK_BYTES) {
      const last = chunk.lastIndexOf('a');
      carry = last < 0 ? '' : chunk.slice(last + 1);
      chunks.push(last < 0 ? '' : chunk.slice(0, last));
    } else {
      chunks.push(chunk);
    }
  }
  return chunks;
}

/**
 * The visits a cookieless site's visitor sends (`sanitize_storage_data`): a JSON object (at most
 * one level deep) of post id → expiry, each through `(int)`, a repeated expiry kept once; anything
 * else is none.
 */
function parsePvcStoredVisits(value: string): Map<number, number> {
  const visits = new Map<number, number>();
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return visits;
  }
  if (typeof data !== 'object' || data === null) return visits;
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.some(([, expiry]) => typeof expiry === 'object' && expiry !== null)) return visits;
  const expiries = new Set<number>();
  for (const [id, expiry] of entries) {
    const seconds =
      typeof expiry === 'number'
        ? Math.trunc(expiry)
        : typeof expiry === 'string'
          ? Number.parseInt(expiry, 10) || 0
          : expiry === true
            ? 1
            : 0;
    if (expiries.has(seconds)) continue;
    expiries.add(seconds);
    visits.set(Number.parseInt(id, 10) || 0, seconds);
  }
  return visits;
}

/**
 * The answer to a view of `postId` by a visitor whose stored visits are `storageData` ("" when
 * none), at `nowMs`, on a site that stores them as `siteStorage` (the plugin's `data_storage`;
 * the fixture sites use cookies). Counted unless the post's visit has not expired yet; then it
 * keeps its expiry. A request whose storage type is not the site's is not counted and gets
 * nothing to store.
 */
export function pvcAnswer(
  postId: number,
  storageData: string,
  nowMs: number,
  storageType: PvcStorageType = 'cookies',
  siteStorage: PvcStorageType = 'cookies',
): PvcAnswer {
  if (storageType !== siteStorage) return { post_id: postId, counted: false, storage: [], type: 'post' };
  const now = Math.floor(nowMs / 1000);
  const expiration = now + PVC_COUNT_INTERVAL_SECONDS;
  if (siteStorage === 'cookieless') {
    const visits = parsePvcStoredVisits(storageData);
    const counted = !(visits.has(postId) && now < (visits.get(postId) ?? 0));
    for (const [id, expiry] of visits) if (now > expiry) visits.delete(id);
    if (counted) visits.set(postId, expiration);
    return {
      post_id: postId,
      counted,
      storage: { post: Object.fromEntries([...visits].map(([id, expiry]) => [String(id), expiry])) },
      type: 'post',
    };
  }
  const visits = parsePvcVisits(storageData);
  if (visits.size === 0) {
    return {
      post_id: postId,
      counted: true,
      storage: { name: [PVC_COOKIE_NAME], value: [`${expiration}b${postId}`], expiry: [expiration] },
      type: 'post',
    };
  }
  const seenUntil = visits.get(postId);
  const counted = !(seenUntil !== undefined && now < seenUntil);
  if (counted) visits.set(postId, expiration);
  for (const [id, expiry] of visits) if (now > expiry) visits.delete(id);
  const latest = visits.size === 0 ? 0 : Math.max(...visits.values());
  const chunks = pvcChunks([...visits].map(([id, expiry]) => `${expiry}b${id}`).join('a'));
  return {
    post_id: postId,
    counted,
    storage: { name: chunks.map((_, index) => `pvc_visits[${index}]`), value: chunks, expiry: chunks.map(() => latest) },
    type: 'post',
  };
}
