/**
 * What a publisher may tell the provider about its readers (spec magazine §5 "Propensity"): their
 * subscription state and named events, through the propensity module or the logger. Pure: each
 * call's argument checked with the provider's own error texts, and the two event vocabularies
 * (the publisher's names, the analytics catalogue's) mapped both ways.
 */
import {
  ACTION_OFFER_SELECTED,
  ACTION_PAYMENT_COMPLETE,
  ACTION_PAYMENT_FLOW_STARTED,
  ACTION_SUBSCRIPTIONS_LANDING_PAGE,
  EVENT_CUSTOM,
  EVENT_SUBSCRIPTION_STATE,
  IMPRESSION_AD,
  IMPRESSION_OFFERS,
  IMPRESSION_PAYWALL,
  type AnalyticsEvent,
} from '../wire/analytics-event';

/** The provider's SubscriptionState values. */
const SUBSCRIPTION_STATES = ['unknown', 'non_subscriber', 'subscriber', 'past_subscriber'] as const;
type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The provider's PropensityType values; `general` when none is asked for. */
const PROPENSITY_TYPES = ['general', 'paywall'] as const;
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

/**
 * The provider's isObject (`[object Object]` only): arrays, dates and other built-ins are not
 * objects to it, so they are refused with its texts.
 */
const isObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

/**
 * `value[key]` as the provider's code reads JSON and publisher arguments: unchecked, so null or
 * undefined throw its TypeError and a primitive answers undefined, exactly where its client does.
 */
const at = (value: unknown, key: string): unknown => (value as Record<string, unknown>)[key];

/** sendSubscriptionState's checks; throws the provider's Error texts. */
export function readSubscriptionState(state: unknown, products: unknown): StateReport {
  if (!SUBSCRIPTION_STATES.includes(state as SubscriptionState)) throw new Error('Invalid subscription state provided');
  if ((state === 'subscriber' || state === 'past_subscriber') && !products) {
    throw new Error('Entitlements must be provided for users with active or expired subscriptions');
  }
  if (products && !isObject(products)) throw new Error('Entitlements must be an Object');
  return { state: state as SubscriptionState, productsOrSkus: products ? JSON.stringify(products) : null };
}

/** sendEvent's checks, in the provider's order; throws its Error texts (a TypeError for no event at all). */
export function readPublisherEvent(event: unknown): PublisherEventReport {
  const name = at(event, 'name');
  const eventType = typeof name === 'string' && Object.hasOwn(EVENTS, name) ? EVENTS[name as keyof typeof EVENTS] : null;
  if (!eventType) throw new Error(`Invalid user event provided(${name as string})`);
  let params: Record<string, unknown> | null = null;
  const data = at(event, 'data');
  if (data) {
    if (!isObject(data)) throw new Error(`Event data must be an Object(${data as string})`);
    params = { ...data };
  }
  const active = at(event, 'active');
  if (typeof active === 'boolean') params = { ...params, is_active: active };
  else if (active != null) throw new Error('Event active must be a boolean');
  return { eventType, isFromUserAction: typeof active === 'boolean' ? active : null, params };
}

/**
 * getPropensity's type check (propensity.ts `if (type && !…includes(type)) throw`): any falsy
 * type means `general`, any other value than the two types throws.
 */
export function readPropensityType(type: unknown): PropensityType {
  if (type && !PROPENSITY_TYPES.includes(type as PropensityType)) throw new Error('Invalid propensity type requested');
  return (type || 'general') as PropensityType;
}

/** The publisher event name of an analytics event, or null for the events propensity does not take. */
export function publisherEventName(eventType: AnalyticsEvent): string | null {
  for (const [name, type] of Object.entries(EVENTS)) if (type === eventType) return name;
  return null;
}

/** What getPropensity resolves with (the provider's PropensityScore, propensity-api.ts). */
interface ScoreDetail {
  product: string;
  score?: { value: number; bucketed: boolean };
  error?: string;
}
export interface PropensityScore {
  header: { ok: boolean };
  body: { scores?: ScoreDetail[]; error?: string };
}

/**
 * The `/subopt/pts` answer as the publisher receives it, read as propensity-server.ts
 * parsePropensityResponse_ reads it: no (truthy) header gives `No valid response`; a header
 * without a truthy `ok` gives the answer's `error`; otherwise each entry of `scores` becomes its
 * score (a truthy `score`, bucketed when `score_type == 2`) or its `error_message`, and no entry
 * at all gives null. Values pass through unconverted, and what its client cannot read (a null
 * answer, `ok` without `scores`, a null entry) throws the same TypeError.
 */
export function propensityScore(answer: unknown): PropensityScore | null {
  const header = at(answer, 'header');
  if (!header) return { header: { ok: false }, body: { error: 'No valid response' } };
  if (!at(header, 'ok')) return { header: { ok: false }, body: { error: at(answer, 'error') as string } };
  const scores = at(answer, 'scores');
  const details: ScoreDetail[] = [];
  let result: PropensityScore | null = null;
  for (let i = 0; i < (at(scores, 'length') as number); i++) {
    const entry = at(scores, String(i));
    const product = at(entry, 'product') as string;
    const value = at(entry, 'score');
    // `Number(x) === 2` is the provider's `x == 2` for every JSON value.
    details.push(
      value
        ? { product, score: { value: value as number, bucketed: Number(at(entry, 'score_type')) === 2 } }
        : { product, error: at(entry, 'error_message') as string },
    );
    result = { header: { ok: true }, body: { scores: details } };
  }
  return result;
}

/**
 * The provider's addQueryParam (utils/url.ts): `&` or `?` as needed, name and value
 * URI-encoded, a `#fragment` kept at the end.
 */
export function addQueryParam(url: string, param: string, value: string): string {
  const query = url.indexOf('?');
  const hash = url.indexOf('#');
  const fragment = hash < 0 ? '' : url.slice(hash);
  let base = hash < 0 ? url : url.slice(0, hash);
  if (query < 0) base += '?';
  else if (query < base.length - 1) base += '&';
  return `${base}${encodeURIComponent(param)}=${encodeURIComponent(value)}${fragment}`;
}

/** The reader's ad cookie id (`__gads`), URI-encoded as the provider's client sends it, or null. */
export function adsCookieId(cookie: string): string | null {
  const match = /(?:^|;)\s*__gads\s*=\s*([^;]+)/.exec(cookie);
  return match?.[1] ? encodeURIComponent(match[1]) : null;
}
