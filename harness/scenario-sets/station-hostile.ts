/**
 * `station-hostile`: every text field of every station endpoint carries markup that would run
 * script, and punctuation that must show literally, if some code put remote text into the page as HTML.
 */
import type { RequestHandler } from 'msw';
import { editFixture, editLastSongs, type RawPlaylist } from './station-edits';

/** Markup that would run script if some code put remote text into the page as HTML. */
export const HOSTILE_IMG = '<img src=x onerror="window.__hostileRan=true">';
export const HOSTILE_SCRIPT = '<script>window.__hostileRan=true</script>';
/** Quotes, ampersands and an already-escaped entity: all must show literally, neither decoded nor escaped twice. */
const HOSTILE_PUNCTUATION = `"Rock & Roll" 'n' Co &amp; more`;

/**
 * What every text field of `station-hostile` holds: a short label naming the field (so a test
 * can tell which field landed where), then all three hostile parts. No commas, so DJ lists that
 * are split on commas stay one entry.
 */
export const hostileText = (label: string): string => `${label} ${HOSTILE_IMG}${HOSTILE_SCRIPT} ${HOSTILE_PUNCTUATION}`;

/** Station info fields of `station-hostile` (every station). List entries are numbered from 1. */
export const HOSTILE_STATION = {
  displayName: hostileText('Sendername'),
  description: hostileText('Beschreibung'),
  djs: hostileText('DJ'),
  genre: (n: number) => hostileText(`Genre ${n}`),
  topArtist: (n: number) => hostileText(`Top ${n}`),
  currentPlaylistName: hostileText('Sendung jetzt'),
  currentPlaylistDescription: hostileText('Info jetzt'),
  nextPlaylistName: hostileText('Sendung danach'),
  nextPlaylistDescription: hostileText('Info danach'),
} as const;

/** List endpoints of `station-hostile`, by position in the answer, from 1. */
const HOSTILE_LISTS = {
  songArtist: (n: number) => hostileText(`Interpret ${n}`),
  songTitle: (n: number) => hostileText(`Titel ${n}`),
  songAlbum: (n: number) => hostileText(`Album ${n}`),
  nextArtist: (n: number) => hostileText(`Als Nächstes ${n}`),
  scheduleName: (n: number) => hostileText(`Plan ${n}`),
  scheduleDescription: (n: number) => hostileText(`Planinfo ${n}`),
} as const;

const hostilePlaylist = (playlist: RawPlaylist | null | undefined, name: string, description: string) =>
  playlist ? { ...playlist, name, description } : playlist;

export const hostileHandlers: RequestHandler[] = [
  editFixture('station', (station) => ({
    ...station,
    display_name: HOSTILE_STATION.displayName,
    description: HOSTILE_STATION.description,
    djs: HOSTILE_STATION.djs,
    genres: (station.genres ?? []).map((_, i) => HOSTILE_STATION.genre(i + 1)),
    top_artists: (station.top_artists ?? []).map((_, i) => HOSTILE_STATION.topArtist(i + 1)),
    current_playlist: hostilePlaylist(
      station.current_playlist,
      HOSTILE_STATION.currentPlaylistName,
      HOSTILE_STATION.currentPlaylistDescription,
    ),
    next_playlist: hostilePlaylist(station.next_playlist, HOSTILE_STATION.nextPlaylistName, HOSTILE_STATION.nextPlaylistDescription),
  })),
  editLastSongs((songs) =>
    songs.map((song, i) => ({
      ...song,
      artist: { ...(typeof song.artist === 'object' && song.artist !== null ? song.artist : {}), name: HOSTILE_LISTS.songArtist(i + 1) },
      title: HOSTILE_LISTS.songTitle(i + 1),
      album: HOSTILE_LISTS.songAlbum(i + 1),
    })),
  ),
  editFixture('next_artists', (artists) =>
    artists.map((entry, i) => ({
      ...entry,
      artist: { ...(typeof entry.artist === 'object' && entry.artist !== null ? entry.artist : {}), name: HOSTILE_LISTS.nextArtist(i + 1) },
    })),
  ),
  editFixture('schedule', (entries) =>
    entries.map((entry, i) => ({
      ...entry,
      name: HOSTILE_LISTS.scheduleName(i + 1),
      description: HOSTILE_LISTS.scheduleDescription(i + 1),
    })),
  ),
];
