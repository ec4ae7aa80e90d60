/**
 * Stations that are inactive or unknown (404) are remembered in local storage and skipped until
 * about 20 s after the next full hour (spec §4), so a dead station costs no requests on every
 * refresh of every page. When that time has passed, the list and the time are cleared together.
 */
import type { Clock } from '../core/clock';
import type { Logger } from '../core/log';
import type { SafeStorage } from '../core/storage';

export const FAILING_STATIONS_KEY = 'lfm_failing_stations';
export const RETRY_AT_KEY = 'lfm_failing_retry_at';

const HOUR_MS = 3_600_000;
const RETRY_GRACE_MS = 20_000;

/** Pure: the next full hour after `nowMs`, plus 20 s. Full hours are the same in UTC and Berlin. */
export function retryTimeAfter(nowMs: number): number {
  return (Math.floor(nowMs / HOUR_MS) + 1) * HOUR_MS + RETRY_GRACE_MS;
}

/** Pure: the stored list, or [] for anything that is not a list of names (tampered storage). */
export function parseFailingList(raw: string | null): string[] | null {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

export interface FailingStations {
  /** True while the station is listed and its retry time has not come; clears an expired list. */
  isSkipped(station: string): boolean;
  markFailing(station: string): void;
}

export function createFailingStations(storage: SafeStorage, clock: Clock, log: Logger): FailingStations {
  const read = (): string[] => {
    const list = parseFailingList(storage.get(FAILING_STATIONS_KEY));
    if (list === null) {
      log.warn(`${FAILING_STATIONS_KEY} in localStorage is not a list of station names; discarding it`);
      clear();
      return [];
    }
    return list;
  };
  const clear = () => {
    storage.remove(FAILING_STATIONS_KEY);
    storage.remove(RETRY_AT_KEY);
  };
  return {
    isSkipped(station) {
      const list = read();
      if (!list.includes(station)) return false;
      const retryAt = Number(storage.get(RETRY_AT_KEY));
      if (Number.isFinite(retryAt) && retryAt > 0 && clock.now() < retryAt) return true;
      clear();
      return false;
    },
    markFailing(station) {
      const list = read();
      if (!list.includes(station)) storage.set(FAILING_STATIONS_KEY, JSON.stringify([...list, station]));
      storage.set(RETRY_AT_KEY, String(retryTimeAfter(clock.now())));
    },
  };
}
