/**
 * The state transitions of one article's reactions, without DOM or I/O, as the spec (§4) states
 * them on top of Pixwell Core's `rb_add_reaction` (one reaction per request: `uid`, `reaction`,
 * `push` 1/-1):
 * - a click on an active reaction takes it back (count -1, `push` -1); a click on an inactive one
 *   adds it (count +1, `push` 1) and deactivates every other active reaction of the article
 *   (count -1 each), all shown at once;
 * - the server answers `true`, or `2` when the site allows one reaction per reader (its
 *   "unique reaction" option: the server has then already removed the reader's other
 *   reactions), or `""` when a field was missing;
 * - the others are told to the server only after the clicked reaction's answer, one `push` -1
 *   request each, and only when it was `true`: the server keeps them in that mode, so without
 *   the requests the page and the server disagree (a reload shows them active again); after `2`
 *   it has removed them itself, and a second removal could count them down twice there;
 * - anything but `true` or `2` means nothing was stored: the click is taken back exactly, the
 *   others included; a take-back that is not stored puts back only its own reaction (the server
 *   still has it, and the clicked one is stored). Counts never go below 0, nor go down twice.
 */
import type { HttpError } from '../core/http';

interface Reaction {
  name: string;
  count: number;
  active: boolean;
}

export type ReactionItem = readonly Reaction[];

export interface ReactionClick {
  next: ReactionItem;
  /** What the server is told: rb_add_reaction's `push`. */
  push: 1 | -1;
  /** The other reactions an added one deactivated: taken back on the server after a `true`. */
  others: string[];
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
  const adding = !clicked.active;
  const others = adding ? item.filter((reaction) => reaction.active).map((reaction) => reaction.name) : [];
  return {
    push: adding ? 1 : -1,
    others,
    next: item.map((reaction) =>
      reaction.name === name
        ? { ...reaction, active: adding, count: adding ? reaction.count + 1 : lower(reaction.count) }
        : others.includes(reaction.name)
          ? { ...reaction, active: false, count: lower(reaction.count) }
          : reaction,
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
 * server has just removed: it loses `active` and one count. Those the click already took back
 * are inactive and stay as they are.
 */
export function takeOthersBack(item: ReactionItem, name: string): ReactionItem {
  return item.map((reaction) =>
    reaction.name !== name && reaction.active ? { ...reaction, active: false, count: lower(reaction.count) } : reaction,
  );
}

/**
 * The clicked reaction's answer: the item to show (`before` when nothing was stored) and the
 * reactions still to take back on the server, one `push` -1 request each.
 */
export function settleClick(
  before: ReactionItem,
  click: ReactionClick,
  name: string,
  answer: ReactionAnswer,
): { item: ReactionItem; takeBack: string[] } {
  if (answer === 'refused') return { item: before, takeBack: [] };
  return answer === 'stored' ? { item: click.next, takeBack: click.others } : { item: takeOthersBack(click.next, name), takeBack: [] };
}

/** A take-back's answer: kept when stored, else that reaction is shown as it was before the click. */
export function settleTakeBack(item: ReactionItem, before: ReactionItem, name: string, answer: ReactionAnswer): ReactionItem {
  return answer === 'refused'
    ? item.map((reaction) => (reaction.name === name ? (before.find((old) => old.name === name) ?? reaction) : reaction))
    : item;
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
  const what =
    push === 1 ? `The reaction "${name}" to post ${uid} was not saved` : `Taking back the reaction "${name}" to post ${uid} was not saved`;
  const why =
    'failed' in reason
      ? `${action} ${briefFailure(reason.failed)}`
      : `${action} answered ${(JSON.stringify(reason.answered) ?? String(reason.answered)).slice(0, ANSWER_PREVIEW_CHARS)} instead of true`;
  return `${what}: ${why}, so the click is taken back.`;
}
