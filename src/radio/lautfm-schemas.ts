/**
 * The laut.fm answers, checked at the edge and turned into domain types once. The API leaves
 * many fields missing, empty or null (see shared/recorded/README.md), so text fields default to
 * '' and nothing downstream has to test for null.
 */
import * as z from 'zod/mini';
import { lazy } from '../core/lazy';
import { nonNegativeNumber } from '../core/schema-pieces';
import { parseLautDate } from './laut-date';
import {
  WEEKDAYS,
  type PlayedItem,
  type PlayedType,
  type Playlist,
  type ScheduleEntry,
  type StationInfo,
  type Weekday,
} from './radio-types';

const text = lazy(() => z.nullish(z.union([z.string(), z.number()])));
const artist = lazy(() => z.nullish(z.union([z.string(), z.object({ name: text(), laut_url: z.nullish(z.string()) })])));

const playedEntry = lazy(() =>
  z.object({
    id: z.nullish(z.number()),
    type: z.string(),
    title: text(),
    album: text(),
    releaseyear: text(),
    live: z.nullish(z.boolean()),
    artist: artist(),
    started_at: z.nullish(z.string()),
    ends_at: z.nullish(z.string()),
  }),
);

const toText = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

function toPlayedType(type: string): PlayedType {
  return type === 'song' || type === 'jingle' || type === 'news' || type === 'moderation' ? type : 'other';
}

/** The artist's name, given as a plain string or as an object with `name`. */
const artistName = (value: z.infer<ReturnType<typeof artist>>): string =>
  toText(typeof value === 'object' && value !== null ? value.name : value);

function toPlayedItem(entry: z.infer<ReturnType<typeof playedEntry>>): PlayedItem {
  const artistObject = typeof entry.artist === 'object' ? entry.artist : null;
  const year = Number(toText(entry.releaseyear));
  return {
    id: entry.id ?? null,
    type: toPlayedType(entry.type),
    artist: artistName(entry.artist),
    title: toText(entry.title),
    album: toText(entry.album),
    releaseYear: Number.isInteger(year) && year > 0 ? year : null,
    live: entry.live === true,
    startedAt: parseLautDate(entry.started_at),
    endsAt: parseLautDate(entry.ends_at),
    artistPortalUrl: artistObject?.laut_url ?? null,
  };
}

export const lastSongsSchema = lazy(() =>
  z.pipe(
    z.array(playedEntry()),
    z.transform((entries) => entries.map(toPlayedItem)),
  ),
);

const isWeekday = (value: unknown): value is Weekday => typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);

const textList = lazy(() => z.nullish(z.array(text())));
const cleanTexts = (values: readonly (string | number | null | undefined)[] | null | undefined): string[] =>
  (values ?? []).map(toText).filter((value) => value !== '');

const playlistEntry = lazy(() =>
  z.object({
    name: text(),
    description: text(),
    day: z.nullish(z.string()),
    started_at: z.nullish(z.string()),
    ends_at: z.nullish(z.string()),
  }),
);

function toPlaylist(entry: z.infer<ReturnType<typeof playlistEntry>> | null | undefined): Playlist | null {
  if (!entry) return null;
  return {
    name: toText(entry.name),
    description: toText(entry.description),
    day: isWeekday(entry.day) ? entry.day : null,
    startedAt: parseLautDate(entry.started_at),
    endsAt: parseLautDate(entry.ends_at),
  };
}

export const stationSchema = lazy(() =>
  z.pipe(
    z.object({
      active: z.nullish(z.boolean()),
      name: text(),
      display_name: text(),
      description: text(),
      djs: z.nullish(z.union([z.string(), z.array(text())])),
      genres: textList(),
      top_artists: textList(),
      current_playlist: z.nullish(playlistEntry()),
      next_playlist: z.nullish(playlistEntry()),
    }),
    z.transform((raw): StationInfo => ({
      // Only an explicit `false` means inactive: older answers leave the flag out.
      active: raw.active !== false,
      name: toText(raw.name),
      displayName: toText(raw.display_name),
      description: toText(raw.description),
      djs: typeof raw.djs === 'string' ? cleanTexts(raw.djs.split(',')) : cleanTexts(raw.djs),
      genres: cleanTexts(raw.genres),
      topArtists: cleanTexts(raw.top_artists),
      currentPlaylist: toPlaylist(raw.current_playlist),
      nextPlaylist: toPlaylist(raw.next_playlist),
    })),
  ),
);

export const nextArtistsSchema = lazy(() =>
  z.pipe(
    z.array(z.object({ artist: artist() })),
    z.transform((entries) => cleanTexts(entries.map((entry) => artistName(entry.artist)))),
  ),
);

const scheduleEntry = lazy(() =>
  z.object({
    day: z.string(),
    hour: z.union([z.number(), z.string()]),
    end_time: z.nullish(z.union([z.number(), z.string()])),
    name: text(),
    description: text(),
  }),
);

const toHour = (value: number | string | null | undefined): number | null => {
  const hour = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(hour) && hour >= 0 && hour <= 24 ? hour % 24 : null;
};

export const scheduleSchema = lazy(() =>
  z.pipe(
    z.array(scheduleEntry()),
    z.transform((entries) =>
      entries.flatMap((entry): ScheduleEntry[] => {
        const hour = toHour(entry.hour);
        // An entry without a known day or hour cannot be placed in the week; leave it out.
        if (!isWeekday(entry.day) || hour === null) return [];
        return [
          { day: entry.day, hour, endTime: toHour(entry.end_time), name: toText(entry.name), description: toText(entry.description) },
        ];
      }),
    ),
  ),
);

export const listenersSchema = lazy(() => nonNegativeNumber());

/** /time: the API's clock as an instant, or null when the text is not a laut.fm date. */
export const timeSchema = lazy(() =>
  z.pipe(
    z.string(),
    z.transform((value) => parseLautDate(value)),
  ),
);
