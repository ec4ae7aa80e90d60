/**
 * What the client's own parts of the page (buttons, the mini prompt) are given: the document, the
 * bundle's React host, the log, and a way to log the provider's analytics events on the client's
 * bus. One seam, so each part is tested with a fake of it and none reaches for the client.
 */
import type { Logger } from '../../core/log';
import type { ReactHost } from '../../core/react';
import type { AnalyticsEvent } from '../wire/analytics-event';

/** An analytics event by the provider's AnalyticsEvent name; null: the provider's client did not say. */
export type LogAnalytics = (eventType: AnalyticsEvent, isFromUserAction: boolean | null) => void;

export interface UiEnv {
  doc: Document;
  react: ReactHost;
  log: Logger;
  analytics: LogAnalytics;
}
