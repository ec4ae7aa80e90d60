/**
 * The hand-written message table of the mock provider pages (harness/provider-pages/messages.ts)
 * against the provider's client (swg-js `src/proto/api_messages.ts`): the field counts, and arrays
 * written out in full, so that a slip in the table shows here.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_REQUESTS,
  clientReplyTo,
  isMessageLabel,
  MESSAGE_FIELDS,
  messageArray,
  payloadArray,
  PUBLISHER_LINK_TOKEN,
} from '../../../harness/provider-pages/messages';

describe('MESSAGE_FIELDS', () => {
  it('has the number of fields swg-js gives each message', () => {
    const counts = Object.fromEntries(Object.entries(MESSAGE_FIELDS).map(([label, fields]) => [label, fields.length]));
    expect(counts).toEqual({
      AccountCreationRequest: 1,
      AlreadySubscribedResponse: 2,
      AnalyticsContext: 19,
      AnalyticsEventMeta: 3,
      AnalyticsRequest: 4,
      CloseWindowRequest: 1,
      CompleteAudienceActionResponse: 8,
      EntitlementsResponse: 2,
      FinishedLoggingResponse: 2,
      LinkingInfoResponse: 1,
      LinkSaveTokenRequest: 2,
      RewardedAdAlternateActionRequest: 1,
      RewardedAdLoadAdRequest: 1,
      RewardedAdLoadAdResponse: 1,
      RewardedAdViewAdRequest: 1,
      SkuSelectedResponse: 8,
      SmartBoxMessage: 1,
      SubscribeResponse: 1,
      SubscriptionLinkingCompleteResponse: 3,
      SubscriptionLinkingLinkResult: 3,
      SurveyAnswer: 4,
      SurveyDataTransferRequest: 2,
      SurveyDataTransferResponse: 1,
      SurveyQuestion: 4,
      ToastCloseRequest: 1,
      ViewSubscriptionsResponse: 1,
    });
  });

  it('knows its labels only', () => {
    expect(isMessageLabel('SkuSelectedResponse')).toBe(true);
    expect(isMessageLabel('toString')).toBe(false);
    expect(isMessageLabel(7)).toBe(false);
  });
});

describe('messageArray', () => {
  it('leads with the label and puts every field in wire order, null where missing', () => {
    expect(messageArray('SkuSelectedResponse', { sku: 'magazin_plus_monatlich' })).toEqual([
      'SkuSelectedResponse',
      'magazin_plus_monatlich',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(messageArray('SkuSelectedResponse', { sku: 'einmalig', oneTime: true })).toEqual([
      'SkuSelectedResponse',
      'einmalig',
      null,
      true,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(messageArray('AlreadySubscribedResponse', { subscriberOrMember: true, linkRequested: false })).toEqual([
      'AlreadySubscribedResponse',
      true,
      false,
    ]);
    expect(
      messageArray('CompleteAudienceActionResponse', {
        swgUserToken: 'sut',
        actionCompleted: true,
        userEmail: 'leser@example.de',
        alreadyCompleted: false,
        displayName: 'Lena Leser',
        givenName: 'Lena',
        familyName: 'Leser',
        termsAndConditionsConsent: true,
      }),
    ).toEqual(['CompleteAudienceActionResponse', 'sut', true, 'leser@example.de', false, 'Lena Leser', 'Lena', 'Leser', true]);
    expect(messageArray('EntitlementsResponse', { jwt: 'a.b.c', swgUserToken: 'sut' })).toEqual(['EntitlementsResponse', 'a.b.c', 'sut']);
    expect(messageArray('FinishedLoggingResponse', { complete: false, error: 'kaputt' })).toEqual([
      'FinishedLoggingResponse',
      false,
      'kaputt',
    ]);
    expect(messageArray('LinkSaveTokenRequest', { token: 't' })).toEqual(['LinkSaveTokenRequest', null, 't']);
    expect(messageArray('CloseWindowRequest')).toEqual(['CloseWindowRequest', null]);
  });

  it('writes nested messages with their labels, and [] for a missing message field', () => {
    const answer = messageArray('SurveyAnswer', { answerId: 11, answerText: 'Täglich', answerCategory: 'taeglich' });
    expect(answer).toEqual(['SurveyAnswer', 11, 'Täglich', 'taeglich', null]);
    const question = messageArray('SurveyQuestion', {
      questionId: 1,
      questionText: 'Wie oft?',
      questionCategory: 'lesegewohnheit',
      surveyAnswers: [answer],
    });
    expect(messageArray('SurveyDataTransferRequest', { surveyQuestions: [question], storePpsInLocalStorage: false })).toEqual([
      'SurveyDataTransferRequest',
      [['SurveyQuestion', 1, 'Wie oft?', 'lesegewohnheit', [['SurveyAnswer', 11, 'Täglich', 'taeglich', null]]]],
      false,
    ]);
    expect(messageArray('SurveyDataTransferRequest')).toEqual(['SurveyDataTransferRequest', [], null]);
    expect(messageArray('SubscriptionLinkingCompleteResponse', { success: true })).toEqual([
      'SubscriptionLinkingCompleteResponse',
      null,
      true,
      [],
    ]);
    expect(messageArray('AnalyticsRequest', { event: 3 })).toEqual(['AnalyticsRequest', [], 3, [], []]);
    const context = messageArray('AnalyticsContext', { embedderOrigin: 'https://www.magazin.example', isLockedContent: true });
    expect(context).toHaveLength(20);
    expect(context.slice(12, 13)).toEqual([[]]);
    expect(context[18]).toBe(true);
  });
});

describe('payloadArray', () => {
  it('reads the array of a REQUEST or RESPONSE payload only', () => {
    expect(payloadArray({ RESPONSE: ['SmartBoxMessage', true] }, 'RESPONSE')).toEqual(['SmartBoxMessage', true]);
    expect(payloadArray({ RESPONSE: ['SmartBoxMessage', true] }, 'REQUEST')).toBeNull();
    expect(payloadArray({ REQUEST: 'x' }, 'REQUEST')).toBeNull();
    expect(payloadArray(null, 'REQUEST')).toBeNull();
  });
});

describe('what the client answers', () => {
  it('confirms survey data, hands over the publisher’s token when asked, and reports a loaded ad', () => {
    expect(clientReplyTo(['SurveyDataTransferRequest', [], false])).toEqual(['SurveyDataTransferResponse', true]);
    expect(clientReplyTo(['LinkingInfoResponse', true])).toEqual(['LinkSaveTokenRequest', null, PUBLISHER_LINK_TOKEN]);
    expect(clientReplyTo(['LinkingInfoResponse', false])).toBeNull();
    expect(clientReplyTo(['RewardedAdLoadAdRequest', '/1/ad'])).toEqual(['RewardedAdLoadAdResponse', true]);
    expect(clientReplyTo(['SkuSelectedResponse', 'x'])).toBeNull();
  });

  it('offers each request the client sends a page, each a full array', () => {
    expect(CLIENT_REQUESTS.map((request) => request.label)).toEqual([
      'CloseWindowRequest',
      'ToastCloseRequest',
      'EntitlementsResponse',
      'AccountCreationRequest',
      'LinkSaveTokenRequest',
      'SurveyDataTransferResponse',
      'RewardedAdLoadAdResponse',
      'AnalyticsRequest',
    ]);
    for (const request of CLIENT_REQUESTS) {
      expect(request.array[0]).toBe(request.label);
      expect(request.array, request.label).toHaveLength(MESSAGE_FIELDS[request.label].length + 1);
    }
    expect(CLIENT_REQUESTS.find((request) => request.label === 'ToastCloseRequest')?.array).toEqual(['ToastCloseRequest', true]);
    expect(CLIENT_REQUESTS.find((request) => request.label === 'AnalyticsRequest')?.array).toEqual([
      'AnalyticsRequest',
      [],
      3,
      ['AnalyticsEventMeta', 1, false, null],
      [],
    ]);
  });
});
