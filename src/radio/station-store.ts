/**
 * One store per station: every placeholder and widget that shows a station reads from it, so a
 * refresh makes one request per endpoint however many elements display that endpoint. Endpoints
 * are fetched only while somebody subscribes to them; the poller runs only while anybody does.
 *
 * Beyond the plain poll: next_artists is asked only when the station is not live; inactive or
 * unknown stations are skipped until their retry time; the last good answers are kept in
 * IndexedDB and shown at once on the next page view, marked stale until fresh ones arrive; the
 * next poll is planned from the current song's end and the answer's freshness.
 */
import { describeHttpError, type HttpError } from '../core/http';
import { createPoller, type Clock, type Poller, type Visibility } from '../core/clock';
import type { Logger } from '../core/log';
import type { KeyValueStore } from '../core/storage';
import type { FailingStations } from './failing-stations';
import { freshnessMs, type EndpointName, type LautfmApi, type RadioEndpoints } from './lautfm-api';
import { nextRefreshDelay } from './refresh-plan';

type FailureReason = 'http' | 'inactive' | 'skipped';

export type EndpointState<T> =
  | { status: 'pending' }
  | { status: 'ready'; data: T; updatedAt: number; stale: boolean }
  | { status: 'failed'; reason: FailureReason; error?: HttpError; updatedAt: number };

const PENDING: EndpointState<never> = { status: 'pending' };

export interface StationStore {
  readonly station: string;
  get<E extends EndpointName>(endpoint: E): EndpointState<RadioEndpoints[E]>;
  /** Show interest in an endpoint and hear about its changes; the returned function ends both. */
  subscribe(endpoint: EndpointName, listener: () => void): () => void;
  /** Hear about an endpoint's changes without asking for it to be fetched. */
  watch(endpoint: EndpointName, listener: () => void): () => void;
  /** Fetch every endpoint somebody reads, once each. A newer refresh aborts an older one. */
  refresh(): Promise<void>;
  stop(): void;
}

export interface StationStoreOptions {
  station: string;
  api: LautfmApi;
  clock: Clock;
  /** The API's idea of now (the visitor's clock corrected by /time). */
  now: () => number;
  visibility: Visibility;
  refreshMs: number;
  log: Logger;
  failing: FailingStations;
  /** Where the last good answers are kept between page views; omit to keep nothing. */
  cache?: KeyValueStore;
  /**
   * The first poll waits for this (the end of the page's first pass), so that every element found
   * in the pass, however many tasks the pass takes, is asked for in the first refresh.
   */
  pollsAfter?: Promise<void>;
}

/** What is kept in IndexedDB per station. The version guards against an older bundle's shape. */
interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  savedAt: number;
  data: Partial<RadioEndpoints>;
}
const SNAPSHOT_VERSION = 1;
export const snapshotKey = (station: string) => `lfm:station:${station}`;

export function createStationStore(options: StationStoreOptions): StationStore {
  const { station, api, clock, now, visibility, refreshMs, log, failing, cache, pollsAfter } = options;
  const states = new Map<EndpointName, EndpointState<unknown>>();
  const listeners = new Map<EndpointName, Set<() => void>>();
  const watchers = new Map<EndpointName, Set<() => void>>();
  let inFlight: AbortController | undefined;
  /** Aborts one-off loads when the last subscriber leaves. */
  let lifetime = new AbortController();
  let poller: Poller | undefined;
  let hasPolled = false;
  let restored = false;
  let lastSongsFreshForMs: number | null = null;
  let mayPoll = pollsAfter === undefined;
  void pollsAfter?.then(() => {
    mayPoll = true;
    if (demanded().length > 0) startPolling();
  });

  /** The listeners (or watchers) of one endpoint, created on first use. */
  const groupOf = (groups: Map<EndpointName, Set<() => void>>, endpoint: EndpointName) => {
    let group = groups.get(endpoint);
    if (!group) groups.set(endpoint, (group = new Set()));
    return group;
  };

  const demanded = () => [...listeners].filter(([, set]) => set.size > 0).map(([endpoint]) => endpoint);

  const set = (endpoint: EndpointName, state: EndpointState<unknown>) => {
    states.set(endpoint, state);
    for (const listener of listeners.get(endpoint) ?? []) listener();
    for (const watcher of watchers.get(endpoint) ?? []) watcher();
  };

  const get = <E extends EndpointName>(endpoint: E) => (states.get(endpoint) ?? PENDING) as EndpointState<RadioEndpoints[E]>;

  const isLive = () => {
    const songs = get('last_songs');
    return songs.status === 'ready' && songs.data[0]?.live === true;
  };

  /** Inactive or unknown: every demanded endpoint shows the failure, and later polls skip it. */
  const failStation = (reason: FailureReason, error?: HttpError) => {
    for (const endpoint of demanded()) set(endpoint, { status: 'failed', reason, ...(error ? { error } : {}), updatedAt: clock.now() });
  };

  const load = async (endpoint: EndpointName, signal: AbortSignal): Promise<void> => {
    const result = await api.fetch(station, endpoint, signal);
    if (signal.aborted) return;
    if (result.ok) {
      if (endpoint === 'last_songs') lastSongsFreshForMs = freshnessMs(result.headers, clock.now());
      set(endpoint, { status: 'ready', data: result.value, updatedAt: clock.now(), stale: false });
      return;
    }
    if (result.error.kind === 'aborted') return;
    log.warn(`station "${station}" ${endpoint}: ${describeHttpError(result.error)}`);
    set(endpoint, { status: 'failed', reason: 'http', error: result.error, updatedAt: clock.now() });
  };

  const persist = () => {
    if (!cache) return;
    const data: Partial<Record<EndpointName, unknown>> = {};
    for (const [endpoint, state] of states) if (state.status === 'ready' && !state.stale) data[endpoint] = state.data;
    if (Object.keys(data).length === 0) return;
    const snapshot: Snapshot = { version: SNAPSHOT_VERSION, savedAt: clock.now(), data: data as Partial<RadioEndpoints> };
    void cache.set(snapshotKey(station), snapshot);
  };

  /** Show the last page view's answers at once, marked stale, where nothing newer is known. */
  const restore = async () => {
    if (!cache || restored) return;
    restored = true;
    const snapshot = await cache.get<Snapshot>(snapshotKey(station));
    if (!snapshot || snapshot.version !== SNAPSHOT_VERSION || typeof snapshot.data !== 'object' || snapshot.data === null) return;
    for (const [endpoint, data] of Object.entries(snapshot.data) as [EndpointName, unknown][]) {
      if (data !== undefined && !states.has(endpoint)) set(endpoint, { status: 'ready', data, updatedAt: snapshot.savedAt, stale: true });
    }
  };

  const refresh = async () => {
    hasPolled = true;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const wanted = demanded();
    if (failing.isSkipped(station)) {
      failStation('skipped');
      return;
    }
    // The live flag decides whether next_artists is asked, so last_songs comes along with it.
    const wantsNext = wanted.includes('next_artists');
    const parallel = wanted.filter((endpoint) => endpoint !== 'next_artists');
    if (wantsNext && !parallel.includes('last_songs')) parallel.push('last_songs');
    const loads = parallel.map((endpoint) => load(endpoint, controller.signal));
    if (wantsNext) {
      const songsLoaded = loads[parallel.indexOf('last_songs')];
      loads.push(
        (async () => {
          await songsLoaded;
          if (!controller.signal.aborted && !isLive()) await load('next_artists', controller.signal);
        })(),
      );
    }
    await Promise.all(loads);
    if (controller.signal.aborted) return;
    if (inFlight === controller) inFlight = undefined;

    const info = get('station');
    const unknown = info.status === 'failed' && info.error?.kind === 'status' && info.error.status === 404;
    if (unknown || (info.status === 'ready' && !info.data.active)) {
      log.warn(`station "${station}" is ${unknown ? 'unknown (404)' : 'inactive'}; skipping it until the next full hour`);
      failing.markFailing(station);
      failStation(unknown ? 'http' : 'inactive', info.status === 'failed' ? info.error : undefined);
      return;
    }
    persist();
  };

  const plannedInterval = () => {
    const songs = get('last_songs');
    return nextRefreshDelay({
      nowMs: now(),
      refreshMs,
      songEndsAt: songs.status === 'ready' ? (songs.data[0]?.endsAt ?? null) : null,
      freshForMs: lastSongsFreshForMs,
    });
  };

  function startPolling() {
    void restore();
    if (!mayPoll) return;
    poller ??= createPoller({ intervalMs: plannedInterval, clock, visibility, run: refresh });
    // The first poll is planned, not run, so every element mounted in the same task is
    // subscribed before it starts: one request per endpoint from the very first refresh.
    poller.start();
  }

  const stopPolling = () => {
    poller?.stop();
    inFlight?.abort();
    inFlight = undefined;
    lifetime.abort();
    lifetime = new AbortController();
  };

  const subscribe = (endpoint: EndpointName, listener: () => void): (() => void) => {
    const wasIdle = demanded().length === 0;
    const group = groupOf(listeners, endpoint);
    const isNewEndpoint = group.size === 0;
    group.add(listener);
    if (wasIdle) startPolling();
    // An endpoint first wanted between polls (markup added later) is fetched at once,
    // outside the refresh cycle, so that its element does not wait a whole interval.
    else if (isNewEndpoint && hasPolled && !states.has(endpoint) && !failing.isSkipped(station)) void load(endpoint, lifetime.signal);
    return () => {
      group.delete(listener);
      if (demanded().length === 0) stopPolling();
    };
  };

  return {
    station,
    get,
    subscribe,
    watch(endpoint, listener) {
      const group = groupOf(watchers, endpoint);
      group.add(listener);
      return () => group.delete(listener);
    },
    refresh,
    stop: stopPolling,
  };
}
