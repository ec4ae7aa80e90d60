import { describe, expect, it } from 'vitest';
import { unsignedJwt } from '../../../../harness/mocks/provider-jwt';
import { decodeJwt } from '../../../../src/subscriptions/model/jwt';
import {
  entitlementsRequest,
  isShowcaseEvent,
  meterReport,
  parsePublisherEntitlement,
  showcaseReport,
  showcaseResult,
  toMilliseconds,
} from '../../../../src/subscriptions/entitlements/unlock-report';
import { EntitlementsRequest } from '../../../../src/subscriptions/wire/api-messages';
import { formBody } from '../../../../src/subscriptions/wire/form-body';
import type { Entitlement, ShowcaseEvent } from '../../../../src/subscriptions/model/types';
import { describeFailure, pageShowcaseToken } from '../../../../src/subscriptions/entitlements/unlock-reporter';

const NOW = Date.UTC(2024, 4, 2, 6, 0, 0);

function meter(clientType: number | null): Entitlement {
  const token = clientType === null ? 'plain-token' : unsignedJwt({ metering: { clientType } });
  return {
    source: 'google:metering',
    products: ['magazin.example:premium'],
    subscriptionToken: token,
    subscriptionTokenContents: clientType === null ? null : decodeJwt(token).payload,
    subscriptionTimestamp: null,
    readerId: null,
  };
}

describe('unlock reports', () => {
  it.each<[ShowcaseEvent, string | null]>([
    ['EVENT_SHOWCASE_METER_OFFERED', null],
    ['EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION', 'UNLOCKED_SUBSCRIBER'],
    ['EVENT_SHOWCASE_UNLOCKED_BY_METER', 'UNLOCKED_METER'],
    ['EVENT_SHOWCASE_UNLOCKED_FREE_PAGE', 'UNLOCKED_FREE'],
    ['EVENT_SHOWCASE_NO_ENTITLEMENTS_REGWALL', 'LOCKED_REGWALL'],
    ['EVENT_SHOWCASE_INELIGIBLE_PAYWALL', 'INELIGIBLE_PAYWALL'],
    ['EVENT_SHOWCASE_NO_ENTITLEMENTS_PAYWALL', 'LOCKED_PAYWALL'],
  ])('maps %s to %s', (event, result) => {
    expect(isShowcaseEvent(event)).toBe(true);
    expect(showcaseResult(event)).toBe(result);
  });

  it('knows only the spec’s showcase events', () => {
    expect(isShowcaseEvent('EVENT_SHOWCASE_MADE_UP')).toBe(false);
    expect(isShowcaseEvent('toString')).toBe(false);
  });

  it('reads the publisher’s entitlement, its timestamp in milliseconds', () => {
    expect(
      parsePublisherEntitlement({
        entitlement: 'EVENT_SHOWCASE_UNLOCKED_FREE_PAGE',
        isUserRegistered: true,
        subscriptionTimestamp: 1_704_067_200_123,
      }),
    ).toEqual({
      ok: true,
      value: { entitlement: 'EVENT_SHOWCASE_UNLOCKED_FREE_PAGE', isUserRegistered: true, subscriptionTimestampMs: 1_704_067_200_123 },
    });
    expect(
      parsePublisherEntitlement({
        entitlement: 'EVENT_SHOWCASE_UNLOCKED_FREE_PAGE',
        isUserRegistered: 'yes',
        subscriptionTimestamp: 'soon',
      }),
    ).toMatchObject({
      ok: true,
      value: { isUserRegistered: null, subscriptionTimestampMs: null },
    });
    expect(parsePublisherEntitlement(null)).toEqual({
      ok: false,
      error: 'setShowcaseEntitlement needs an object with an "entitlement" showcase event',
    });
  });

  it('takes a publisher’s timestamp in seconds, milliseconds or microseconds, told apart by size as the provider’s client does', () => {
    expect(toMilliseconds(1_704_067_200)).toBe(1_704_067_200_000);
    expect(toMilliseconds(1_704_067_200_123)).toBe(1_704_067_200_123);
    expect(toMilliseconds(1_704_067_200_123_456)).toBe(1_704_067_200_123);
    expect(toMilliseconds(99_999_999_999)).toBe(99_999_999_999_000);
    expect(toMilliseconds(100_000_000_000)).toBe(100_000_000_000);
  });

  it('builds the showcase report: no provider entitlement, the publisher as source', () => {
    expect(
      showcaseReport(
        { entitlement: 'EVENT_SHOWCASE_NO_ENTITLEMENTS_REGWALL', isUserRegistered: false, subscriptionTimestampMs: null },
        'n0nce',
        NOW,
      ),
    ).toEqual({
      usedEntitlement: null,
      clientEventTimeMs: NOW,
      entitlementResult: 'LOCKED_REGWALL',
      entitlementSource: 'PUBLISHER_ENTITLEMENT',
      token: 'n0nce',
      isUserRegistered: false,
      subscriptionTimestampMs: null,
    });
    expect(
      showcaseReport({ entitlement: 'EVENT_SHOWCASE_METER_OFFERED', isUserRegistered: null, subscriptionTimestampMs: null }, 'n0nce', NOW),
    ).toBeNull();
  });

  it('sends a report as the provider’s EntitlementsRequest form body', () => {
    const showcase = showcaseReport(
      { entitlement: 'EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION', isUserRegistered: true, subscriptionTimestampMs: 1_665_445_119_250 },
      'n0nce',
      1_600_389_016_959,
    );
    const meter2 = meterReport(meter(2), null, 1_600_389_016_959);
    if (!showcase || !meter2) throw new Error('expected two reports');
    // An empty used entitlement goes as [null,null]; times as [seconds, nanos]; source before result.
    expect(formBody(EntitlementsRequest, entitlementsRequest(showcase))).toBe(
      'f.req=[[null,null],[1600389016,959000000],3001,1001,"n0nce",true,[1665445119,250000000]]',
    );
    expect(formBody(EntitlementsRequest, entitlementsRequest(meter2))).toBe(
      `f.req=[["${meter(2).subscriptionToken}","google:metering"],[1600389016,959000000],2002,1003,"",null,[]]`,
    );
  });

  it('reports a meter the provider runs without a showcase token, a licensed one only with it', () => {
    expect(meterReport(meter(2), null, NOW)).toMatchObject({
      entitlementSource: 'SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE',
      token: '',
      entitlementResult: 'UNLOCKED_METER',
    });
    expect(meterReport(meter(1), 'n0nce', NOW)).toMatchObject({ entitlementSource: 'GOOGLE_SHOWCASE_METERING_SERVICE', token: 'n0nce' });
    expect(meterReport(meter(1), null, NOW)).toBeNull();
    expect(meterReport(meter(null), null, NOW)).toBeNull();
    expect(meterReport({ ...meter(2), source: 'google' }, 'n0nce', NOW)).toBeNull();
    expect(meterReport(meter(2), null, NOW)?.usedEntitlement).toEqual({ source: 'google:metering', jwt: meter(2).subscriptionToken });
  });
});

describe('unlock reporter helpers', () => {
  it('describes a failure without the query (the reader token) and without the body', () => {
    const url = 'https://news.google.com/swg/_/api/v1/publication/p/article?sut=secret';
    expect(describeFailure({ kind: 'status', url, status: 502 })).toBe(
      'HTTP 502: https://news.google.com/swg/_/api/v1/publication/p/article',
    );
    expect(describeFailure({ kind: 'bad-json', url, message: 'Unexpected token < in "<script>"' })).toBe(
      'malformed JSON (not JSON): https://news.google.com/swg/_/api/v1/publication/p/article',
    );
  });

  it('finds the showcase token only on secure pages with fresh parameters', () => {
    const query = '?gaa_at=na&gaa_n=n0nce&gaa_sig=s&gaa_ts=7fffffff';
    expect(pageShowcaseToken(new URL(`https://www.magazin.example/a${query}`), NOW, true)).toBe('n0nce');
    expect(pageShowcaseToken(new URL(`https://www.magazin.example/a${query}`), NOW, false)).toBeNull();
    expect(pageShowcaseToken(new URL(`http://www.magazin.example/a${query}`), NOW, true)).toBeNull();
    expect(pageShowcaseToken(new URL(`http://127.0.0.1:4173/pages/x${query}`), NOW, true)).toBe('n0nce');
  });
});
