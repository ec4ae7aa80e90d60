/**
 * One audience action in the provider's dialog (spec widget §2, §4 "Audience action dialog"):
 * registration wall, newsletter sign-up, survey, the publisher's own call to action or the
 * rewarded ad (its messages in rewarded-ad-flow.ts). The page talks back over Web Activities; on
 * completion the dialog closes, the completion is reported (not in preview), entitlements are
 * fetched again with the reader's new token, the publisher's result callback hears an opt-in, and
 * a toast tells the reader what happened.
 */
import type { Clock } from '../../core/clock';
import { describeHttpError } from '../../core/http';
import { lazy } from '../../core/lazy';
import type { Logger } from '../../core/log';
import { strings } from '../../core/strings';
import { frameArgs } from '../activities/frame-url';
import { createFrameView, type FrameView } from '../dialogs/frame-view';
import type { EntitlementsManager } from '../entitlements/entitlements-manager';
import { PUBLISHER_CALLBACK_FAILED } from '../events/callbacks';
import type { EventBus } from '../events/event-bus';
import type { ProviderApi } from '../api/provider-api';
import { STORAGE_KEYS, type SwgStorage } from '../storage/swg-storage';
import type { SubscriptionsUi } from '../ui/ui';
import { AlreadySubscribedResponse, CompleteAudienceActionResponse } from '../wire/api-messages';
import { formBody } from '../wire/form-body';
import { defineMessage, type ValueOf } from '../wire/message';
import { SurveyDataTransferRequest, SurveyDataTransferResponse } from '../wire/survey-messages';
import * as z from 'zod/mini';
import {
  AUDIENCE_ACTION_PATHS,
  audienceActionParams,
  completionToast,
  isOptIn,
  mergedPpsTaxonomy,
  optInResult,
  productTypeFor,
  surveyResult,
  surveyTagParameters,
  type AudienceActionType,
} from './audience-actions';
import { listenForRewardedAd } from './rewarded-ad-flow';
import {
  ACTION_SURVEY_DATA_TRANSFER,
  EVENT_SURVEY_DATA_TRANSFER_COMPLETE,
  EVENT_SURVEY_DATA_TRANSFER_FAILED,
  type AnalyticsEvent,
} from '../wire/analytics-event';
import { CtaMode } from '../wire/enums';
import { hasTags } from '../analytics/google-analytics';

/** What the publisher's result callback receives (spec §3 "Opt-in result", "Rewarded ad result", survey answers). */
interface InterventionResult {
  configurationId: string;
  data: unknown;
}

export interface AudienceActionParams {
  action: AudienceActionType;
  configurationId: string;
  isClosable: boolean;
  /** Opened by the publisher's call rather than by the auto prompt. */
  calledManually: boolean;
  /** Preview mode: shown, not interactive, nothing reported. */
  preview: boolean;
  suppressToast?: boolean;
  autoPromptType?: string | null;
  /** The action's preference: a rewarded ad with PREFERENCE_ADSENSE_REWARDED_AD comes from AdSense. */
  preference?: string | null;
  onCancel?: () => void;
  /** The reader completed the action (the auto prompt records it). */
  onComplete?: () => void;
  onResult?: (result: InterventionResult) => boolean | Promise<boolean>;
  onAlternateAction?: () => void;
  onSignIn?: () => void;
  /** Shown inside the page's own container instead of the dialog (inline call to action). */
  inline?: boolean;
}

export interface AudienceActionDeps {
  win: Window;
  log: Logger;
  clock: Clock;
  ui: SubscriptionsUi;
  api: ProviderApi;
  storage: SwgStorage;
  entitlements: EntitlementsManager;
  bus: EventBus;
  publicationId: string;
  /** The language forced into provider pages, or null. */
  forcedLanguage: string | null;
  /** The publisher's login request (setOnLoginRequest), when the page asks for a sign-in. */
  requestLogin: () => void;
}

/** The completion report's body: a message without fields, `f.req=[]`, as the provider's client posts it. */
const CompleteAudienceActionRequest = lazy(() => defineMessage('CompleteAudienceActionRequest', {}));

/** Its answer (spec §7: "Reads updated and swgUserToken"). */
const completionAnswer = lazy(() => z.looseObject({ updated: z.optional(z.boolean()), swgUserToken: z.optional(z.string()) }));

export const SURVEY_TRANSFER_FAILED = 'survey data transfer failed';

export interface RunningAudienceAction {
  readonly view: FrameView;
  /** Resolves once the page is ready in the dialog. */
  readonly opened: Promise<void>;
}

/** The action's provider page in a frame of its own, not yet in the page. */
export function audienceActionView(deps: AudienceActionDeps, params: AudienceActionParams): FrameView {
  const { win, log, ui } = deps;
  const url = ui.frameUrl(
    AUDIENCE_ACTION_PATHS[params.action],
    audienceActionParams({
      origin: win.location.origin,
      configurationId: params.configurationId,
      isClosable: params.isClosable,
      calledManually: params.calledManually,
      preview: params.preview,
      forcedLanguage: deps.forcedLanguage,
      hasAlternateAction: params.onAlternateAction !== undefined,
      hasSignInHandler: params.onSignIn !== undefined,
      inline: params.inline === true,
    }),
  );
  // The provider's client speaks of contributions in an inline page.
  const productType = params.inline ? 'UI_CONTRIBUTION' : productTypeFor(params.autoPromptType);
  const args = frameArgs({ supportsEventManager: true, productType, windowHeight: win.innerHeight });
  const view = createFrameView(win.document, url, args, strings.subscriptions.dialogTitle, log);
  // A preview is looked at, not used (the publisher's own call to action stays live).
  if (params.preview && params.action !== 'TYPE_BYO_CTA') view.frame.style.pointerEvents = 'none';
  return view;
}

/**
 * What the page says back: a completion is reported (not in preview) after `done` ends the view,
 * the result callback hears an opt-in, a toast follows; survey answers go to the publisher; a
 * reader who already subscribes is sent to sign in; a cancel calls `onCancel`.
 */
export function handleAudienceAction(
  deps: AudienceActionDeps,
  params: AudienceActionParams,
  view: FrameView,
  done: (response: ValueOf<typeof CompleteAudienceActionResponse>) => void,
): void {
  const { log, ui, bus } = deps;

  const analytics = (eventType: AnalyticsEvent, isFromUserAction: boolean | null) =>
    bus.emit('analytics', { eventType, isFromUserAction, configurationId: params.configurationId });

  /** The publisher's result callback; its exceptions are the publisher's, not the reader's problem. */
  const callOnResult = async (data: unknown): Promise<boolean> => {
    // What the callback is given is an event of the client too: QA sees it without a callback.
    bus.emit('intervention-result', { configurationId: params.configurationId, data });
    if (!params.onResult) return false;
    try {
      return (await params.onResult({ configurationId: params.configurationId, data })) === true;
    } catch (caught) {
      log.warn(`${PUBLISHER_CALLBACK_FAILED}: ${String(caught)}`);
      return false;
    }
  };

  /** Spec §7 POST completeaudienceaction; on `updated` the reader's entitlements are fetched anew. */
  const reportCompletion = async () => {
    const query = { sut: deps.storage.userToken(), configurationId: params.configurationId, audienceActionType: params.action };
    const url = deps.api.publicationUrl(deps.publicationId, '/completeaudienceaction', query);
    const answer = await deps.api.postForm(url, formBody(CompleteAudienceActionRequest, {}), completionAnswer());
    if (!answer.ok) {
      log.warn(`the audience action's completion could not be reported: ${describeHttpError(answer.error)}`);
      return;
    }
    if (answer.value.updated) await refreshEntitlements(answer.value.swgUserToken ?? null);
  };

  /** The provider client's updateEntitlements: cache cleared, token stored, interaction time recorded, fetched again. */
  const refreshEntitlements = async (token: string | null) => {
    deps.entitlements.reset();
    deps.storage.removeCachedEntitlements();
    if (token) deps.storage.setUserToken(token);
    deps.storage.setLastInteraction(deps.clock.now());
    await deps.entitlements.getEntitlements().catch(() => undefined);
  };

  /** The reader completed the action: recorded by the auto prompt, reported (not in preview). */
  const complete = async () => {
    params.onComplete?.();
    if (!params.preview) await reportCompletion();
  };

  const onComplete = async (response: ValueOf<typeof CompleteAudienceActionResponse>) => {
    done(response);
    await complete();
    if (isOptIn(params.action)) await callOnResult(optInResult(response));
    const toast = completionToast(params.action, response, params.suppressToast === true);
    if (toast) ui.toast(toast);
  };

  const onSurvey = async (request: ValueOf<typeof SurveyDataTransferRequest>, port: { execute: (success: boolean) => void }) => {
    // As the provider's client: each answer goes to the page's Google tags (when it has any), then
    // to the publisher; either one taking it is a successful transfer.
    const ctaMode = params.inline ? CtaMode.CTA_MODE_INLINE : CtaMode.CTA_MODE_POPUP;
    const tagged = hasTags(deps.win);
    if (tagged)
      for (const gaParameters of surveyTagParameters(request))
        bus.emit('analytics', { eventType: ACTION_SURVEY_DATA_TRANSFER, isFromUserAction: true, params: { ctaMode }, gaParameters });
    const success = (await callOnResult(surveyResult(request))) || tagged;
    bus.emit('analytics', {
      eventType: success ? EVENT_SURVEY_DATA_TRANSFER_COMPLETE : EVENT_SURVEY_DATA_TRANSFER_FAILED,
      isFromUserAction: success,
      params: { ctaMode },
    });
    if (!success) log.warn(SURVEY_TRANSFER_FAILED);
    if (request.storePpsInLocalStorage) {
      const key = STORAGE_KEYS.ppsTaxonomies;
      deps.storage.writeJson(key, mergedPpsTaxonomy(request, deps.storage.readJson(key)));
    }
    port.execute(success);
  };

  let stopAd: () => void = () => undefined;
  void view.port().then((port) => {
    if (params.action === 'TYPE_REWARDED_AD') {
      stopAd = listenForRewardedAd(port, {
        ...deps,
        view,
        adsense: params.preference === 'PREFERENCE_ADSENSE_REWARDED_AD',
        analytics,
        result: (data) => void callOnResult(data),
        completed: () => void complete(),
        onAlternateAction: params.onAlternateAction,
      });
    }
    port.on(CompleteAudienceActionResponse, (response) => void onComplete(response));
    port.on(
      SurveyDataTransferRequest,
      (request) => void onSurvey(request, { execute: (success) => port.execute(SurveyDataTransferResponse, { success }) }),
    );
    port.on(AlreadySubscribedResponse, (response) => {
      if (params.onSignIn) params.onSignIn();
      else if (response.subscriberOrMember) deps.requestLogin();
    });
  });
  view.acceptResult().catch(() => {
    params.onCancel?.();
    stopAd();
  });
}

export function startAudienceAction(deps: AudienceActionDeps, params: AudienceActionParams): RunningAudienceAction {
  const view = audienceActionView(deps, params);
  const opened = deps.ui.dialogs.openView(view, {
    title: strings.subscriptions.dialogTitle,
    closable: params.isClosable,
    disableBodyScroll: true,
  });
  handleAudienceAction(deps, params, view, () => deps.ui.dialogs.completeView(view));
  return { view, opened };
}
