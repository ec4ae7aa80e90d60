/**
 * The feedback vote's rules without DOM or I/O: the plugin's settings, what an answer of
 * `my_feedback_plugin_vote` means, and the flow from the first click to the thank-you line
 * (spec §4, §5, §8). The view renders the flow's phase and carries out its effects.
 */
import * as z from 'zod/mini';
import type { HttpResult } from '../core/http';
import { lazy } from '../core/lazy';
import { oneOf } from '../core/schema-pieces';
import { strings } from '../core/strings';
import { readSettings, wpString, wpUnknown } from '../core/wp-config';
import { toPostId } from './bookmark-ids';

export const VOTE_COOKIE_HOURS = 24;

export type Vote = 'yes' | 'no';

export interface FeedbackSettings {
  ajaxUrl: string;
  nonce: string;
  /** `preventMultiple === '1'`: the 24-hour cookie is written and checked. */
  preventMultiple: boolean;
  /** `enableFeedbackField === '1'`: a "no" opens the text box. */
  enableFeedbackField: boolean;
  /** The thank-you line, HTML from the plugin's settings ("" when none: ours is used). */
  thankYouMsg: string;
}

/**
 * `feedbackVoting` as Feedback Voting 1.16 localizes it: `ajaxUrl`, `enableFeedbackField`
 * (default "1"), `preventMultiple` (default "0"), `nonce`, `thankYouMsg`, every value a string.
 * Versions before the camelCase keys printed `ajax_url`, `prevent_multiple` and
 * `enable_feedback_field`; those are read when the new key is missing.
 */
const settingsFields = () => ({
  ajaxUrl: wpString(''),
  ajax_url: wpString(''),
  nonce: wpString(''),
  // Kept as printed: `isOn` decides, and only a missing new key sends us to the old one.
  preventMultiple: wpUnknown,
  prevent_multiple: wpUnknown,
  enableFeedbackField: wpUnknown,
  enable_feedback_field: wpUnknown,
  thankYouMsg: wpString(''),
});

/** The plugin compares with `=== '1'`; a page written by hand may say 1 or true. */
const isOn = (value: unknown): boolean => value === '1' || value === 1 || value === true;

/** `feedbackVoting` as the plugin prints it, or null when it is missing, malformed or has no URL. */
export function parseFeedbackSettings(raw: unknown): FeedbackSettings | null {
  const read = readSettings(raw, settingsFields());
  if (!read.ok) return null;
  const data = read.value;
  const ajaxUrl = data.ajaxUrl !== '' ? data.ajaxUrl : data.ajax_url;
  if (ajaxUrl === '') return null;
  return {
    ajaxUrl,
    nonce: data.nonce,
    preventMultiple: isOn(data.preventMultiple !== undefined ? data.preventMultiple : data.prevent_multiple),
    enableFeedbackField: isOn(data.enableFeedbackField !== undefined ? data.enableFeedbackField : data.enable_feedback_field),
    thankYouMsg: data.thankYouMsg.trim(),
  };
}

/**
 * The plugin's cookie for one question on one post: `fv_{encodeURIComponent(question)}_{postId}`.
 * This is the name before encoding; the cookie service encodes it exactly so.
 */
export function voteCookieName(question: string, postId: string): string {
  return `fv_${question}_${postId === '' ? '0' : postId}`;
}

/** The cookie's value, as the plugin writes it. */
export const VOTE_COOKIE_VALUE = '1';

export type VoteOutcome =
  { kind: 'saved'; voteId: number } | { kind: 'rejected'; message: string } | { kind: 'network' } | { kind: 'aborted' };

const MAX_MESSAGE_CHARS = 300;

const answerSchema = lazy(() =>
  z.union([
    z.object({ success: oneOf([true]), data: z.object({ vote_id: z.union([z.number(), z.string()]) }) }),
    z.object({ success: oneOf([false]), data: z.optional(z.unknown()) }),
  ]),
);

function serverMessage(data: unknown): string {
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  if (typeof message !== 'string' || message.trim() === '') return strings.reader.voteFailed;
  const trimmed = message.trim();
  return trimmed.length > MAX_MESSAGE_CHARS ? `${trimmed.slice(0, MAX_MESSAGE_CHARS - 1)}…` : trimmed;
}

/**
 * What an answer means for the reader. Like the plugin's own script, a failed connection, a
 * timeout and a server error (5xx) are network failures; a refusal the server words itself
 * (`success: false`) is shown in its words; WordPress's failed nonce (`-1`, 403) and anything
 * unreadable are refusals with a message of ours, so the reader always learns why.
 */
export function voteOutcome(result: HttpResult<string>): VoteOutcome {
  if (!result.ok) {
    switch (result.error.kind) {
      case 'aborted':
        return { kind: 'aborted' };
      case 'status':
        if (result.error.status === 403) return { kind: 'rejected', message: strings.reader.voteExpired };
        if (result.error.status < 500) return { kind: 'rejected', message: strings.reader.voteFailed };
        return { kind: 'network' };
      case 'timeout':
      case 'network':
        return { kind: 'network' };
      case 'bad-json':
      case 'bad-shape':
        return { kind: 'rejected', message: strings.reader.voteMalformed };
    }
  }
  const body = result.value.trim();
  if (body === '-1') return { kind: 'rejected', message: strings.reader.voteExpired };
  if (body === '0') return { kind: 'rejected', message: strings.reader.voteFailed };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { kind: 'rejected', message: strings.reader.voteMalformed };
  }
  const parsed = answerSchema().safeParse(raw);
  if (!parsed.success) return { kind: 'rejected', message: strings.reader.voteMalformed };
  if (!parsed.data.success) return { kind: 'rejected', message: serverMessage(parsed.data.data) };
  const voteId = toPostId(parsed.data.data.vote_id);
  return voteId === null ? { kind: 'rejected', message: strings.reader.voteMalformed } : { kind: 'saved', voteId };
}

/**
 * ready: both buttons usable · sending: the first vote is under way (buttons disabled) ·
 * asking: the "no" was saved and the text box is open · sending-text: the text is under way ·
 * done: the thank-you line replaces the buttons.
 */
type VotePhase = 'ready' | 'sending' | 'asking' | 'sending-text' | 'done';

export interface VoteFlow {
  phase: VotePhase;
  vote: Vote | null;
  voteId: number | null;
}

/** The request fields besides question, post_id, page_url and security (the view adds those). */
interface VoteRequest {
  vote: Vote;
  feedback: string;
  voteId?: number;
}

/** `remember` writes the plugin's cookie; it is only emitted with preventMultiple on. */
export type VoteEffect = { type: 'alert'; message: string } | { type: 'send'; request: VoteRequest } | { type: 'remember' };

export type VoteEvent =
  { type: 'click'; vote: Vote; alreadyVoted: boolean } | { type: 'answer'; outcome: VoteOutcome } | { type: 'submit-text'; text: string };

export interface VoteOptions {
  preventMultiple: boolean;
  enableFeedbackField: boolean;
}

export interface VoteStep {
  flow: VoteFlow;
  effects: VoteEffect[];
}

export const initialVoteFlow: VoteFlow = { phase: 'ready', vote: null, voteId: null };

const remembered = (options: VoteOptions): VoteEffect[] => (options.preventMultiple ? [{ type: 'remember' }] : []);

const failureAlert = (outcome: VoteOutcome): VoteEffect => ({
  type: 'alert',
  message: outcome.kind === 'rejected' ? outcome.message : strings.reader.networkError,
});

/** One step of the flow. Events that do not fit the phase (a second click while sending) change nothing. */
export function voteStep(flow: VoteFlow, event: VoteEvent, options: VoteOptions): VoteStep {
  const stay: VoteStep = { flow, effects: [] };
  switch (event.type) {
    case 'click': {
      if (flow.phase !== 'ready') return stay;
      if (options.preventMultiple && event.alreadyVoted)
        return { flow, effects: [{ type: 'alert', message: strings.reader.alreadyVoted }] };
      return {
        flow: { phase: 'sending', vote: event.vote, voteId: null },
        effects: [{ type: 'send', request: { vote: event.vote, feedback: '' } }],
      };
    }
    case 'answer': {
      const { outcome } = event;
      if (outcome.kind === 'aborted') return stay;
      if (flow.phase === 'sending' && flow.vote) {
        if (outcome.kind !== 'saved') return { flow: { ...flow, phase: 'ready', vote: null }, effects: [failureAlert(outcome)] };
        const ask = flow.vote === 'no' && options.enableFeedbackField;
        // Like the plugin: a "no" with the text box is remembered once its text is sent.
        if (ask) return { flow: { phase: 'asking', vote: flow.vote, voteId: outcome.voteId }, effects: [] };
        return { flow: { phase: 'done', vote: flow.vote, voteId: outcome.voteId }, effects: remembered(options) };
      }
      if (flow.phase === 'sending-text') {
        if (outcome.kind !== 'saved') return { flow: { ...flow, phase: 'asking' }, effects: [failureAlert(outcome)] };
        return { flow: { ...flow, phase: 'done' }, effects: remembered(options) };
      }
      return stay;
    }
    case 'submit-text': {
      if (flow.phase !== 'asking' || flow.voteId === null) return stay;
      // Sent even when empty, as the plugin does: the text is optional, the submit closes the vote.
      const feedback = event.text.trim();
      return {
        flow: { ...flow, phase: 'sending-text' },
        effects: [{ type: 'send', request: { vote: 'no', feedback, voteId: flow.voteId } }],
      };
    }
  }
}
