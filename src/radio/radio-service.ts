/**
 * What radio features receive through `ctx.radio`: the parsed settings and one shared store per
 * station, created on first use.
 */
import type { Clock, Visibility } from '../core/clock';
import type { Logger } from '../core/log';
import { createLautfmApi } from './lautfm-api';
import type { RadioSettings } from './settings';
import { createStationStore, type StationStore } from './station-store';

export interface RadioService {
  readonly settings: RadioSettings;
  /** True when the page printed usable `lfmWidgetSettings`. */
  readonly configured: boolean;
  station(name: string): StationStore;
  stop(): void;
}

export interface RadioServiceOptions {
  settings: RadioSettings;
  configured: boolean;
  clock: Clock;
  visibility: Visibility;
  log: Logger;
}

export function createRadioService({ settings, configured, clock, visibility, log }: RadioServiceOptions): RadioService {
  const api = createLautfmApi({ baseUrl: settings.api_base, timeoutMs: settings.timeout, clock });
  const stores = new Map<string, StationStore>();
  return {
    settings,
    configured,
    station(name) {
      let store = stores.get(name);
      if (!store) {
        store = createStationStore({ station: name, api, clock, visibility, refreshMs: settings.refresh * 1000, log });
        stores.set(name, store);
      }
      return store;
    },
    stop() {
      for (const store of stores.values()) store.stop();
    },
  };
}
