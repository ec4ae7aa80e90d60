/**
 * One bus for everything the subscriptions client says happened. Flows (dialogs, payment,
 * linking, later issues) emit here instead of calling each other, and the listeners (the
 * publisher's callbacks, analytics, the QA log) subscribe here: one seam instead of a web of
 * references. A listener that throws is logged and never keeps the others from hearing the event.
 */
import type { Logger } from '../../core/log';
import type { EntitlementsSet, PageConfig, ShowcaseEvent } from '../model/types';
import type { Article } from '../model/article';
import type { AnalyticsEvent } from '../wire/analytics-event';
import type { EventOriginator } from '../wire/enums';

/** Flow names of the spec (widget §3 "Flow names"), as the publisher's flow callbacks receive them. */
export type FlowName =
  | 'showOffers'
  | 'showSubscribeOption'
  | 'showAbbrvOffer'
  | 'showContributionOptions'
  | 'subscribe'
  | 'contribute'
  | 'completeDeferredAccountCreation'
  | 'linkAccount'
  | 'showLoginPrompt'
  | 'showLoginNotification'
  | 'showMeterToast';

/** Every client event and its payload. Later issues add their events here. */
interface ClientEventMap {
  /** The client knows its page config (SWG_BASIC init, SWG init or start, or the page's markup); its managers exist. */
  configured: { pageConfig: PageConfig };
  /** Entitlements for the page's product are known (from the network or the cache). */
  entitlements: { entitlements: EntitlementsSet };
  /** The entitlements call failed (status, timeout, malformed answer, insecure page). */
  'entitlements-failed': { reason: string };
  /** The article answer of an entitlements fetch, for the prompt and intervention flows. */
  article: { article: Article };
  /** The provider handed out a reader token; it is stored. */
  'user-token': { token: string };
  /** The publisher said what its own (showcase) paywall did: `setShowcaseEntitlement` (subscriptionTimestamp in Unix seconds). */
  'showcase-entitlement': { event: ShowcaseEvent; isUserRegistered: boolean | null; subscriptionTimestamp: number | null };
  /** An unlock (showcase event or consumed meter) was reported to the provider. */
  'unlock-reported': { entitlementResult: string; entitlementSource: string; ok: boolean };
  /** A flow began or was cancelled; the publisher's setOnFlowStarted / setOnFlowCanceled hear these. */
  'flow-started': { flow: FlowName; data: Record<string, unknown> };
  'flow-canceled': { flow: FlowName; data: Record<string, unknown> };
  /** What an audience action hands to the publisher's result callback (opt-in, survey answers, rewarded ad), with or without one. */
  'intervention-result': { configurationId: string; data: unknown };
  /**
   * An analytics event of the provider's catalogue, by its AnalyticsEvent name
   * (`IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT`, `EVENT_PROMPT_FREQUENCY_CAP_MET`, …). The analytics
   * service and the publisher's listeners hear these.
   */
  analytics: AnalyticsPayload;
}

/** One analytics event on the bus (see ClientEventMap's `analytics`). */
export interface AnalyticsPayload {
  /** The provider's event number (wire/analytics-event.ts). */
  eventType: AnalyticsEvent;
  isFromUserAction: boolean | null;
  configurationId?: string | null;
  params?: Record<string, unknown> | null;
  /** Who logged it, when not the client itself (the provider's EventOriginator names). */
  originator?: keyof typeof EventOriginator;
  /** When it happened (ms), kept for an event that waits for the service frame. */
  at?: number;
  /** Dimensions for the page's Google tags only (the provider's googleAnalyticsParameters: a survey's answers). */
  gaParameters?: Record<string, string>;
}

type ClientEventType = keyof ClientEventMap;
/** One event as `onAny` listeners see it: the type next to its payload. */
export type ClientEvent = { [T in ClientEventType]: { type: T; payload: ClientEventMap[T] } }[ClientEventType];

export interface EventBus {
  /** Listen to one type; the returned function stops listening. */
  on<T extends ClientEventType>(type: T, listener: (payload: ClientEventMap[T]) => void): () => void;
  /** Listen to every event (analytics, the QA log). */
  onAny(listener: (event: ClientEvent) => void): () => void;
  /** Tell every listener, synchronously, in the order they subscribed, unless a filter of the type holds the event back. */
  emit<T extends ClientEventType>(type: T, payload: ClientEventMap[T]): void;
  /** Hold back events of one type for which `keep` answers false; the returned function removes it. */
  addFilter<T extends ClientEventType>(type: T, keep: (payload: ClientEventMap[T]) => boolean): () => void;
  /** Drop every listener (the bundle stops). */
  clear(): void;
}

type AnyListener = (event: ClientEvent) => void;

export function createEventBus(log: Logger): EventBus {
  // One list for both kinds keeps the delivery order the subscription order.
  const listeners = new Set<{ type: ClientEventType | null; listener: AnyListener }>();
  const filters = new Set<{ type: ClientEventType; keep: (event: ClientEvent) => boolean }>();

  const add = (type: ClientEventType | null, listener: AnyListener) => {
    const entry = { type, listener };
    listeners.add(entry);
    return () => void listeners.delete(entry);
  };

  return {
    on(type, listener) {
      // The entry is only ever called with events of `type`, so the payload matches.
      return add(type, (event) => listener(event.payload as Parameters<typeof listener>[0]));
    },
    onAny: (listener) => add(null, listener),
    emit(type, payload) {
      const event = { type, payload } as ClientEvent;
      for (const filter of filters) if (filter.type === type && !filter.keep(event)) return;
      // A copy: a listener may unsubscribe itself or others while the event is delivered.
      for (const entry of [...listeners]) {
        if (entry.type !== null && entry.type !== type) continue;
        try {
          entry.listener(event);
        } catch (caught) {
          log.error(`a listener of "${type}" failed`, caught);
        }
      }
    },
    addFilter(type, keep) {
      const entry = { type, keep: (event: ClientEvent) => keep(event.payload as Parameters<typeof keep>[0]) };
      filters.add(entry);
      return () => void filters.delete(entry);
    },
    clear() {
      listeners.clear();
      filters.clear();
    },
  };
}
