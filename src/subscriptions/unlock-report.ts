/**
 * What the client tells the provider when an article was unlocked or walled (spec widget §7
 * "POST /publication/{id}/article"; §3 "Showcase events"): a consumed meter, or what the
 * publisher's own showcase paywall did. Pure: the body (the contract's JSON), the mapping of
 * showcase events to entitlement results, and the checks on the publisher's input.
 */
import { METERING_SOURCE, type Entitlement, type ShowcaseEvent } from './types';

/** The provider's EntitlementResult names (sent as protobuf JSON enum names). */
export type EntitlementResult = 'UNLOCKED_SUBSCRIBER' | 'UNLOCKED_FREE' | 'UNLOCKED_METER' | 'LOCKED_REGWALL' | 'LOCKED_PAYWALL' | 'INELIGIBLE_PAYWALL';

/** The provider's EntitlementSource names. */
export type EntitlementSource =
  | 'GOOGLE_SUBSCRIBER_ENTITLEMENT'
  | 'GOOGLE_SHOWCASE_METERING_SERVICE'
  | 'SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE'
  | 'PUBLISHER_ENTITLEMENT';

/** The POST body (contract: "our documented choice"). */
export interface UnlockReport {
  usedEntitlement: { source: string; jwt: string };
  clientEventTime: string;
  entitlementResult: EntitlementResult;
  entitlementSource: EntitlementSource;
  token: string;
  isUserRegistered: boolean | null;
  subscriptionTimestamp: number | null;
}

/** What a publisher passes to `setShowcaseEntitlement`. */
export interface PublisherEntitlement {
  entitlement: ShowcaseEvent;
  isUserRegistered: boolean | null;
  /** Unix seconds (milliseconds are accepted and converted). */
  subscriptionTimestamp: number | null;
}

/**
 * Which result each showcase event reports. "Meter offered" reports nothing: nothing was unlocked
 * or walled yet (the provider's client maps it to analytics events that have no result either).
 */
const SHOWCASE_RESULTS: Readonly<Record<ShowcaseEvent, EntitlementResult | null>> = {
  EVENT_SHOWCASE_METER_OFFERED: null,
  EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION: 'UNLOCKED_SUBSCRIBER',
  EVENT_SHOWCASE_UNLOCKED_BY_METER: 'UNLOCKED_METER',
  EVENT_SHOWCASE_UNLOCKED_FREE_PAGE: 'UNLOCKED_FREE',
  EVENT_SHOWCASE_NO_ENTITLEMENTS_REGWALL: 'LOCKED_REGWALL',
  EVENT_SHOWCASE_INELIGIBLE_PAYWALL: 'INELIGIBLE_PAYWALL',
  EVENT_SHOWCASE_NO_ENTITLEMENTS_PAYWALL: 'LOCKED_PAYWALL',
};

/** The metering client types of a meter's token: licensed (showcase) or metered by the provider. */
export const LICENSED_BY_GOOGLE = 1;
export const METERED_BY_GOOGLE = 2;

export const isShowcaseEvent = (value: unknown): value is ShowcaseEvent => typeof value === 'string' && Object.hasOwn(SHOWCASE_RESULTS, value);

export function showcaseResult(event: ShowcaseEvent): EntitlementResult | null {
  return SHOWCASE_RESULTS[event];
}

/** Unix seconds from seconds or milliseconds: below 1e11 is seconds (that is the year 5138), above is ms. */
export function toUnixSeconds(timestamp: number): number {
  return Math.floor(timestamp >= 1e11 ? timestamp / 1000 : timestamp);
}

/** The publisher's `setShowcaseEntitlement` argument, checked; an error names what is wrong. */
export function parsePublisherEntitlement(raw: unknown): { ok: true; value: PublisherEntitlement } | { ok: false; error: string } {
  if (typeof raw !== 'object' || raw === null) return { ok: false, error: 'setShowcaseEntitlement needs an object with an "entitlement" showcase event' };
  const record = raw as Record<string, unknown>;
  const event = record['entitlement'];
  if (!isShowcaseEvent(event)) return { ok: false, error: `setShowcaseEntitlement: unknown showcase event ${String(event)}` };
  const registered = record['isUserRegistered'];
  const timestamp = record['subscriptionTimestamp'];
  return {
    ok: true,
    value: {
      entitlement: event,
      isUserRegistered: typeof registered === 'boolean' ? registered : null,
      subscriptionTimestamp: typeof timestamp === 'number' && Number.isFinite(timestamp) && timestamp > 0 ? toUnixSeconds(timestamp) : null,
    },
  };
}

/** The report of a publisher's showcase event, or null for an event that reports nothing. */
export function showcaseReport(entitlement: PublisherEntitlement, gaaToken: string, nowMs: number): UnlockReport | null {
  const result = showcaseResult(entitlement.entitlement);
  if (result === null) return null;
  return {
    // The publisher's own paywall used no provider entitlement.
    usedEntitlement: { source: '', jwt: '' },
    clientEventTime: new Date(nowMs).toISOString(),
    entitlementResult: result,
    entitlementSource: 'PUBLISHER_ENTITLEMENT',
    token: gaaToken,
    isUserRegistered: entitlement.isUserRegistered,
    subscriptionTimestamp: entitlement.subscriptionTimestamp,
  };
}

/** The meter's client type from its token contents (`metering.clientType`), or null. */
function meterClientType(entitlement: Entitlement): number | null {
  const metering = entitlement.subscriptionTokenContents?.['metering'];
  if (typeof metering !== 'object' || metering === null) return null;
  const clientType = (metering as Record<string, unknown>)['clientType'];
  return typeof clientType === 'number' ? clientType : null;
}

/**
 * The report of a consumed meter. A meter the provider runs itself (METERED_BY_GOOGLE) is reported
 * as such; a licensed (showcase) meter only with a valid showcase token, since the provider counts
 * it against that link (the provider's client skips the report otherwise, and so do we: null).
 */
export function meterReport(entitlement: Entitlement, gaaToken: string | null, nowMs: number): UnlockReport | null {
  if (entitlement.source !== METERING_SOURCE) return null;
  let source: EntitlementSource;
  let token = '';
  if (meterClientType(entitlement) === METERED_BY_GOOGLE) {
    source = 'SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE';
  } else if (gaaToken) {
    source = 'GOOGLE_SHOWCASE_METERING_SERVICE';
    token = gaaToken;
  } else {
    return null;
  }
  return {
    usedEntitlement: { source: entitlement.source, jwt: entitlement.subscriptionToken },
    clientEventTime: new Date(nowMs).toISOString(),
    entitlementResult: 'UNLOCKED_METER',
    entitlementSource: source,
    token,
    isUserRegistered: null,
    subscriptionTimestamp: null,
  };
}
