/**
 * The messages the client and the provider exchange about entitlements and through the dialogs'
 * frames, each with the provider's label and field order (its client's api_messages). Analytics
 * and survey messages are in analytics-messages.ts and survey-messages.ts. Each is built on first
 * use, like every other schema of the bundle; `X()` gives the message's spec:
 *
 *   EntitlementsRequest().message({ token: 'n0nce', … })        a message to send
 *   SubscribeResponse().fromArray(['SubscribeResponse', true])   a decoded one, or an error
 */
import { lazy } from '../../core/lazy';
import type { ActionType, EntitlementResult, EntitlementSource } from './enums';
import { defineMessage, field, type InputOf } from './message';

export const Timestamp = lazy(() => defineMessage('Timestamp', { seconds: field.number(), nanos: field.number() }));

export const Duration = lazy(() => defineMessage('Duration', { seconds: field.number(), nanos: field.number() }));

/** A Timestamp from epoch milliseconds, split as the provider's client splits it (whole seconds, the rest in nanos). */
export function timestampOf(ms: number): InputOf<typeof Timestamp> {
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 };
}

/** The entitlement a report is about: its signed token and where it came from. */
export const EntitlementJwt = lazy(() => defineMessage('EntitlementJwt', { jwt: field.string(), source: field.string() }));

/** The unlock report: POST /publication/{id}/article. */
export const EntitlementsRequest = lazy(() =>
  defineMessage('EntitlementsRequest', {
    usedEntitlement: field.message(EntitlementJwt),
    clientEventTime: field.message(Timestamp),
    entitlementSource: field.enum<EntitlementSource>(),
    entitlementResult: field.enum<EntitlementResult>(),
    token: field.string(),
    isUserRegistered: field.boolean(),
    subscriptionTimestamp: field.message(Timestamp),
  }),
);

export const EntitlementsResponse = lazy(() => defineMessage('EntitlementsResponse', { jwt: field.string(), swgUserToken: field.string() }));

export const ActionRequest = lazy(() => defineMessage('ActionRequest', { action: field.enum<ActionType>() }));

export const AlreadySubscribedResponse = lazy(() =>
  defineMessage('AlreadySubscribedResponse', { subscriberOrMember: field.boolean(), linkRequested: field.boolean() }),
);

export const CompleteAudienceActionResponse = lazy(() =>
  defineMessage('CompleteAudienceActionResponse', {
    swgUserToken: field.string(),
    actionCompleted: field.boolean(),
    userEmail: field.string(),
    alreadyCompleted: field.boolean(),
    displayName: field.string(),
    givenName: field.string(),
    familyName: field.string(),
    termsAndConditionsConsent: field.boolean(),
  }),
);

export const LinkSaveTokenRequest = lazy(() => defineMessage('LinkSaveTokenRequest', { authCode: field.string(), token: field.string() }));

export const LinkingInfoResponse = lazy(() => defineMessage('LinkingInfoResponse', { requested: field.boolean() }));

export const OpenDialogRequest = lazy(() => defineMessage('OpenDialogRequest', { urlPath: field.string() }));

export const SkuSelectedResponse = lazy(() =>
  defineMessage('SkuSelectedResponse', {
    sku: field.string(),
    oldSku: field.string(),
    oneTime: field.boolean(),
    playOffer: field.string(),
    oldPlayOffer: field.string(),
    customMessage: field.string(),
    anonymous: field.boolean(),
    sharingPolicyEnabled: field.boolean(),
  }),
);

export const SubscribeResponse = lazy(() => defineMessage('SubscribeResponse', { subscribe: field.boolean() }));

export const ToastCloseRequest = lazy(() => defineMessage('ToastCloseRequest', { close: field.boolean() }));

export const ViewSubscriptionsResponse = lazy(() => defineMessage('ViewSubscriptionsResponse', { native: field.boolean() }));
