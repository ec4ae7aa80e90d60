/**
 * What the provider's service frame is told with every event (spec widget §3 "Analytics context":
 * "transactionId, sku, url, referringOrigin, clientVersion, isLockedContent, utm fields, labels,
 * clientTimestamp"), and which events it hears at all. Pure, so each rule is tested on its own.
 */
import { canonicalUrl } from '../entitlements/article-query';
import type { AnalyticsPayload, ClientEvent } from '../events/event-bus';
import { CLIENT_NAME } from '../activities/frame-url';
import type { PageConfig } from '../model/types';
import { ACTION_PAYMENT_COMPLETE, EVENT_SUBSCRIPTION_STATE } from '../wire/analytics-event';
import type { AnalyticsContext } from '../wire/analytics-messages';
import { timestampOf, type Duration } from '../wire/api-messages';
import type { InputOf } from '../wire/message';

/**
 * Spec widget §9 "Transaction id": "8 hex timestamp characters plus a random UUID-like string
 * ending in .swg". As the provider's client writes it: the last 8 hex digits of the epoch
 * milliseconds, then the rest of a version 4 UUID (`-XXXX-4XXX-YXXX-XXXXXXXXXXXX`, Y one of 8 9 A B),
 * upper case.
 */
export function swgTransactionId(now: number, random: () => number): string {
  // x: a random hex digit; y: 8 to B (the UUID variant).
  const uuidRest = '-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (slot) =>
    ((slot < 'y' ? random() * 16 : 8 + random() * 4) | 0).toString(16),
  );
  return `${(now.toString(16).slice(-8) + uuidRest).toUpperCase()}.swg`;
}

/**
 * The parts that stay for the page view. Without a referrer the provider's client resolves the
 * empty address against the page, so the referring origin is the page's own; utm fields come from
 * the page's query. `urlFromMarkup` is the canonical link's address alone ('' without one), beside
 * `url`, which falls back to the page's own; `createdAt` is when the client was made (ms).
 */
export function analyticsContext(
  win: Window,
  pageConfig: PageConfig,
  transactionId: string,
  createdAt: number,
): InputOf<typeof AnalyticsContext> {
  const query = new URLSearchParams(win.location.search);
  const utm = (name: string) => query.get(`utm_${name}`) || null;
  return {
    transactionId,
    referringOrigin: new URL(win.document.referrer || win.location.href).origin,
    utmSource: utm('source'),
    utmCampaign: utm('campaign'),
    utmMedium: utm('medium'),
    clientVersion: CLIENT_NAME,
    url: canonicalUrl(win.document),
    isLockedContent: pageConfig.isLocked,
    urlFromMarkup: win.document.querySelector<HTMLLinkElement>("link[rel='canonical']")?.href || '',
    runtimeCreationTimestamp: timestampOf(createdAt),
  };
}

/**
 * The navigation's load event start after the last page's unload (ms, as a Duration), read for
 * every event as the provider's client does: null until the load event has started (or when the
 * browser keeps no navigation timing).
 */
export function loadEventStartDelay(win: Window): InputOf<typeof Duration> | null {
  const timing = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const delay = timing ? timing.loadEventStart - timing.unloadEventEnd : 0;
  return delay > 0 ? timestampOf(delay) : null;
}

/** The reader's part of the context: it changes during the page view. */
export type ReaderContext = Pick<InputOf<typeof AnalyticsContext>, 'sku' | 'readyToPay'>;

/**
 * The reader's part after a client event, as the provider's client keeps it: readyToPay is the
 * latest entitlements' isReadyToPay; sku is the old sku once a purchase that replaces it starts,
 * then the bought sku once the payment completes (the completion's own event already names it).
 */
export function readerContext(reader: ReaderContext, event: ClientEvent): ReaderContext {
  if (event.type === 'entitlements') return { ...reader, readyToPay: event.payload.entitlements.isReadyToPay };
  const sku =
    event.type === 'flow-started'
      ? event.payload.data['oldSku']
      : event.type === 'analytics' && event.payload.eventType === ACTION_PAYMENT_COMPLETE
        ? event.payload.params?.['sku']
        : null;
  return typeof sku === 'string' ? { ...reader, sku } : reader;
}

/**
 * Whether the service frame hears an event: never the subscription state (it only informs the
 * client's own parts) nor showcase events (the provider keeps those out of its logs); publisher
 * and propensity events only when the publisher turned on `enableSwgAnalytics` (spec widget §6).
 */
export function goesToFrame({ eventType, originator }: AnalyticsPayload, enableSwgAnalytics: boolean): boolean {
  return (
    eventType !== EVENT_SUBSCRIPTION_STATE &&
    originator !== 'SHOWCASE_CLIENT' &&
    (enableSwgAnalytics || (originator !== 'PUBLISHER_CLIENT' && originator !== 'PROPENSITY_CLIENT'))
  );
}
