/**
 * The state transitions of one article's reactions, without DOM or I/O, as Pixwell Core's
 * script and its PHP (`rb_add_reaction`) define them:
 * - a click on an active reaction takes it back (count -1, `push` -1), on an inactive one adds
 *   it (count +1, `push` 1); only the clicked reaction changes while the request runs;
 * - the server answers `true`, or `2` when the site allows one reaction per reader (its
 *   "unique reaction" option: the server has then already removed the reader's other
 *   reactions, so their `active` and one count each go too), or `""` when a field was missing;
 * - anything but `true` or `2` means nothing was stored: the click is taken back exactly.
 * (The spec's wording takes the other reaction back on every click; the real sites do that
 * only in unique mode, and the server's answer says which mode it is.) Counts never go below 0.
 */
import type { HttpError } from '../core/http';

export interface Reaction {
  name: string;
  count: number;
  active: boolean;
}

export type ReactionItem = readonly Reaction[];

export interface ReactionClick {
  next: ReactionItem;
  /** What the server is told: rb_add_reaction's `push`. */
  push: 1 | -1;
}

/** A count as printed ("12", " 3 ", "1.204"); anything unreadable counts as 0. */
export function readCount(text: string | null | undefined): number {
  const digits = (text ?? '').replace(/[\s.,\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : 0;
}

const lower = (count: number) => Math.max(0, count - 1);

/** The click's result, or null for a reaction the article does not have. */
export function clickReaction(item: ReactionItem, name: string): ReactionClick | null {
  const clicked = item.find((reaction) => reaction.name === name);
  if (!clicked) return null;
  const push = clicked.active ? -1 : 1;
  return {
    push,
    next: item.map((reaction) =>
      reaction.name === name ? { ...reaction, active: !clicked.active, count: clicked.active ? lower(reaction.count) : reaction.count + 1 } : reaction,
    ),
  };
}

/** What an `rb_add_reaction` answer means. */
export type ReactionAnswer = 'stored' | 'stored-unique' | 'refused';

export function reactionAnswer(answer: unknown): ReactionAnswer {
  if (answer === true) return 'stored';
  // `wp_send_json(2)`; a variant that sends the digit as a string means the same.
  if (answer === 2 || answer === '2') return 'stored-unique';
  return 'refused';
}

/**
 * Unique mode: every other active reaction of the article is the reader's earlier one, which the
 * server has just removed: it loses `active` and one count.
 */
export function takeOthersBack(item: ReactionItem, name: string): ReactionItem {
  return item.map((reaction) => (reaction.name !== name && reaction.active ? { ...reaction, active: false, count: lower(reaction.count) } : reaction));
}

/**
 * The visitor's reactions as `rb_load_reaction` names them (`["love"]`, `[]`). The printed
 * counts already include them, so only the flags change; names the article does not show are
 * ignored. Anything but a list of names is null (`""` is the answer to a request without uid).
 */
export function loadedReactions(answer: unknown): string[] | null {
  if (!Array.isArray(answer)) return null;
  return answer.filter((name): name is string => typeof name === 'string');
}

export function markActive(item: ReactionItem, activeNames: readonly string[]): ReactionItem {
  return item.map((reaction) => ({ ...reaction, active: activeNames.includes(reaction.name) }));
}

/** Why `rb_add_reaction` did not store a click: the answer it sent, or how the request failed. */
export type NotStoredReason = { answered: unknown } | { failed: HttpError };

/** A few words on a failed request: the URL and parser details stay out (the log line is read by site owners). */
function briefFailure(error: HttpError): string {
  switch (error.kind) {
    case 'timeout':
      return `timed out after ${error.timeoutMs} ms`;
    case 'status':
      return `failed with HTTP ${error.status}`;
    case 'bad-json':
      return 'sent malformed JSON';
    case 'bad-shape':
      return 'sent an answer of the wrong shape';
    case 'network':
      return 'failed with a network error';
    case 'aborted':
      return 'was aborted';
  }
}

const ANSWER_PREVIEW_CHARS = 40;

/**
 * The warning logged when a click was not stored and is taken back, as one sentence naming the
 * reaction, the post and what the server did (`action` is rb_add_reaction's configured name).
 */
export function notStoredWarning(action: string, uid: string, name: string, push: 1 | -1, reason: NotStoredReason): string {
  const what = push === 1 ? `The reaction "${name}" to post ${uid} was not saved` : `Taking back the reaction "${name}" to post ${uid} was not saved`;
  const why =
    'failed' in reason
      ? `${action} ${briefFailure(reason.failed)}`
      : `${action} answered ${(JSON.stringify(reason.answered) ?? String(reason.answered)).slice(0, ANSWER_PREVIEW_CHARS)} instead of true`;
  return `${what}: ${why}, so the click is taken back.`;
}
