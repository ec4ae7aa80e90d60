/**
 * Announces a song change once per station: not on the first answer (nothing changed), not on a
 * refresh that brings the same song, and once however many elements show that station's song.
 */
import type { Announcer } from '../core/announcer';
import { strings } from '../core/strings';
import type { PlayedItem } from './radio-types';
import type { StationStore } from './station-store';

/** Pure: what identifies the entry on air, so a refresh with the same song is no change. */
export function songKey(item: PlayedItem | undefined): string | null {
  if (!item || item.type !== 'song') return null;
  return `${item.id ?? ''}|${item.startedAt ?? ''}|${item.artist}|${item.title}`;
}

/** Pure: the sentence for a new song. */
export function songAnnouncement(item: PlayedItem): string {
  const parts = [item.artist, item.title].filter((part) => part !== '');
  return `${strings.radio.nowPlaying}: ${parts.length ? parts.join(' - ') : strings.songLine.notAvailable}`;
}

export function watchSongChanges(store: Pick<StationStore, 'get' | 'watch'>, announcer: Pick<Announcer, 'announce'>): () => void {
  let lastKey: string | null | undefined;
  return store.watch('last_songs', () => {
    const state = store.get('last_songs');
    if (state.status !== 'ready' || state.stale) return;
    const current = state.data[0];
    const key = songKey(current);
    if (lastKey !== undefined && key !== null && key !== lastKey && current) announcer.announce(songAnnouncement(current));
    lastKey = key;
  });
}
