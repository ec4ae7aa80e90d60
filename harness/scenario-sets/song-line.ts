/** Scenarios of the current-song line (and of last_songs, which later widgets share). */
import { http } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, type Failure } from '../mocks/failures';
import { lastSongsFor, lautfmJson, notFound } from '../mocks/lautfm';
import type { RawPlayed } from '../mocks/lautfm-data';
import { LAUTFM_API } from '../mocks/origins';

/** Answer last_songs with the station's default list changed by `edit`. */
const editLastSongs = (edit: (songs: RawPlayed[]) => RawPlayed[]) =>
  http.get<{ station: string }>(`${LAUTFM_API}/station/:station/last_songs`, ({ params, request }) => {
    const songs = lastSongsFor(params.station, request);
    return songs === undefined ? notFound() : lautfmJson(edit(songs));
  });

const editCurrent = (edit: (current: RawPlayed) => RawPlayed) =>
  editLastSongs(([current, ...rest]) => (current ? [edit(current), ...rest] : rest));

const failLastSongs = (failure: Failure) => http.get(`${LAUTFM_API}/station/:station/last_songs`, () => failureResponse(failure));

/** Text that would run script if any code put it into the page as HTML. */
export const HOSTILE_TITLE = '<img src=x onerror="window.__hostileRan=true">';
const HOSTILE_ARTIST = '<script>window.__hostileRan=true</script>Duran & "Duran"';

const failureScenario = (failure: Exclude<Failure, 'status-404'>, title: string, description: string): Scenario => ({
  id: `last-songs-${failure.replace('status-', '')}`,
  title,
  description,
  site: 'radio',
  handlers: [failLastSongs(failure)],
});

export const songLineScenarios: Scenario[] = [
  {
    id: 'song-jingle',
    title: 'Jingle on air',
    description: 'The current entry of last_songs is a jingle: the song line says it is not a song.',
    site: 'radio',
    handlers: [editCurrent((current) => ({ ...current, type: 'jingle', title: 'b80er Station-ID', artist: null }))],
  },
  {
    id: 'song-untitled',
    title: 'Song without artist and title',
    description: 'The current song has an empty artist and a null title.',
    site: 'radio',
    handlers: [editCurrent((current) => ({ ...current, title: null, artist: { name: '' } }))],
  },
  {
    id: 'songs-empty',
    title: 'Empty history',
    description: 'last_songs answers an empty list.',
    site: 'radio',
    handlers: [editLastSongs(() => [])],
  },
  {
    id: 'station-404',
    title: 'Unknown station',
    description: 'Every endpoint of the station answers 404, as laut.fm does for a station that does not exist.',
    site: 'radio',
    handlers: [http.get(`${LAUTFM_API}/station/*`, () => failureResponse('status-404'))],
  },
  failureScenario('status-500', 'last_songs fails (500)', 'last_songs answers 500 Internal Server Error.'),
  failureScenario('timeout', 'last_songs times out', 'last_songs answers only after 15 s, far beyond the configured timeout.'),
  failureScenario('malformed-json', 'last_songs malformed', 'last_songs answers a truncated JSON body.'),
  failureScenario('wrong-shape', 'last_songs wrong shape', 'last_songs answers JSON that is not a list of songs.'),
  {
    id: 'song-hostile',
    title: 'Hostile song text',
    description: 'The current song’s artist and title hold HTML that would run script if it were ever inserted as HTML.',
    site: 'radio',
    handlers: [editCurrent((current) => ({ ...current, title: HOSTILE_TITLE, artist: { name: HOSTILE_ARTIST } }))],
  },
  {
    id: 'song-changes',
    title: 'A new song starts',
    description: 'The page clock starts at 15:31:30 on the recording day; the current song ends at 15:31:38 and the next one starts.',
    site: 'radio',
    clock: '2020-11-26T15:31:30+01:00',
    handlers: [],
    // Only the clock changes, which no handler shows: the pages with the song line.
    pages: [
      'radio-home',
      'radio-article',
      'radio-newsletter-popup',
      'radio-article-rest',
      'radio-bookmarks',
      'radio-stations',
      'radio-schedule',
    ],
  },
];
