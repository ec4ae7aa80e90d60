import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../../../src/core/http';
import { strings } from '../../../src/core/strings';
import {
  initialVoteFlow,
  parseFeedbackSettings,
  voteCookieName,
  voteOutcome,
  voteStep,
  type VoteEvent,
  type VoteFlow,
  type VoteOptions,
  type VoteStep,
} from '../../../src/reader/feedback-flow';

const URL = 'https://www.b80er.de/wp-admin/admin-ajax.php';
const ok = (body: string): HttpResult<string> => ({ ok: true, value: body, status: 200 });
const status = (code: number): HttpResult<string> => ({ ok: false, error: { kind: 'status', url: URL, status: code } });

describe('parseFeedbackSettings', () => {
  it('reads the strings Feedback Voting 1.16 prints (camelCase keys)', () => {
    expect(
      parseFeedbackSettings({
        ajaxUrl: URL,
        enableFeedbackField: '1',
        preventMultiple: '0',
        nonce: 'f6e5d4c3b2',
        thankYouMsg: ' <b>Danke</b> ',
      }),
    ).toEqual({ ajaxUrl: URL, nonce: 'f6e5d4c3b2', preventMultiple: false, enableFeedbackField: true, thankYouMsg: '<b>Danke</b>' });
  });

  it('compares with "1" as the plugin does: "0", "" and a missing key are off', () => {
    const parsed = parseFeedbackSettings({ ajaxUrl: URL, enableFeedbackField: '0', preventMultiple: '' });
    expect(parsed).toMatchObject({ preventMultiple: false, enableFeedbackField: false, thankYouMsg: '' });
    expect(parseFeedbackSettings({ ajaxUrl: URL })).toMatchObject({ preventMultiple: false, enableFeedbackField: false });
  });

  it('takes the flags in any shape: only "1", 1 and true are on', () => {
    expect(parseFeedbackSettings({ ajaxUrl: URL, preventMultiple: ['1'], enableFeedbackField: true })).toMatchObject({
      preventMultiple: false,
      enableFeedbackField: true,
    });
  });

  it('still reads the older snake_case keys when the new ones are missing', () => {
    expect(parseFeedbackSettings({ ajax_url: URL, nonce: 'n', prevent_multiple: '1', enable_feedback_field: '' })).toEqual({
      ajaxUrl: URL,
      nonce: 'n',
      preventMultiple: true,
      enableFeedbackField: false,
      thankYouMsg: '',
    });
  });

  it('is null without a usable URL', () => {
    expect(parseFeedbackSettings(undefined)).toBeNull();
    expect(parseFeedbackSettings('x')).toBeNull();
    expect(parseFeedbackSettings({ nonce: 'n' })).toBeNull();
    expect(parseFeedbackSettings({ ajax_url: '' })).toBeNull();
    expect(parseFeedbackSettings({ ajaxUrl: '' })).toBeNull();
    // A URL that is no string makes the whole object malformed, even with the old key beside it.
    expect(parseFeedbackSettings({ ajaxUrl: { url: URL }, ajax_url: URL })).toBeNull();
  });
});

describe('voteCookieName', () => {
  it('is fv_{question}_{postId} before the cookie service encodes it (the plugin: encodeURIComponent(question))', () => {
    expect(voteCookieName('War dieser Artikel hilfreich?', '123')).toBe('fv_War dieser Artikel hilfreich?_123');
    expect(voteCookieName('Hilfreich?', '')).toBe('fv_Hilfreich?_0');
  });
});

describe('voteOutcome', () => {
  it('reads a saved vote and its id', () => {
    expect(voteOutcome(ok('{"success":true,"data":{"vote_id":17}}'))).toEqual({ kind: 'saved', voteId: 17 });
    expect(voteOutcome(ok(' {"success":true,"data":{"vote_id":"18"}} '))).toEqual({ kind: 'saved', voteId: 18 });
  });

  it("shows the server's own message for success false, or ours when it gave none", () => {
    expect(voteOutcome(ok('{"success":false,"data":{"message":"Abstimmung geschlossen."}}'))).toEqual({
      kind: 'rejected',
      message: 'Abstimmung geschlossen.',
    });
    expect(voteOutcome(ok('{"success":false}'))).toEqual({ kind: 'rejected', message: strings.reader.voteFailed });
    expect(voteOutcome(ok('{"success":false,"data":{"message":"  "}}'))).toEqual({ kind: 'rejected', message: strings.reader.voteFailed });
    expect(voteOutcome(ok('{"success":false,"data":"kaputt"}'))).toEqual({ kind: 'rejected', message: strings.reader.voteFailed });
  });

  it('shortens an overlong server message', () => {
    const outcome = voteOutcome(ok(JSON.stringify({ success: false, data: { message: 'x'.repeat(1000) } })));
    expect(outcome.kind === 'rejected' && outcome.message.length).toBe(300);
  });

  it("treats WordPress's failed nonce (-1, or 403) as a refusal with a clear message", () => {
    expect(voteOutcome(ok('-1'))).toEqual({
      kind: 'rejected',
      message: 'Die Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und stimmen Sie erneut ab.',
    });
    expect(voteOutcome(status(403))).toEqual({ kind: 'rejected', message: strings.reader.voteExpired });
  });

  it('treats an unreadable answer as a refusal with a clear message', () => {
    const malformed = { kind: 'rejected', message: 'Der Server hat unerwartet geantwortet. Bitte versuchen Sie es später erneut.' };
    for (const body of ['<html>', '', '{"success":true}', '{"success":true,"data":{"vote_id":0}}', '{"success":"yes"}', 'true', '[1]']) {
      expect(voteOutcome(ok(body)), body).toEqual(malformed);
    }
    expect(voteOutcome({ ok: false, error: { kind: 'bad-json', url: URL, message: 'x' } })).toEqual(malformed);
  });

  it("treats WordPress's '0' and other 4xx as a refusal", () => {
    expect(voteOutcome(ok('0'))).toEqual({ kind: 'rejected', message: strings.reader.voteFailed });
    expect(voteOutcome(status(400))).toEqual({ kind: 'rejected', message: strings.reader.voteFailed });
  });

  it('treats a dropped connection, a timeout and a server error as a network failure', () => {
    expect(voteOutcome({ ok: false, error: { kind: 'network', url: URL, message: 'Failed to fetch' } })).toEqual({ kind: 'network' });
    expect(voteOutcome({ ok: false, error: { kind: 'timeout', url: URL, timeoutMs: 10 } })).toEqual({ kind: 'network' });
    expect(voteOutcome(status(500))).toEqual({ kind: 'network' });
    expect(voteOutcome(status(503))).toEqual({ kind: 'network' });
  });

  it('passes an abort (the mount ended) through', () => {
    expect(voteOutcome({ ok: false, error: { kind: 'aborted', url: URL } })).toEqual({ kind: 'aborted' });
  });
});

describe('voteStep', () => {
  const on: VoteOptions = { preventMultiple: true, enableFeedbackField: true };
  /** Run events from the start; return every step. */
  const run = (events: VoteEvent[], options = on): VoteStep[] => {
    let flow: VoteFlow = initialVoteFlow;
    return events.map((event) => {
      const step = voteStep(flow, event, options);
      flow = step.flow;
      return step;
    });
  };
  const saved = (voteId = 17): VoteEvent => ({ type: 'answer', outcome: { kind: 'saved', voteId } });
  const yes: VoteEvent = { type: 'click', vote: 'yes', alreadyVoted: false };
  const no: VoteEvent = { type: 'click', vote: 'no', alreadyVoted: false };

  it('yes: sends at once, then remembers and thanks', () => {
    const [click, answer] = run([yes, saved()]);
    expect(click?.flow.phase).toBe('sending');
    expect(click?.effects).toEqual([{ type: 'send', request: { vote: 'yes', feedback: '' } }]);
    expect(answer?.flow.phase).toBe('done');
    expect(answer?.effects).toEqual([{ type: 'remember' }]);
  });

  it('without prevent-multiple nothing is remembered', () => {
    const [, answer] = run([yes, saved()], { preventMultiple: false, enableFeedbackField: true });
    expect(answer?.flow.phase).toBe('done');
    expect(answer?.effects).toEqual([]);
  });

  it('no with the feedback field: sends, opens the text box, then updates the same vote with the text trimmed', () => {
    const [, answer, submit, second] = run([no, saved(17), { type: 'submit-text', text: '  Mehr Bilder bitte.\n ' }, saved(17)]);
    expect(answer?.flow).toEqual({ phase: 'asking', vote: 'no', voteId: 17 });
    // Like the plugin: remembered only once the text is sent.
    expect(answer?.effects).toEqual([]);
    expect(submit?.flow.phase).toBe('sending-text');
    expect(submit?.effects).toEqual([{ type: 'send', request: { vote: 'no', feedback: 'Mehr Bilder bitte.', voteId: 17 } }]);
    expect(second?.flow.phase).toBe('done');
    expect(second?.effects).toEqual([{ type: 'remember' }]);
  });

  it('no without the feedback field: thanks after the first answer', () => {
    const [, answer] = run([no, saved()], { preventMultiple: true, enableFeedbackField: false });
    expect(answer?.flow.phase).toBe('done');
  });

  it('an empty text is still sent, as the plugin does (the text is optional)', () => {
    const steps = run([no, saved(), { type: 'submit-text', text: '   ' }]);
    expect(steps[2]?.flow.phase).toBe('sending-text');
    expect(steps[2]?.effects).toEqual([{ type: 'send', request: { vote: 'no', feedback: '', voteId: 17 } }]);
  });

  it('with prevent-multiple an earlier vote alerts and sends nothing', () => {
    const [step] = run([{ type: 'click', vote: 'yes', alreadyVoted: true }]);
    expect(step?.flow.phase).toBe('ready');
    expect(step?.effects).toEqual([{ type: 'alert', message: 'Sie haben bereits abgestimmt.' }]);
  });

  it('without prevent-multiple an earlier vote does not stop a new one', () => {
    const [step] = run([{ type: 'click', vote: 'yes', alreadyVoted: true }], { preventMultiple: false, enableFeedbackField: true });
    expect(step?.flow.phase).toBe('sending');
  });

  it('ignores clicks while a vote is under way (no double votes)', () => {
    const steps = run([yes, yes, no]);
    expect(steps[1]).toEqual({ flow: steps[0]?.flow, effects: [] });
    expect(steps[2]).toEqual({ flow: steps[0]?.flow, effects: [] });
  });

  it('a network failure alerts and makes the buttons usable again', () => {
    const [, failed, retry] = run([yes, { type: 'answer', outcome: { kind: 'network' } }, yes]);
    expect(failed?.flow.phase).toBe('ready');
    expect(failed?.effects).toEqual([{ type: 'alert', message: 'Es ist ein Netzwerkfehler aufgetreten.' }]);
    expect(retry?.flow.phase).toBe('sending');
  });

  it("a server-side failure alerts the server's message and makes the buttons usable again", () => {
    const [, failed] = run([no, { type: 'answer', outcome: { kind: 'rejected', message: 'Abstimmung geschlossen.' } }]);
    expect(failed?.flow).toEqual({ phase: 'ready', vote: null, voteId: null });
    expect(failed?.effects).toEqual([{ type: 'alert', message: 'Abstimmung geschlossen.' }]);
  });

  it('a failed second submit keeps the text box open to try again', () => {
    const steps = run([
      no,
      saved(5),
      { type: 'submit-text', text: 'x' },
      { type: 'answer', outcome: { kind: 'network' } },
      { type: 'submit-text', text: 'x' },
    ]);
    expect(steps[3]?.flow).toEqual({ phase: 'asking', vote: 'no', voteId: 5 });
    expect(steps[3]?.effects).toEqual([{ type: 'alert', message: strings.reader.networkError }]);
    expect(steps[4]?.effects).toEqual([{ type: 'send', request: { vote: 'no', feedback: 'x', voteId: 5 } }]);
  });

  it('ignores an aborted answer, answers out of turn and clicks after thanks', () => {
    const steps = run([yes, { type: 'answer', outcome: { kind: 'aborted' } }]);
    expect(steps[1]?.flow.phase).toBe('sending');
    expect(voteStep(initialVoteFlow, saved(), on)).toEqual({ flow: initialVoteFlow, effects: [] });
    const done = run([yes, saved()])[1]?.flow ?? initialVoteFlow;
    expect(voteStep(done, yes, on)).toEqual({ flow: done, effects: [] });
    expect(voteStep(done, { type: 'submit-text', text: 'x' }, on)).toEqual({ flow: done, effects: [] });
  });
});
