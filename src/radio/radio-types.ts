/**
 * The radio's domain types: what the laut.fm answers mean once parsed (lautfm-schemas.ts turns
 * raw JSON into these). Every text is a string ('' when the API left it out), every instant is
 * milliseconds since the epoch, every weekday is a key of WEEKDAYS.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type PlayedType = 'song' | 'jingle' | 'news' | 'moderation' | 'other';

/** One entry of last_songs: what was played, newest first; entry 0 is on air now. */
export interface PlayedItem {
  id: number | null;
  type: PlayedType;
  artist: string;
  title: string;
  album: string;
  releaseYear: number | null;
  live: boolean;
  startedAt: number | null;
  endsAt: number | null;
  /** The artist's page on laut.de, when the API names one. */
  artistPortalUrl: string | null;
}

/** A show of the station (current_playlist / next_playlist of the station info). */
export interface Playlist {
  name: string;
  description: string;
  /** The weekday the show starts on, as the API names it. */
  day: Weekday | null;
  startedAt: number | null;
  endsAt: number | null;
}

export interface StationInfo {
  active: boolean;
  name: string;
  displayName: string;
  description: string;
  /** The API sends one text; it is split on commas into names. */
  djs: string[];
  genres: string[];
  topArtists: string[];
  currentPlaylist: Playlist | null;
  nextPlaylist: Playlist | null;
}

/** One entry of the weekly schedule. Hours are Berlin wall-clock hours 0..23. */
export interface ScheduleEntry {
  day: Weekday;
  hour: number;
  /** 0 is midnight; smaller than `hour` runs past midnight; null runs until the next entry. */
  endTime: number | null;
  name: string;
  description: string;
}
