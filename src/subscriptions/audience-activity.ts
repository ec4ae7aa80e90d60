/**
 * The audience activity beacon (spec widget §7 "Beacon POST /publication/{id}/audienceactivity"):
 * a few events of the reader's dealings with prompts and offers go to the provider as they
 * happen, "only for a whitelist of audience events and only when a user token exists" — the
 * provider's client's list, by its event names. The body is the event's number as the provider's
 * AudienceActivityClientLogsRequest form body; the reader's token rides in `sut`.
 */
import type { EventBus } from './event-bus';
import type { ProviderApi } from './provider-api';
import type { SwgStorage } from './swg-storage';
import type { AnalyticsEvent } from './wire/analytics-event';
import { AudienceActivityClientLogsRequest } from './wire/analytics-messages';
import { formBody, sendFormBeacon, type BeaconEnv, type FormBody } from './wire/form-body';

/**
 * The provider client's list, with each event's number (wire/analytics-event.ts has them all; a
 * unit test checks these against it). Only these numbers are in the bundle: the whole table is
 * about 3 KB gzip, and nothing else the page runs needs it yet.
 */
export const AUDIENCE_ACTIVITY_EVENTS: Readonly<Record<string, number>> = {
  IMPRESSION_PAGE_LOAD: 11,
  IMPRESSION_PAYWALL: 1,
  IMPRESSION_OFFERS: 3,
  IMPRESSION_CONTRIBUTION_OFFERS: 26,
  IMPRESSION_NEWSLETTER_OPT_IN: 35,
  IMPRESSION_REGWALL_OPT_IN: 34,
  IMPRESSION_SURVEY: 42,
  IMPRESSION_BYO_CTA: 56,
  ACTION_PAYMENT_COMPLETE: 1001,
  ACTION_PAYMENT_FLOW_STARTED: 1005,
  ACTION_CONTRIBUTION_OFFER_SELECTED: 1034,
  ACTION_NEWSLETTER_OPT_IN_BUTTON_CLICK: 1056,
  ACTION_REGWALL_OPT_IN_BUTTON_CLICK: 1054,
  ACTION_REGWALL_ALREADY_OPTED_IN_CLICK: 1055,
  ACTION_NEWSLETTER_ALREADY_OPTED_IN_CLICK: 1057,
  ACTION_SURVEY_SUBMIT_CLICK: 1068,
  ACTION_SURVEY_CLOSED: 1069,
  ACTION_SURVEY_NEXT_BUTTON_CLICK: 1077,
  ACTION_SURVEY_PREVIOUS_BUTTON_CLICK: 1076,
  ACTION_BYO_CTA_CLOSE: 1087,
  ACTION_BYO_CTA_BUTTON_CLICK: 1088,
  EVENT_REGWALL_OPTED_IN: 3023,
  EVENT_NEWSLETTER_OPTED_IN: 3024,
  EVENT_SURVEY_SUBMITTED: 3028,
};

/** The listed event a provider page sent by number, by its name; null for any other. */
export function audienceActivityEventName(event: number | null): string | null {
  for (const [name, value] of Object.entries(AUDIENCE_ACTIVITY_EVENTS)) if (value === event) return name;
  return null;
}

/** Pure: the beacon for an event, or null when it is not on the list, unknown, or there is no token. */
export function audienceActivityBeacon(
  eventType: string,
  userToken: string | null,
  url: (query: Record<string, string>) => string,
): { url: string; body: FormBody } | null {
  const event = Object.hasOwn(AUDIENCE_ACTIVITY_EVENTS, eventType) ? AUDIENCE_ACTIVITY_EVENTS[eventType] : undefined;
  if (!userToken || event === undefined) return null;
  return { url: url({ sut: userToken }), body: formBody(AudienceActivityClientLogsRequest, { event: event as AnalyticsEvent }) };
}

/** Send the beacon for every listed event on the bus; returns the stop function. */
export function watchAudienceActivity(
  { bus, storage, api, publicationId }: { bus: EventBus; storage: SwgStorage; api: ProviderApi; publicationId: string },
  env?: BeaconEnv,
): () => void {
  return bus.on('analytics', ({ eventType }) => {
    const beacon = audienceActivityBeacon(eventType, storage.userToken(), (query) => api.publicationUrl(publicationId, '/audienceactivity', query));
    if (beacon) sendFormBeacon(beacon.url, beacon.body, env);
  });
}
