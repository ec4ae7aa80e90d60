/**
 * What the mocked admin-ajax actions decide, as pure functions of the form fields, so that the
 * handlers (admin-ajax.ts) stay thin and the rules are tested directly. Where the plugins' own
 * checks are not known, the rule is the mock's and strict on purpose: a client that sends the
 * wrong field gets an answer it can tell from success.
 */
import { postIdOf } from './wordpress-data';

/* ------------------------------------------------------------------ newsletter */

/** The notices of the theme's newsletter form (`.response-notice.{notice}`). */
export type NewsletterNotice = 'success' | 'email-exists' | 'email-error' | 'privacy-error';

/** Any address starting with this is already subscribed (case does not matter). */
export const NEWSLETTER_EXISTING_PREFIX = 'bekannt@';

/**
 * WordPress's `is_email`, simplified: at least 6 characters, a local part of the characters it
 * allows, and a domain of at least two labels of letters, digits and inner hyphens.
 */
export function isEmail(text: string): boolean {
  return (
    text.length >= 6 &&
    /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(text)
  );
}

/**
 * The notice for a subscription, in the order of Pixwell Core's `rb_submit_newsletter`: an
 * invalid address first, then a `privacy` field that is sent but empty in PHP's sense ("" or "0";
 * core.js sends `privacy=true`, and sends no field when the form has no checkbox), then an address
 * that is already subscribed.
 */
export function newsletterNotice(email: string | null, privacy: string | null): NewsletterNotice {
  const address = (email ?? '').trim();
  if (!isEmail(address)) return 'email-error';
  if (privacy !== null && (privacy === '' || privacy === '0')) return 'privacy-error';
  if (address.toLowerCase().startsWith(NEWSLETTER_EXISTING_PREFIX)) return 'email-exists';
  return 'success';
}

/* ------------------------------------------------------------------ reactions */

/** The answer of `rb_add_reaction` (Pixwell Core's reaction.php). */
export type ReactionAnswer = true | 2 | '';

/**
 * `rb_add_reaction`: `""` when `uid`, `reaction` or `push` is empty (PHP's `empty()`, so "0"
 * counts as empty too); otherwise the reaction is stored and the answer is `true`, or `2` when
 * the site allows one reaction per reader (the theme option `unique_reaction`: the server has
 * then removed the reader's other reactions of the post). The PHP checks nothing else.
 */
export function reactionAnswer(fields: URLSearchParams, unique = false): ReactionAnswer {
  const empty = (name: string) => {
    const value = fields.get(name);
    return value === null || value === '' || value === '0';
  };
  if (empty('uid') || empty('reaction') || empty('push')) return '';
  return unique ? 2 : true;
}

/** `rb_load_reaction`: `""` without a uid, else the reader's reactions (at most one in unique mode). */
export function loadReactionAnswer(fields: URLSearchParams, active: readonly string[]): string[] | '' {
  const uid = fields.get('uid');
  return uid === null || uid === '' || uid === '0' ? '' : [...active];
}

/* ------------------------------------------------------------------ feedback vote */

/** The vote id the feedback plugin hands out for a first vote. */
export const FEEDBACK_VOTE_ID = 17;
/** The plugin's messages (Feedback Voting 1.16.5, class-my-feedback-plugin-ajax.php). */
export const FEEDBACK_INVALID_MESSAGE = 'Ungültige Daten übermittelt.';
export const FEEDBACK_SAVED_MESSAGE = 'Bewertung erfolgreich gespeichert.';
export const FEEDBACK_UPDATED_MESSAGE = 'Feedback erfolgreich aktualisiert.';

export type FeedbackDecision = { ok: true; voteId: number; message: string } | { ok: false; message: string };

/**
 * A vote (the nonce is checked before). Without `vote_id` (or `vote_id=`) it is an insert:
 * `vote` yes or no and a `question` are required. With a `vote_id` it updates that vote's text.
 * The mock also wants `post_id` to be a post id (the plugin stores whatever it gets), so a
 * client that sends the wrong field notices.
 */
export function feedbackDecision(fields: URLSearchParams): FeedbackDecision {
  const vote = fields.get('vote');
  const question = (fields.get('question') ?? '').trim();
  const postId = postIdOf(fields.get('post_id'));
  const voteIdField = fields.get('vote_id');
  const insert = voteIdField === null || voteIdField === '' || voteIdField === '0';
  const voteId = insert ? FEEDBACK_VOTE_ID : postIdOf(voteIdField);
  if ((vote !== 'yes' && vote !== 'no') || question === '' || postId === null || voteId === null) {
    return { ok: false, message: FEEDBACK_INVALID_MESSAGE };
  }
  return { ok: true, voteId, message: insert ? FEEDBACK_SAVED_MESSAGE : FEEDBACK_UPDATED_MESSAGE };
}
