/**
 * The toast after an unlock (spec §2 `/toastiframe` "also shown with a source parameter after a
 * subscription unlock"): when fetched entitlements enable the page through a subscription (any
 * source but the meter), the provider's toast tells the reader why the article is open, once per
 * session: the publisher's `entitlements.ack()` marks it as shown. Metering has its own toast.
 */
import { entitlementFor } from './entitlements-model';
import { METERING_SOURCE, type EntitlementsSet } from '../model/types';

/** Pure: the source the toast names, or null when no toast is due for this set. */
export function unlockToastSource(set: EntitlementsSet, alreadyShown: boolean): string | null {
  if (alreadyShown) return null;
  const entitlement = entitlementFor(set, set.product);
  if (!entitlement || entitlement.source === METERING_SOURCE) return null;
  return entitlement.source || METERING_SOURCE;
}
