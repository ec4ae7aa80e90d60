/**
 * The rewarded-ad prompt's side of the client (spec widget §4 "Rewarded ad", §8), as the provider's
 * current client runs it: its page (the audience action's frame) asks to load the ad for its ad
 * unit and is told whether it loaded; the reader's "View an ad" shows it; the support button runs
 * the alternate action. Granted: the result callback hears the reward, the thanks replace the
 * prompt and close themselves, the action is complete. Closed: the alternate action, if any, and
 * the prompt closes. A failed load: the page is told, the result callback hears rendered false.
 */
import type { Clock } from '../../core/clock';
import { strings } from '../../core/strings';
import type { FramePort } from '../activities/frame-port';
import type { FrameView } from '../dialogs/frame-view';
import { createMessageView } from '../dialogs/message-view';
import type { SubscriptionsUi } from '../ui/ui';
import {
  RewardedAdAlternateActionRequest,
  RewardedAdLoadAdRequest,
  RewardedAdLoadAdResponse,
  RewardedAdViewAdRequest,
} from '../wire/api-messages';
import { loadRewardedAd, type RewardedAd } from './rewarded-ad';
import { ACTION_REWARDED_AD_CLOSE_AD, EVENT_REWARDED_AD_GRANTED, type AnalyticsEvent } from '../wire/analytics-event';

/** Spec §3 "Rewarded ad result", what the publisher's result callback receives. */
export interface RewardedAdResult {
  rendered: boolean;
  rewardGranted: boolean;
  reward?: number | undefined;
  type?: string | undefined;
}

/** Spec §9 "Thank-you auto-close delay" is not shown; 3 s is the second of its "Ad timeout defaults 10 s and 3 s". */
export const THANKS_CLOSE_MS = 3000;

export interface RewardedAdFlow {
  win: Window;
  clock: Clock;
  ui: SubscriptionsUi;
  /** The prompt's view in the dialog. */
  view: FrameView;
  /** The action's preference is PREFERENCE_ADSENSE_REWARDED_AD. */
  adsense: boolean;
  analytics(eventType: AnalyticsEvent, isFromUserAction: boolean | null): void;
  result(data: RewardedAdResult): void;
  /** The reward was granted: the action is complete (recorded, reported, entitlements fetched again). */
  completed(): void;
  onAlternateAction?: (() => void) | undefined;
}

/** Listens on the prompt's port; the returned function lets the ad go (the reader closed the prompt). */
export function listenForRewardedAd(port: FramePort, flow: RewardedAdFlow): () => void {
  const { ui, view } = flow;
  let ad: RewardedAd | null = null;

  const thank = () => {
    const thanks = createMessageView(
      flow.win.document,
      strings.subscriptions.dialogTitle,
      strings.subscriptions.rewardedAdThanks,
      strings.subscriptions.close,
    );
    void ui.dialogs
      .openView(thanks, { title: strings.subscriptions.dialogTitle, disableBodyScroll: true })
      .then(() => flow.clock.after(THANKS_CLOSE_MS, () => ui.dialogs.completeView(thanks)));
  };

  port.on(RewardedAdLoadAdRequest, ({ adUnit }) => {
    ad?.dispose();
    ad = loadRewardedAd(flow.win, flow.clock, adUnit, flow.adsense, {
      loaded(error) {
        if (error) flow.analytics(error, false);
        port.execute(RewardedAdLoadAdResponse, { success: !error });
        if (error) flow.result({ rendered: false, rewardGranted: false });
      },
      // The ad covers the page; the dialog must not pull the keyboard back from it.
      showing: () => ui.dialogs.dialog()?.releaseFocus(),
      granted(reward, type) {
        flow.analytics(EVENT_REWARDED_AD_GRANTED, false);
        flow.result({ rendered: true, rewardGranted: true, reward, type });
        thank();
        flow.completed();
      },
      closed() {
        flow.analytics(ACTION_REWARDED_AD_CLOSE_AD, true);
        flow.onAlternateAction?.();
        ui.dialogs.completeView(view);
        flow.result({ rendered: true, rewardGranted: false });
      },
    });
  });
  port.on(RewardedAdViewAdRequest, () => ad?.show());
  port.on(RewardedAdAlternateActionRequest, () => flow.onAlternateAction?.());
  return () => ad?.dispose();
}
