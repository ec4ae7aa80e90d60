/**
 * What the mocked admin-ajax actions decide, as pure functions of the form fields (`$_POST`), so
 * that the handlers (admin-ajax.ts) stay thin and the rules are tested directly. The rules are the
 * theme's and plugins' own, as the doubles of tests/wordpress/site/ copy them from their public
 * sources (and tests/wordpress/e2e/admin-ajax-contract.spec.ts compares with a real WordPress):
 * PHP's `empty()`, `intval()` and sanitizers included. Only what needs a database is stateless
 * here, each rule says how.
 */
import { phpEmpty, phpIntval, sanitizeTextField, wpSlash } from './wordpress';

/* ------------------------------------------------------------------ newsletter */

/** The notices of the theme's newsletter form (`.response-notice.{notice}`). */
export type NewsletterNotice = 'success' | 'email-exists' | 'email-error' | 'privacy-error';

/**
 * The mock's stand-in for the addresses stored before (the option `rb_subscribed_emails`): any
 * address starting with this, in this case (WordPress compares stored addresses exactly). Every
 * other valid address is new, however often it is sent: the mock stores nothing.
 */
const NEWSLETTER_EXISTING_PREFIX = 'bekannt@';

/**
 * WordPress's `is_email`: at least 6 characters, an `@` after the first, a local part of the
 * characters it allows, and a domain of at least two labels of letters, digits and inner hyphens.
 */
export function isEmail(text: string): boolean {
  return (
    text.length >= 6 && /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(text)
  );
}

/**
 * The notice for a subscription, in the order of Pixwell Core's `rb_submit_newsletter`: an
 * address that is empty or fails `is_email` first (as sent, slashed by WordPress: blanks around
 * it or an apostrophe make it invalid), then a `privacy` field that is sent but empty in PHP's
 * sense ("" or "0"; core.js sends `privacy=true`, and sends no field when the form has no
 * checkbox), then an address that is already subscribed.
 */
export function newsletterNotice(email: string | null, privacy: string | null): NewsletterNotice {
  if (phpEmpty(email) || !isEmail(wpSlash(email ?? ''))) return 'email-error';
  if (privacy !== null && phpEmpty(privacy)) return 'privacy-error';
  if ((email ?? '').startsWith(NEWSLETTER_EXISTING_PREFIX)) return 'email-exists';
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
export function reactionAnswer(post: URLSearchParams, unique = false): ReactionAnswer {
  if (['uid', 'reaction', 'push'].some((name) => phpEmpty(post.get(name)))) return '';
  return unique ? 2 : true;
}

/**
 * `rb_load_reaction`: `""` without a uid (PHP's `empty()`), else the reader's reactions (at most
 * one in unique mode). The mock stores no reaction: `active` is the scenario's (none by default,
 * as for a visitor who never reacted; a uid that is no post answers `[]` too).
 */
export function loadReactionAnswer(post: URLSearchParams, active: readonly string[]): string[] | '' {
  return phpEmpty(post.get('uid')) ? '' : [...active];
}

/* ------------------------------------------------------------------ feedback vote */

/**
 * The vote id the mock hands out for every new vote. WordPress counts ids up (the double starts
 * at 17, as here); the mock is stateless, and the contract test compares a new vote's shape and
 * message only.
 */
export const FEEDBACK_VOTE_ID = 17;
/** The plugin's messages (Feedback Voting 1.16.5, class-my-feedback-plugin-ajax.php). */
export const FEEDBACK_INVALID_MESSAGE = 'Ungültige Daten übermittelt.';
export const FEEDBACK_SAVED_MESSAGE = 'Bewertung erfolgreich gespeichert.';
export const FEEDBACK_UPDATED_MESSAGE = 'Feedback erfolgreich aktualisiert.';

export type FeedbackDecision = { ok: true; voteId: number; message: string } | { ok: false; message: string };

/**
 * A vote (the nonce is checked before), as the plugin decides it: `vote_id` through `intval`.
 * 0 (missing, empty, "abc") is a new vote: `question` and `vote` after `sanitize_text_field`
 * must not be empty in PHP's sense ("0" is), any other text is taken (not only yes/no), and
 * `post_id` is not checked. Any other vote_id (negative ones too) updates that vote's text and
 * succeeds, whether the vote exists or not (an UPDATE of no row).
 */
export function feedbackDecision(post: URLSearchParams): FeedbackDecision {
  const voteId = post.has('vote_id') ? phpIntval(post.get('vote_id')) : 0;
  if (voteId !== 0) return { ok: true, voteId, message: FEEDBACK_UPDATED_MESSAGE };
  const question = sanitizeTextField(post.get('question') ?? '');
  const vote = sanitizeTextField(post.get('vote') ?? '');
  if (phpEmpty(question) || phpEmpty(vote)) return { ok: false, message: FEEDBACK_INVALID_MESSAGE };
  return { ok: true, voteId: FEEDBACK_VOTE_ID, message: FEEDBACK_SAVED_MESSAGE };
}
