/**
 * The mock admin-ajax.php of both WordPress sites (www.b80er.de and www.magazin.example) and the
 * REST route of Post Views Counter: every action of issue 5's contract with its default answer,
 * built from fixtures/wordpress/, under WordPress's conventions (wordpress.ts). One handler per
 * site dispatches on the `action` field of GET and POST requests, as admin-ajax.php does, and
 * adds the headers admin-ajax.php sends; scenarios (scenario-sets/reader.ts) put `onAction(...)`
 * handlers in front, which answer only their actions and let every other request fall through
 * to these defaults. tests/wordpress/e2e/admin-ajax-contract.spec.ts sends the same requests to
 * this mock and to a real WordPress with the doubles of the theme and plugins, and wants the same
 * answers.
 */
import { http, type RequestHandler } from 'msw';
import { DEFAULT_AJAX_ACTIONS } from '../../src/core/ajax-actions';
import { feedbackDecision, loadReactionAnswer, newsletterNotice, reactionAnswer } from './admin-ajax-rules';
import type { AjaxCall, AjaxResolver } from './ajax-call';
import { bookmarkFragment } from './bookmark-fragment';
import { PVC_REST_ROUTE, pvcAnswer, type PvcStorageType } from './post-views';
import { livePaginationAnswer, quickFilterAnswer } from './theme-lists';
import { liveSearchAnswer } from './theme-search';
import {
  absint,
  ADMIN_AJAX_ACTION_HEADERS,
  ADMIN_AJAX_HEADERS,
  ajaxBadNonce,
  ajaxExit,
  ajaxUnknownAction,
  listField,
  mergeRequestFields,
  phpEmpty,
  phpIntval,
  postFields,
  REST_HEADERS,
  restBadNonce,
  restError,
  restNoRoute,
  sanitizeKey,
  withWordPressHeaders,
  wpEchoJson,
  wpJson,
  wpSendJsonError,
  wpSendJsonSuccess,
} from './wordpress';
import { findPost, WP_SITE_IDS, WP_SITE_URLS, wpSite, type WpSite, type WpSiteId } from './wordpress-data';

/**
 * Every admin-ajax action the sites register (the theme's, Pixwell Core's and the plugins'), by
 * the names their PHP hooks: the bundle's defaults (src/core/ajax-actions.ts) are the one list.
 * Any other action gets WordPress's `0` with status 400, as on the live sites.
 */
export const AJAX_ACTIONS = Object.values(DEFAULT_AJAX_ACTIONS);

export type AjaxAction = (typeof DEFAULT_AJAX_ACTIONS)[keyof typeof DEFAULT_AJAX_ACTIONS];

const isAjaxAction = (value: string | null): value is AjaxAction => (AJAX_ACTIONS as readonly (string | null)[]).includes(value);

/** One call of the REST route of a view; `id` is the path after `view-post/` as sent. */
export interface PvcRestCall extends AjaxCall {
  id: string;
}

export type PvcRestResolver = (call: PvcRestCall) => Response | Promise<Response>;

/* ------------------------------------------------------------------ post views */

/**
 * admin-ajax `pvc-check-post` (mode `js`), as the plugin answers it: every field from `$_POST`
 * (`action` too: an action in the query alone does not do); a missing field, a nonce that does
 * not verify (no `-1`: the plugin checks with wp_verify_nonce and just exits), an id ≤ 0 (`(int)`:
 * "123abc" is 123), an id of no post of the site or an unknown storage type (after sanitize_key)
 * end the request with an empty body, status 200. The answer is echoed with wp_json_encode, so it
 * goes out as admin-ajax's text/html. `siteStorage` is the plugin's data storage setting (the
 * fixture sites store visits in cookies; reader-pvc-cookieless plays a site that does not).
 */
export function pvcCheckPost({ post, site }: AjaxCall, siteStorage: PvcStorageType = 'cookies'): Response {
  const required = ['action', 'id', 'storage_type', 'storage_data', 'pvc_nonce'];
  if (required.some((name) => !post.has(name)) || post.get('pvc_nonce') !== site.nonces.pvc) return ajaxExit();
  const id = phpIntval(post.get('id'));
  if (id <= 0 || !findPost(site, id)) return ajaxExit();
  const storageType = sanitizeKey(post.get('storage_type') ?? '');
  if (storageType !== 'cookies' && storageType !== 'cookieless') return ajaxExit();
  return wpEchoJson(pvcAnswer(id, post.get('storage_data') ?? '', Date.now(), storageType, siteStorage));
}

/**
 * The id a REST path names, as WordPress matches the plugin's route
 * `/view-post/(?P<id>\d+)|/view-post/` (the first alternative is not anchored at its end:
 * `123abc` is 123; the second takes a path ending in `/view-post/`, id 0); null: no route.
 */
function pvcRestPathId(path: string): number | null {
  const digits = /^(\d+)/.exec(path)?.[1];
  if (digits !== undefined) return Number.parseInt(digits, 10);
  return path === '' || path.toLowerCase().endsWith('/view-post/') ? 0 : null;
}

/**
 * The REST route, as WordPress and the plugin answer it: the nonce (`_wpnonce` field, else the
 * X-WP-Nonce header) is checked first, and only when one is sent (a visitor without a login
 * needs none; a verified one gets a fresh X-WP-Nonce back); then POST only and the route's
 * pattern (else `rest_no_route`); then the route's arguments, each with its default (`id` from
 * the fields over the path, through absint; `storage_type` "cookies"; `storage_data` ""): an id of
 * no post of the site is `pvc_post_invalid_id` (the mock knows only the site's posts, so a page's
 * id, `pvc_post_type_excluded` in WordPress, is one too), an unknown storage type
 * `pvc_invalid_storage_type`, both 404 (their messages are in German, as on the live sites).
 */
export function pvcRestView({ request, fields, site, id: path }: PvcRestCall, siteStorage: PvcStorageType = 'cookies'): Response {
  const nonce = fields.get('_wpnonce') ?? request.headers.get('x-wp-nonce');
  if (nonce !== null && nonce !== site.nonces.rest) return restBadNonce();
  const answer = pvcRestAnswer(request, fields, site, path, siteStorage);
  if (nonce !== null) answer.headers.set('X-WP-Nonce', site.nonces.rest);
  return answer;
}

function pvcRestAnswer(request: Request, fields: URLSearchParams, site: WpSite, path: string, siteStorage: PvcStorageType): Response {
  const pathId = pvcRestPathId(path);
  if (request.method !== 'POST' || pathId === null) return restNoRoute();
  const id = fields.has('id') ? absint(fields.get('id')) : pathId;
  if (id <= 0 || !findPost(site, id)) return restError('pvc_post_invalid_id', 'Ungültige Beitrags-ID.', 404);
  const storageType = sanitizeKey(fields.get('storage_type') ?? 'cookies');
  if (storageType !== 'cookies' && storageType !== 'cookieless')
    return restError('pvc_invalid_storage_type', 'Ungültiger Speichertyp.', 404);
  return wpJson(pvcAnswer(id, fields.get('storage_data') ?? '', Date.now(), storageType, siteStorage));
}

/* ------------------------------------------------------------------ the actions */

/**
 * `rb_bookmark`'s ids as PHP sees them: null when `ids` is no list (`ids=`, `ids=123` or
 * missing), else the list's values through `absint` (0 and ids of no post are dropped by the
 * query, which then may find nothing).
 */
export function bookmarkIds(post: URLSearchParams): number[] | null {
  const list = listField(post, 'ids');
  return list.length === 0 ? null : list.map((value) => absint(value));
}

/** Every action's default answer. */
export const AJAX_DEFAULTS: Record<AjaxAction, AjaxResolver> = {
  rb_submit_newsletter: ({ post }) => wpJson({ notice: newsletterNotice(post.get('email'), post.get('privacy')) }),
  // A JSON-encoded HTML string: the theme's empty block, the saved posts, or "".
  rb_bookmark: ({ post, site }) => wpJson(bookmarkFragment(site, bookmarkIds(post))),
  // No visitor has reacted yet: the list of this visitor's active reactions is empty.
  rb_load_reaction: ({ post }) => wpJson(loadReactionAnswer(post, [])),
  // The sites allow several reactions per reader (no unique mode): `true`.
  rb_add_reaction: ({ post }) => wpJson(reactionAnswer(post)),
  // check_ajax_referer reads the nonce from $_REQUEST; the plugin reads the vote from $_POST.
  my_feedback_plugin_vote: ({ fields, post, site }) => {
    if (fields.get('security') !== site.nonces.feedback) return ajaxBadNonce();
    const decision = feedbackDecision(post);
    return decision.ok
      ? wpSendJsonSuccess({ message: decision.message, vote_id: decision.voteId })
      : wpSendJsonError({ message: decision.message });
  },
  'pvc-check-post': (call) => pvcCheckPost(call),
  pixwell_quick_filter: quickFilterAnswer,
  pixwell_live_pagination: livePaginationAnswer,
  pixwell_live_search: liveSearchAnswer,
};

/** admin-ajax.php's own test: a named action is a scalar field that is not empty in PHP's sense. */
const namedAction = (fields: URLSearchParams): string | null => {
  const action = fields.get('action');
  return phpEmpty(action) ? null : action;
};

/* ------------------------------------------------------------------ handler builders */

/** The fields of a request as PHP sees them. */
async function phpCall(request: Request, siteId: WpSiteId): Promise<AjaxCall> {
  const post = await postFields(request);
  return { request, fields: mergeRequestFields(new URL(request.url).searchParams, post), post, site: wpSite(siteId) };
}

/**
 * The admin-ajax handlers of one site (GET and POST, as admin-ajax.php takes both): `resolve`
 * answers, or returns undefined to fall through. Every answer gets admin-ajax.php's headers (more
 * of them once an action is named), unless the resolver set its own.
 */
function ajaxHandlers(siteId: WpSiteId, resolve: (call: AjaxCall) => Response | Promise<Response> | undefined): RequestHandler[] {
  const handle = async ({ request }: { request: Request }) => {
    const call = await phpCall(request, siteId);
    const response = await resolve(call);
    return response && withWordPressHeaders(response, namedAction(call.fields) === null ? ADMIN_AJAX_HEADERS : ADMIN_AJAX_ACTION_HEADERS);
  };
  const { ajaxUrl } = WP_SITE_URLS[siteId];
  return [http.post(ajaxUrl, handle), http.get(ajaxUrl, handle)];
}

/**
 * Handlers on both sites' admin-ajax that answer `actions` with `resolve` and let every other
 * action fall through to the next handler (the defaults, in the end).
 */
export function onAction(actions: AjaxAction | readonly AjaxAction[], resolve: AjaxResolver): RequestHandler[] {
  const answered: readonly string[] = typeof actions === 'string' ? [actions] : actions;
  return WP_SITE_IDS.flatMap((siteId) =>
    ajaxHandlers(siteId, (call) => (answered.includes(namedAction(call.fields) ?? '') ? resolve(call) : undefined)),
  );
}

/** Handlers that answer every admin-ajax request of both sites, whatever its action. */
export const onAdminAjax = (resolve: AjaxResolver): RequestHandler[] => WP_SITE_IDS.flatMap((siteId) => ajaxHandlers(siteId, resolve));

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Handlers of the post views REST route of both sites: every method and every path below
 * `view-post/` (the resolver decides what is a route); every answer gets the REST server's headers.
 */
export function onPvcRest(resolve: PvcRestResolver): RequestHandler[] {
  return WP_SITE_IDS.map((siteId) => {
    const base = `${WP_SITE_URLS[siteId].restRoot}${PVC_REST_ROUTE}/`;
    return http.all(new RegExp(`^${escapeRegExp(base)}`, 'i'), async ({ request }) => {
      const call = await phpCall(request, siteId);
      const id = decodeURIComponent(new URL(request.url).pathname.slice(new URL(base).pathname.length));
      return withWordPressHeaders(await resolve({ ...call, id }), REST_HEADERS);
    });
  });
}

export const adminAjaxHandlers: RequestHandler[] = [
  ...onAdminAjax((call) => {
    const action = namedAction(call.fields);
    return isAjaxAction(action) ? AJAX_DEFAULTS[action](call) : ajaxUnknownAction();
  }),
  ...onPvcRest((call) => pvcRestView(call)),
];
