/**
 * Scenarios of the live station information: station info, schedule, listeners, next artists,
 * the live flag, the failing-station rule and the clock. Variants are derived in code from the
 * default fixtures (stationFixture hands out a copy, so editing it is safe); no extra JSON.
 */
import { http } from 'msw';
import { parseLautDate } from '../../src/radio/laut-date';
import type { Scenario } from '../scenario-types';
import { failureResponse, type Failure } from '../mocks/failures';
import { formatLautDate } from '../mocks/laut-date-format';
import { asOf, lautfmJson, notFound } from '../mocks/lautfm';
import { stationFixture, type RawPlayed } from '../mocks/lautfm-data';
import { LAUTFM_API } from '../mocks/origins';
import { editFixture, editLastSongs, urlOf, type RawStation, type StationFile } from './station-edits';
import { hostileHandlers } from './station-hostile';

/** Pages that show the week's schedule: where a clock near the week's edges changes anything (no handler says so). */
const SCHEDULE_PAGES = ['radio-home', 'radio-stations', 'radio-schedule'];

/** Every laut.fm endpoint, /time and /server_status included. */
const everyEndpoint = (failure: Failure) => http.get(`${LAUTFM_API}/*`, () => failureResponse(failure));

/* ------------------------------------------------------------------ per-endpoint failures */

interface Endpoint {
  slug: string;
  file: StationFile;
  /** How descriptions name it. */
  label: string;
  /** Valid JSON of the wrong shape for this endpoint. */
  wrongShape: unknown;
}

const ENDPOINTS: Endpoint[] = [
  { slug: 'station-info', file: 'station', label: 'Station info (/station/{station})', wrongShape: [1, 2, 3] },
  { slug: 'schedule', file: 'schedule', label: 'schedule', wrongShape: { items: 'none' } },
  { slug: 'listeners', file: 'listeners', label: 'listeners', wrongShape: 'viele' },
  { slug: 'next-artists', file: 'next_artists', label: 'next_artists', wrongShape: { items: 'none' } },
];

const ENDPOINT_FAILURES: { suffix: string; failure: Failure; title: string; answers: (endpoint: Endpoint) => string }[] = [
  { suffix: '500', failure: 'status-500', title: 'fails (500)', answers: () => 'answers 500 Internal Server Error' },
  {
    suffix: 'malformed-json',
    failure: 'malformed-json',
    title: 'malformed',
    answers: () => 'answers a truncated JSON body (invalid JSON)',
  },
  {
    suffix: 'wrong-shape',
    failure: 'wrong-shape',
    title: 'wrong shape',
    answers: (endpoint) => `answers valid JSON of the wrong shape: ${JSON.stringify(endpoint.wrongShape)}`,
  },
];

const endpointFailureScenarios: Scenario[] = ENDPOINTS.flatMap((endpoint) =>
  ENDPOINT_FAILURES.map(({ suffix, failure, title, answers }): Scenario => ({
    id: `${endpoint.slug}-${suffix}`,
    title: `${endpoint.label.replace(/ \(.*\)$/, '')} ${title}`,
    description: `${endpoint.label} of every station ${answers(endpoint)}; every other endpoint answers the recordings.`,
    site: 'radio',
    handlers: [http.get(urlOf(endpoint.file), () => failureResponse(failure, undefined, endpoint.wrongShape))],
  })),
);

/* ------------------------------------------------------------------ hostile text */

/* ------------------------------------------------------------------ clocks */

/**
 * The laut.fm recording's afternoon, where the radio pages that show the programme start when the
 * scenario fixes no clock (harness/page-clock.ts): Thursday 2020-11-26, inside the recorded current
 * song (Nena, 15:29:51–15:31:38), so the page first shows exactly the recording, the programme's
 * "Heute" is the recording's Thursday, and 98 s pass before the mock radio plays the next song.
 */
export const RECORDING_CLOCK = '2020-11-26T15:30:00+01:00';
const DAY_BOUNDARY_CLOCK = '2020-11-29T23:59:40+01:00';
const WEEK_END_CLOCK = '2020-11-29T22:30:00+01:00';
export const DST_CLOCK = '2020-10-25T01:50:00+02:00';
const FAILING_RETRY_CLOCK = '2020-11-26T15:59:00+01:00';
/** How far the API's /time runs ahead of the page clock in `clock-skew`. */
const CLOCK_SKEW_MS = 2 * 60 * 60 * 1000;

/**
 * The songs with every `started_at`/`ends_at` moved by one amount, so that entry 0 starts at
 * `entry0StartMs`. Each moment is written again in Berlin time, so the offset follows the moment
 * (+0200 in summer time, +0100 in winter time) and durations stay exact across a clock change.
 * Dates that do not parse are left as they are. Pure: the input is not changed.
 */
export function shiftPlayedTimes(songs: readonly RawPlayed[], entry0StartMs: number): RawPlayed[] {
  const first = parseLautDate(songs[0]?.started_at);
  if (first === null) return songs.map((song) => ({ ...song }));
  const delta = entry0StartMs - first;
  const move = (text: string | undefined) => {
    const ms = parseLautDate(text);
    return ms === null ? text : formatLautDate(ms + delta);
  };
  return songs.map((song) => ({ ...song, started_at: move(song.started_at), ends_at: move(song.ends_at) }));
}

/** dst-week: b80er's shows around the night the clocks go back (03:00 CEST → 02:00 CET). */
const DST_CURRENT_PLAYLIST = {
  name: 'Die lange 80er-Nacht',
  description: 'Sechs Stunden auf der Uhr, sieben in Wirklichkeit: In dieser Nacht wird die Uhr zurückgestellt.',
  day: 'sun',
  hour: 0,
  end_time: 6,
  starts_at: '2020-10-25 00:00:00 +0200',
  started_at: '2020-10-25 00:00:00 +0200',
  ends_at: '2020-10-25 06:00:00 +0100',
} as const;
const DST_NEXT_PLAYLIST = {
  name: 'Guten Morgen 80er',
  description: 'Der Wecker mit den Hits der 80er.',
  day: 'sun',
  hour: 6,
  end_time: 10,
  starts_at: '2020-10-25 06:00:00 +0100',
  started_at: '2020-10-25 06:00:00 +0100',
  ends_at: '2020-10-25 10:00:00 +0100',
} as const;
/** dst-week: entry 0 of last_songs started 2 min before the page clock. */
const DST_ENTRY0_START_MS = Date.parse(DST_CLOCK) - 2 * 60 * 1000;

/* ------------------------------------------------------------------ the scenarios */

export const stationScenarios: Scenario[] = [
  {
    id: 'station-live',
    title: 'Live broadcast',
    description:
      'Entry 0 of last_songs (the current song) carries `live: true`, for every station; everything else answers the recordings.',
    site: 'radio',
    handlers: [editLastSongs(([current, ...rest]) => (current ? [{ ...current, live: true }, ...rest] : rest))],
  },
  {
    id: 'station-inactive',
    title: 'Station inactive',
    description: 'b80er’s station info says `active: false`; everything else (radiohayom, every other endpoint) answers the recordings.',
    site: 'radio',
    handlers: [
      http.get(`${LAUTFM_API}/station/b80er`, () => lautfmJson({ ...stationFixture<RawStation>('b80er', 'station'), active: false })),
    ],
  },
  {
    id: 'radiohayom-404',
    title: 'Second station unknown',
    description:
      'Every endpoint of station radiohayom (/station/radiohayom and /station/radiohayom/*) answers 404; b80er and /time answer the recordings.',
    site: 'radio',
    handlers: [
      http.get(`${LAUTFM_API}/station/radiohayom`, () => failureResponse('status-404')),
      http.get(`${LAUTFM_API}/station/radiohayom/*`, () => failureResponse('status-404')),
    ],
  },
  {
    id: 'api-down',
    title: 'laut.fm down (503)',
    description: 'Every laut.fm endpoint, /time included, answers 503 Service Unavailable.',
    site: 'radio',
    handlers: [everyEndpoint('status-503')],
  },
  {
    id: 'api-slow',
    title: 'laut.fm too slow',
    description: 'Every laut.fm endpoint, /time included, answers only after 15 s (then `[]`), beyond every client timeout.',
    site: 'radio',
    handlers: [everyEndpoint('timeout')],
  },
  ...endpointFailureScenarios,
  {
    id: 'lists-empty',
    title: 'Empty lists',
    description:
      'For every station: station info has genres [], top_artists [], djs "" and description ""; next_artists answers []; schedule answers []; listeners answers 0. last_songs and /time answer the recordings.',
    site: 'radio',
    handlers: [
      editFixture('station', (station) => ({ ...station, genres: [], top_artists: [], djs: '', description: '' })),
      editFixture('next_artists', () => []),
      editFixture('schedule', () => []),
      editFixture('listeners', () => 0),
    ],
  },
  {
    id: 'station-hostile',
    title: 'Hostile station text',
    description:
      'Every text field holds `<img onerror>` and `<script>` markup plus quotes and ampersands (see HOSTILE_* in scenario-sets/stations.ts), for every station: station display_name, description, djs, each genre, each top artist, current/next playlist name and description; every last_songs entry’s artist.name, title and album; every next_artists name; every schedule name and description. Times, numbers and list lengths stay as recorded.',
    site: 'radio',
    handlers: hostileHandlers,
  },
  {
    id: 'schedule-day-boundary',
    title: 'Sunday turns into Monday',
    description:
      'The page clock starts at Sunday 2020-11-29 23:59:40 Berlin time; 20 s later it is Monday 00:00, when “today” becomes mon and the schedule’s mon 0 Rotation begins. Every answer is the recording (station info still names Thursday’s shows; last_songs is Thursday’s list).',
    site: 'radio',
    clock: DAY_BOUNDARY_CLOCK,
    handlers: [],
    pages: SCHEDULE_PAGES,
  },
  {
    id: 'schedule-week-end',
    title: 'Last show of the week',
    description:
      'The page clock starts at Sunday 2020-11-29 22:30 Berlin time: b80er’s last schedule entry of the week (sun 20–23, Balladen zum Wochenende) is on air and the next entry wraps to Monday (mon 0, Rotation). Every answer is the recording (station info still names Thursday’s shows).',
    site: 'radio',
    clock: WEEK_END_CLOCK,
    handlers: [],
    pages: SCHEDULE_PAGES,
  },
  {
    id: 'dst-week',
    title: 'Clocks go back',
    description:
      'The page clock starts at 2020-10-25 01:50 CEST (+0200), 70 min before the clocks go back (03:00 CEST → 02:00 CET). b80er’s station info: current_playlist “Die lange 80er-Nacht” sun 00:00 +0200 → 06:00 +0100 (7 real hours), next_playlist “Guten Morgen 80er” from 06:00 +0100. last_songs of every station: the recorded list shifted so entry 0 started at 01:48:00 +0200 (2 min before the clock), offsets recomputed per moment. Everything else answers the recordings.',
    site: 'radio',
    clock: DST_CLOCK,
    handlers: [
      http.get(`${LAUTFM_API}/station/b80er`, () => {
        const station = stationFixture<RawStation>('b80er', 'station');
        return lautfmJson({
          ...station,
          current_playlist: { ...station?.current_playlist, ...DST_CURRENT_PLAYLIST },
          next_playlist: { ...station?.next_playlist, ...DST_NEXT_PLAYLIST },
        });
      }),
      http.get<{ station: string }>(urlOf('last_songs'), ({ params }) => {
        const songs = stationFixture<RawPlayed[]>(params.station, 'last_songs');
        return songs === undefined ? notFound() : lautfmJson(shiftPlayedTimes(songs, DST_ENTRY0_START_MS));
      }),
    ],
  },
  {
    id: 'failing-retry',
    title: 'Failing station retried',
    description:
      'The page clock starts at 2020-11-26 15:59:00 Berlin time. radiohayom’s station info (/station/radiohayom) answers 404, so radiohayom is marked failing until 16:00:20 (next full hour + 20 s); its other endpoints and all of b80er answer the recordings.',
    site: 'radio',
    clock: FAILING_RETRY_CLOCK,
    handlers: [http.get(`${LAUTFM_API}/station/radiohayom`, () => failureResponse('status-404'))],
  },
  {
    id: 'clock-skew',
    title: 'API clock 2 h ahead',
    description:
      '/time answers 2 hours later than the page clock (the moment of its `_` parameter, else now, + 2 h, in the API’s date format); everything else answers the recordings.',
    site: 'radio',
    handlers: [http.get(`${LAUTFM_API}/time`, ({ request }) => lautfmJson(formatLautDate(asOf(request) + CLOCK_SKEW_MS)))],
  },
];
