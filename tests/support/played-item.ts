/** A last_songs entry for unit tests: Nena's "99 Luftballons", a plain song, with overrides. */
import type { PlayedItem } from '../../src/radio/radio-types';

export const playedItem = (over: Partial<PlayedItem> = {}): PlayedItem => ({
  id: 1,
  type: 'song',
  artist: 'Nena',
  title: '99 Luftballons',
  album: '',
  releaseYear: null,
  live: false,
  startedAt: null,
  endsAt: null,
  artistPortalUrl: null,
  ...over,
});
