/**
 * What radio features receive through `ctx.radio`: the parsed settings, the API's idea of now,
 * and one shared store per station, created on first use.
 */
import type { Clock, Visibility } from '../core/clock';
import type { Logger } from '../core/log';
import type { KeyValueStore, SafeStorage } from '../core/storage';
import { describeHttpError } from '../core/http';
import type { Announcer } from '../core/announcer';
import { createFailingStations } from './failing-stations';
import { watchSongChanges } from './song-announcer';
import { createLautfmApi } from './lautfm-api';
import type { RadioSettings } from './settings';
import { createStationStore, type StationStore } from './station-store';
import type { WriteQueue } from './placeholder-writes';

export interface RadioService {
  readonly settings: RadioSettings;
  /** True when the page printed usable `lfmWidgetSettings`. */
  readonly configured: boolean;
  station(name: string): StationStore;
  /** The page's one queue for the placeholders' writes (they glide together). */
  readonly writes: WriteQueue;
  /**
   * Now, by the API's clock: the visitor's clock corrected by the offset that /time reported
   * (zero until it answers, or if it fails). Day labels and schedule picks use it.
   */
  now(): number;
  /** Announce the station's song changes in the page's live region while the returned release is not called. */
  announceSongChanges(station: string): () => void;
  /** A configuration problem is said once per page, not once per placeholder. */
  logOnce(level: 'warn' | 'error', message: string): void;
  stop(): void;
}

export interface RadioServiceOptions {
  settings: RadioSettings;
  configured: boolean;
  clock: Clock;
  visibility: Visibility;
  log: Logger;
  local: SafeStorage;
  cache?: KeyValueStore;
  announcer: Announcer;
  writes: WriteQueue;
  /** Stations poll once this settles (the end of the page's first pass); unset: at once. */
  pollsAfter?: Promise<void>;
}

export function createRadioService({
  settings,
  configured,
  clock,
  visibility,
  log,
  local,
  cache,
  announcer,
  writes,
  pollsAfter,
}: RadioServiceOptions): RadioService {
  const api = createLautfmApi({ baseUrl: settings.api_base, timeoutMs: settings.timeout, clock });
  const failing = createFailingStations(local, clock, log);
  const stores = new Map<string, StationStore>();
  /** station -> how many elements want its song changes announced, and how to stop. */
  const announcing = new Map<string, { users: number; stop: () => void }>();
  const said = new Set<string>();
  let offsetMs = 0;
  let timeAsked = false;
  const lifetime = new AbortController();
  const now = () => clock.now() + offsetMs;

  const sendTimeRequest = () => {
    const sentAt = clock.now();
    void api.time(lifetime.signal).then((result) => {
      if (result.ok && result.value !== null) {
        // Half the round trip is the best guess of when the server read its clock.
        offsetMs = result.value - (sentAt + clock.now()) / 2;
      } else if (!result.ok && result.error.kind !== 'aborted') {
        log.warn(`/time: ${describeHttpError(result.error)}; using the visitor's clock`);
      }
    });
  };

  const askTime = () => {
    if (timeAsked) return;
    timeAsked = true;
    // Asked with the first poll, not while the page's first pass is still finding elements.
    if (pollsAfter) void pollsAfter.then(sendTimeRequest);
    else sendTimeRequest();
  };

  const station = (name: string): StationStore => {
    askTime();
    let store = stores.get(name);
    if (!store) {
      store = createStationStore({
        station: name,
        api,
        clock,
        now,
        visibility,
        refreshMs: settings.refresh * 1000,
        log,
        failing,
        ...(cache ? { cache } : {}),
        ...(pollsAfter ? { pollsAfter } : {}),
      });
      stores.set(name, store);
    }
    return store;
  };

  return {
    settings,
    configured,
    now,
    station,
    writes,
    announceSongChanges(name) {
      const entry = announcing.get(name) ?? { users: 0, stop: watchSongChanges(station(name), announcer) };
      entry.users++;
      announcing.set(name, entry);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--entry.users === 0) {
          entry.stop();
          announcing.delete(name);
        }
      };
    },
    logOnce(level, message) {
      if (said.has(message)) return;
      said.add(message);
      log[level](message);
    },
    stop() {
      lifetime.abort();
      for (const store of stores.values()) store.stop();
    },
  };
}
