/**
 * Scenarios of the reader features (issue 5): the admin-ajax actions of both sites and the post
 * views REST route answering otherwise than by default (harness/mocks/admin-ajax.ts). Each
 * scenario overrides only the actions it names; every other request falls through to the
 * defaults. Plain failures are generated from one table (target × failure kind), so "500" or
 * "malformed" means the same for every action and the same as for laut.fm and the provider.
 */
import { delay, type RequestHandler } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, TIMEOUT_DELAY_MS, type Failure } from '../mocks/failures';
import {
  AJAX_DEFAULTS,
  bookmarkIds,
  onAction,
  onAdminAjax,
  onPvcRest,
  pvcCheckPost,
  pvcRestView,
  type AjaxAction,
} from '../mocks/admin-ajax';
import type { AjaxResolver } from '../mocks/ajax-call';
import { loadReactionAnswer, newsletterNotice, reactionAnswer } from '../mocks/admin-ajax-rules';
import { PVC_REST_ROUTE } from '../mocks/post-views';
import { ajaxBadNonce, ajaxExit, ajaxUnknownAction, restBadNonce, wpJson, wpSendJsonError, wpText } from '../mocks/wordpress';
import {
  ACTIVE_REACTION,
  FEEDBACK_SERVER_ERROR_MESSAGE,
  hostileBookmarkFragment,
  PVC_PHP_WARNING,
  REACTION_SLOW_DELAY_MS,
  READER_SCENARIO_IDS,
} from './reader-constants';

/* ------------------------------------------------------------------ what the scenarios target */

interface Target {
  actions: readonly AjaxAction[];
  /** Whether the post views REST route fails along with the admin-ajax action. */
  rest?: boolean;
  /** How titles name it. */
  title: string;
  /** How descriptions name it, as the subject of "answer(s) …". */
  label: string;
  /** Whether `label` names more than one thing (for the verb). */
  plural?: boolean;
}

const TARGETS = {
  newsletter: { actions: ['rb_submit_newsletter'], title: 'Newsletter', label: 'rb_submit_newsletter (newsletter form and popup)' },
  bookmark: { actions: ['rb_bookmark'], title: 'Bookmarks list', label: 'rb_bookmark (the bookmarks page’s list)' },
  reaction: {
    actions: ['rb_load_reaction', 'rb_add_reaction'],
    title: 'Reactions',
    label: 'rb_load_reaction and rb_add_reaction',
    plural: true,
  },
  feedback: { actions: ['my_feedback_plugin_vote'], title: 'Feedback vote', label: 'my_feedback_plugin_vote (both submits)' },
  pvc: {
    actions: ['pvc-check-post'],
    rest: true,
    title: 'Post views',
    label: `pvc-check-post and the REST route (POST /wp-json${PVC_REST_ROUTE}/{id})`,
    plural: true,
  },
} as const satisfies Record<string, Target>;

type TargetSlug = keyof typeof TARGETS;

/** Handlers that answer every action of `target` (and its REST route) with `resolve`. */
function onTarget(slug: TargetSlug, resolve: AjaxResolver): RequestHandler[] {
  const target: Target = TARGETS[slug];
  return [...onAction(target.actions, resolve), ...(target.rest ? onPvcRest(resolve) : [])];
}

/** `answers` goes after the target's label; `s` is the verb ending ("answers" / "answer"). */
const FAILURE_KINDS = {
  '500': { failure: 'status-500', title: 'server error (500)', answers: (s) => `answer${s} 500 Internal Server Error (plain text)` },
  timeout: {
    failure: 'timeout',
    title: 'timeout',
    answers: (s) => `answer${s} only after ${TIMEOUT_DELAY_MS / 1000} s (then \`[]\`), beyond every client timeout`,
  },
  malformed: {
    failure: 'malformed-json',
    title: 'malformed answer',
    answers: (s) => `answer${s} 200 with a truncated JSON body (invalid JSON)`,
  },
  network: {
    failure: 'network',
    title: 'network error',
    answers: (s) => `drop${s} the connection (no HTTP answer at all: fetch rejects)`,
  },
} as const satisfies Record<string, { failure: Failure; title: string; answers: (s: '' | 's') => string }>;

type FailureKind = keyof typeof FAILURE_KINDS;

/** The plain failures: which target fails in which way. */
const PLAIN_FAILURES: readonly (readonly [TargetSlug, FailureKind])[] = [
  ['newsletter', '500'],
  ['newsletter', 'timeout'],
  ['newsletter', 'malformed'],
  ['bookmark', '500'],
  ['reaction', '500'],
  ['reaction', 'malformed'],
  ['feedback', 'network'],
  ['feedback', 'malformed'],
  ['pvc', '500'],
];

const plainFailureScenarios: Scenario[] = PLAIN_FAILURES.map(([slug, kind]): Scenario => {
  const { failure, title, answers } = FAILURE_KINDS[kind];
  const target: Target = TARGETS[slug];
  return {
    id: `reader-${slug}-${kind}`,
    title: `${target.title}: ${title}`,
    description: `${target.label} ${answers(target.plural ? '' : 's')}, on both sites; every other admin-ajax action answers the default.`,
    site: 'both',
    handlers: onTarget(slug, () => failureResponse(failure, {})),
  };
});

/** An answer with PHP's warning printed before its body. */
const withWarning = async (answer: Response): Promise<Response> => wpText(PVC_PHP_WARNING + (await answer.text()), answer.status);

/* ------------------------------------------------------------------ the scenarios */

const specialScenarios: Scenario[] = [
  {
    id: 'reader-newsletter-exists',
    title: 'Newsletter: already subscribed',
    description:
      'rb_submit_newsletter answers {"notice":"email-exists"} for every valid address (by default only addresses starting with "bekannt@" are subscribed); an invalid address still answers email-error.',
    site: 'both',
    handlers: onAction('rb_submit_newsletter', ({ post }) => {
      const notice = newsletterNotice(post.get('email'), post.get('privacy'));
      return wpJson({ notice: notice === 'success' ? 'email-exists' : notice });
    }),
  },
  {
    id: 'reader-bookmark-hostile',
    title: 'Bookmarks list: hostile HTML',
    description:
      'rb_bookmark answers the asked posts with hostile markup in the fragment (HOSTILE_BOOKMARK in scenario-sets/reader.ts): a top-level <script>, in every article an <img onerror> and an <svg onload>, onclick/onmouseover on the title link, a javascript: link, one with the scheme split by a tab entity, and an <iframe srcdoc>. Each would set window.__hostileRan; the theme markup around them must survive.',
    site: 'both',
    handlers: onAction('rb_bookmark', ({ post, site }) => wpJson(hostileBookmarkFragment(site, bookmarkIds(post)))),
  },
  {
    id: 'reader-bookmark-empty',
    title: 'Bookmarks list: saved posts gone',
    description:
      'rb_bookmark answers "" (a JSON-encoded empty string) whenever ids are sent, as the theme does when none of them is still a published post (deleted or unpublished); without ids it still answers the theme\'s empty block.',
    site: 'both',
    handlers: onAction('rb_bookmark', (call) => (bookmarkIds(call.post) === null ? AJAX_DEFAULTS.rb_bookmark(call) : wpJson(''))),
  },
  {
    id: 'reader-reaction-active',
    title: 'Reactions: one already active',
    description: `rb_load_reaction answers ["${ACTIVE_REACTION}"] for every post: this visitor reacted with “${ACTIVE_REACTION}” before (the printed counts already include it). rb_add_reaction answers the default.`,
    site: 'both',
    handlers: onAction('rb_load_reaction', ({ post }) => wpJson(loadReactionAnswer(post, [ACTIVE_REACTION]))),
  },
  {
    id: 'reader-reaction-unique',
    title: 'Reactions: one per reader (unique mode)',
    description: `The theme option unique_reaction is on: rb_load_reaction answers ["${ACTIVE_REACTION}"] (at most one entry), and rb_add_reaction answers 2 for every complete click (the server has removed the reader's other reactions of the post; "" when a field is missing).`,
    site: 'both',
    handlers: [
      ...onAction('rb_load_reaction', ({ post }) => wpJson(loadReactionAnswer(post, [ACTIVE_REACTION]))),
      ...onAction('rb_add_reaction', ({ post }) => wpJson(reactionAnswer(post, true))),
    ],
  },
  {
    id: 'reader-reaction-fails',
    title: 'Reactions: refused',
    description:
      'rb_add_reaction answers "" (200) for every click, as the theme does when a field is missing: nothing was stored. rb_load_reaction answers the default [].',
    site: 'both',
    handlers: onAction('rb_add_reaction', () => wpJson('')),
  },
  {
    id: 'reader-reaction-slow',
    title: 'Reactions: slow',
    description: `rb_add_reaction answers its default (true for a valid click) only after ${REACTION_SLOW_DELAY_MS / 1000} s, so that further clicks arrive while the request runs.`,
    site: 'both',
    handlers: onAction('rb_add_reaction', async (call) => {
      await delay(REACTION_SLOW_DELAY_MS);
      return AJAX_DEFAULTS.rb_add_reaction(call);
    }),
  },
  {
    id: 'reader-feedback-server-error',
    title: 'Feedback vote: server error',
    description: `my_feedback_plugin_vote checks the nonce, then answers {"success":false,"data":{"message":"${FEEDBACK_SERVER_ERROR_MESSAGE}"}} (200), as wp_send_json_error does.`,
    site: 'both',
    handlers: onAction('my_feedback_plugin_vote', ({ fields, site }) =>
      fields.get('security') === site.nonces.feedback ? wpSendJsonError({ message: FEEDBACK_SERVER_ERROR_MESSAGE }) : ajaxBadNonce(),
    ),
  },
  {
    id: 'reader-feedback-nonce',
    title: 'Feedback vote: nonce refused',
    description:
      'my_feedback_plugin_vote answers -1 with status 403 (check_ajax_referer failing), whatever nonce is sent: an expired page.',
    site: 'both',
    handlers: onAction('my_feedback_plugin_vote', () => ajaxBadNonce()),
  },
  {
    id: 'reader-pvc-empty',
    title: 'Post views: empty answer',
    description:
      'pvc-check-post and the REST route answer 200 with an empty body (what the plugin’s admin-ajax action does when it exits early: a missing field, a refused nonce, an id of no post, an unknown storage type).',
    site: 'both',
    handlers: onTarget('pvc', () => wpText('')),
  },
  {
    id: 'reader-pvc-not-json',
    title: 'Post views: PHP warning before the JSON',
    description:
      'pvc-check-post and the REST route answer 200 with a PHP warning (HTML, PVC_PHP_WARNING) printed before their default JSON, as with display_errors on: the body is not JSON.',
    site: 'both',
    handlers: [
      ...onAction('pvc-check-post', async (call) => withWarning(await AJAX_DEFAULTS['pvc-check-post'](call))),
      ...onPvcRest(async (call) => withWarning(pvcRestView(call))),
    ],
  },
  {
    id: 'reader-pvc-nonce',
    title: 'Post views: nonce refused',
    description:
      'Whatever nonce is sent (an expired page): pvc-check-post answers as the plugin does when wp_verify_nonce fails, 200 with an empty body (no -1: the plugin does not use check_ajax_referer), and the REST route 403 {"code":"rest_cookie_invalid_nonce","message":"Cookie check failed","data":{"status":403}}, as WordPress answers an X-WP-Nonce that does not verify.',
    site: 'both',
    handlers: [...onAction('pvc-check-post', () => ajaxExit()), ...onPvcRest(() => restBadNonce())],
  },
  {
    id: 'reader-pvc-rest',
    title: 'Post views: REST only',
    description:
      'For radio-article-rest (pvcArgsFrontend.mode "rest"; the mode is the page’s, not the scenario’s). The REST route answers its default, while admin-ajax refuses pvc-check-post as an unknown action (0, status 400): a view is counted only if the client uses the REST route with its X-WP-Nonce.',
    site: 'both',
    handlers: onAction('pvc-check-post', () => ajaxUnknownAction()),
    // Its point is that the REST page is untouched, which no handler of it shows.
    pages: ['radio-article-rest'],
  },
  {
    id: 'reader-pvc-cookieless',
    title: 'Post views: stored without cookies',
    description:
      'The site runs Post Views Counter with data storage "cookieless" (the fixture sites use cookies): pvc-check-post and the REST route count a storage_type=cookieless view and answer the visits to keep in local storage, {"post_id":123,"counted":true,"storage":{"post":{"123":expiry}},"type":"post"}, reading the visits sent back as storage_data (JSON); a storage_type=cookies view is not counted and gets "storage":[]. Pages print dataStorage "cookies" still: a test rewrites it.',
    site: 'both',
    handlers: [
      ...onAction('pvc-check-post', (call) => pvcCheckPost(call, 'cookieless')),
      ...onPvcRest((call) => pvcRestView(call, 'cookieless')),
    ],
  },
  {
    id: 'reader-ajax-down',
    title: 'admin-ajax down (503)',
    description:
      'Every admin-ajax request of both sites, whatever its action, and the post views REST route answer 503 Service Unavailable.',
    site: 'both',
    handlers: [...onAdminAjax(() => failureResponse('status-503', {})), ...onPvcRest(() => failureResponse('status-503', {}))],
  },
];

const byId = new Map([...plainFailureScenarios, ...specialScenarios].map((scenario) => [scenario.id, scenario]));
if (byId.size !== READER_SCENARIO_IDS.length) throw new Error('A reader scenario is built but not declared in READER_SCENARIO_IDS');

/** In the order of READER_SCENARIO_IDS (the contract's), so the console lists them as documented. */
export const readerScenarios: Scenario[] = READER_SCENARIO_IDS.map((id) => {
  const scenario = byId.get(id);
  if (!scenario) throw new Error(`Reader scenario ${id} is declared but not built`);
  return scenario;
});
