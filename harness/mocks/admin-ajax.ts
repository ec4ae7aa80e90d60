/**
 * The mock admin-ajax.php of both WordPress sites (www.b80er.de and www.magazin.example) and the
 * REST route of Post Views Counter: every action of issue 5's contract with its default answer,
 * built from fixtures/wordpress/, under WordPress's conventions (wordpress.ts). One handler per
 * site dispatches on the `action` field, as admin-ajax.php does; scenarios
 * (scenario-sets/reader.ts) put `onAction(...)` handlers in front, which answer only their
 * actions and let every other request fall through to these defaults.
 */
import { http, type RequestHandler } from 'msw';
import { DEFAULT_AJAX_ACTIONS } from '../../src/core/ajax-actions';
import { feedbackDecision, loadReactionAnswer, newsletterNotice, reactionAnswer } from './admin-ajax-rules';
import { bookmarkFragment } from './bookmark-fragment';
import { PVC_REST_ROUTE, pvcAnswer, pvcNotAPost } from './post-views';
import { livePaginationAnswer, quickFilterAnswer } from './theme-lists';
import { liveSearchAnswer } from './theme-search';
import {
  ajaxBadNonce,
  ajaxUnknownAction,
  listField,
  requestFields,
  restBadNonce,
  restError,
  restNoRoute,
  wpJson,
  wpSendJsonError,
  wpSendJsonSuccess,
} from './wordpress';
import { findPost, postIdOf, WP_SITE_IDS, WP_SITE_URLS, wpSite, type WpSite, type WpSiteId } from './wordpress-data';

/**
 * Every admin-ajax action the sites register (the theme's, Pixwell Core's and the plugins'), by
 * the names their PHP hooks: the bundle's defaults (src/core/ajax-actions.ts) are the one list.
 * Any other action gets WordPress's `0` with status 400, as on the live sites.
 */
export const AJAX_ACTIONS = Object.values(DEFAULT_AJAX_ACTIONS);

export type AjaxAction = (typeof DEFAULT_AJAX_ACTIONS)[keyof typeof DEFAULT_AJAX_ACTIONS];

export const isAjaxAction = (value: string | null): value is AjaxAction => (AJAX_ACTIONS as readonly (string | null)[]).includes(value);

/** One admin-ajax request, as a resolver sees it. */
export interface AjaxCall {
  request: Request;
  /** `$_REQUEST`: query and form fields. */
  fields: URLSearchParams;
  site: WpSite;
}

export type AjaxResolver = (call: AjaxCall) => Response | Promise<Response>;

/** One call of the REST route of a view; `id` is the path segment as sent. */
export interface PvcRestCall extends AjaxCall {
  id: string;
}

export type PvcRestResolver = (call: PvcRestCall) => Response | Promise<Response>;

/* ------------------------------------------------------------------ post views */

/** The fields Post Views Counter requires (`isset`) beside the id and the nonce. */
const PVC_REQUIRED_FIELDS = ['storage_type', 'storage_data'] as const;

const missingPvcFields = (fields: URLSearchParams): string[] => PVC_REQUIRED_FIELDS.filter((name) => !fields.has(name));

/** The view answer for a post id field, at the moment of the request. */
function pvcView(site: WpSite, idField: string | null, fields: URLSearchParams): unknown {
  const id = postIdOf(idField) ?? 0;
  return findPost(site, id) ? pvcAnswer(id, fields.get('storage_data') ?? '', Date.now()) : pvcNotAPost(id);
}

/** admin-ajax `pvc-check-post`: nonce `pvc_nonce`; an id that is not a number, or a missing field, answers like bad input. */
function pvcCheckPost({ fields, site }: AjaxCall): Response {
  if (fields.get('pvc_nonce') !== site.nonces.pvc) return ajaxBadNonce();
  if (postIdOf(fields.get('id')) === null || missingPvcFields(fields).length > 0) return ajaxUnknownAction();
  return wpJson(pvcView(site, fields.get('id'), fields));
}

/**
 * The REST route: the X-WP-Nonce is checked first (WordPress checks it before it dispatches);
 * a missing header counts as a bad nonce, so a client that forgets it notices. The id must be
 * digits (the route's pattern), else there is no such route.
 */
export function pvcRestView({ request, fields, site, id }: PvcRestCall): Response {
  if (request.headers.get('x-wp-nonce') !== site.nonces.rest) return restBadNonce();
  if (postIdOf(id) === null) return restNoRoute();
  const missing = missingPvcFields(fields);
  if (missing.length > 0) return restError('rest_missing_callback_param', `Fehlender Parameter: ${missing.join(', ')}`, 400);
  return wpJson(pvcView(site, id, fields));
}

/* ------------------------------------------------------------------ the actions */

/**
 * `rb_bookmark`'s ids as PHP sees them: null when `ids` is no list (`ids=` or missing), else
 * the list's values through `absint` (anything that is not a post id is dropped by the query).
 */
export function bookmarkIds(fields: URLSearchParams): number[] | null {
  const list = listField(fields, 'ids');
  return list.length === 0 ? null : list.flatMap((value) => postIdOf(value) ?? []);
}

/** Every action's default answer. */
export const AJAX_DEFAULTS: Record<AjaxAction, AjaxResolver> = {
  rb_submit_newsletter: ({ fields }) => wpJson({ notice: newsletterNotice(fields.get('email'), fields.get('privacy')) }),
  // A JSON-encoded HTML string: the theme's empty block, the saved posts, or "".
  rb_bookmark: ({ fields, site }) => wpJson(bookmarkFragment(site, bookmarkIds(fields))),
  // No visitor has reacted yet: the list of this visitor's active reactions is empty.
  rb_load_reaction: ({ fields }) => wpJson(loadReactionAnswer(fields, [])),
  // The sites allow several reactions per reader (no unique mode): `true`.
  rb_add_reaction: ({ fields }) => wpJson(reactionAnswer(fields)),
  my_feedback_plugin_vote: ({ fields, site }) => {
    if (fields.get('security') !== site.nonces.feedback) return ajaxBadNonce();
    const decision = feedbackDecision(fields);
    return decision.ok ? wpSendJsonSuccess({ message: decision.message, vote_id: decision.voteId }) : wpSendJsonError({ message: decision.message });
  },
  'pvc-check-post': pvcCheckPost,
  pixwell_quick_filter: quickFilterAnswer,
  pixwell_live_pagination: livePaginationAnswer,
  pixwell_live_search: liveSearchAnswer,
};

/* ------------------------------------------------------------------ handler builders */

/** The admin-ajax handler of one site: `resolve` answers, or returns undefined to fall through. */
function ajaxHandler(siteId: WpSiteId, resolve: (call: AjaxCall) => Response | Promise<Response> | undefined): RequestHandler {
  return http.post(WP_SITE_URLS[siteId].ajaxUrl, async ({ request }) =>
    resolve({ request, fields: await requestFields(request), site: wpSite(siteId) }),
  );
}

/**
 * Handlers on both sites' admin-ajax that answer `actions` with `resolve` and let every other
 * action fall through to the next handler (the defaults, in the end).
 */
export function onAction(actions: AjaxAction | readonly AjaxAction[], resolve: AjaxResolver): RequestHandler[] {
  const answered: readonly string[] = typeof actions === 'string' ? [actions] : actions;
  return WP_SITE_IDS.map((siteId) =>
    ajaxHandler(siteId, (call) => (answered.includes(call.fields.get('action') ?? '') ? resolve(call) : undefined)),
  );
}

/** Handlers that answer every admin-ajax request of both sites, whatever its action. */
export const onAdminAjax = (resolve: AjaxResolver): RequestHandler[] => WP_SITE_IDS.map((siteId) => ajaxHandler(siteId, resolve));

/** Handlers of the post views REST route of both sites. */
export function onPvcRest(resolve: PvcRestResolver): RequestHandler[] {
  return WP_SITE_IDS.map((siteId) =>
    http.post<{ id: string }>(`${WP_SITE_URLS[siteId].restRoot}${PVC_REST_ROUTE}/:id`, async ({ request, params }) =>
      resolve({ request, fields: await requestFields(request), site: wpSite(siteId), id: params.id }),
    ),
  );
}

export const adminAjaxHandlers: RequestHandler[] = [
  ...onAdminAjax((call) => {
    const action = call.fields.get('action');
    return isAjaxAction(action) ? AJAX_DEFAULTS[action](call) : ajaxUnknownAction();
  }),
  ...onPvcRest(pvcRestView),
];
