import { describe, expect, it } from 'vitest';
import {
  addQueryParam,
  adsCookieId,
  propensityScore,
  publisherEventName,
  readPropensityType,
  readPublisherEvent,
  readSubscriptionState,
} from '../../../../src/subscriptions/propensity/publisher-events';
import {
  ACTION_OFFER_SELECTED,
  ACTION_PAYMENT_COMPLETE,
  ACTION_PAYMENT_FLOW_STARTED,
  EVENT_CUSTOM,
  IMPRESSION_OFFERS,
  IMPRESSION_PAYWALL,
  IMPRESSION_SWG_BUTTON,
} from '../../../../src/subscriptions/wire/analytics-event';

describe('readSubscriptionState (spec magazine §5 "Propensity")', () => {
  it.each([
    ['unknown', undefined, { state: 'unknown', productsOrSkus: null }],
    ['non_subscriber', undefined, { state: 'non_subscriber', productsOrSkus: null }],
    [
      'subscriber',
      { product: ['magazin.example:premium'] },
      { state: 'subscriber', productsOrSkus: '{"product":["magazin.example:premium"]}' },
    ],
    ['past_subscriber', { product: [] }, { state: 'past_subscriber', productsOrSkus: '{"product":[]}' }],
  ])('%s with %j', (state, products, report) => {
    expect(readSubscriptionState(state, products)).toEqual(report);
  });

  it.each([
    ['SUBSCRIBER', undefined, 'Invalid subscription state provided'],
    [undefined, undefined, 'Invalid subscription state provided'],
    ['subscriber', undefined, 'Entitlements must be provided for users with active or expired subscriptions'],
    ['past_subscriber', null, 'Entitlements must be provided for users with active or expired subscriptions'],
    ['subscriber', 'magazin.example:premium', 'Entitlements must be an Object'],
    ['non_subscriber', ['a'], 'Entitlements must be an Object'],
  ])('%s with %j: %s', (state, products, message) => {
    expect(() => readSubscriptionState(state, products)).toThrow(new Error(message));
  });
});

describe('readPublisherEvent', () => {
  it('maps the publisher’s names to the analytics events, with data and is_active', () => {
    expect(readPublisherEvent({ name: 'paywall', active: false })).toEqual({
      eventType: IMPRESSION_PAYWALL,
      isFromUserAction: false,
      params: { is_active: false },
    });
    expect(readPublisherEvent({ name: 'offer_selected', active: true, data: { sku: 'abo' } })).toEqual({
      eventType: ACTION_OFFER_SELECTED,
      isFromUserAction: true,
      params: { sku: 'abo', is_active: true },
    });
    expect(readPublisherEvent({ name: 'custom', data: { campaign: 'x' } })).toEqual({
      eventType: EVENT_CUSTOM,
      isFromUserAction: null,
      params: { campaign: 'x' },
    });
    expect(readPublisherEvent({ name: 'payment_complete', active: null })).toEqual({
      eventType: ACTION_PAYMENT_COMPLETE,
      isFromUserAction: null,
      params: null,
    });
  });

  it.each([
    [{ name: 'clicked' }, 'Invalid user event provided(clicked)'],
    [{ name: 'toString' }, 'Invalid user event provided(toString)'],
    [{}, 'Invalid user event provided(undefined)'],
    ['paywall', 'Invalid user event provided(undefined)'],
    [{ name: 'paywall', data: 'x' }, 'Event data must be an Object(x)'],
    [{ name: 'paywall', data: [1] }, 'Event data must be an Object(1)'],
    [{ name: 'paywall', active: 'yes' }, 'Event active must be a boolean'],
    [{ name: 'paywall', active: 0 }, 'Event active must be a boolean'],
  ])('%j: %s', (event, message) => {
    expect(() => readPublisherEvent(event)).toThrow(new Error(message));
  });

  it('as the provider’s isObject: a date is no object; no event at all is its TypeError', () => {
    const date = new Date(0);
    expect(() => readPublisherEvent({ name: 'paywall', data: date })).toThrow(new Error(`Event data must be an Object(${String(date)})`));
    expect(readPublisherEvent({ name: 'paywall', data: Object.create(null) as object })).toMatchObject({ params: {} });
    expect(() => readPublisherEvent(null)).toThrow(TypeError);
    expect(() => readPublisherEvent(undefined)).toThrow(TypeError);
  });

  it('names the analytics events propensity takes, and no others', () => {
    expect(publisherEventName(IMPRESSION_OFFERS)).toBe('offers_shown');
    expect(publisherEventName(ACTION_PAYMENT_FLOW_STARTED)).toBe('payment_flow_start');
    expect(publisherEventName(IMPRESSION_SWG_BUTTON)).toBeNull();
  });
});

describe('readPropensityType', () => {
  it('is general by default, paywall when asked, and nothing else', () => {
    expect(readPropensityType(undefined)).toBe('general');
    expect(readPropensityType('paywall')).toBe('paywall');
    expect(() => readPropensityType('sales')).toThrow(new Error('Invalid propensity type requested'));
  });

  it.each([undefined, null, '', 0, false])('%j (falsy, the provider’s `if (type && …)`): general', (type) => {
    expect(readPropensityType(type)).toBe('general');
  });

  it.each(['premium', 'GENERAL', 1, true, {}, ['paywall']])('%j: Invalid propensity type requested', (type) => {
    expect(() => readPropensityType(type)).toThrow(new Error('Invalid propensity type requested'));
  });
});

describe('propensityScore (the /subopt/pts answer)', () => {
  it('gives each product its score, bucketed when score_type is 2, or its error', () => {
    expect(
      propensityScore({
        header: { ok: true },
        scores: [
          { product: 'magazin.example', score: 42, score_type: 2 },
          { product: 'magazin.example:premium', score: 0.7, score_type: 1 },
          { product: 'magazin.example:basic', error_message: 'not enough data' },
        ],
      }),
    ).toEqual({
      header: { ok: true },
      body: {
        scores: [
          { product: 'magazin.example', score: { value: 42, bucketed: true } },
          { product: 'magazin.example:premium', score: { value: 0.7, bucketed: false } },
          { product: 'magazin.example:basic', error: 'not enough data' },
        ],
      },
    });
  });

  it('reports the provider’s error, a missing header, and nothing for an ok answer without scores', () => {
    expect(propensityScore({ header: { ok: false }, error: 'publication not enabled' })).toEqual({
      header: { ok: false },
      body: { error: 'publication not enabled' },
    });
    expect(propensityScore({ scores: [] })).toEqual({ header: { ok: false }, body: { error: 'No valid response' } });
    expect(propensityScore('<html>')).toEqual({ header: { ok: false }, body: { error: 'No valid response' } });
    expect(propensityScore({ header: { ok: true }, scores: [] })).toBeNull();
  });

  it('reads values as they come, as parsePropensityResponse_ does', () => {
    // A truthy score of any type is a score; score_type is compared with `== 2`; 0 is no score.
    expect(
      propensityScore({
        header: { ok: 1 },
        scores: [{ product: 'a', score: '7', score_type: '2' }, { product: 'b', score: 0, error_message: 'none' }, { product: 'c' }],
      }),
    ).toEqual({
      header: { ok: true },
      body: {
        scores: [
          { product: 'a', score: { value: '7', bucketed: true } },
          { product: 'b', error: 'none' },
          { product: 'c', error: undefined },
        ],
      },
    });
    expect(propensityScore({ header: true })).toEqual({ header: { ok: false }, body: { error: undefined } });
    expect(propensityScore({ header: false, error: 'x' })).toEqual({ header: { ok: false }, body: { error: 'No valid response' } });
    expect(propensityScore(42)).toEqual({ header: { ok: false }, body: { error: 'No valid response' } });
  });

  it('throws the TypeError where the provider’s parsing fails: null, ok without scores, a null entry', () => {
    expect(() => propensityScore(null)).toThrow(TypeError);
    expect(() => propensityScore({ header: { ok: true } })).toThrow(TypeError);
    expect(() => propensityScore({ header: { ok: true }, scores: [null] })).toThrow(TypeError);
  });

  it('hands hostile text over unchanged, as data', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(propensityScore({ header: { ok: true }, scores: [{ product: hostile, error_message: hostile }] })).toEqual({
      header: { ok: true },
      body: { scores: [{ product: hostile, error: hostile }] },
    });
  });
});

describe('addQueryParam (the provider’s utils/url.ts)', () => {
  it('adds ? or &, encodes name and value, keeps a fragment last', () => {
    expect(addQueryParam('https://a.example/p', 'u_tz', '240')).toBe('https://a.example/p?u_tz=240');
    expect(addQueryParam('https://a.example/p?', 'v', '1')).toBe('https://a.example/p?v=1');
    expect(addQueryParam('https://a.example/p?x=1', 'cookie', 'ID%3Da')).toBe('https://a.example/p?x=1&cookie=ID%253Da');
    expect(addQueryParam('https://a.example/p?ref=https://b.example/#top', 'cdm', 'a b&c')).toBe(
      'https://a.example/p?ref=https://b.example/&cdm=a%20b%26c#top',
    );
  });
});

describe('adsCookieId', () => {
  it('reads __gads, encoded, and nothing else', () => {
    expect(adsCookieId('a=1; __gads=ID=abc:T=1; b=2')).toBe('ID%3Dabc%3AT%3D1');
    expect(adsCookieId('__gads_other=1; x__gads=2')).toBeNull();
    expect(adsCookieId('')).toBeNull();
  });
});
