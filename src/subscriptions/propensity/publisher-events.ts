/**
 * What a publisher may tell the provider about its readers (spec magazine §5 "Propensity"): their
 * subscription state and named events, through the propensity module or the logger. Pure: each
 * call's argument checked with the provider's own error texts, and the two event vocabularies
 * (the publisher's names, the analytics catalogue's) mapped both ways.
 */
import { ACTION_OFFER_SELECTED, ACTION_PAYMENT_COMPLETE, ACTION_PAYMENT_FLOW_STARTED, ACTION_SUBSCRIPTIONS_LANDING_PAGE, EVENT_CUSTOM, EVENT_SUBSCRIPTION_STATE, IMPRESSION_AD, IMPRESSION_OFFERS, IMPRESSION_PAYWALL, type AnalyticsEvent } from '../wire/analytics-event';

/** The provider's SubscriptionState values. */
export const SUBSCRIPTION_STATES = ['unknown', 'non_subscriber', 'subscriber', 'past_subscriber'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The provider's PropensityType values; `general` when none is asked for. */
export const PROPENSITY_TYPES = ['general', 'paywall'] as const;
export type PropensityType = (typeof PROPENSITY_TYPES)[number];

/** Publisher event names and the analytics events they are (both directions; the provider's mapping). */
const EVENTS = {
  paywall: IMPRESSION_PAYWALL,
  ad_shown: IMPRESSION_AD,
  offers_shown: IMPRESSION_OFFERS,
  subscriptions_landing_page: ACTION_SUBSCRIPTIONS_LANDING_PAGE,
  offer_selected: ACTION_OFFER_SELECTED,
  payment_flow_start: ACTION_PAYMENT_FLOW_STARTED,
  payment_complete: ACTION_PAYMENT_COMPLETE,
  custom: EVENT_CUSTOM,
} as const;

/** The analytics event a subscription state travels as. */
export const SUBSCRIPTION_STATE_EVENT = EVENT_SUBSCRIPTION_STATE;

/** A checked subscription state: `productsOrSkus` is the publisher's products as JSON text, or null. */
export interface StateReport {
  state: SubscriptionState;
  productsOrSkus: string | null;
}

/** A checked publisher event, as the analytics event it becomes. */
export interface PublisherEventReport {
  eventType: AnalyticsEvent;
  isFromUserAction: boolean | null;
  /** The event's data with `is_active`, or null when it had neither. */
  params: Record<string, unknown> | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** sendSubscriptionState's checks; throws the provider's Error texts. */
export function readSubscriptionState(state: unknown, products: unknown): StateReport {
  if (!SUBSCRIPTION_STATES.includes(state as SubscriptionState)) throw new Error('Invalid subscription state provided');
  if ((state === 'subscriber' || state === 'past_subscriber') && !products) {
    throw new Error('Entitlements must be provided for users with active or expired subscriptions');
  }
  if (products && !isObject(products)) throw new Error('Entitlements must be an Object');
  return { state: state as SubscriptionState, productsOrSkus: products ? JSON.stringify(products) : null };
}

/** sendEvent's checks; throws the provider's Error texts. */
export function readPublisherEvent(event: unknown): PublisherEventReport {
  const record = isObject(event) ? event : {};
  const name = record['name'];
  const eventType = typeof name === 'string' && Object.hasOwn(EVENTS, name) ? EVENTS[name as keyof typeof EVENTS] : null;
  if (!eventType) throw new Error(`Invalid user event provided(${String(name)})`);
  let params: Record<string, unknown> | null = null;
  const data = record['data'];
  if (data) {
    if (!isObject(data)) throw new Error(`Event data must be an Object(${String(data)})`);
    params = { ...data };
  }
  const active = record['active'];
  if (typeof active === 'boolean') params = { ...params, is_active: active };
  else if (active !== null && active !== undefined) throw new Error('Event active must be a boolean');
  return { eventType, isFromUserAction: typeof active === 'boolean' ? active : null, params };
}

/** getPropensity's type check: a known type, `general` when none is given. */
export function readPropensityType(type: unknown): PropensityType {
  if (type === undefined || type === null || type === '') return 'general';
  if (!PROPENSITY_TYPES.includes(type as PropensityType)) throw new Error('Invalid propensity type requested');
  return type as PropensityType;
}

/** The publisher event name of an analytics event, or null for the events propensity does not take. */
export function publisherEventName(eventType: AnalyticsEvent): string | null {
  for (const [name, type] of Object.entries(EVENTS)) if (type === eventType) return name;
  return null;
}

/** What getPropensity resolves with (the provider's PropensityScore). */
export interface PropensityScore {
  header: { ok: boolean };
  body: { scores?: { product: string; score?: { value: number; bucketed: boolean }; error?: string }[]; error?: string };
}

/**
 * The `/subopt/pts` answer as the publisher receives it: each product's score (bucketed when its
 * score_type is 2) or its error; `No valid response` without a header; null for an ok answer
 * without scores, as the provider's client returns.
 */
export function propensityScore(answer: unknown): PropensityScore | null {
  const record = isObject(answer) ? answer : {};
  const header = record['header'];
  if (!isObject(header)) return { header: { ok: false }, body: { error: 'No valid response' } };
  if (header['ok'] !== true) return { header: { ok: false }, body: { error: String(record['error'] ?? '') } };
  const scores = Array.isArray(record['scores']) ? record['scores'].filter(isObject) : [];
  if (scores.length === 0) return null;
  return {
    header: { ok: true },
    body: {
      scores: scores.map((entry) => {
        const product = String(entry['product'] ?? '');
        return typeof entry['score'] === 'number' && entry['score'] !== 0
          ? { product, score: { value: entry['score'], bucketed: entry['score_type'] === 2 } }
          : { product, error: String(entry['error_message'] ?? '') };
      }),
    },
  };
}

/** The reader's ad cookie id (`__gads`), URI-encoded as the provider's client sends it, or null. */
export function adsCookieId(cookie: string): string | null {
  const match = /(?:^|;)\s*__gads\s*=\s*([^;]+)/.exec(cookie);
  return match?.[1] ? encodeURIComponent(match[1]) : null;
}
