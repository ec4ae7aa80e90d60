/**
 * The station placeholders are named by class: `api_lfm_{field}`, and with several stations
 * `api_lfm_{field}_{station}` (spec §2). Field names themselves contain underscores
 * (`current_playlist_name`), so a class is read by trying the known fields, longest first.
 */
import { lazy } from '../core/lazy';
import { WEEKDAYS, type Weekday } from './radio-types';

const PLAYLIST_PARTS = ['name', 'start', 'end', 'day', 'description'] as const;
export type PlaylistPart = (typeof PLAYLIST_PARTS)[number];

/** Every field a placeholder class can name; listed on first use (nothing runs at import). */
export const placeholderFields = lazy(
  () =>
    [
      ...PLAYLIST_PARTS.map((part) => `current_playlist_${part}` as const),
      ...PLAYLIST_PARTS.map((part) => `next_playlist_${part}` as const),
      'display_name',
      'description',
      'djs',
      'genres',
      'top_artists',
      'next_artists',
      'live',
      'listeners',
      'current_song',
      'current_artist',
      'current_title',
      'current_album',
      'current_releaseyear',
      'song_links',
      'last_songs',
      ...WEEKDAYS.map((day) => `schedule_${day}` as const),
      'schedule_today',
    ] as const,
);

export type PlaceholderField = ReturnType<typeof placeholderFields>[number];

const PLACEHOLDER_PREFIX = 'api_lfm_';

/** Longest first, so `current_playlist_name` is not read as `current_…` plus a station; sorted on first use. */
const byLength = lazy(() => [...placeholderFields()].sort((a, b) => b.length - a.length));

export interface PlaceholderName {
  field: PlaceholderField;
  station: string;
}

/**
 * Pure: the field and station a class names, or null. A class without a suffix means the first
 * configured station (the only one, on a single-station site); a suffix must name a configured
 * station, so that `api_lfm_description` is never read as field `description` of a station.
 */
export function parsePlaceholderClass(className: string, stations: readonly string[]): PlaceholderName | null {
  if (!className.startsWith(PLACEHOLDER_PREFIX)) return null;
  const rest = className.slice(PLACEHOLDER_PREFIX.length);
  for (const field of byLength()) {
    if (rest === field) return stations[0] ? { field, station: stations[0] } : null;
    if (rest.startsWith(`${field}_`)) {
      const station = rest.slice(field.length + 1);
      if (stations.includes(station)) return { field, station };
    }
  }
  return null;
}

/** Pure: the first placeholder name among an element's classes. */
export function placeholderOf(classList: Iterable<string>, stations: readonly string[]): PlaceholderName | null {
  for (const className of classList) {
    const name = parsePlaceholderClass(className, stations);
    if (name) return name;
  }
  return null;
}

export const isScheduleDay = (field: PlaceholderField): field is `schedule_${Weekday}` =>
  field.startsWith('schedule_') && field !== 'schedule_today';
