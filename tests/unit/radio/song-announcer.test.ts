/** The song announcer's rule: a change of song is announced once; the first answer and a refresh with the same song are not. */
import { describe, expect, it } from 'vitest';
import type { EndpointState } from '../../../src/radio/station-store';
import type { PlayedItem } from '../../../src/radio/radio-types';
import { watchSongChanges } from '../../../src/radio/song-announcer';

const song = (id: number, title: string, startedAt: number): PlayedItem => ({
  id,
  type: 'song',
  artist: 'Nena',
  title,
  album: '',
  releaseYear: null,
  live: false,
  startedAt,
  endsAt: null,
  artistPortalUrl: null,
});

/** A station store with only last_songs, set by hand; the announcer watches it. */
function fakeStore() {
  let state: EndpointState<PlayedItem[]> = { status: 'pending' };
  const listeners = new Set<() => void>();
  const said: string[] = [];
  const store = {
    get: () => state as never,
    watch: (_endpoint: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: EndpointState<PlayedItem[]>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const stop = watchSongChanges(store, { announce: (text) => said.push(text) });
  return { set, said, stop, ready: (songs: PlayedItem[], stale = false) => set({ status: 'ready', data: songs, updatedAt: 0, stale }) };
}

describe('watchSongChanges', () => {
  it('says nothing on the first answer, nor on a refresh with the same song; says a new song once', () => {
    const { ready, said } = fakeStore();
    ready([song(1, '99 Luftballons', 100)]);
    expect(said).toEqual([]);
    ready([song(1, '99 Luftballons', 100)]);
    expect(said).toEqual([]);
    ready([song(2, 'Irgendwie, irgendwo, irgendwann', 200), song(1, '99 Luftballons', 100)]);
    expect(said).toEqual(['Jetzt läuft: Nena - Irgendwie, irgendwo, irgendwann']);
    ready([song(2, 'Irgendwie, irgendwo, irgendwann', 200)]);
    expect(said).toHaveLength(1);
  });

  it('ignores stale answers (the last page view’s), failures and jingles, and counts from the first fresh answer', () => {
    const { ready, set, said } = fakeStore();
    ready([song(1, 'Alt', 50)], true);
    ready([song(2, 'Frisch', 100)]);
    expect(said).toEqual([]);
    set({ status: 'failed', reason: 'http', updatedAt: 0 });
    ready([{ ...song(3, 'Jingle', 150), type: 'jingle' }]);
    expect(said).toEqual([]);
    ready([song(4, 'Neu', 200)]);
    expect(said).toEqual(['Jetzt läuft: Nena - Neu']);
  });

  it('stops when asked', () => {
    const { ready, said, stop } = fakeStore();
    ready([song(1, 'Eins', 100)]);
    stop();
    ready([song(2, 'Zwei', 200)]);
    expect(said).toEqual([]);
  });
});
