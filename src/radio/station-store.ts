/**
 * One store per station: every placeholder and widget that shows a station reads from it, so a
 * refresh makes one request per endpoint however many elements display that endpoint. Endpoints
 * are fetched only while somebody subscribes to them; the poller runs only while anybody does.
 */
import { describeHttpError, type HttpError } from '../core/http';
import { createPoller, type Clock, type Poller, type Visibility } from '../core/clock';
import type { Logger } from '../core/log';
import type { EndpointName, LautfmApi, RadioEndpoints } from './lautfm-api';

export type EndpointState<T> =
  | { status: 'pending' }
  | { status: 'ready'; data: T; updatedAt: number }
  | { status: 'failed'; error: HttpError; updatedAt: number };

const PENDING: EndpointState<never> = { status: 'pending' };

export interface StationStore {
  readonly station: string;
  get<E extends EndpointName>(endpoint: E): EndpointState<RadioEndpoints[E]>;
  /** Show interest in an endpoint and hear about its changes; the returned function ends both. */
  subscribe(endpoint: EndpointName, listener: () => void): () => void;
  /** Fetch every endpoint somebody reads, once each. A newer refresh aborts an older one. */
  refresh(): Promise<void>;
  stop(): void;
}

export interface StationStoreOptions {
  station: string;
  api: LautfmApi;
  clock: Clock;
  visibility: Visibility;
  refreshMs: number;
  log: Logger;
}

export function createStationStore({ station, api, clock, visibility, refreshMs, log }: StationStoreOptions): StationStore {
  const states = new Map<EndpointName, EndpointState<unknown>>();
  const listeners = new Map<EndpointName, Set<() => void>>();
  let inFlight: AbortController | undefined;
  /** Aborts one-off loads when the last subscriber leaves. */
  let lifetime = new AbortController();
  let poller: Poller | undefined;
  let hasPolled = false;

  const demanded = () => [...listeners].filter(([, set]) => set.size > 0).map(([endpoint]) => endpoint);

  const notify = (endpoint: EndpointName) => {
    for (const listener of listeners.get(endpoint) ?? []) listener();
  };

  const load = async (endpoint: EndpointName, signal: AbortSignal) => {
    const result = await api.fetch(station, endpoint, signal);
    if (signal.aborted) return;
    if (result.ok) {
      states.set(endpoint, { status: 'ready', data: result.value, updatedAt: clock.now() });
    } else {
      if (result.error.kind === 'aborted') return;
      log.warn(`station "${station}" ${endpoint}: ${describeHttpError(result.error)}`);
      states.set(endpoint, { status: 'failed', error: result.error, updatedAt: clock.now() });
    }
    notify(endpoint);
  };

  const refresh = async () => {
    hasPolled = true;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    await Promise.all(demanded().map((endpoint) => load(endpoint, controller.signal)));
    if (inFlight === controller) inFlight = undefined;
  };

  const startPolling = () => {
    poller ??= createPoller({ intervalMs: refreshMs, clock, visibility, run: refresh });
    // The first poll is planned, not run, so every element mounted in the same pass is
    // subscribed before it starts: one request per endpoint from the very first refresh.
    poller.start();
  };

  const stopPolling = () => {
    poller?.stop();
    inFlight?.abort();
    inFlight = undefined;
    lifetime.abort();
    lifetime = new AbortController();
  };

  return {
    station,
    get: <E extends EndpointName>(endpoint: E) => (states.get(endpoint) ?? PENDING) as EndpointState<RadioEndpoints[E]>,
    subscribe(endpoint, listener) {
      const wasIdle = demanded().length === 0;
      let set = listeners.get(endpoint);
      if (!set) listeners.set(endpoint, (set = new Set()));
      const isNewEndpoint = set.size === 0;
      set.add(listener);
      if (wasIdle) startPolling();
      // An endpoint first wanted between polls (markup added later) is fetched at once,
      // outside the refresh cycle, so that its element does not wait a whole interval.
      else if (isNewEndpoint && hasPolled && !states.has(endpoint)) void load(endpoint, lifetime.signal);
      return () => {
        set.delete(listener);
        if (demanded().length === 0) stopPolling();
      };
    },
    refresh,
    stop: stopPolling,
  };
}
