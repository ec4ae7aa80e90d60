/**
 * The analytics messages, with the provider's labels and field order (its client's api_messages):
 * what the client logs to the provider's service frame, what provider pages log back through
 * their ports, and the audience-activity beacon.
 */
import { lazy } from '../../core/lazy';
import type { AnalyticsEvent } from './analytics-event';
import type {
  AddPreferredSourceStatus,
  CtaMode,
  EmailValidationStatus,
  EventOriginator,
  GisMode,
  OptInType,
  ReaderSurfaceType,
} from './enums';
import { Duration, Timestamp } from './api-messages';
import { bool, defineMessage, enumOf, msg, num, str, strList } from './message';

/** Who is logging, on which page, since when: sent with every analytics event. */
export const AnalyticsContext = lazy(() =>
  defineMessage('AnalyticsContext', {
    embedderOrigin: str,
    transactionId: str,
    referringOrigin: str,
    utmSource: str,
    utmCampaign: str,
    utmMedium: str,
    sku: str,
    readyToPay: bool,
    label: strList,
    clientVersion: str,
    url: str,
    clientTimestamp: msg(Timestamp),
    readerSurfaceType: enumOf<ReaderSurfaceType>(),
    integrationVersion: str,
    pageLoadBeginTimestamp: msg(Timestamp),
    loadEventStartDelay: msg(Duration),
    runtimeCreationTimestamp: msg(Timestamp),
    isLockedContent: bool,
    urlFromMarkup: str,
  }),
);

const AnalyticsEventMeta = lazy(() =>
  defineMessage('AnalyticsEventMeta', { eventOriginator: enumOf<EventOriginator>(), isFromUserAction: bool, configurationId: str }),
);

/** An event's details; which fields are set depends on the event. */
export const EventParams = lazy(() =>
  defineMessage('EventParams', {
    smartboxMessage: str,
    gpayTransactionId: str,
    hadLogged: bool,
    sku: str,
    oldTransactionId: str,
    isUserRegistered: bool,
    subscriptionFlow: str,
    subscriptionTimestamp: msg(Timestamp),
    campaignId: str,
    linkedPublicationsCount: num,
    ctaMode: enumOf<CtaMode>(),
    optInType: enumOf<OptInType>(),
    emailValidationStatus: enumOf<EmailValidationStatus>(),
    gisMode: enumOf<GisMode>(),
    addPreferredSourceStatus: enumOf<AddPreferredSourceStatus>(),
    canonicalUrl: str,
    uvSiteChunk: str,
  }),
);

export const AnalyticsRequest = lazy(() =>
  defineMessage('AnalyticsRequest', {
    context: msg(AnalyticsContext),
    event: enumOf<AnalyticsEvent>(),
    meta: msg(AnalyticsEventMeta),
    params: msg(EventParams),
  }),
);

/** The beacon of POST /publication/{id}/audienceactivity: just the event. */
export const AudienceActivityClientLogsRequest = lazy(() =>
  defineMessage('AudienceActivityClientLogsRequest', { event: enumOf<AnalyticsEvent>() }),
);

/** The service frame's answer once it has logged what it was sent. */
export const FinishedLoggingResponse = lazy(() => defineMessage('FinishedLoggingResponse', { complete: bool, error: str }));
