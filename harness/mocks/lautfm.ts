/**
 * The mock laut.fm API: the default answers of every endpoint, built on the recordings. Like the
 * real API it allows any origin and answers 404 for an unknown station.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { LAUTFM_API } from './origins';
import { hasStation, stationFixture, type RawPlayed } from './lautfm-data';
import { lastSongsAsOf } from './timeline';
import { formatLautDate } from './laut-date-format';

/** laut.fm sends CORS headers on every answer; the page calls it cross-origin. */
export const LAUTFM_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=10' } as const;

export const lautfmJson = (body: unknown, status = 200) => HttpResponse.json(body as object, { status, headers: LAUTFM_HEADERS });

export const notFound = () => lautfmJson({ error: 'Not found' }, 404);

/** The moment a last_songs request asks about: its cache-busting parameter, else now. */
export function asOf(request: Request): number {
  const stamp = Number(new URL(request.url).searchParams.get('_'));
  return Number.isFinite(stamp) && stamp > 0 ? stamp : Date.now();
}

/** The default last_songs answer of a station, as of the request's moment. */
export function lastSongsFor(station: string, request: Request): RawPlayed[] | undefined {
  const recorded = stationFixture<RawPlayed[]>(station, 'last_songs');
  if (!recorded) return undefined;
  return lastSongsAsOf(recorded, stationFixture<RawPlayed[]>(station, 'upcoming_songs') ?? [], asOf(request));
}

const stationFile = (file: string) =>
  http.get<{ station: string }>(`${LAUTFM_API}/station/:station/${file}`, ({ params }) => {
    const body = stationFixture(params.station, file);
    return body === undefined ? notFound() : lautfmJson(body);
  });

export const lautfmHandlers: RequestHandler[] = [
  // The API's clock. Answered as of the request's cache-busting moment (the page's clock, so the
  // harness's and Playwright's clocks agree with it), else the recording.
  http.get(`${LAUTFM_API}/time`, ({ request }) =>
    lautfmJson(new URL(request.url).searchParams.has('_') ? formatLautDate(asOf(request)) : stationFixture('radiohayom', 'time')),
  ),
  http.get(`${LAUTFM_API}/server_status`, () => lautfmJson(stationFixture('radiohayom', 'server_status'))),
  http.get<{ station: string }>(`${LAUTFM_API}/station/:station`, ({ params }) =>
    hasStation(params.station) ? lautfmJson(stationFixture(params.station, 'station')) : notFound(),
  ),
  http.get<{ station: string }>(`${LAUTFM_API}/station/:station/last_songs`, ({ params, request }) => {
    const body = lastSongsFor(params.station, request);
    return body === undefined ? notFound() : lautfmJson(body);
  }),
  ...['current_song', 'next_artists', 'schedule', 'listeners', 'playlists'].map(stationFile),
];
