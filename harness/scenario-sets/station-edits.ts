/**
 * Editing the default laut.fm fixtures per scenario: the raw shapes the scenarios change and the
 * handlers that answer an endpoint of every station with its default fixture edited.
 */
import { http, type RequestHandler } from 'msw';
import { lastSongsFor, lautfmJson, notFound } from '../mocks/lautfm';
import { stationFixture, type RawPlayed } from '../mocks/lautfm-data';
import { LAUTFM_API } from '../mocks/origins';

/** A show as station info names it (only the fields the scenarios touch are typed). */
export interface RawPlaylist {
  name?: string | null;
  description?: string | null;
  day?: string;
  hour?: number;
  end_time?: number | null;
  starts_at?: string;
  started_at?: string;
  ends_at?: string;
  [key: string]: unknown;
}

export interface RawStation {
  active?: boolean;
  display_name?: string | null;
  description?: string | null;
  djs?: string | null;
  genres?: string[] | null;
  top_artists?: string[] | null;
  current_playlist?: RawPlaylist | null;
  next_playlist?: RawPlaylist | null;
  [key: string]: unknown;
}

interface RawScheduleEntry {
  name?: string | null;
  description?: string | null;
  [key: string]: unknown;
}

interface RawNextArtist {
  artist?: { name?: string | null; [key: string]: unknown } | string | null;
}

/** The station endpoints these scenarios change, by fixture file (= last path segment). */
export interface StationFiles {
  station: RawStation;
  schedule: RawScheduleEntry[];
  next_artists: RawNextArtist[];
  listeners: number;
}
export type StationFile = keyof StationFiles;

const STATION_URL = `${LAUTFM_API}/station/:station`;
export const urlOf = (file: StationFile | 'last_songs') => (file === 'station' ? STATION_URL : `${STATION_URL}/${file}`);

/* ------------------------------------------------------------------ handler builders */

/** Answer one endpoint of every station with its default fixture changed by `edit`. */
export function editFixture<F extends StationFile>(file: F, edit: (body: StationFiles[F], station: string) => unknown): RequestHandler {
  return http.get<{ station: string }>(urlOf(file), ({ params }) => {
    const body = stationFixture<StationFiles[F]>(params.station, file);
    return body === undefined ? notFound() : lautfmJson(edit(body, params.station));
  });
}

/** Answer last_songs of every station (as of the request, like the default) changed by `edit`. */
export function editLastSongs(edit: (songs: RawPlayed[], station: string) => RawPlayed[]): RequestHandler {
  return http.get<{ station: string }>(urlOf('last_songs'), ({ params, request }) => {
    const songs = lastSongsFor(params.station, request);
    return songs === undefined ? notFound() : lautfmJson(edit(songs, params.station));
  });
}
