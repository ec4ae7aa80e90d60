/**
 * What the mocked admin-ajax actions decide, as pure functions of the form fields, so that the
 * handlers (admin-ajax.ts) stay thin and the rules are tested directly. Where the plugins' own
 * checks are not known, the rule is the mock's and strict on purpose: a client that sends the
 * wrong field gets an answer it can tell from success.
 */
import { postIdOf, type WpSite } from './wordpress-data';

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

/**
 * Whether `rb_add_reaction` takes the click: `uid` a post of the site, `reaction` one the theme
 * offers, `push` 1 (add) or -1 (remove). The theme answers `true` then, `false` otherwise.
 */
export function reactionAccepted(site: WpSite, fields: URLSearchParams): boolean {
  const uid = postIdOf(fields.get('uid'));
  const reaction = fields.get('reaction') ?? '';
  const push = fields.get('push');
  return uid !== null && site.posts.some((post) => post.id === uid) && site.reactions.includes(reaction) && (push === '1' || push === '-1');
}

/* ------------------------------------------------------------------ feedback vote */

/** The vote id the feedback plugin hands out for a first vote. */
export const FEEDBACK_VOTE_ID = 17;
/** `data.message` of a vote the plugin refuses because of its fields (the mock's own text). */
export const FEEDBACK_INVALID_MESSAGE = 'Ungültige Abstimmung.';

export type FeedbackDecision = { ok: true; voteId: number } | { ok: false; message: string };

/**
 * A vote (the nonce is checked before): `vote` yes or no, a `question`, `post_id` a post id;
 * on the second submit `vote_id` names the vote to update and is answered back. The plugin
 * stores any question and post id, so those are not looked up.
 */
export function feedbackDecision(fields: URLSearchParams): FeedbackDecision {
  const vote = fields.get('vote');
  const question = (fields.get('question') ?? '').trim();
  const postId = postIdOf(fields.get('post_id'));
  const voteIdField = fields.get('vote_id');
  const voteId = voteIdField === null || voteIdField === '' ? FEEDBACK_VOTE_ID : postIdOf(voteIdField);
  if ((vote !== 'yes' && vote !== 'no') || question === '' || postId === null || voteId === null) {
    return { ok: false, message: FEEDBACK_INVALID_MESSAGE };
  }
  return { ok: true, voteId };
}
