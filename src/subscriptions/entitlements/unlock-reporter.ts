/**
 * Sends the unlock reports (spec widget §7 POST /publication/{id}/article): a consumed meter, or
 * what the publisher's showcase paywall did (setShowcaseEntitlement). A report is bookkeeping for
 * the provider, so it never fails the page: every problem is a log line, and the bus says whether
 * it went through.
 */
import { describeHttpError, type HttpError } from '../../core/http';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import { entitlementFor } from './entitlements-model';
import type { EventBus } from '../events/event-bus';
import { encodeEntitlementsParams } from './metering';
import { EVENT_UNLOCKED_BY_METER } from '../wire/analytics-event';
import type { ProviderApi } from '../api/provider-api';
import { readShowcaseParams, showcaseAllowedOn } from './showcase';
import type { SwgStorage } from '../storage/swg-storage';
import { METERING_SOURCE, type EntitlementsSet } from '../model/types';
import { entitlementsRequest, meterReport, parsePublisherEntitlement, showcaseReport, type UnlockReport } from './unlock-report';

export interface UnlockReporterOptions {
  win: Window;
  publicationId: string;
  api: ProviderApi;
  storage: SwgStorage;
  clock: Clock;
  log: Logger;
  bus: EventBus;
  /** The page's hashed canonical URL (shared with the entitlements request; rejects on an insecure page). */
  hashedCanonicalUrl(): Promise<string>;
  /** Aborted when the bundle stops. */
  signal: AbortSignal;
}

export interface UnlockReporter {
  /** Use up the set's metering entitlement for its page and report it (nothing for other sources). */
  consume(set: EntitlementsSet): Promise<void>;
  /** The publisher's showcase event: on the bus, and reported. */
  setShowcaseEntitlement(entitlement: unknown): Promise<void>;
}

/** A failure as one line, without the URL's query (it carries the reader's token) or any body text. */
export function describeFailure(error: HttpError): string {
  const url = error.url.split('?')[0] ?? '';
  return describeHttpError(error.kind === 'bad-json' ? { ...error, url, message: 'not JSON' } : { ...error, url });
}

/** gaa_n of fresh showcase parameters on a page where showcase is allowed (spec magazine §5), else null. */
export function pageShowcaseToken(location: Location | URL, nowMs: number, allowNoAccess: boolean): string | null {
  if (!showcaseAllowedOn(location)) return null;
  return readShowcaseParams(location.search, nowMs, allowNoAccess)?.gaa_n ?? null;
}

export function createUnlockReporter(options: UnlockReporterOptions): UnlockReporter {
  const { win, publicationId, api, storage, clock, log, bus } = options;

  const send = async (report: UnlockReport): Promise<void> => {
    let hashedCanonicalUrl: string;
    try {
      hashedCanonicalUrl = await options.hashedCanonicalUrl();
    } catch (caught) {
      log.warn('the unlock report was not sent', caught);
      return;
    }
    // The report names only the resource; the reader's metering state went with the entitlements request.
    const query = {
      sut: storage.userToken(),
      encodedEntitlementsParams: encodeEntitlementsParams({ metering: { resource: { hashedCanonicalUrl } } }),
    };
    const result = await api.reportUnlock(publicationId, query, entitlementsRequest(report), options.signal);
    if (!result.ok && result.error.kind === 'aborted') return;
    if (!result.ok) log.warn(`the unlock report failed: ${describeFailure(result.error)}`);
    bus.emit('unlock-reported', {
      entitlementResult: report.entitlementResult,
      entitlementSource: report.entitlementSource,
      ok: result.ok,
    });
  };

  return {
    async consume(set) {
      const entitlement = entitlementFor(set, set.product);
      if (!entitlement || entitlement.source !== METERING_SOURCE) return;
      const report = meterReport(entitlement, pageShowcaseToken(win.location, clock.now(), false), clock.now());
      if (!report) {
        log.info('a licensed meter was used without showcase parameters; nothing to report');
        return;
      }
      bus.emit('analytics', { eventType: EVENT_UNLOCKED_BY_METER, isFromUserAction: false });
      await send(report);
    },
    async setShowcaseEntitlement(raw) {
      const parsed = parsePublisherEntitlement(raw);
      if (!parsed.ok) {
        log.warn(parsed.error);
        return;
      }
      // Spec magazine §5: "A showcase entitlement needs https and a valid query" (any access type counts here).
      const token = pageShowcaseToken(win.location, clock.now(), true);
      if (token === null) {
        log.info(`showcase event ${parsed.value.entitlement} ignored: the page has no valid showcase parameters or is not secure`);
        return;
      }
      const { entitlement, isUserRegistered, subscriptionTimestampMs } = parsed.value;
      // The bus speaks Unix seconds, as entitlements do.
      const subscriptionTimestamp = subscriptionTimestampMs === null ? null : Math.floor(subscriptionTimestampMs / 1000);
      bus.emit('showcase-entitlement', { event: entitlement, isUserRegistered, subscriptionTimestamp });
      const report = showcaseReport(parsed.value, token, clock.now());
      if (report) await send(report);
    },
  };
}
