/**
 * The admin-ajax action names, in one place. The defaults are the names the sites' code really
 * registers (REAL-MARKUP.md): the theme's `pixwell_*` actions, Pixwell Core's `rb_*` actions and
 * the plugins' own. The specifications drop the theme's `pixwell_` prefix; the real names win.
 * An integrator whose theme registers other names overrides them with
 * `siteClientConfig.ajaxActions` (for example `{ quickFilter: 'quick_filter' }`).
 */
import type { Logger } from './log';

export const DEFAULT_AJAX_ACTIONS = {
  /** Theme: a list block's quick filter (`pixwell_quick_filter`). */
  quickFilter: 'pixwell_quick_filter',
  /** Theme: a list block's next/prev, load more and infinite pages. */
  livePagination: 'pixwell_live_pagination',
  /** Theme: the header search popup's live results. */
  liveSearch: 'pixwell_live_search',
  /** Pixwell Core: the bookmarks page's list. */
  bookmarks: 'rb_bookmark',
  /** Pixwell Core: the newsletter form. */
  newsletter: 'rb_submit_newsletter',
  /** Pixwell Core: the visitor's reactions of a post. */
  loadReaction: 'rb_load_reaction',
  /** Pixwell Core: add or take back a reaction. */
  addReaction: 'rb_add_reaction',
  /** Feedback Voting plugin: a vote and its follow-up text. */
  feedbackVote: 'my_feedback_plugin_vote',
  /** Post Views Counter: count a view (mode `js`). */
  postViews: 'pvc-check-post',
} as const;

export type AjaxActionKey = keyof typeof DEFAULT_AJAX_ACTIONS;
export type AjaxActions = Readonly<Record<AjaxActionKey, string>>;

/** What WordPress accepts as an action name (`wp_ajax_{action}` hooks): letters, digits, `_`, `-`. */
const ACTION_NAME = /^[A-Za-z0-9_-]{1,100}$/;

const isActionKey = (key: string): key is AjaxActionKey => Object.hasOwn(DEFAULT_AJAX_ACTIONS, key);

/**
 * The action names for this page: the defaults, with `siteClientConfig.ajaxActions` laid over
 * them. An unknown key or an unusable name is logged and ignored; the rest still applies.
 */
export function resolveAjaxActions(siteClientConfig: unknown, log: Logger): AjaxActions {
  const actions: Record<AjaxActionKey, string> = { ...DEFAULT_AJAX_ACTIONS };
  if (siteClientConfig === null || typeof siteClientConfig !== 'object') return actions;
  const overrides: unknown = (siteClientConfig as Record<string, unknown>).ajaxActions;
  if (overrides === undefined) return actions;
  if (overrides === null || typeof overrides !== 'object' || Array.isArray(overrides)) {
    log.warn("siteClientConfig.ajaxActions is not an object; using the theme's action names");
    return actions;
  }
  for (const [key, name] of Object.entries(overrides as Record<string, unknown>)) {
    if (!isActionKey(key))
      log.warn(
        `siteClientConfig.ajaxActions.${key} is not a known action; ignored (known: ${Object.keys(DEFAULT_AJAX_ACTIONS).join(', ')})`,
      );
    else if (typeof name !== 'string' || !ACTION_NAME.test(name))
      log.warn(`siteClientConfig.ajaxActions.${key} is not an action name; using ${DEFAULT_AJAX_ACTIONS[key]}`);
    else actions[key] = name;
  }
  return actions;
}
