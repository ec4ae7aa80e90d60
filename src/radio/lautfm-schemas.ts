/**
 * The laut.fm answers, checked at the edge and turned into domain types once. The API leaves
 * many fields missing, empty or null (see shared/recorded/README.md), so text fields default to
 * '' and nothing downstream has to test for null.
 */
import * as z from 'zod/mini';
import { parseLautDate } from './laut-date';
import type { PlayedItem, PlayedType } from './radio-types';

const text = z.nullish(z.union([z.string(), z.number()]));
const artist = z.nullish(
  z.union([
    z.string(),
    z.object({ name: text, laut_url: z.nullish(z.string()) }),
  ]),
);

const playedEntry = z.object({
  id: z.nullish(z.number()),
  type: z.string(),
  title: text,
  album: text,
  releaseyear: text,
  live: z.nullish(z.boolean()),
  artist,
  started_at: z.nullish(z.string()),
  ends_at: z.nullish(z.string()),
});

const toText = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

function toPlayedType(type: string): PlayedType {
  return type === 'song' || type === 'jingle' || type === 'news' || type === 'moderation' ? type : 'other';
}

function toPlayedItem(entry: z.infer<typeof playedEntry>): PlayedItem {
  const artistValue = entry.artist;
  const artistObject = typeof artistValue === 'object' && artistValue !== null ? artistValue : null;
  const year = Number(toText(entry.releaseyear));
  return {
    id: entry.id ?? null,
    type: toPlayedType(entry.type),
    artist: typeof artistValue === 'object' && artistValue !== null ? toText(artistValue.name) : toText(artistValue),
    title: toText(entry.title),
    album: toText(entry.album),
    releaseYear: Number.isInteger(year) && year > 0 ? year : null,
    live: entry.live === true,
    startedAt: parseLautDate(entry.started_at),
    endsAt: parseLautDate(entry.ends_at),
    artistPortalUrl: artistObject?.laut_url ?? null,
  };
}

export const lastSongsSchema = z.pipe(z.array(playedEntry), z.transform((entries) => entries.map(toPlayedItem)));
