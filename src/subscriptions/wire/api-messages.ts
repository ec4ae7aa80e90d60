/**
 * The messages the client and the provider exchange about entitlements and through the dialogs'
 * frames, each with the provider's label and field order (its client's api_messages). Analytics
 * and survey messages are in analytics-messages.ts and survey-messages.ts. Each is built on first
 * use, like every schema of the bundle; the bundler drops the ones no page uses:
 *
 *   formBody(EntitlementsRequest, { token: 'n0nce', … })       a message as a POST body
 *   requestPayload(ToastCloseRequest, { close: true })           … or through a port
 *   fromArray(SubscribeResponse, ['SubscribeResponse', true])    a decoded one, or an error
 */
import { lazy } from '../../core/lazy';
import type { EntitlementResult, EntitlementSource } from './enums';
import { bool, defineMessage, enumOf, msg, msgList, num, str, type InputOf } from './message';

export const Timestamp = lazy(() => defineMessage('Timestamp', { seconds: num, nanos: num }));

export const Duration = lazy(() => defineMessage('Duration', { seconds: num, nanos: num }));

/** A Timestamp from epoch milliseconds, split as the provider's client splits it (whole seconds, the rest in nanos). */
export function timestampOf(ms: number): InputOf<typeof Timestamp> {
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 };
}

/** The entitlement a report is about: its signed token and where it came from. */
const EntitlementJwt = lazy(() => defineMessage('EntitlementJwt', { jwt: str, source: str }));

/** The unlock report: POST /publication/{id}/article. */
export const EntitlementsRequest = lazy(() =>
  defineMessage('EntitlementsRequest', {
    usedEntitlement: msg(EntitlementJwt),
    clientEventTime: msg(Timestamp),
    entitlementSource: enumOf<EntitlementSource>(),
    entitlementResult: enumOf<EntitlementResult>(),
    token: str,
    isUserRegistered: bool,
    subscriptionTimestamp: msg(Timestamp),
  }),
);

export const EntitlementsResponse = lazy(() => defineMessage('EntitlementsResponse', { jwt: str, swgUserToken: str }));

/** The pay confirmation page: the publisher completed the purchase, the account may be created. */
export const AccountCreationRequest = lazy(() => defineMessage('AccountCreationRequest', { complete: bool }));

export const AlreadySubscribedResponse = lazy(() =>
  defineMessage('AlreadySubscribedResponse', { subscriberOrMember: bool, linkRequested: bool }),
);

export const CompleteAudienceActionResponse = lazy(() =>
  defineMessage('CompleteAudienceActionResponse', {
    swgUserToken: str,
    actionCompleted: bool,
    userEmail: str,
    alreadyCompleted: bool,
    displayName: str,
    givenName: str,
    familyName: str,
    termsAndConditionsConsent: bool,
  }),
);

export const LinkSaveTokenRequest = lazy(() => defineMessage('LinkSaveTokenRequest', { authCode: str, token: str }));

export const LinkingInfoResponse = lazy(() => defineMessage('LinkingInfoResponse', { requested: bool }));

export const SkuSelectedResponse = lazy(() =>
  defineMessage('SkuSelectedResponse', {
    sku: str,
    oldSku: str,
    oneTime: bool,
    playOffer: str,
    oldPlayOffer: str,
    customMessage: str,
    anonymous: bool,
    sharingPolicyEnabled: bool,
  }),
);

/** The rewarded-ad page and the client (swg-js api_messages: each one field; the alternate action's is unused). */
export const RewardedAdLoadAdRequest = lazy(() => defineMessage('RewardedAdLoadAdRequest', { adUnit: str }));

export const RewardedAdLoadAdResponse = lazy(() => defineMessage('RewardedAdLoadAdResponse', { success: bool }));

export const RewardedAdViewAdRequest = lazy(() => defineMessage('RewardedAdViewAdRequest', { adUnit: str }));

export const RewardedAdAlternateActionRequest = lazy(() => defineMessage('RewardedAdAlternateActionRequest', { unused: bool }));

const SubscriptionLinkingLinkResult = lazy(() =>
  defineMessage('SubscriptionLinkingLinkResult', { success: bool, swgPublicationId: str, publisherProvidedId: str }),
);

/** Subscription linking's outcome: the reader's id, overall success, and each publication's. */
export const SubscriptionLinkingCompleteResponse = lazy(() =>
  defineMessage('SubscriptionLinkingCompleteResponse', {
    publisherProvidedId: str,
    success: bool,
    linkResults: msgList(SubscriptionLinkingLinkResult),
  }),
);

export const SubscribeResponse = lazy(() => defineMessage('SubscribeResponse', { subscribe: bool }));

export const ToastCloseRequest = lazy(() => defineMessage('ToastCloseRequest', { close: bool }));

export const ViewSubscriptionsResponse = lazy(() => defineMessage('ViewSubscriptionsResponse', { native: bool }));

/** The smart button's frame: the reader pressed it (`isClicked`). */
export const SmartBoxMessage = lazy(() => defineMessage('SmartBoxMessage', { isClicked: bool }));
