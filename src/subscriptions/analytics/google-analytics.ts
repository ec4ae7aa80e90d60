/**
 * Spec widget §7: "Client-side analytics pushes events to ga, gtag or the dataLayer". As the
 * provider's client does it: only the events its mapping names, to each of analytics.js (`ga`),
 * gtag.js (`gtag`) and Tag Manager (`dataLayer.push`) the page has at the moment of the event.
 */
import type { AnalyticsPayload } from '../event-bus';
import {
  ACTION_BYO_CTA_BUTTON_CLICK,
  ACTION_BYOP_NEWSLETTER_OPT_IN_SUBMIT,
  ACTION_OFFER_SELECTED,
  ACTION_PAYMENT_COMPLETE,
  ACTION_SURVEY_DATA_TRANSFER,
  ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK,
  ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK,
  EVENT_NEWSLETTER_OPTED_IN,
  EVENT_REGWALL_OPTED_IN,
  IMPRESSION_BYO_CTA,
  IMPRESSION_BYOP_NEWSLETTER_OPT_IN,
  IMPRESSION_CONTRIBUTION_OFFERS,
  IMPRESSION_NEWSLETTER_OPT_IN,
  IMPRESSION_OFFERS,
  IMPRESSION_REGWALL_OPT_IN,
  IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT,
  IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT,
} from '../wire/analytics-event';

export interface GaEvent {
  eventCategory: string;
  eventAction: string;
  eventLabel: string;
  nonInteraction: boolean;
}

// "category|action|label": the provider's table, written short; every impression (and only an
// impression) is a non-interaction event there, so that flag follows from the action.
const EVENTS: Record<number, string> = {
  [IMPRESSION_OFFERS]: 'NTG paywall|paywall modal impression',
  [IMPRESSION_CONTRIBUTION_OFFERS]: 'NTG membership|offer impressions',
  [ACTION_OFFER_SELECTED]: 'NTG paywall|click',
  [ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK]: 'NTG subscription|marketing modal click',
  [IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT]: 'NTG subscription|marketing modal impression',
  [ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK]: 'NTG membership|marketing modal click',
  [IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT]: 'NTG membership|membership modal impression',
  [IMPRESSION_NEWSLETTER_OPT_IN]: 'NTG newsletter|newsletter modal impression',
  [EVENT_NEWSLETTER_OPTED_IN]: 'NTG newsletter|newsletter signup|success',
  [IMPRESSION_BYOP_NEWSLETTER_OPT_IN]: 'NTG newsletter|newsletter modal impression',
  [ACTION_BYOP_NEWSLETTER_OPT_IN_SUBMIT]: 'NTG newsletter|newsletter signup|success',
  [IMPRESSION_REGWALL_OPT_IN]: 'NTG account|registration modal impression',
  [EVENT_REGWALL_OPTED_IN]: 'NTG account|registration|success',
  [ACTION_SURVEY_DATA_TRANSFER]: '|survey submission',
  [IMPRESSION_BYO_CTA]: '|custom cta modal impression',
  [ACTION_BYO_CTA_BUTTON_CLICK]: '|custom cta click',
};

/** The provider's CtaMode names (EventParams `ctaMode`), as GA's `cta_mode`. */
const CTA_MODES = ['unknown', 'pop up', 'inline'];

/** Pure: the GA event of an analytics event; a completed payment is one only within a subscribe or contribute flow. */
export function gaEvent(eventType: number, subscriptionFlow: unknown): GaEvent | null {
  const entry =
    eventType === ACTION_PAYMENT_COMPLETE
      ? subscriptionFlow === 'subscribe'
        ? 'NTG subscription|submit|success'
        : subscriptionFlow === 'contribute'
          ? 'NTG membership|submit|success'
          : undefined
      : EVENTS[eventType];
  if (entry === undefined) return null;
  const [eventCategory = '', eventAction = '', eventLabel = ''] = entry.split('|');
  return { eventCategory, eventAction, eventLabel, nonInteraction: eventAction.includes('impression') };
}

type Tag = (...args: unknown[]) => void;
const isTag = (value: unknown): value is Tag => typeof value === 'function';

/** Sends one bus event to the page's tags (a page without them, or an unmapped event, costs nothing). */
export function pushToTags(win: Window, { eventType, params, configurationId }: AnalyticsPayload): void {
  const event = gaEvent(eventType, params?.['subscriptionFlow']);
  if (!event) return;
  const { ga, gtag, dataLayer } = win as { ga?: unknown; gtag?: unknown; dataLayer?: { push?: unknown } };
  const ctaMode = CTA_MODES[Number(params?.['ctaMode'])];
  const fields = {
    event_category: event.eventCategory,
    event_label: event.eventLabel,
    non_interaction: event.nonInteraction,
    ...(ctaMode ? { cta_mode: ctaMode } : {}),
  };
  if (isTag(ga)) ga('send', 'event', event);
  if (isTag(gtag)) gtag('event', event.eventAction, fields);
  if (dataLayer && isTag(dataLayer.push)) dataLayer.push({ event: event.eventAction, ...fields, configurationId: configurationId || '' });
}
