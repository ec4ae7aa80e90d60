/**
 * The audience activity beacon (spec widget §7 "Beacon POST /publication/{id}/audienceactivity"):
 * a few events of the reader's dealings with prompts and offers go to the provider as they
 * happen, "only for a whitelist of audience events and only when a user token exists" — the
 * provider's client's list. The body is the event's number as the provider's
 * AudienceActivityClientLogsRequest form body; the reader's token rides in `sut`.
 */
import { lazy } from '../../core/lazy';
import type { EventBus } from '../events/event-bus';
import type { ProviderApi } from '../api/provider-api';
import type { SwgStorage } from '../storage/swg-storage';
import {
  ACTION_BYO_CTA_BUTTON_CLICK,
  ACTION_BYO_CTA_CLOSE,
  ACTION_CONTRIBUTION_OFFER_SELECTED,
  ACTION_NEWSLETTER_ALREADY_OPTED_IN_CLICK,
  ACTION_NEWSLETTER_OPT_IN_BUTTON_CLICK,
  ACTION_PAYMENT_COMPLETE,
  ACTION_PAYMENT_FLOW_STARTED,
  ACTION_REGWALL_ALREADY_OPTED_IN_CLICK,
  ACTION_REGWALL_OPT_IN_BUTTON_CLICK,
  ACTION_SURVEY_CLOSED,
  ACTION_SURVEY_NEXT_BUTTON_CLICK,
  ACTION_SURVEY_PREVIOUS_BUTTON_CLICK,
  ACTION_SURVEY_SUBMIT_CLICK,
  EVENT_NEWSLETTER_OPTED_IN,
  EVENT_REGWALL_OPTED_IN,
  EVENT_SURVEY_SUBMITTED,
  IMPRESSION_BYO_CTA,
  IMPRESSION_CONTRIBUTION_OFFERS,
  IMPRESSION_NEWSLETTER_OPT_IN,
  IMPRESSION_OFFERS,
  IMPRESSION_PAGE_LOAD,
  IMPRESSION_PAYWALL,
  IMPRESSION_REGWALL_OPT_IN,
  IMPRESSION_SURVEY,
  type AnalyticsEvent,
} from '../wire/analytics-event';
import { AudienceActivityClientLogsRequest } from '../wire/analytics-messages';
import { formBody, sendFormBeacon, type BeaconEnv, type FormBody } from '../wire/form-body';

/** The provider client's list. */
export const AUDIENCE_ACTIVITY_EVENTS = lazy(
  (): ReadonlySet<AnalyticsEvent> =>
    new Set([
      IMPRESSION_PAGE_LOAD,
      IMPRESSION_PAYWALL,
      IMPRESSION_OFFERS,
      IMPRESSION_CONTRIBUTION_OFFERS,
      IMPRESSION_NEWSLETTER_OPT_IN,
      IMPRESSION_REGWALL_OPT_IN,
      IMPRESSION_SURVEY,
      IMPRESSION_BYO_CTA,
      ACTION_PAYMENT_COMPLETE,
      ACTION_PAYMENT_FLOW_STARTED,
      ACTION_CONTRIBUTION_OFFER_SELECTED,
      ACTION_NEWSLETTER_OPT_IN_BUTTON_CLICK,
      ACTION_REGWALL_OPT_IN_BUTTON_CLICK,
      ACTION_REGWALL_ALREADY_OPTED_IN_CLICK,
      ACTION_NEWSLETTER_ALREADY_OPTED_IN_CLICK,
      ACTION_SURVEY_SUBMIT_CLICK,
      ACTION_SURVEY_CLOSED,
      ACTION_SURVEY_NEXT_BUTTON_CLICK,
      ACTION_SURVEY_PREVIOUS_BUTTON_CLICK,
      ACTION_BYO_CTA_CLOSE,
      ACTION_BYO_CTA_BUTTON_CLICK,
      EVENT_REGWALL_OPTED_IN,
      EVENT_NEWSLETTER_OPTED_IN,
      EVENT_SURVEY_SUBMITTED,
    ]),
);

/** Pure: the beacon for an event, or null when it is not on the list, unknown, or there is no token. */
export function audienceActivityBeacon(
  eventType: AnalyticsEvent,
  userToken: string | null,
  url: (query: Record<string, string>) => string,
): { url: string; body: FormBody } | null {
  if (!userToken || !AUDIENCE_ACTIVITY_EVENTS().has(eventType)) return null;
  return { url: url({ sut: userToken }), body: formBody(AudienceActivityClientLogsRequest, { event: eventType }) };
}

/** Send the beacon for every listed event on the bus; returns the stop function. */
export function watchAudienceActivity(
  { bus, storage, api, publicationId }: { bus: EventBus; storage: SwgStorage; api: ProviderApi; publicationId: string },
  env?: BeaconEnv,
): () => void {
  return bus.on('analytics', ({ eventType }) => {
    const beacon = audienceActivityBeacon(eventType, storage.userToken(), (query) =>
      api.publicationUrl(publicationId, '/audienceactivity', query),
    );
    if (beacon) sendFormBeacon(beacon.url, beacon.body, env);
  });
}
