/**
 * The messages the provider's pages and the client exchange over a Web Activities port, written
 * out by hand from the provider's public client (swg-js `src/proto/api_messages.ts`), apart from
 * the bundle's own code, so that the mock pages are evidence of the real contract.
 *
 * On the wire a message is its array form led by its label: the fields in the order below, a
 * missing field `null`, a field that holds messages (or a list of them) their array forms with
 * their labels, and `[]` when missing. The client sends `{REQUEST: array}`; the provider's page
 * answers `{RESPONSE: array}` (swg-js `src/components/activities.ts`).
 *
 * Browser-safe (the pages' host script and the test client bundle it): no Node imports.
 */

/** Field names in wire order, per label (swg-js field numbers 1, 2, …). */
export const MESSAGE_FIELDS = {
  AccountCreationRequest: ['complete'],
  AlreadySubscribedResponse: ['subscriberOrMember', 'linkRequested'],
  AnalyticsContext: [
    'embedderOrigin',
    'transactionId',
    'referringOrigin',
    'utmSource',
    'utmCampaign',
    'utmMedium',
    'sku',
    'readyToPay',
    'label',
    'clientVersion',
    'url',
    'clientTimestamp',
    'readerSurfaceType',
    'integrationVersion',
    'pageLoadBeginTimestamp',
    'loadEventStartDelay',
    'runtimeCreationTimestamp',
    'isLockedContent',
    'urlFromMarkup',
  ],
  AnalyticsEventMeta: ['eventOriginator', 'isFromUserAction', 'configurationId'],
  AnalyticsRequest: ['context', 'event', 'meta', 'params'],
  CloseWindowRequest: ['unused'],
  CompleteAudienceActionResponse: [
    'swgUserToken',
    'actionCompleted',
    'userEmail',
    'alreadyCompleted',
    'displayName',
    'givenName',
    'familyName',
    'termsAndConditionsConsent',
  ],
  EntitlementsResponse: ['jwt', 'swgUserToken'],
  FinishedLoggingResponse: ['complete', 'error'],
  LinkingInfoResponse: ['requested'],
  LinkSaveTokenRequest: ['authCode', 'token'],
  RewardedAdAlternateActionRequest: ['unused'],
  RewardedAdLoadAdRequest: ['adUnit'],
  RewardedAdLoadAdResponse: ['success'],
  RewardedAdViewAdRequest: ['adUnit'],
  SkuSelectedResponse: ['sku', 'oldSku', 'oneTime', 'playOffer', 'oldPlayOffer', 'customMessage', 'anonymous', 'sharingPolicyEnabled'],
  SmartBoxMessage: ['isClicked'],
  SubscribeResponse: ['subscribe'],
  SubscriptionLinkingCompleteResponse: ['publisherProvidedId', 'success', 'linkResults'],
  SubscriptionLinkingLinkResult: ['success', 'swgPublicationId', 'publisherProvidedId'],
  SurveyAnswer: ['answerId', 'answerText', 'answerCategory', 'ppsValue'],
  SurveyDataTransferRequest: ['surveyQuestions', 'storePpsInLocalStorage'],
  SurveyDataTransferResponse: ['success'],
  SurveyQuestion: ['questionId', 'questionText', 'questionCategory', 'surveyAnswers'],
  ToastCloseRequest: ['close'],
  ViewSubscriptionsResponse: ['native'],
} as const;

export type MessageLabel = keyof typeof MESSAGE_FIELDS;
export type MessageFields<L extends MessageLabel> = Partial<Record<(typeof MESSAGE_FIELDS)[L][number], unknown>>;

/** Fields that hold messages: `[]` on the wire when missing, never `null`. */
const MESSAGE_VALUED = new Set([
  'AnalyticsContext.clientTimestamp',
  'AnalyticsContext.pageLoadBeginTimestamp',
  'AnalyticsContext.loadEventStartDelay',
  'AnalyticsContext.runtimeCreationTimestamp',
  'AnalyticsRequest.context',
  'AnalyticsRequest.meta',
  'AnalyticsRequest.params',
  'SubscriptionLinkingCompleteResponse.linkResults',
  'SurveyDataTransferRequest.surveyQuestions',
  'SurveyQuestion.surveyAnswers',
]);

/** The array form of a message: its label, then every field in wire order. */
export function messageArray<L extends MessageLabel>(label: L, fields: MessageFields<L> = {}): unknown[] {
  const values = fields as Record<string, unknown>;
  return [label, ...MESSAGE_FIELDS[label].map((name) => values[name] ?? (MESSAGE_VALUED.has(`${label}.${name}`) ? [] : null))];
}

export const isMessageLabel = (value: unknown): value is MessageLabel => typeof value === 'string' && Object.hasOwn(MESSAGE_FIELDS, value);

/** The array of a `{REQUEST: array}` or `{RESPONSE: array}` payload, or null for anything else. */
export function payloadArray(payload: unknown, key: 'REQUEST' | 'RESPONSE'): unknown[] | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const array = (payload as Record<string, unknown>)[key];
  return Array.isArray(array) ? array : null;
}

/**
 * What the provider's own client answers when a page asks it something (swg-js: the survey's data
 * transfer in `utils/survey-utils.ts`, the link-save token in `runtime/link-accounts-flow.ts`, the
 * rewarded ad in `runtime/audience-action-flow.ts`), with the outcome a reader who goes on would
 * see: transferred, a publisher token, an ad that loaded. The test client answers so when asked to.
 */
export function clientReplyTo(response: readonly unknown[]): unknown[] | null {
  switch (response[0]) {
    case 'SurveyDataTransferRequest':
      return messageArray('SurveyDataTransferResponse', { success: true });
    case 'LinkingInfoResponse':
      return response[1] === true ? messageArray('LinkSaveTokenRequest', { token: PUBLISHER_LINK_TOKEN }) : null;
    case 'RewardedAdLoadAdRequest':
      return messageArray('RewardedAdLoadAdResponse', { success: true });
    default:
      return null;
  }
}

/** The token the publisher's save-subscription callback hands over in the test client. */
export const PUBLISHER_LINK_TOKEN = 'verlag-token-4711';

/** Messages the client sends to a page (`{REQUEST: …}`), as the test client offers them. */
export const CLIENT_REQUESTS: readonly { label: MessageLabel; array: unknown[]; when: string }[] = [
  { label: 'CloseWindowRequest', array: messageArray('CloseWindowRequest'), when: 'a click on the closable dialog’s background' },
  {
    label: 'ToastCloseRequest',
    array: messageArray('ToastCloseRequest', { close: true }),
    when: 'the meter toast: a click, touch or scroll on the article',
  },
  {
    label: 'EntitlementsResponse',
    array: messageArray('EntitlementsResponse'),
    when: 'the entitlement check found nothing: “no subscription found”',
  },
  {
    label: 'AccountCreationRequest',
    array: messageArray('AccountCreationRequest', { complete: true }),
    when: 'pay confirmation: the account is created',
  },
  {
    label: 'LinkSaveTokenRequest',
    array: messageArray('LinkSaveTokenRequest', { token: PUBLISHER_LINK_TOKEN }),
    when: 'link save: the publisher’s token',
  },
  {
    label: 'SurveyDataTransferResponse',
    array: messageArray('SurveyDataTransferResponse', { success: true }),
    when: 'survey: the answers were passed on',
  },
  {
    label: 'RewardedAdLoadAdResponse',
    array: messageArray('RewardedAdLoadAdResponse', { success: false }),
    when: 'rewarded ad: no ad (missing ad library, no fill, timeout)',
  },
  {
    label: 'AnalyticsRequest',
    // An impression of the offers (AnalyticsEvent 3, IMPRESSION_OFFERS) from the client (EventOriginator 1, SWG_CLIENT), not a user action.
    array: messageArray('AnalyticsRequest', {
      event: 3,
      meta: messageArray('AnalyticsEventMeta', { eventOriginator: 1, isFromUserAction: false }),
    }),
    when: 'service frame: an event to log',
  },
];
