/**
 * The laut.fm public API. One table says where each endpoint lives and how its answer is read;
 * the station store asks for endpoints by name and never builds URLs itself.
 */
import type * as z from 'zod/mini';
import { fetchJson, type HttpResult } from '../core/http';
import type { Clock } from '../core/clock';
import { lastSongsSchema } from './lautfm-schemas';
import type { PlayedItem } from './radio-types';

/** What each endpoint yields once parsed. Later widgets add their endpoints here. */
export interface RadioEndpoints {
  last_songs: PlayedItem[];
}
export type EndpointName = keyof RadioEndpoints;

interface EndpointSpec<T> {
  path: string;
  schema: z.ZodMiniType<T, unknown>;
  /**
   * Add a timestamp parameter and bypass every cache. The current-song line needs fresh data on
   * each poll (spec §7), and since it shares this endpoint's data, everybody gets fresh data.
   */
  cacheBust: boolean;
}

const ENDPOINTS: { [E in EndpointName]: EndpointSpec<RadioEndpoints[E]> } = {
  last_songs: { path: 'last_songs', schema: lastSongsSchema, cacheBust: true },
};

export interface LautfmApiOptions {
  baseUrl: string;
  timeoutMs: number;
  clock: Clock;
}

export interface LautfmApi {
  fetch<E extends EndpointName>(station: string, endpoint: E, signal?: AbortSignal): Promise<HttpResult<RadioEndpoints[E]>>;
}

/** Pure: the URL of one endpoint of one station. */
export function endpointUrl(baseUrl: string, station: string, endpoint: EndpointName, nowMs: number): string {
  const spec = ENDPOINTS[endpoint];
  const url = `${baseUrl.replace(/\/+$/, '')}/station/${encodeURIComponent(station)}/${spec.path}`;
  return spec.cacheBust ? `${url}?_=${nowMs}` : url;
}

export function createLautfmApi({ baseUrl, timeoutMs, clock }: LautfmApiOptions): LautfmApi {
  return {
    fetch(station, endpoint, signal) {
      const spec = ENDPOINTS[endpoint];
      return fetchJson(endpointUrl(baseUrl, station, endpoint, clock.now()), spec.schema, {
        timeoutMs,
        signal,
        init: spec.cacheBust ? { cache: 'no-store' } : {},
      });
    },
  };
}
