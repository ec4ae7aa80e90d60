/**
 * The propensity module and the publisher's logger (spec magazine §3, §5, §7; `getPropensityModule()`
 * and `getLogger()`). Both check the publisher's arguments first (publisher-events.ts) and throw
 * the provider's texts. Propensity talks to `{propensityOrigin}/subopt`: `/subopt/data` takes
 * subscription states and events, `/subopt/pts` answers scores; every request carries u_tz 240,
 * v 1, the reader's `__gads` cookie id when there is one and the page's host (`cdm`), with
 * credentials. The logger only puts the publisher's report on the client's bus; with
 * `enablePropensity`, what is on the bus (the client's own events and the publisher's) reaches
 * `/subopt/data` too, except the showcase's, as in the provider's client.
 */
import * as z from 'zod/mini';
import { describeHttpError } from '../../core/http';
import type { Logger } from '../../core/log';
import type { EventBus } from '../event-bus';
import { queryString, type ProviderApi, type Query } from '../provider-api';
import {
  adsCookieId,
  propensityScore,
  publisherEventName,
  readPropensityType,
  readPublisherEvent,
  readSubscriptionState,
  SUBSCRIPTION_STATE_EVENT,
  type PropensityScore,
} from './publisher-events';

/** Spec magazine §9: "Propensity timezone value 240, version 1". */
export const PROPENSITY_QUERY = { u_tz: '240', v: '1' } as const;

export interface PublisherLogger {
  sendSubscriptionState(state: unknown, products?: unknown): void;
  sendEvent(event: unknown): void;
}

export interface PropensityModule extends PublisherLogger {
  getPropensity(type?: unknown): Promise<PropensityScore | null>;
}

export interface PropensityDeps {
  win: Window;
  log: Logger;
  bus: EventBus;
  api: ProviderApi;
  propensityOrigin: string;
  publicationId: string;
  /** The publisher's `enablePropensity`, read when an event arrives (configure may come later). */
  enabled: () => boolean;
}

/** The logger of `getLogger()`: checked reports on the bus, from the publisher. */
export function createPublisherLogger(bus: EventBus, originator: 'PUBLISHER_CLIENT' | 'PROPENSITY_CLIENT' = 'PUBLISHER_CLIENT'): PublisherLogger {
  return {
    sendSubscriptionState(state, products) {
      const report = readSubscriptionState(state, products);
      bus.emit('analytics', { eventType: SUBSCRIPTION_STATE_EVENT, isFromUserAction: null, params: { ...report }, originator });
    },
    sendEvent(event) {
      bus.emit('analytics', { ...readPublisherEvent(event), originator });
    },
  };
}

/** Starts listening on the bus at once: the module is made once per configured client. */
export function createPropensity(deps: PropensityDeps): PropensityModule {
  const { win, log, api, publicationId } = deps;
  const url = (path: string, query: Query) => {
    const cookie = adsCookieId(readCookie(win));
    return `${deps.propensityOrigin}/subopt/${path}?${queryString({ ...query, ...PROPENSITY_QUERY, cookie, cdm: win.location.hostname })}`;
  };
  const sendData = (kind: 'states' | 'events', value: string, extrainfo: string | null) =>
    void api.getJson(url('data', { [kind]: `${publicationId}:${value}`, extrainfo }), z.unknown()).then((result) => {
      if (!result.ok) log.warn(`propensity data not sent: ${describeHttpError(result.error)}`);
    });

  deps.bus.on('analytics', (event) => {
    if (event.originator === 'SHOWCASE_CLIENT') return;
    if (!deps.enabled() && event.originator !== 'PROPENSITY_CLIENT') return;
    if (event.eventType === SUBSCRIPTION_STATE_EVENT) {
      const params = event.params ?? {};
      return sendData('states', String(params['state']), typeof params['productsOrSkus'] === 'string' ? params['productsOrSkus'] : null);
    }
    const name = publisherEventName(event.eventType);
    if (!name) return;
    const context = typeof event.isFromUserAction === 'boolean' ? { ...event.params, is_active: event.isFromUserAction } : event.params;
    sendData('events', name, JSON.stringify(context ?? null));
  });

  return {
    ...createPublisherLogger(deps.bus, 'PROPENSITY_CLIENT'),
    async getPropensity(type) {
      const checked = readPropensityType(type);
      const result = await api.getJson(url('pts', { products: publicationId, type: checked, ref: win.document.referrer }), z.unknown());
      if (!result.ok) {
        const message = `propensity scores unavailable: ${describeHttpError(result.error)}`;
        log.warn(message);
        throw new Error(message);
      }
      return propensityScore(result.value);
    },
  };
}

/** The page's cookies; a sandboxed document that refuses them has none. */
function readCookie(win: Window): string {
  try {
    return win.document.cookie;
  } catch {
    return '';
  }
}
