/**
 * The event the provider's client logs by itself for each entitlements answer it hands the page
 * (its EntitlementsManager.onEntitlementsFetched_): nothing for this page, a Google meter, or an
 * unlock by a subscription (by the crawler's privileged source), the latter with the reader
 * registered and the subscription's time. Pure, so the rule is tested on its own.
 */
import type { AnalyticsPayload } from '../events/event-bus';
import { entitlementFor } from '../entitlements/entitlements-model';
import { METERING_SOURCE, PRIVILEGED_SOURCE, type EntitlementsSet } from '../model/types';
import {
  EVENT_HAS_METERING_ENTITLEMENTS,
  EVENT_NO_ENTITLEMENTS,
  EVENT_UNLOCKED_BY_SUBSCRIPTION,
  EVENT_UNLOCKED_FOR_CRAWLER,
} from '../wire/analytics-event';

export function entitlementsEvent(set: EntitlementsSet): AnalyticsPayload {
  const entitlement = entitlementFor(set, set.product);
  if (!entitlement) return { eventType: EVENT_NO_ENTITLEMENTS, isFromUserAction: false };
  if (entitlement.source === METERING_SOURCE) return { eventType: EVENT_HAS_METERING_ENTITLEMENTS, isFromUserAction: false };
  const stamp = entitlement.subscriptionTimestamp;
  return {
    eventType: entitlement.source === PRIVILEGED_SOURCE ? EVENT_UNLOCKED_FOR_CRAWLER : EVENT_UNLOCKED_BY_SUBSCRIPTION,
    isFromUserAction: false,
    params: { isUserRegistered: true, ...(stamp ? { subscriptionTimestamp: { seconds: stamp, nanos: 0 } } : {}) },
  };
}
