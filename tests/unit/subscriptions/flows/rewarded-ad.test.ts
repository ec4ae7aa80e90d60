/**
 * Loading a rewarded ad (spec widget §4 "Rewarded ad", §8, §9): the GPT and AdSense paths, the 5 s
 * timeout and every error event, the granted and closed outcomes and the cleanup, against fake ad
 * libraries shaped like the real ones (GPT's command queue, pubads events; AdSense's google_acr).
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../support/test-context';
import { fakeAdsense, fakeGoogletag } from './fake-ads';
import {
  adLibraryLoaded,
  loadRewardedAd,
  REWARDED_AD_TIMEOUT_MS,
  type AdWindow,
  type RewardedAdError,
} from '../../../../src/subscriptions/flows/rewarded-ad';
import {
  EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR,
  EVENT_REWARDED_AD_GPT_ERROR,
  EVENT_REWARDED_AD_GPT_MISSING_ERROR,
  EVENT_REWARDED_AD_NOT_FILLED,
  EVENT_REWARDED_AD_PAGE_ERROR,
} from '../../../../src/subscriptions/wire/analytics-event';

function start(win: Partial<AdWindow>, adsense = false) {
  const timers = manualClock();
  const seen: (RewardedAdError | 'ready' | 'showing' | 'closed' | `granted ${string} ${string}`)[] = [];
  const ad = loadRewardedAd(
    { location: { href: 'https://www.magazin.example/artikel?google_adtest=on' }, ...win },
    timers,
    '/6355419/magazin_example/rewarded',
    adsense,
    {
      loaded: (error) => seen.push(error ?? 'ready'),
      showing: () => seen.push('showing'),
      granted: (reward, type) => seen.push(`granted ${String(reward)} ${String(type)}`),
      closed: () => seen.push('closed'),
    },
  );
  return { ad, seen, timers };
}

describe('the GPT path', () => {
  it('defines the rewarded out-of-page slot for the ad unit, listens, displays and refreshes it; ready waits for the view', () => {
    const gpt = fakeGoogletag();
    const { ad, seen, timers } = start({ googletag: gpt.googletag });
    expect(gpt.calls).toEqual(['define /6355419/magazin_example/rewarded rewarded-format', 'enableServices', 'display', 'refresh']);
    expect([...gpt.listeners.keys()].sort()).toEqual(['rewardedSlotClosed', 'rewardedSlotGranted', 'rewardedSlotReady', 'slotRenderEnded']);
    expect(timers.pending()).toBe(1);
    let visible = 0;
    gpt.fire('rewardedSlotReady', { makeRewardedVisible: () => (visible += 1) });
    expect(seen).toEqual(['ready']);
    expect(timers.pending()).toBe(0);
    ad.show();
    ad.show();
    expect(visible).toBe(1);
    expect(seen).toEqual(['ready', 'showing']);
  });

  it('granted: the reward and its type, then the slot and the listeners are gone', () => {
    const gpt = fakeGoogletag();
    const { seen } = start({ googletag: gpt.googletag });
    gpt.fire('rewardedSlotReady', { makeRewardedVisible: () => undefined });
    gpt.fire('rewardedSlotGranted', { payload: { amount: 1, type: 'Artikel' } });
    expect(seen).toEqual(['ready', 'granted 1 Artikel']);
    expect(gpt.calls.at(-1)).toBe('destroy 1');
    expect(gpt.listeners.size).toBe(0);
  });

  it('closed before the reward: cleaned up the same way', () => {
    const gpt = fakeGoogletag();
    const { seen } = start({ googletag: gpt.googletag });
    gpt.fire('rewardedSlotReady', { makeRewardedVisible: () => undefined });
    gpt.fire('rewardedSlotClosed');
    expect(seen).toEqual(['ready', 'closed']);
    expect(gpt.listeners.size).toBe(0);
  });

  it('no library: EVENT_REWARDED_AD_GPT_MISSING_ERROR at once, no timer', () => {
    const { seen, timers } = start({});
    expect(seen).toEqual([EVENT_REWARDED_AD_GPT_MISSING_ERROR]);
    expect(timers.pending()).toBe(0);
  });

  it('no slot: EVENT_REWARDED_AD_PAGE_ERROR, nothing displayed', () => {
    const gpt = fakeGoogletag(() => null);
    const { seen, timers } = start({ googletag: gpt.googletag });
    expect(seen).toEqual([EVENT_REWARDED_AD_PAGE_ERROR]);
    expect(gpt.calls).not.toContain('display');
    expect(timers.pending()).toBe(0);
  });

  it('an empty render of our slot: EVENT_REWARDED_AD_NOT_FILLED, cleaned up; another slot’s empty render is not ours', () => {
    const gpt = fakeGoogletag();
    const { seen, timers } = start({ googletag: gpt.googletag });
    gpt.fire('slotRenderEnded', { slot: { addService: () => undefined }, isEmpty: true });
    gpt.fire('slotRenderEnded', { isEmpty: false });
    expect(seen).toEqual([]);
    gpt.fire('slotRenderEnded', { isEmpty: true });
    expect(seen).toEqual([EVENT_REWARDED_AD_NOT_FILLED]);
    expect(gpt.listeners.size).toBe(0);
    expect(timers.pending()).toBe(0);
  });

  it('5 s without the ad: EVENT_REWARDED_AD_GPT_ERROR; an ad that comes later is not shown', async () => {
    const gpt = fakeGoogletag();
    const { ad, seen, timers } = start({ googletag: gpt.googletag });
    const ready = gpt.listeners.get('rewardedSlotReady');
    await timers.advance(REWARDED_AD_TIMEOUT_MS - 1);
    expect(seen).toEqual([]);
    await timers.advance(1);
    expect(seen).toEqual([EVENT_REWARDED_AD_GPT_ERROR]);
    expect(gpt.calls.at(-1)).toBe('destroy 1');
    let visible = 0;
    ready?.({ makeRewardedVisible: () => (visible += 1) });
    ad.show();
    expect(seen).toEqual([EVENT_REWARDED_AD_GPT_ERROR]);
    expect(visible).toBe(0);
  });

  it('a prompt that goes away disposes the ad: timer stopped, slot destroyed, listeners removed', () => {
    const gpt = fakeGoogletag();
    const { ad, seen, timers } = start({ googletag: gpt.googletag });
    ad.dispose();
    expect(timers.pending()).toBe(0);
    expect(gpt.listeners.size).toBe(0);
    expect(gpt.calls.at(-1)).toBe('destroy 1');
    expect(seen).toEqual([]);
  });
});

describe('the AdSense path', () => {
  it('asks for a full-screen rewarded ad with the page’s google_adtest; a viewed ad grants its reward', () => {
    const adsense = fakeAdsense();
    const gpt = fakeGoogletag();
    const { ad, seen } = start({ adsbygoogle: adsense.adsbygoogle, googletag: gpt.googletag }, true);
    expect(gpt.calls).toEqual([]);
    expect(adsense.pushed[0]?.params).toMatchObject({
      google_adtest: 'on',
      google_tag_origin: 'rrm',
      google_reactive_ad_format: 11,
      google_wrap_fullscreen_ad: true,
      google_video_play_muted: false,
    });
    let onResult: ((result: object) => void) | undefined;
    adsense.answer({ show: (callback: (result: object) => void) => (onResult = callback) });
    expect(seen).toEqual(['ready']);
    ad.show();
    onResult?.({ status: 'viewed', reward: { amount: 2, type: 'Tage' } });
    expect(seen).toEqual(['ready', 'showing', 'granted 2 Tage']);
  });

  it('any other status is a close; the prompt going away disposes the ad', () => {
    const adsense = fakeAdsense();
    const { ad, seen } = start({ adsbygoogle: adsense.adsbygoogle }, true);
    let disposed = 0;
    adsense.answer({ show: (callback: (result: object) => void) => callback({ status: 'dismissed' }), disposeAd: () => (disposed += 1) });
    ad.show();
    expect(seen).toEqual(['ready', 'showing', 'closed']);
    ad.dispose();
    expect(disposed).toBe(1);
  });

  it('no ad handed over: EVENT_REWARDED_AD_NOT_FILLED; no AdSense: EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR; no answer: the timeout', async () => {
    for (const handedOver of [undefined, {}]) {
      const empty = fakeAdsense();
      const run = start({ adsbygoogle: empty.adsbygoogle }, true);
      empty.answer(handedOver);
      expect(run.seen).toEqual([EVENT_REWARDED_AD_NOT_FILLED]);
      expect(run.timers.pending()).toBe(0);
    }
    expect(start({ googletag: fakeGoogletag().googletag }, true).seen).toEqual([EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR]);
    const silent = start({ adsbygoogle: fakeAdsense().adsbygoogle }, true);
    await silent.timers.advance(REWARDED_AD_TIMEOUT_MS);
    expect(silent.seen).toEqual([EVENT_REWARDED_AD_GPT_ERROR]);
  });
});

describe('adLibraryLoaded', () => {
  it('GPT once it names its version, AdSense once it says loaded (spec §8: the others are filtered out)', () => {
    expect(adLibraryLoaded({ googletag: fakeGoogletag().googletag }, false)).toBe(true);
    expect(adLibraryLoaded({}, false)).toBe(false);
    expect(adLibraryLoaded({ adsbygoogle: { loaded: true, push: () => undefined } }, true)).toBe(true);
    expect(adLibraryLoaded({ adsbygoogle: { push: () => undefined } }, true)).toBe(false);
  });
});
