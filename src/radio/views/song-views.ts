/** Views of last_songs: the current song's fields, its links, the history, the live flag, next artists. */
import { strings } from '../../core/strings';
import { historyLine, selectHistory } from '../history';
import type { PlaceholderView } from '../placeholder-binding';
import type { PlayedItem } from '../radio-types';
import type { RadioSettings } from '../settings';
import { songLinks } from '../song-links';
import { songLineText } from '../song-line-text';
import { piece, type Piece } from './pieces';
import { byState, endpointView, isStale, line, listText, orUnknown } from './shared';

export type CurrentField = 'current_song' | 'current_artist' | 'current_title' | 'current_album' | 'current_releaseyear';

/** Pure: one field of the current song. */
function currentText(field: CurrentField, songs: PlayedItem[]): string {
  const current = songs[0];
  switch (field) {
    case 'current_song':
      return songLineText({ status: 'ready', data: songs, updatedAt: 0, stale: false }) ?? '';
    case 'current_artist':
      return orUnknown(current?.artist);
    case 'current_title':
      return orUnknown(current?.title);
    case 'current_album':
      return orUnknown(current?.album);
    case 'current_releaseyear':
      return orUnknown(current?.releaseYear);
  }
}

export const currentSongField = (field: CurrentField, settings: RadioSettings): PlaceholderView =>
  endpointView('last_songs', settings, (songs) => [currentText(field, songs)]);

/** Links to search the song at the five services, a space between two; only for entries of type song. */
function songLinkPieces(item: PlayedItem, settings: RadioSettings): Piece[] {
  return songLinks(item, settings).map((link, index) =>
    piece(
      'span',
      {},
      index > 0 ? ' ' : '',
      piece(
        'a',
        { class: `lfm-song-link lfm-song-link-${link.service}`, href: link.url, target: '_blank', rel: 'noopener noreferrer nofollow' },
        link.label,
      ),
    ),
  );
}

export const currentSongLinks = (settings: RadioSettings): PlaceholderView =>
  endpointView('last_songs', settings, (songs) => (songs[0] ? songLinkPieces(songs[0], settings) : []));

/** Pure: the history list, one line per entry, with its time and (by setting) its links. */
function historyPieces(songs: PlayedItem[], settings: RadioSettings): Piece[] {
  const entries = selectHistory(songs, settings);
  if (entries.length === 0) return [strings.radio.unknown];
  return entries.map((item) => {
    const { text, time } = historyLine(item, settings);
    return line(
      settings.spacing_history,
      settings.symbol,
      [
        text,
        ...(time ? [piece('span', { class: 'lfm-history-time' }, ` (${time})`)] : []),
        ...(settings.history_links && item.type === 'song'
          ? [piece('span', { class: 'lfm-history-links' }, ' ', ...songLinkPieces(item, settings))]
          : []),
      ],
      'lfm-history-entry',
    );
  });
}

export const history = (settings: RadioSettings): PlaceholderView =>
  endpointView('last_songs', settings, (songs) => historyPieces(songs, settings));

/** spec §4: live from the current song's flag; a failed next_artists call shows here (spec §8). */
export const liveFlag = (settings: RadioSettings): PlaceholderView => ({
  reads: ['last_songs'],
  hears: ['next_artists'],
  show(store) {
    const songs = store.get('last_songs');
    const stale = isStale(songs);
    if (store.get('next_artists').status === 'failed') return { content: [settings.error_message], stale };
    return { content: byState(songs, settings, (data) => [data[0]?.live ? strings.radio.live : strings.radio.notLive]), stale };
  },
});

export const nextArtists = (settings: RadioSettings): PlaceholderView => ({
  reads: ['last_songs', 'next_artists'],
  show(store) {
    const songs = store.get('last_songs');
    const next = store.get('next_artists');
    const stale = isStale(songs, next);
    if (songs.status === 'ready' && songs.data[0]?.live === true) return { content: [strings.radio.livePreviewImpossible], stale };
    return { content: byState(next, settings, (artists) => listText(artists, 'next_artists', settings)), stale };
  },
});
