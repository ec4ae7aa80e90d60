/**
 * The provider's messages, checked against literals from the provider's own client tests
 * (subscriptions-project/swg-js): its url-test's AnalyticsRequest, its fetcher-test's
 * AnalyticsContext body, its entitlements-manager-test's unlock pingback. Where its tests have no
 * literal, the expected arrays are written out from its api_messages field lists.
 */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_LISTING as AnalyticsEvent } from '../../../../harness/mocks/analytics-event-listing';
import * as events from '../../../../src/subscriptions/wire/analytics-event';
import {
  AnalyticsContext,
  AnalyticsRequest,
  AudienceActivityClientLogsRequest,
  FinishedLoggingResponse,
} from '../../../../src/subscriptions/wire/analytics-messages';
import {
  AlreadySubscribedResponse,
  CompleteAudienceActionResponse,
  EntitlementsRequest,
  RewardedAdAlternateActionRequest,
  RewardedAdLoadAdRequest,
  RewardedAdLoadAdResponse,
  RewardedAdViewAdRequest,
  SkuSelectedResponse,
  timestampOf,
} from '../../../../src/subscriptions/wire/api-messages';
import { EntitlementResult, EntitlementSource, EventOriginator, ReaderSurfaceType } from '../../../../src/subscriptions/wire/enums';
import { fromArray } from '../../../../src/subscriptions/wire/decode';
import { formBody } from '../../../../src/subscriptions/wire/form-body';
import { toArray } from '../../../../src/subscriptions/wire/message';
import { SurveyDataTransferRequest } from '../../../../src/subscriptions/wire/survey-messages';

describe('provider messages', () => {
  it('EntitlementsRequest: the consumed-meter pingback of the provider’s client, byte for byte', () => {
    // entitlements-manager-test: MOCK_TIME_ARRAY [1600389016, 959000000], jwt 'token1', source google:metering, no gaa token.
    const pingback = {
      usedEntitlement: { jwt: 'token1', source: 'google:metering' },
      clientEventTime: timestampOf(1_600_389_016_959),
      entitlementSource: EntitlementSource.SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE,
      entitlementResult: EntitlementResult.UNLOCKED_METER,
      token: '',
    };
    expect(formBody(EntitlementsRequest, pingback)).toBe(
      'f.req=[["token1","google:metering"],[1600389016,959000000],2002,1003,"",null,[]]',
    );
    expect(toArray(EntitlementsRequest, pingback)).toEqual([
      'EntitlementsRequest',
      ['EntitlementJwt', 'token1', 'google:metering'],
      ['Timestamp', 1600389016, 959000000],
      2002,
      1003,
      '',
      null,
      [],
    ]);
  });

  it('AnalyticsContext: the fetcher-test body, absent timestamps as []', () => {
    const context = fromArray(AnalyticsContext, [
      'AnalyticsContext',
      'embed',
      'tx',
      'refer',
      'utmS',
      'utmC',
      'utmM',
      'sku',
      true,
      [],
      'version',
      'baseUrl',
    ]);
    if (!context.ok) throw new Error(context.error);
    expect(formBody(AnalyticsContext, context.value)).toBe(
      'f.req=["embed","tx","refer","utmS","utmC","utmM","sku",true,[],"version","baseUrl",[],null,null,[],[],[],null,null]',
    );
  });

  it('AnalyticsRequest: the url-test message, with and without labels', () => {
    // The url-test's literal puts integrationVersion '1.4' where readerSurfaceType goes and the
    // reverse, and labels the Duration as a Timestamp; the provider's decoder does not check types,
    // ours does, so the fields are given here in their own places.
    const withoutLabels = [
      [
        'embed',
        'tx',
        'refer',
        'utmS',
        'utmC',
        'utmM',
        'sku',
        true,
        ['exp1', 'exp2'],
        'version',
        'baseUrl',
        [12345, 0],
        1,
        '1.4',
        [11111, 0],
        [22222, 0],
        [100, 0],
        false,
        'baseUrl',
      ],
      11,
      [1, true, null],
      [
        'smartbox',
        'gpay',
        false,
        'sku',
        'othertxid',
        true,
        'subscriptions',
        [12345, 0],
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    ];
    const request = fromArray(AnalyticsRequest, withoutLabels, false);
    if (!request.ok) throw new Error(request.error);
    expect(request.value.event).toBe(AnalyticsEvent.IMPRESSION_PAGE_LOAD);
    expect(request.value.context?.readerSurfaceType).toBe(ReaderSurfaceType.READER_SURFACE_WORDPRESS);
    expect(request.value.context?.loadEventStartDelay).toEqual({ seconds: 22222, nanos: 0 });
    expect(request.value.meta).toEqual({ eventOriginator: EventOriginator.SWG_CLIENT, isFromUserAction: true, configurationId: null });
    expect(toArray(AnalyticsRequest, request.value, false)).toEqual(withoutLabels);
    const labelled = toArray(AnalyticsRequest, request.value);
    expect(labelled).toEqual([
      'AnalyticsRequest',
      [
        'AnalyticsContext',
        ...['embed', 'tx', 'refer', 'utmS', 'utmC', 'utmM', 'sku', true, ['exp1', 'exp2'], 'version', 'baseUrl'],
        ['Timestamp', 12345, 0],
        1,
        '1.4',
        ['Timestamp', 11111, 0],
        ['Duration', 22222, 0],
        ['Timestamp', 100, 0],
        false,
        'baseUrl',
      ],
      11,
      ['AnalyticsEventMeta', 1, true, null],
      [
        'EventParams',
        'smartbox',
        'gpay',
        false,
        'sku',
        'othertxid',
        true,
        'subscriptions',
        ['Timestamp', 12345, 0],
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    ]);
    expect(fromArray(AnalyticsRequest, labelled)).toEqual(request);
  });

  it('nested repeated messages (survey answers) and the small responses', () => {
    const survey = {
      surveyQuestions: [
        {
          questionId: 1,
          questionText: 'Wie alt?',
          questionCategory: 'AGE',
          surveyAnswers: [{ answerId: 2, answerText: '30-39', answerCategory: 'AGE_30', ppsValue: 'pps-2' }],
        },
      ],
      storePpsInLocalStorage: true,
    };
    expect(toArray(SurveyDataTransferRequest, survey, false)).toEqual([[[1, 'Wie alt?', 'AGE', [[2, '30-39', 'AGE_30', 'pps-2']]]], true]);
    expect(toArray(SurveyDataTransferRequest, survey)).toEqual([
      'SurveyDataTransferRequest',
      [['SurveyQuestion', 1, 'Wie alt?', 'AGE', [['SurveyAnswer', 2, '30-39', 'AGE_30', 'pps-2']]]],
      true,
    ]);
    expect(toArray(AudienceActivityClientLogsRequest, { event: AnalyticsEvent.IMPRESSION_PAYWALL })).toEqual([
      'AudienceActivityClientLogsRequest',
      1,
    ]);
    expect(fromArray(AlreadySubscribedResponse, ['AlreadySubscribedResponse', true, false])).toEqual({
      ok: true,
      value: { subscriberOrMember: true, linkRequested: false },
    });
    expect(toArray(SkuSelectedResponse, { sku: 'sku1', oneTime: true, anonymous: false })).toEqual([
      'SkuSelectedResponse',
      'sku1',
      null,
      true,
      null,
      null,
      null,
      false,
      null,
    ]);
    expect(
      fromArray(CompleteAudienceActionResponse, ['CompleteAudienceActionResponse', 'sut-2', true, 'leser@example.de', false]),
    ).toMatchObject({
      ok: true,
      value: {
        swgUserToken: 'sut-2',
        actionCompleted: true,
        userEmail: 'leser@example.de',
        alreadyCompleted: false,
        displayName: null,
        termsAndConditionsConsent: null,
      },
    });
  });

  it('the rewarded ad: one field each, as the provider’s client reads and writes them', () => {
    expect(fromArray(RewardedAdLoadAdRequest, ['RewardedAdLoadAdRequest', '/6355419/magazin_example/rewarded'])).toEqual({
      ok: true,
      value: { adUnit: '/6355419/magazin_example/rewarded' },
    });
    expect(fromArray(RewardedAdViewAdRequest, ['RewardedAdViewAdRequest', null])).toEqual({ ok: true, value: { adUnit: null } });
    expect(fromArray(RewardedAdAlternateActionRequest, ['RewardedAdAlternateActionRequest', null])).toEqual({
      ok: true,
      value: { unused: null },
    });
    expect(toArray(RewardedAdLoadAdResponse, { success: false })).toEqual(['RewardedAdLoadAdResponse', false]);
  });

  it('splits milliseconds into a Timestamp as the provider’s client does', () => {
    expect(timestampOf(1_600_389_016_959)).toEqual({ seconds: 1_600_389_016, nanos: 959_000_000 });
    expect(timestampOf(0)).toEqual({ seconds: 0, nanos: 0 });
  });

  it('keeps the provider’s enum numbers, each once', () => {
    expect([EntitlementResult.UNLOCKED_SUBSCRIBER, EntitlementResult.UNLOCKED_METER, EntitlementResult.INELIGIBLE_PAYWALL]).toEqual([
      1001, 1003, 2003,
    ]);
    expect([EntitlementSource.GOOGLE_SHOWCASE_METERING_SERVICE, EntitlementSource.PUBLISHER_ENTITLEMENT]).toEqual([2001, 3001]);
    expect([
      AnalyticsEvent.ACTION_PAY_PAYMENT_FLOW_STARTED,
      AnalyticsEvent.EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR,
      AnalyticsEvent.EVENT_SUBSCRIPTION_STATE,
    ]).toEqual([1090, 3059, 4000]);
    const numbers = Object.values(AnalyticsEvent);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(263);
  });

  it('the bundle’s event constants are the provider’s listing, and isAnalyticsEvent knows exactly its numbers', () => {
    const { isAnalyticsEvent, ...constants } = events;
    expect(constants).toEqual(AnalyticsEvent);
    for (const number of Object.values(AnalyticsEvent)) expect(isAnalyticsEvent(number), String(number)).toBe(true);
    for (const outside of [-1, 68, 999, 1095, 2011, 3079, 4001, 5009, 1.5, '1', null])
      expect(isAnalyticsEvent(outside), String(outside)).toBe(false);
  });
});

// The answers the service frame sends are the provider's FinishedLoggingResponse.
it('FinishedLoggingResponse is the provider’s message', () => {
  expect(toArray(FinishedLoggingResponse, { complete: true })).toEqual(['FinishedLoggingResponse', true, null]);
});
