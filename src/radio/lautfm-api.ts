/**
 * The laut.fm public API. One table says where each endpoint lives and how its answer is read;
 * the station store asks for endpoints by name and never builds URLs itself.
 */
import type * as z from 'zod/mini';
import { fetchJson, type HttpResult } from '../core/http';
import type { Clock } from '../core/clock';
import { lastSongsSchema, listenersSchema, nextArtistsSchema, scheduleSchema, stationSchema, timeSchema } from './lautfm-schemas';
import type { PlayedItem, ScheduleEntry, StationInfo } from './radio-types';

/** What each endpoint of a station yields once parsed. */
export interface RadioEndpoints {
  station: StationInfo;
  last_songs: PlayedItem[];
  next_artists: string[];
  schedule: ScheduleEntry[];
  listeners: number;
}
export type EndpointName = keyof RadioEndpoints;

interface EndpointSpec<T> {
  /** Below /station/{station}; '' is the station itself. */
  path: string;
  /** The schema's getter: the table is built at load, the schema only when the endpoint is asked for. */
  schema: () => z.ZodMiniType<T, unknown>;
  /**
   * Add a timestamp parameter and bypass every cache. The current-song line needs fresh data on
   * each poll (spec §7), and since it shares this endpoint's data, everybody gets fresh data.
   */
  cacheBust: boolean;
}

const ENDPOINTS: { [E in EndpointName]: EndpointSpec<RadioEndpoints[E]> } = {
  station: { path: '', schema: stationSchema, cacheBust: false },
  last_songs: { path: 'last_songs', schema: lastSongsSchema, cacheBust: true },
  next_artists: { path: 'next_artists', schema: nextArtistsSchema, cacheBust: false },
  schedule: { path: 'schedule', schema: scheduleSchema, cacheBust: false },
  listeners: { path: 'listeners', schema: listenersSchema, cacheBust: false },
};

/** spec §9: the time call has a timeout of its own. */
const TIME_TIMEOUT_MS = 5000;

export interface LautfmApiOptions {
  baseUrl: string;
  timeoutMs: number;
  clock: Clock;
}

export interface LautfmApi {
  fetch<E extends EndpointName>(station: string, endpoint: E, signal?: AbortSignal): Promise<HttpResult<RadioEndpoints[E]>>;
  /** The API's clock (GET /time), as an instant. */
  time(signal?: AbortSignal): Promise<HttpResult<number | null>>;
}

const trimBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

/** Pure: the URL of one endpoint of one station. */
export function endpointUrl(baseUrl: string, station: string, endpoint: EndpointName, nowMs: number): string {
  const spec = ENDPOINTS[endpoint];
  const url = `${trimBase(baseUrl)}/station/${encodeURIComponent(station)}${spec.path ? `/${spec.path}` : ''}`;
  return spec.cacheBust ? `${url}?_=${nowMs}` : url;
}

/**
 * Pure: for how long an answer stays fresh, from Cache-Control max-age or else Expires (both are
 * readable cross-origin), or null when the answer says nothing usable.
 */
export function freshnessMs(headers: Headers | undefined, nowMs: number): number | null {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(headers?.get('cache-control') ?? '')?.[1];
  if (maxAge !== undefined) return Number(maxAge) * 1000;
  const expires = Date.parse(headers?.get('expires') ?? '');
  return Number.isFinite(expires) ? Math.max(0, expires - nowMs) : null;
}

export function createLautfmApi({ baseUrl, timeoutMs, clock }: LautfmApiOptions): LautfmApi {
  return {
    fetch(station, endpoint, signal) {
      const spec = ENDPOINTS[endpoint];
      return fetchJson(endpointUrl(baseUrl, station, endpoint, clock.now()), spec.schema(), {
        timeoutMs,
        signal,
        init: spec.cacheBust ? { cache: 'no-store' } : {},
      });
    },
    time(signal) {
      // A cached time would be wrong by its age: bust every cache.
      return fetchJson(`${trimBase(baseUrl)}/time?_=${clock.now()}`, timeSchema(), {
        timeoutMs: TIME_TIMEOUT_MS,
        signal,
        init: { cache: 'no-store' },
      });
    },
  };
}
