// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { analyticsContext, goesToFrame, readerContext, swgTransactionId } from '../../../../src/subscriptions/analytics/analytics-context';
import type { EntitlementsSet } from '../../../../src/subscriptions/model/types';
import {
  ACTION_PAYMENT_COMPLETE,
  ACTION_PAYMENT_FLOW_STARTED,
  EVENT_CUSTOM,
  EVENT_SUBSCRIPTION_STATE,
  IMPRESSION_PAYWALL,
} from '../../../../src/subscriptions/wire/analytics-event';
import type { PageConfig } from '../../../../src/subscriptions/model/types';

const pageConfig: PageConfig = {
  publicationId: 'magazin-example.de',
  productId: 'magazin-example.de:premium',
  label: 'premium',
  isLocked: true,
};

/** The test's window at `path`, with the referrer and canonical link the test chooses. */
function pageWindow(path: string, referrer: string, canonical?: string): Window {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  document.head.innerHTML = canonical ? `<link rel="canonical" href="${canonical}">` : '';
  return window;
}

describe('swgTransactionId (spec widget §9 "8 hex timestamp characters plus a random UUID-like string ending in .swg")', () => {
  it('is the last 8 hex digits of the time, then a version 4 UUID’s other groups, upper case, then .swg', () => {
    const now = 0x18c2a3b4c5d; // 11 hex digits: the first three are dropped
    const id = swgTransactionId(now, () => 0.999);
    expect(id).toBe('2A3B4C5D-FFFF-4FFF-BFFF-FFFFFFFFFFFF.swg');
    expect(swgTransactionId(now, () => 0)).toBe('2A3B4C5D-0000-4000-8000-000000000000.swg');
  });

  it('matches the provider’s shape for any draw', () => {
    for (let i = 0; i < 50; i++) {
      expect(swgTransactionId(Date.now(), Math.random)).toMatch(
        /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\.swg$/,
      );
    }
  });
});

describe('analyticsContext (spec widget §3 "Analytics context")', () => {
  it('names the transaction, the referring origin, the client version, the canonical url, the lock and the utm fields', () => {
    const win = pageWindow(
      '/artikel/?utm_source=newsletter&utm_medium=email&utm_campaign=mai#x',
      'https://www.suche.example/ergebnisse?q=1',
      'https://www.magazin.example/kanonisch/',
    );
    expect(analyticsContext(win, pageConfig, 'T.swg', 1_714_579_200_123)).toEqual({
      transactionId: 'T.swg',
      referringOrigin: 'https://www.suche.example',
      utmSource: 'newsletter',
      utmCampaign: 'mai',
      utmMedium: 'email',
      clientVersion: 'SwG 1.0.113',
      url: 'https://www.magazin.example/kanonisch/',
      isLockedContent: true,
      // The canonical link alone, and when the client was made.
      urlFromMarkup: 'https://www.magazin.example/kanonisch/',
      runtimeCreationTimestamp: { seconds: 1_714_579_200, nanos: 123_000_000 },
    });
  });

  it('without a referrer names the page’s own origin (as the provider resolves an empty address); absent utm fields are null; no canonical link: the address without its hash', () => {
    const context = analyticsContext(pageWindow('/a/?utm_source=#top', ''), { ...pageConfig, isLocked: false }, 'T', 0);
    expect(context).toMatchObject({
      referringOrigin: 'http://localhost:3000',
      utmSource: null,
      utmCampaign: null,
      utmMedium: null,
      url: 'http://localhost:3000/a/?utm_source=',
      // Without a canonical link the markup names no address: empty, as the provider's client sends it.
      urlFromMarkup: '',
      isLockedContent: false,
    });
  });
});

describe('readerContext (spec widget §3 "Analytics context: transactionId, sku, …"; readyToPay)', () => {
  const entitlements = (isReadyToPay: boolean): EntitlementsSet => ({
    service: 'subscribe.google.com',
    raw: '',
    entitlements: [],
    isReadyToPay,
    decryptedDocumentKey: null,
    product: null,
    from: 'network',
  });

  it('readyToPay is the latest entitlements’ isReadyToPay', () => {
    const ready = readerContext({}, { type: 'entitlements', payload: { entitlements: entitlements(true) } });
    expect(ready).toEqual({ readyToPay: true });
    expect(readerContext(ready, { type: 'entitlements', payload: { entitlements: entitlements(false) } })).toEqual({ readyToPay: false });
  });

  it('the sku: the old sku when a purchase replacing it starts, the bought sku once the payment completes', () => {
    const started = readerContext(
      { readyToPay: true },
      { type: 'flow-started', payload: { flow: 'subscribe', data: { skuId: 'plus_jaehrlich', oldSku: 'plus_monatlich' } } },
    );
    expect(started).toEqual({ readyToPay: true, sku: 'plus_monatlich' });
    const paid = readerContext(started, {
      type: 'analytics',
      payload: { eventType: ACTION_PAYMENT_COMPLETE, isFromUserAction: true, params: { sku: 'plus_jaehrlich' } },
    });
    expect(paid).toEqual({ readyToPay: true, sku: 'plus_jaehrlich' });
  });

  it('a new purchase, other flows and other events leave it as it is', () => {
    const reader = { sku: 'plus_monatlich' };
    expect(readerContext(reader, { type: 'flow-started', payload: { flow: 'subscribe', data: { skuId: 'plus_jaehrlich' } } })).toBe(reader);
    expect(readerContext(reader, { type: 'flow-started', payload: { flow: 'showOffers', data: { skus: ['*'], source: 'SwG' } } })).toBe(
      reader,
    );
    expect(
      readerContext(reader, {
        type: 'analytics',
        payload: { eventType: ACTION_PAYMENT_FLOW_STARTED, isFromUserAction: true, params: { sku: 'plus_jaehrlich' } },
      }),
    ).toBe(reader);
    expect(readerContext(reader, { type: 'entitlements-failed', payload: { reason: 'HTTP 500' } })).toBe(reader);
  });
});

describe('goesToFrame (which events the service frame hears)', () => {
  it.each([
    [{ eventType: IMPRESSION_PAYWALL, isFromUserAction: null }, false, true],
    [{ eventType: IMPRESSION_PAYWALL, isFromUserAction: null, originator: 'SWG_SERVER' as const }, false, true],
    [{ eventType: EVENT_SUBSCRIPTION_STATE, isFromUserAction: null }, true, false],
    [{ eventType: IMPRESSION_PAYWALL, isFromUserAction: null, originator: 'SHOWCASE_CLIENT' as const }, true, false],
    [{ eventType: EVENT_CUSTOM, isFromUserAction: true, originator: 'PUBLISHER_CLIENT' as const }, false, false],
    [{ eventType: EVENT_CUSTOM, isFromUserAction: true, originator: 'PUBLISHER_CLIENT' as const }, true, true],
    [{ eventType: EVENT_CUSTOM, isFromUserAction: true, originator: 'PROPENSITY_CLIENT' as const }, false, false],
    [{ eventType: EVENT_CUSTOM, isFromUserAction: true, originator: 'PROPENSITY_CLIENT' as const }, true, true],
  ])('%j with enableSwgAnalytics %s: %s', (event, enabled, expected) => {
    expect(goesToFrame(event, enabled)).toBe(expected);
  });
});
