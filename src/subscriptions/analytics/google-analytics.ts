/**
 * Spec widget §7: "Client-side analytics pushes events to ga, gtag or the dataLayer". As the
 * provider's client does it: only the events its mapping names, to each of analytics.js (`ga`),
 * gtag.js (`gtag`) and Tag Manager (`dataLayer.push`) the page has at the moment of the event.
 */
import type { AnalyticsPayload } from '../events/event-bus';
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

// "category|action|label": the provider's table, written short (an empty label too, so every
// entry splits in three); every impression (and only an impression) is a non-interaction event
// there, so that flag follows from the action.
const EVENTS: Record<number, string> = {
  [IMPRESSION_OFFERS]: 'NTG paywall|paywall modal impression|',
  [IMPRESSION_CONTRIBUTION_OFFERS]: 'NTG membership|offer impressions|',
  [ACTION_OFFER_SELECTED]: 'NTG paywall|click|',
  [ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK]: 'NTG subscription|marketing modal click|',
  [IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT]: 'NTG subscription|marketing modal impression|',
  [ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK]: 'NTG membership|marketing modal click|',
  [IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT]: 'NTG membership|membership modal impression|',
  [IMPRESSION_NEWSLETTER_OPT_IN]: 'NTG newsletter|newsletter modal impression|',
  [EVENT_NEWSLETTER_OPTED_IN]: 'NTG newsletter|newsletter signup|success',
  [IMPRESSION_BYOP_NEWSLETTER_OPT_IN]: 'NTG newsletter|newsletter modal impression|',
  [ACTION_BYOP_NEWSLETTER_OPT_IN_SUBMIT]: 'NTG newsletter|newsletter signup|success',
  [IMPRESSION_REGWALL_OPT_IN]: 'NTG account|registration modal impression|',
  [EVENT_REGWALL_OPTED_IN]: 'NTG account|registration|success',
  [ACTION_SURVEY_DATA_TRANSFER]: '|survey submission|',
  [IMPRESSION_BYO_CTA]: '|custom cta modal impression|',
  [ACTION_BYO_CTA_BUTTON_CLICK]: '|custom cta click|',
};

/** The provider's flow-specific entries, which win within their flow (the event's `subscriptionFlow`). */
const FLOW_EVENTS: Record<string, Record<number, string>> = {
  subscribe: { [ACTION_PAYMENT_COMPLETE]: 'NTG subscription|submit|success' },
  contribute: { [ACTION_PAYMENT_COMPLETE]: 'NTG membership|submit|success' },
};

/** The provider's names of a call to action's mode (EventParams ctaMode), as `cta_mode`. */
const CTA_MODES = ['unknown', 'pop up', 'inline'];

type Tag = (...args: unknown[]) => void;
const isTag = (value: unknown): value is Tag => typeof value === 'function';

/** Sends one bus event to the page's tags (a page without them, or an unmapped event, costs nothing). */
/** The page's tags that can hear an event (the provider's isGaEligible, isGtagEligible, isGtmEligible). */
function tagsOf(win: Window): { ga?: Tag; gtag?: Tag; dataLayer?: { push: Tag } } {
  const { ga, gtag, dataLayer } = win as { ga?: unknown; gtag?: unknown; dataLayer?: { push?: unknown } };
  return {
    ...(isTag(ga) ? { ga } : {}),
    ...(isTag(gtag) ? { gtag } : {}),
    ...(dataLayer && isTag(dataLayer.push) ? { dataLayer: dataLayer as { push: Tag } } : {}),
  };
}

/** Whether the page has any Google tag at all. */
export const hasTags = (win: Window): boolean => Object.keys(tagsOf(win)).length > 0;

export function pushToTags(win: Window, { eventType, configurationId, params, gaParameters = {} }: AnalyticsPayload): void {
  const flow = params?.['subscriptionFlow'];
  const entry = (typeof flow === 'string' ? FLOW_EVENTS[flow]?.[eventType] : undefined) ?? EVENTS[eventType];
  if (!entry) return;
  const [mappedCategory, eventAction, mappedLabel] = entry.split('|') as [string, string, string];
  const nonInteraction = eventAction.includes('impression');
  const { ga, gtag, dataLayer } = tagsOf(win);
  const ctaMode = params?.['ctaMode'];
  // As the provider's client: the event's own dimensions and the mode of its call to action (when
  // it names one) go to gtag and the dataLayer, not to ga; its own category and label win.
  const extra = {
    ...gaParameters,
    ...(typeof ctaMode === 'number' && ctaMode > 0 && ctaMode in CTA_MODES ? { cta_mode: CTA_MODES[ctaMode] } : {}),
  };
  const eventCategory = gaParameters['event_category'] || mappedCategory;
  const eventLabel = gaParameters['event_label'] || mappedLabel;
  const fields = { event_category: eventCategory, event_label: eventLabel, non_interaction: nonInteraction };
  ga?.('send', 'event', { eventCategory, eventAction, eventLabel, nonInteraction });
  gtag?.('event', eventAction, { ...fields, ...extra });
  dataLayer?.push({ event: eventAction, ...fields, configurationId: configurationId || '', ...extra });
}
