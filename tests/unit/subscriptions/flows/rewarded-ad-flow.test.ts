/**
 * The rewarded-ad prompt's messages (spec widget §4 "Rewarded ad", §8): what the client answers
 * its page, logs, hands to the result callback and does with the dialog, for each outcome of the
 * ad, over a recording port and dialog.
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../support/test-context';
import { fakeAdsense, fakeGoogletag } from './fake-ads';
import type { FramePort } from '../../../../src/subscriptions/activities/frame-port';
import type { FrameView } from '../../../../src/subscriptions/dialogs/frame-view';
import { listenForRewardedAd, THANKS_CLOSE_MS, type RewardedAdResult } from '../../../../src/subscriptions/flows/rewarded-ad-flow';
import { REWARDED_AD_TIMEOUT_MS } from '../../../../src/subscriptions/flows/rewarded-ad';
import type { SubscriptionsUi } from '../../../../src/subscriptions/ui/ui';
import type { Fields, Input, Message, Value } from '../../../../src/subscriptions/wire/message';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';

const AD_UNIT = '/6355419/magazin_example/rewarded';

/** A port whose page the test plays: `send` is the page's RESPONSE, `sent` what the client executed. */
function recordingPort() {
  const listeners = new Map<string, (value: unknown) => void>();
  const sent: [string, unknown][] = [];
  const port: FramePort = {
    connect: async () => undefined,
    whenReady: async () => undefined,
    onResizeRequest: () => undefined,
    resized: () => undefined,
    execute: <F extends Fields>(message: Message<F>, value: Input<F>) => void sent.push([message().label, value]),
    on: <F extends Fields>(message: Message<F>, callback: (value: Value<F>) => void) =>
      void listeners.set(message().label, callback as (value: unknown) => void),
    acceptResult: () => new Promise(() => undefined),
    disconnect: () => undefined,
  };
  const send = (label: string, value: unknown) => listeners.get(label)?.(value);
  return { port, sent, send };
}

function setup(win: object, options: { adsense?: boolean; alternate?: boolean } = {}) {
  const clock = manualClock();
  const { port, sent, send } = recordingPort();
  const view = { frame: {} } as FrameView;
  const dialog: string[] = [];
  const opened: FrameView[] = [];
  const ui = {
    dialogs: {
      openView: async (shown: FrameView) => void opened.push(shown),
      completeView: (completed: FrameView | null) =>
        void dialog.push(completed === view ? 'complete prompt' : completed === opened[0] ? 'complete thanks' : 'complete other'),
      completeAll: () => undefined,
      dialog: () => ({ releaseFocus: () => void dialog.push('release focus') }),
    },
  } as unknown as SubscriptionsUi;
  const events: [string, boolean | null][] = [];
  const results: RewardedAdResult[] = [];
  const happened: string[] = [];
  const doc = { createElement: () => ({}) };
  const stop = listenForRewardedAd(port, {
    win: { location: { href: 'https://www.magazin.example/artikel' }, document: doc, ...win } as unknown as Window,
    clock,
    ui,
    view,
    adsense: options.adsense === true,
    analytics: (eventType, isFromUserAction) => void events.push([analyticsEventLabel(eventType), isFromUserAction]),
    result: (data) => void results.push(data),
    completed: () => void happened.push('completed'),
    onAlternateAction: options.alternate ? () => void happened.push('alternate action') : undefined,
  });
  return { clock, sent, send, dialog, opened, events, results, happened, stop };
}

describe('the rewarded-ad prompt', () => {
  it('loads the ad its page asks for and says it is ready; "View an ad" shows it after the dialog lets go of focus', () => {
    const gpt = fakeGoogletag();
    const run = setup({ googletag: gpt.googletag });
    run.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    expect(gpt.calls[0]).toBe(`define ${AD_UNIT} rewarded-format`);
    let visible = 0;
    gpt.fire('rewardedSlotReady', { makeRewardedVisible: () => (visible += 1) });
    expect(run.sent).toEqual([['RewardedAdLoadAdResponse', { success: true }]]);
    expect(run.results).toEqual([]);
    run.send('RewardedAdViewAdRequest', { adUnit: AD_UNIT });
    expect(visible).toBe(1);
    expect(run.dialog).toEqual(['release focus']);
  });

  it('granted: the event, the reward to the result callback, the thanks in the prompt’s place closing after 3 s, the action complete', async () => {
    const gpt = fakeGoogletag();
    const run = setup({ googletag: gpt.googletag });
    run.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    gpt.fire('rewardedSlotReady', { makeRewardedVisible: () => undefined });
    run.send('RewardedAdViewAdRequest', { adUnit: AD_UNIT });
    gpt.fire('rewardedSlotGranted', { payload: { amount: 1, type: 'Artikel' } });
    expect(run.events).toEqual([['EVENT_REWARDED_AD_GRANTED', false]]);
    expect(run.results).toEqual([{ rendered: true, rewardGranted: true, reward: 1, type: 'Artikel' }]);
    expect(run.happened).toEqual(['completed']);
    expect(run.opened).toHaveLength(1);
    await run.clock.advance(THANKS_CLOSE_MS - 1);
    expect(run.dialog).toEqual(['release focus']);
    await run.clock.advance(1);
    expect(run.dialog).toEqual(['release focus', 'complete thanks']);
  });

  it('closed: ACTION_REWARDED_AD_CLOSE_AD from the reader, the alternate action, the prompt completes, rendered but no reward', () => {
    const gpt = fakeGoogletag();
    const run = setup({ googletag: gpt.googletag }, { alternate: true });
    run.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    gpt.fire('rewardedSlotReady', { makeRewardedVisible: () => undefined });
    gpt.fire('rewardedSlotClosed');
    expect(run.events).toEqual([['ACTION_REWARDED_AD_CLOSE_AD', true]]);
    expect(run.happened).toEqual(['alternate action']);
    expect(run.dialog).toEqual(['complete prompt']);
    expect(run.results).toEqual([{ rendered: true, rewardGranted: false }]);
    expect(run.opened).toHaveLength(0);
  });

  it.each([
    ['no ad tag library', {}, false, 'EVENT_REWARDED_AD_GPT_MISSING_ERROR'],
    ['no AdSense', {}, true, 'EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR'],
    ['no slot', { googletag: fakeGoogletag(() => null).googletag }, false, 'EVENT_REWARDED_AD_PAGE_ERROR'],
  ] as const)('%s: the §8 event, the page told the load failed, the result callback hears rendered false', (_name, win, adsense, event) => {
    const run = setup(win, { adsense });
    run.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    expect(run.events).toEqual([[event, false]]);
    expect(run.sent).toEqual([['RewardedAdLoadAdResponse', { success: false }]]);
    expect(run.results).toEqual([{ rendered: false, rewardGranted: false }]);
  });

  it('not filled and timed out end the same way', async () => {
    const gpt = fakeGoogletag();
    const empty = setup({ googletag: gpt.googletag });
    empty.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    gpt.fire('slotRenderEnded', { isEmpty: true });
    expect(empty.events).toEqual([['EVENT_REWARDED_AD_NOT_FILLED', false]]);
    expect(empty.sent).toEqual([['RewardedAdLoadAdResponse', { success: false }]]);
    expect(empty.results).toEqual([{ rendered: false, rewardGranted: false }]);

    const silent = setup({ googletag: fakeGoogletag().googletag });
    silent.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    await silent.clock.advance(REWARDED_AD_TIMEOUT_MS);
    expect(silent.events).toEqual([['EVENT_REWARDED_AD_GPT_ERROR', false]]);
    expect(silent.sent).toEqual([['RewardedAdLoadAdResponse', { success: false }]]);
    expect(silent.results).toEqual([{ rendered: false, rewardGranted: false }]);
  });

  it('takes AdSense when the action prefers it, even with GPT on the page', () => {
    const adsense = fakeAdsense();
    const gpt = fakeGoogletag();
    const run = setup({ googletag: gpt.googletag, adsbygoogle: adsense.adsbygoogle }, { adsense: true });
    run.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    expect(adsense.pushed).toHaveLength(1);
    expect(gpt.calls).toEqual([]);
  });

  it('the support button runs the alternate action; a closed prompt lets the ad go', () => {
    const gpt = fakeGoogletag();
    const run = setup({ googletag: gpt.googletag }, { alternate: true });
    run.send('RewardedAdAlternateActionRequest', { unused: null });
    expect(run.happened).toEqual(['alternate action']);
    run.send('RewardedAdLoadAdRequest', { adUnit: AD_UNIT });
    run.stop();
    expect(gpt.listeners.size).toBe(0);
    expect(gpt.calls.at(-1)).toBe('destroy 1');
    expect(run.clock.pending()).toBe(0);
  });
});
