/**
 * What the client tells the provider when an article was unlocked or walled (spec widget §7
 * "POST /publication/{id}/article"; §3 "Showcase events"): a consumed meter, or what the
 * publisher's own showcase paywall did. Pure: the report, its wire form (the provider's
 * EntitlementsRequest, wire/api-messages.ts), the mapping of showcase events to entitlement
 * results, and the checks on the publisher's input.
 */
import { METERING_SOURCE, type Entitlement, type ShowcaseEvent } from '../model/types';
import { timestampOf, type EntitlementsRequest } from '../wire/api-messages';
import { EntitlementResult, EntitlementSource } from '../wire/enums';
import type { InputOf } from '../wire/message';

/** The results a report names (the provider's EntitlementResult, by name; the wire carries its number). */
export type EntitlementResultName = Exclude<keyof typeof EntitlementResult, 'UNKNOWN_ENTITLEMENT_RESULT'>;

/** The sources a report names (the provider's EntitlementSource, by name). */
type EntitlementSourceName = Exclude<keyof typeof EntitlementSource, 'UNKNOWN_ENTITLEMENT_SOURCE'>;

/** One report, by name: the log and the event bus read these; `entitlementsRequest` turns it into the message. */
export interface UnlockReport {
  /** The provider entitlement used; null when the publisher's own paywall decided. */
  usedEntitlement: { source: string; jwt: string } | null;
  clientEventTimeMs: number;
  entitlementResult: EntitlementResultName;
  entitlementSource: EntitlementSourceName;
  token: string;
  isUserRegistered: boolean | null;
  subscriptionTimestampMs: number | null;
}

/** What a publisher passes to `setShowcaseEntitlement`. */
export interface PublisherEntitlement {
  entitlement: ShowcaseEvent;
  isUserRegistered: boolean | null;
  /** Epoch milliseconds (seconds and microseconds are accepted and converted). */
  subscriptionTimestampMs: number | null;
}

/**
 * Which result each showcase event reports. "Meter offered" reports nothing: nothing was unlocked
 * or walled yet (the provider's client maps it to analytics events that have no result either).
 */
const SHOWCASE_RESULTS: Readonly<Record<ShowcaseEvent, EntitlementResultName | null>> = {
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
const METERED_BY_GOOGLE = 2;

export const isShowcaseEvent = (value: unknown): value is ShowcaseEvent =>
  typeof value === 'string' && Object.hasOwn(SHOWCASE_RESULTS, value);

export function showcaseResult(event: ShowcaseEvent): EntitlementResultName | null {
  return SHOWCASE_RESULTS[event];
}

/**
 * Epoch milliseconds from a publisher's timestamp, which swg.js documents as milliseconds but
 * publishers also pass as seconds or microseconds. The provider's client tells them apart by size,
 * and so do we: from 1e14 microseconds, from 1e11 milliseconds (1e11 s would be the year 5138),
 * below that seconds.
 */
export function toMilliseconds(timestamp: number): number {
  // The same 1e11 bound one unit up (written so, the bundle keeps it short).
  if (timestamp / 1000 >= 1e11) return Math.floor(timestamp / 1000);
  return timestamp >= 1e11 ? timestamp : Math.floor(timestamp * 1000);
}

/** The publisher's `setShowcaseEntitlement` argument, checked; an error names what is wrong. */
export function parsePublisherEntitlement(raw: unknown): { ok: true; value: PublisherEntitlement } | { ok: false; error: string } {
  if (typeof raw !== 'object' || raw === null)
    return { ok: false, error: 'setShowcaseEntitlement needs an object with an "entitlement" showcase event' };
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
      subscriptionTimestampMs:
        typeof timestamp === 'number' && Number.isFinite(timestamp) && timestamp > 0 ? toMilliseconds(timestamp) : null,
    },
  };
}

/** The report of a publisher's showcase event, or null for an event that reports nothing. */
export function showcaseReport(entitlement: PublisherEntitlement, gaaToken: string, nowMs: number): UnlockReport | null {
  const result = showcaseResult(entitlement.entitlement);
  if (result === null) return null;
  return {
    // The publisher's own paywall used no provider entitlement.
    usedEntitlement: null,
    clientEventTimeMs: nowMs,
    entitlementResult: result,
    entitlementSource: 'PUBLISHER_ENTITLEMENT',
    token: gaaToken,
    isUserRegistered: entitlement.isUserRegistered,
    subscriptionTimestampMs: entitlement.subscriptionTimestampMs,
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
  let source: EntitlementSourceName;
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
    clientEventTimeMs: nowMs,
    entitlementResult: 'UNLOCKED_METER',
    entitlementSource: source,
    token,
    isUserRegistered: null,
    subscriptionTimestampMs: null,
  };
}

/**
 * The report as the provider's EntitlementsRequest, with what its client puts in every field: a
 * used entitlement always (empty when the publisher decided, which goes as `[null,null]`), the
 * event time as a Timestamp, the enums as numbers, and no subscription time unless there is one.
 */
export function entitlementsRequest(report: UnlockReport): InputOf<typeof EntitlementsRequest> {
  return {
    usedEntitlement: report.usedEntitlement ?? {},
    clientEventTime: timestampOf(report.clientEventTimeMs),
    entitlementSource: EntitlementSource[report.entitlementSource],
    entitlementResult: EntitlementResult[report.entitlementResult],
    token: report.token,
    isUserRegistered: report.isUserRegistered,
    subscriptionTimestamp: report.subscriptionTimestampMs === null ? null : timestampOf(report.subscriptionTimestampMs),
  };
}
