/**
 * The propensity module and the publisher's logger (spec magazine §3, §5, §7; `getPropensityModule()`
 * and `getLogger()`). Both check the publisher's arguments first (publisher-events.ts) and throw
 * the provider's texts. Propensity talks to `{propensityOrigin}/subopt`: `/subopt/data` takes
 * subscription states and events, `/subopt/pts` answers scores; every request carries u_tz 240,
 * v 1, the reader's `__gads` cookie id when there is one and the page's host (`cdm`), with
 * credentials. The module's subscription states go straight to `/subopt/data`, its events over
 * the client's bus; the logger only puts the publisher's reports on the bus. What is on the bus
 * reaches `/subopt/data` when it came from the module, or with `enablePropensity`, except the
 * showcase's, as in the provider's client.
 */
import { describeHttpError, fetchText } from '../../core/http';
import type { Logger } from '../../core/log';
import type { EventBus } from '../events/event-bus';
import { PROVIDER_TIMEOUT_MS, type ProviderApi } from '../api/provider-api';
import {
  addQueryParam,
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
const PROPENSITY_QUERY = { u_tz: '240', v: '1' } as const;

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
  /**
   * The client's provider API. Not used: scores come from another origin, and their failed
   * answers' bodies must be read (fetchScores), which the API's calls drop.
   */
  api: ProviderApi;
  propensityOrigin: string;
  publicationId: string;
  /** The publisher's `enablePropensity`, read when an event arrives (configure may come later). */
  enabled: () => boolean;
  /** How long getPropensity waits for an answer; PROVIDER_TIMEOUT_MS when not given (tests shorten it). */
  timeoutMs?: number;
}

/** The logger of `getLogger()`: checked reports on the bus, from the publisher. */
export function createPublisherLogger(bus: EventBus): PublisherLogger {
  return {
    sendSubscriptionState(state, products) {
      const report = readSubscriptionState(state, products);
      bus.emit('analytics', {
        eventType: SUBSCRIPTION_STATE_EVENT,
        isFromUserAction: null,
        params: { ...report },
        originator: 'PUBLISHER_CLIENT',
      });
    },
    sendEvent(event) {
      bus.emit('analytics', { ...readPublisherEvent(event), originator: 'PUBLISHER_CLIENT' });
    },
  };
}

/**
 * Starts listening on the bus at once: the module is made once per configured client. Mirrors
 * swg-js propensity.ts and propensity-server.ts call by call (see the comments below).
 */
export function createPropensity(deps: PropensityDeps): PropensityModule {
  const { win, log, publicationId, timeoutMs = PROVIDER_TIMEOUT_MS } = deps;
  const subopt = `${deps.propensityOrigin}/subopt/`;
  // getClientId_: the first __gads id found is kept for the page's life, as the provider keeps it.
  let clientId: string | null = null;
  // propensityUrl_: u_tz, v, the cookie id when there is one, cdm; after the call's own parameters.
  const withCommon = (url: string): string => {
    clientId ||= adsCookieId(readCookie(win));
    url = addQueryParam(addQueryParam(url, 'u_tz', PROPENSITY_QUERY.u_tz), 'v', PROPENSITY_QUERY.v);
    if (clientId) url = addQueryParam(url, 'cookie', clientId);
    return addQueryParam(url, 'cdm', win.location.hostname);
  };
  // sendSubscriptionState / sendEvent_: GET /subopt/data, credentials included; the answer is not read.
  const sendData = (kind: 'states' | 'events', value: string, extrainfo: unknown): void => {
    let url = addQueryParam(`${subopt}data`, kind, `${publicationId}:${value}`);
    if (extrainfo) url = addQueryParam(url, 'extrainfo', String(extrainfo));
    void fetchText(withCommon(url), { timeoutMs, init: { credentials: 'include' } }).then((result) => {
      if (!result.ok) log.warn(`propensity data not sent: ${describeHttpError(result.error)}`);
    });
  };

  // handleClientEvent_: what the bus hears, sent to /subopt/data.
  deps.bus.on('analytics', (event) => {
    if (event.originator === 'SHOWCASE_CLIENT') return;
    if (!deps.enabled() && event.originator !== 'PROPENSITY_CLIENT') return;
    const params = event.params;
    if (event.eventType === SUBSCRIPTION_STATE_EVENT) {
      // Without parameters the provider's listener fails on reading them, and sends nothing.
      if (params) sendData('states', String(params['state']), params['productsOrSkus']);
      return;
    }
    const name = publisherEventName(event.eventType);
    if (!name) return;
    // The client's own parameters are the provider's private EventParams, which it never sends (`undefined`).
    let context = event.originator ? params : params ? undefined : null;
    if (typeof event.isFromUserAction === 'boolean') context = { ...context, is_active: event.isFromUserAction };
    sendData('events', name, JSON.stringify(context));
  });

  return {
    // Straight to /subopt/data, not through the bus: the provider's module calls its server directly.
    sendSubscriptionState(state, products) {
      const report = readSubscriptionState(state, products);
      sendData('states', report.state, report.productsOrSkus);
    },
    sendEvent(event) {
      deps.bus.emit('analytics', { ...readPublisherEvent(event), originator: 'PROPENSITY_CLIENT' });
    },
    // Not async: a bad type throws at once, before any request (propensity.ts getPropensity).
    getPropensity(type) {
      const checked = readPropensityType(type);
      // propensity-server.ts getPropensity: the id, type and referrer go into the address as they are, unencoded.
      const url = withCommon(`${subopt}pts?products=${publicationId}&type=${checked}&ref=${win.document.referrer}`);
      return fetchScores(url, timeoutMs);
    },
  };
}

/**
 * GET the scores with credentials and read the body as JSON whatever the status, as the
 * provider's client does (a 4xx or 5xx with a JSON body is parsed; one without rejects with the
 * SyntaxError). A failed request rejects with the provider fetcher's text. Unlike the provider's
 * client, the wait is bounded (PROVIDER_TIMEOUT_MS): a publisher's await must not hang for good.
 */
async function fetchScores(url: string, timeoutMs: number): Promise<PropensityScore | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(`timeout after ${timeoutMs} ms`), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', signal: controller.signal });
  } catch (reason) {
    // The provider's client's message, which carries the reason as text (a cause would cost bytes).
    // eslint-disable-next-line preserve-caught-error
    throw new Error(
      `XHR Failed fetching (${new URL(url).origin}/...): (Note: a CORS error above may indicate that this publisher or domain is not configured in Publisher Center. The CORS error happens because 4xx responses do not set CORS headers.)\n\n${String(reason)}`,
    );
  } finally {
    clearTimeout(timer);
  }
  return propensityScore(await response.json());
}

/** The page's cookies; a sandboxed document that refuses them has none. */
function readCookie(win: Window): string {
  try {
    return win.document.cookie;
  } catch {
    return '';
  }
}
