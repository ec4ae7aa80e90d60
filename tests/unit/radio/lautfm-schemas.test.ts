import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lastSongsSchema } from '../../../src/radio/lautfm-schemas';

const recorded: unknown = JSON.parse(readFileSync('fixtures/lautfm/radiohayom/last_songs.json', 'utf8'));

describe('lastSongsSchema', () => {
  it('turns the recording into domain entries, newest first', () => {
    const songs = lastSongsSchema().parse(recorded);
    expect(songs).toHaveLength(10);
    expect(songs[0]).toEqual({
      id: 1307972,
      type: 'song',
      artist: 'National Anthem',
      title: 'Hatikvah (Israel)',
      album: 'Israel 2000',
      releaseYear: 1999,
      live: false,
      startedAt: Date.UTC(2020, 10, 26, 14, 29, 51),
      endsAt: Date.UTC(2020, 10, 26, 14, 31, 38),
      artistPortalUrl: null,
    });
    expect(songs[4]?.releaseYear).toBeNull();
  });

  it('accepts missing, empty and null fields, a bare artist string and the live flag', () => {
    const [a, b] = lastSongsSchema().parse([
      { type: 'jingle' },
      { type: 'song', live: true, artist: { name: null, laut_url: 'https://laut.de/Nena' }, title: '  Irgendwie  ', releaseyear: '1984' },
    ]);
    expect(a).toMatchObject({ type: 'jingle', artist: '', title: '', album: '', releaseYear: null, startedAt: null });
    expect(b).toMatchObject({ live: true, artist: '', title: 'Irgendwie', releaseYear: 1984, artistPortalUrl: 'https://laut.de/Nena' });
    expect(lastSongsSchema().parse([{ type: 'song', artist: 'Falco' }])[0]?.artist).toBe('Falco');
  });

  it('maps unknown types to other', () => {
    expect(lastSongsSchema().parse([{ type: 'advert' }])[0]?.type).toBe('other');
  });

  it.each([{ songs: [] }, [{ title: 'no type' }], [{ type: 'song', title: { nested: true } }], 'text'])('rejects %j', (input) => {
    expect(lastSongsSchema().safeParse(input).success).toBe(false);
  });
});
