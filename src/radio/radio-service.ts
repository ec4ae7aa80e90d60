/**
 * What radio features receive through `ctx.radio`: the parsed settings, the API's idea of now,
 * and one shared store per station, created on first use.
 */
import type { Clock, Visibility } from '../core/clock';
import type { Logger } from '../core/log';
import type { KeyValueStore, SafeStorage } from '../core/storage';
import { describeHttpError } from '../core/http';
import { createFailingStations } from './failing-stations';
import { createLautfmApi } from './lautfm-api';
import type { RadioSettings } from './settings';
import { createStationStore, type StationStore } from './station-store';

export interface RadioService {
  readonly settings: RadioSettings;
  /** True when the page printed usable `lfmWidgetSettings`. */
  readonly configured: boolean;
  station(name: string): StationStore;
  /**
   * Now, by the API's clock: the visitor's clock corrected by the offset that /time reported
   * (zero until it answers, or if it fails). Day labels and schedule picks use it.
   */
  now(): number;
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
}

export function createRadioService({ settings, configured, clock, visibility, log, local, cache }: RadioServiceOptions): RadioService {
  const api = createLautfmApi({ baseUrl: settings.api_base, timeoutMs: settings.timeout, clock });
  const failing = createFailingStations(local, clock, log);
  const stores = new Map<string, StationStore>();
  let offsetMs = 0;
  let timeAsked = false;
  const lifetime = new AbortController();
  const now = () => clock.now() + offsetMs;

  const askTime = () => {
    if (timeAsked) return;
    timeAsked = true;
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

  return {
    settings,
    configured,
    now,
    station(name) {
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
        });
        stores.set(name, store);
      }
      return store;
    },
    stop() {
      lifetime.abort();
      for (const store of stores.values()) store.stop();
    },
  };
}
