/**
 * The analytics messages, with the provider's labels and field order (its client's api_messages):
 * what the client logs to the provider's service frame, what provider pages log back through
 * their ports, and the audience-activity beacon.
 */
import { lazy } from '../../core/lazy';
import type { AnalyticsEvent } from './analytics-event';
import type { AddPreferredSourceStatus, CtaMode, EmailValidationStatus, EventOriginator, GisMode, OptInType, ReaderSurfaceType } from './enums';
import { Duration, Timestamp } from './api-messages';
import { defineMessage, field } from './message';

/** Who is logging, on which page, since when: sent with every analytics event. */
export const AnalyticsContext = lazy(() =>
  defineMessage('AnalyticsContext', {
    embedderOrigin: field.string(),
    transactionId: field.string(),
    referringOrigin: field.string(),
    utmSource: field.string(),
    utmCampaign: field.string(),
    utmMedium: field.string(),
    sku: field.string(),
    readyToPay: field.boolean(),
    label: field.strings(),
    clientVersion: field.string(),
    url: field.string(),
    clientTimestamp: field.message(Timestamp),
    readerSurfaceType: field.enum<ReaderSurfaceType>(),
    integrationVersion: field.string(),
    pageLoadBeginTimestamp: field.message(Timestamp),
    loadEventStartDelay: field.message(Duration),
    runtimeCreationTimestamp: field.message(Timestamp),
    isLockedContent: field.boolean(),
    urlFromMarkup: field.string(),
  }),
);

export const AnalyticsEventMeta = lazy(() =>
  defineMessage('AnalyticsEventMeta', { eventOriginator: field.enum<EventOriginator>(), isFromUserAction: field.boolean(), configurationId: field.string() }),
);

/** An event's details; which fields are set depends on the event. */
export const EventParams = lazy(() =>
  defineMessage('EventParams', {
    smartboxMessage: field.string(),
    gpayTransactionId: field.string(),
    hadLogged: field.boolean(),
    sku: field.string(),
    oldTransactionId: field.string(),
    isUserRegistered: field.boolean(),
    subscriptionFlow: field.string(),
    subscriptionTimestamp: field.message(Timestamp),
    campaignId: field.string(),
    linkedPublicationsCount: field.number(),
    ctaMode: field.enum<CtaMode>(),
    optInType: field.enum<OptInType>(),
    emailValidationStatus: field.enum<EmailValidationStatus>(),
    gisMode: field.enum<GisMode>(),
    addPreferredSourceStatus: field.enum<AddPreferredSourceStatus>(),
    canonicalUrl: field.string(),
    uvSiteChunk: field.string(),
  }),
);

export const AnalyticsRequest = lazy(() =>
  defineMessage('AnalyticsRequest', {
    context: field.message(AnalyticsContext),
    event: field.enum<AnalyticsEvent>(),
    meta: field.message(AnalyticsEventMeta),
    params: field.message(EventParams),
  }),
);

/** The beacon of POST /publication/{id}/audienceactivity: just the event. */
export const AudienceActivityClientLogsRequest = lazy(() => defineMessage('AudienceActivityClientLogsRequest', { event: field.enum<AnalyticsEvent>() }));

/** The service frame's answer once it has logged what it was sent. */
export const FinishedLoggingResponse = lazy(() => defineMessage('FinishedLoggingResponse', { complete: field.boolean(), error: field.string() }));
