/**
 * What Post Views Counter answers to a view, as a pure function of the post, the visitor's
 * current cookie value and the time, so that the mock (admin-ajax `pvc-check-post` and the REST
 * route) and its tests agree. Like the plugin: the cookie `pvc_visits[0]` holds one
 * `{expiry}b{postId}` pair per viewed post, joined by `a`, expiry in Unix seconds; a post viewed
 * again before its pair expires is not counted; expired pairs are dropped; the cookie lives as
 * long as its latest pair. (The plugin splits a long value over `pvc_visits[1]`…; a handful of
 * posts never needs that.)
 */

/** The cookie the plugin keeps its visits in. */
export const PVC_COOKIE_NAME = 'pvc_visits[0]';
/** The plugin's default time between counts of one visitor: 24 hours. */
export const PVC_COUNT_INTERVAL_SECONDS = 24 * 60 * 60;

/** The REST route of a view (the plugin's `post-views-counter/view-post/{id}`). */
export const PVC_REST_ROUTE = '/post-views-counter/view-post';

/** The REST URL of a view of `postId` below a site's REST root, e.g. `https://www.b80er.de/wp-json`. */
export const pvcRestUrl = (restRoot: string, postId: number | string): string => `${restRoot}${PVC_REST_ROUTE}/${postId}`;

export interface PvcStorage {
  name: string[];
  value: string[];
  expiry: number[];
}

export interface PvcAnswer {
  post_id: number;
  counted: boolean;
  storage: PvcStorage;
  type: 'post';
}

/** The pairs of a cookie value, in order; parts that are not `{digits}b{digits}` are skipped. */
export function parsePvcVisits(value: string): Map<number, number> {
  const visits = new Map<number, number>();
  for (const part of value.split('a')) {
    const match = /^(\d{1,12})b(\d{1,9})$/.exec(part.trim());
    if (match) visits.set(Number(match[2]), Number(match[1]));
  }
  return visits;
}

/**
 * The answer to a view of `postId` by a visitor whose cookie holds `storageData` ("" when none),
 * at `nowMs`. Counted unless the post's pair has not expired yet; then it keeps its expiry.
 */
export function pvcAnswer(postId: number, storageData: string, nowMs: number): PvcAnswer {
  const now = Math.floor(nowMs / 1000);
  const visits = parsePvcVisits(storageData);
  const seenUntil = visits.get(postId);
  const counted = seenUntil === undefined || now >= seenUntil;
  if (counted) visits.set(postId, now + PVC_COUNT_INTERVAL_SECONDS);
  for (const [id, expiry] of visits) if (now > expiry) visits.delete(id);
  const pairs = [...visits].map(([id, expiry]) => `${expiry}b${id}`);
  return {
    post_id: postId,
    counted,
    storage: { name: [PVC_COOKIE_NAME], value: [pairs.join('a')], expiry: [Math.max(...visits.values())] },
    type: 'post',
  };
}

/** The answer for an id that is no post: nothing counted, nothing to store. */
export const pvcNotAPost = (postId: number): PvcAnswer => ({
  post_id: postId,
  counted: false,
  storage: { name: [], value: [], expiry: [] },
  type: 'post',
});
