/**
 * Loading and showing a rewarded ad for the rewarded-ad prompt (spec widget §4 "Rewarded ad", §8,
 * §9), as the provider's client does: through the page's ad tag library (GPT, `googletag`), or
 * through AdSense (`adsbygoogle`) when the action prefers PREFERENCE_ADSENSE_REWARDED_AD. The
 * load has 5 s; every way it can fail ends in one §8 event. No DOM and no timers of its own: the
 * window's two libraries and the clock come in, so every rule is tested without a browser.
 */
import type { Clock } from '../../core/clock';
import {
  EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR,
  EVENT_REWARDED_AD_GPT_ERROR,
  EVENT_REWARDED_AD_GPT_MISSING_ERROR,
  EVENT_REWARDED_AD_NOT_FILLED,
  EVENT_REWARDED_AD_PAGE_ERROR,
} from '../wire/analytics-event';

/** What the client uses of GPT's slot, its pubads service and its events. */
interface GptSlot {
  addService(service: GptPubAds): unknown;
}
interface GptEvent {
  slot?: GptSlot;
  isEmpty?: boolean;
  makeRewardedVisible?: () => void;
  payload?: { amount?: number; type?: string } | null;
}
type GptListener = (event: GptEvent) => void;
interface GptPubAds {
  addEventListener(type: string, listener: GptListener): unknown;
  removeEventListener?(type: string, listener: GptListener): unknown;
  refresh(slots: GptSlot[]): unknown;
}
interface Googletag {
  cmd: { push(command: () => void): unknown };
  getVersion?: () => string;
  enums: { OutOfPageFormat: { REWARDED: unknown } };
  defineOutOfPageSlot(adUnit: string, format: unknown): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): unknown;
  display(slot: GptSlot): unknown;
  destroySlots?(slots: GptSlot[]): unknown;
}

/** An AdSense rewarded ad, as its `google_acr` callback hands it over (nothing: not filled). */
interface AdSenseAd {
  show?(onResult: (result?: { status?: string; reward?: { amount?: number; type?: string } }) => void): unknown;
  disposeAd?(): unknown;
}
interface AdsByGoogle {
  loaded?: boolean;
  push(request: { params: Record<string, unknown> }): unknown;
}

/** The window as far as ads go. */
export interface AdWindow {
  googletag?: Googletag;
  adsbygoogle?: AdsByGoogle;
  location: { href: string };
}

/** Spec §9 "Rewarded-ad load timeout". */
export const REWARDED_AD_TIMEOUT_MS = 5000;

/** Spec §8: why an ad will not show. A timeout is GPT_ERROR on both paths, as in the provider's client. */
export type RewardedAdError =
  | typeof EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR
  | typeof EVENT_REWARDED_AD_GPT_MISSING_ERROR
  | typeof EVENT_REWARDED_AD_PAGE_ERROR
  | typeof EVENT_REWARDED_AD_GPT_ERROR
  | typeof EVENT_REWARDED_AD_NOT_FILLED;

export interface RewardedAdHandlers {
  /** Once: the ad is ready (null), or why it will not show. */
  loaded(error: RewardedAdError | null): void;
  /** The ad is about to cover the page. */
  showing(): void;
  granted(reward: number | undefined, type: string | undefined): void;
  /** The reader closed the ad before its reward. */
  closed(): void;
}

export interface RewardedAd {
  /** Show the loaded ad, once; nothing before it is ready. */
  show(): void;
  /** The prompt is gone: slot, listeners, timer and AdSense's ad are let go. */
  dispose(): void;
}

/** The ad unit's ad on the page's ad library (spec §7 "Ad-serving tag or AdSense rewarded slots"). */
export function loadRewardedAd(
  win: AdWindow,
  clock: Pick<Clock, 'after'>,
  adUnit: string | null,
  adsense: boolean,
  on: RewardedAdHandlers,
): RewardedAd {
  let showAd: (() => void) | undefined;
  let disposeAd: (() => unknown) | undefined;
  let slot: GptSlot | null = null;
  let pending = true;
  let cancelTimer: () => void = () => undefined;

  /** The provider client's cleanUpGoogletag: a used or failed slot goes, with our listeners. */
  const cleanUp = () => {
    cancelTimer();
    const googletag = win.googletag;
    if (slot) googletag?.destroySlots?.([slot]);
    slot = null;
    const pubads = googletag?.pubads();
    for (const [type, listener] of Object.entries(listeners)) pubads?.removeEventListener?.(type, listener);
  };

  const settle = (error: RewardedAdError | null) => {
    if (!pending) return;
    pending = false;
    cancelTimer();
    // A late ad must not cover a prompt that already said it failed.
    if (error) {
      showAd = undefined;
      cleanUp();
    }
    on.loaded(error);
  };

  const ready = (show: () => void) => {
    if (pending) showAd = show;
    settle(null);
  };

  const listeners: Record<string, GptListener> = {
    rewardedSlotReady: (event) => ready(() => event.makeRewardedVisible?.()),
    rewardedSlotGranted: (event) => {
      cleanUp();
      on.granted(event.payload?.amount, event.payload?.type);
    },
    rewardedSlotClosed: () => {
      cleanUp();
      on.closed();
    },
    slotRenderEnded: (event) => {
      if (event.slot === slot && event.isEmpty) settle(EVENT_REWARDED_AD_NOT_FILLED);
    },
  };

  const handle: RewardedAd = {
    show() {
      const show = showAd;
      showAd = undefined;
      if (!show) return;
      on.showing();
      show();
    },
    dispose() {
      pending = false;
      cleanUp();
      disposeAd?.();
    },
  };

  if (adsense) {
    const adsbygoogle = win.adsbygoogle;
    if (!adsbygoogle) {
      settle(EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR);
      return handle;
    }
    // The provider client's request: a full-screen rewarded format, tagged as its own, sound on.
    adsbygoogle.push({
      params: {
        google_adtest: new URL(win.location.href).searchParams.get('google_adtest'),
        google_tag_origin: 'rrm',
        google_reactive_ad_format: 11,
        google_wrap_fullscreen_ad: true,
        google_video_play_muted: false,
        google_acr: (ad?: AdSenseAd) => {
          if (!ad?.show) return settle(EVENT_REWARDED_AD_NOT_FILLED);
          disposeAd = () => ad.disposeAd?.();
          ready(() =>
            ad.show?.((result) => (result?.status === 'viewed' ? on.granted(result.reward?.amount, result.reward?.type) : on.closed())),
          );
        },
      },
    });
  } else {
    const googletag = win.googletag;
    if (!googletag) {
      settle(EVENT_REWARDED_AD_GPT_MISSING_ERROR);
      return handle;
    }
    googletag.cmd.push(() => {
      slot = googletag.defineOutOfPageSlot(adUnit ?? '', googletag.enums.OutOfPageFormat.REWARDED);
      if (!slot) return settle(EVENT_REWARDED_AD_PAGE_ERROR);
      const pubads = googletag.pubads();
      slot.addService(pubads);
      for (const [type, listener] of Object.entries(listeners)) pubads.addEventListener(type, listener);
      googletag.enableServices();
      googletag.display(slot);
      pubads.refresh([slot]);
    });
  }
  if (pending) cancelTimer = clock.after(REWARDED_AD_TIMEOUT_MS, () => settle(EVENT_REWARDED_AD_GPT_ERROR));
  return handle;
}

/** Spec §8 "ads not loaded are filtered out": whether the library the action needs is there. */
export function adLibraryLoaded(win: Pick<AdWindow, 'googletag' | 'adsbygoogle'>, adsense: boolean): boolean {
  return adsense ? win.adsbygoogle?.loaded === true : typeof win.googletag?.getVersion === 'function' && win.googletag.getVersion() !== '';
}
