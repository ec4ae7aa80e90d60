import { describe, expect, it } from 'vitest';
import { entitlementsEvent } from '../../../../src/subscriptions/analytics/entitlements-event';
import type { Entitlement, EntitlementsSet } from '../../../../src/subscriptions/model/types';
import {
  EVENT_HAS_METERING_ENTITLEMENTS,
  EVENT_NO_ENTITLEMENTS,
  EVENT_UNLOCKED_BY_SUBSCRIPTION,
  EVENT_UNLOCKED_FOR_CRAWLER,
} from '../../../../src/subscriptions/wire/analytics-event';

const entitlement = (source: string, products: string[], subscriptionTimestamp: number | null = null): Entitlement => ({
  source,
  products,
  subscriptionToken: 't',
  subscriptionTokenContents: null,
  readerId: null,
  subscriptionTimestamp,
});
const set = (entitlements: Entitlement[], product = 'magazin.example:premium'): EntitlementsSet => ({
  service: 'subscribe.google.com',
  raw: '',
  entitlements,
  isReadyToPay: false,
  decryptedDocumentKey: null,
  product,
  from: 'network',
});

describe('entitlementsEvent (the provider’s EntitlementsManager.onEntitlementsFetched_)', () => {
  it('nothing for this page: EVENT_NO_ENTITLEMENTS (an entitlement of another product does not count)', () => {
    expect(entitlementsEvent(set([]))).toEqual({ eventType: EVENT_NO_ENTITLEMENTS, isFromUserAction: false });
    expect(entitlementsEvent(set([entitlement('google', ['radio.example:plus'])]))).toEqual({
      eventType: EVENT_NO_ENTITLEMENTS,
      isFromUserAction: false,
    });
  });

  it('a Google meter: EVENT_HAS_METERING_ENTITLEMENTS, without parameters', () => {
    expect(entitlementsEvent(set([entitlement('google:metering', ['magazin.example:premium'])]))).toEqual({
      eventType: EVENT_HAS_METERING_ENTITLEMENTS,
      isFromUserAction: false,
    });
  });

  it('a subscription: EVENT_UNLOCKED_BY_SUBSCRIPTION, the reader registered, with the subscription’s time when it has one', () => {
    expect(entitlementsEvent(set([entitlement('google', ['magazin.example:*'], 1_714_579_200)]))).toEqual({
      eventType: EVENT_UNLOCKED_BY_SUBSCRIPTION,
      isFromUserAction: false,
      params: { isUserRegistered: true, subscriptionTimestamp: { seconds: 1_714_579_200, nanos: 0 } },
    });
    expect(entitlementsEvent(set([entitlement('magazin.example', ['magazin.example:premium'])])).params).toEqual({
      isUserRegistered: true,
    });
  });

  it('the crawler’s privileged source: EVENT_UNLOCKED_FOR_CRAWLER', () => {
    expect(entitlementsEvent(set([entitlement('privileged', ['magazin.example:premium'])])).eventType).toBe(EVENT_UNLOCKED_FOR_CRAWLER);
  });
});
