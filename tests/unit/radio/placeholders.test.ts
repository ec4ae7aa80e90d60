import { describe, expect, it } from 'vitest';
import { strings } from '../../../src/core/strings';
import { placeholderFields, parsePlaceholderClass, placeholderOf } from '../../../src/radio/placeholder-names';
import type { PlayedItem, ScheduleEntry } from '../../../src/radio/radio-types';
import { songAnnouncement, songKey } from '../../../src/radio/song-announcer';
import { playlistText, scheduledText } from '../../../src/radio/views/station-views';

describe('parsePlaceholderClass', () => {
  it('reads the field for a single station without suffix', () => {
    expect(parsePlaceholderClass('api_lfm_current_playlist_name', ['b80er'])).toEqual({ field: 'current_playlist_name', station: 'b80er' });
    expect(parsePlaceholderClass('api_lfm_description', ['b80er'])).toEqual({ field: 'description', station: 'b80er' });
  });
  it('reads the station suffix, even for stations with underscores or digits', () => {
    const stations = ['b80er', 'radio_hayom'];
    expect(parsePlaceholderClass('api_lfm_current_playlist_description_radio_hayom', stations)).toEqual({
      field: 'current_playlist_description',
      station: 'radio_hayom',
    });
    expect(parsePlaceholderClass('api_lfm_schedule_mon_b80er', stations)).toEqual({ field: 'schedule_mon', station: 'b80er' });
  });
  it('refuses unknown fields, unknown stations and other classes', () => {
    expect(parsePlaceholderClass('api_lfm_weather', ['b80er'])).toBeNull();
    expect(parsePlaceholderClass('api_lfm_genres_other', ['b80er'])).toBeNull();
    expect(parsePlaceholderClass('widget', ['b80er'])).toBeNull();
    expect(parsePlaceholderClass('api_lfm_genres', [])).toBeNull();
  });
  it('knows every field of the contract, and finds the placeholder among other classes', () => {
    expect(placeholderFields()).toHaveLength(33);
    expect(placeholderOf(['box', 'api_lfm_listeners_b80er'], ['b80er'])).toEqual({ field: 'listeners', station: 'b80er' });
  });
});

const NOW = Date.UTC(2020, 10, 26, 14, 31, 32);

describe('playlistText (schedule source standard)', () => {
  const playlist = {
    name: 'NDW',
    description: 'Neue Deutsche Welle',
    day: 'thu' as const,
    startedAt: Date.UTC(2020, 10, 26, 17),
    endsAt: Date.UTC(2020, 10, 26, 19),
  };
  it('formats each part in Berlin time', () => {
    expect(playlistText(playlist, 'name', NOW)).toBe('NDW');
    expect(playlistText(playlist, 'start', NOW)).toBe('18:00 Uhr');
    expect(playlistText(playlist, 'end', NOW)).toBe('20:00 Uhr');
    expect(playlistText(playlist, 'day', NOW)).toBe('Heute');
    expect(playlistText({ ...playlist, startedAt: Date.UTC(2020, 10, 27, 17) }, 'day', NOW)).toBe('Morgen');
  });
  it('says Unbekannt when the show or its time is missing', () => {
    expect(playlistText(null, 'name', NOW)).toBe(strings.radio.unknown);
    expect(playlistText({ ...playlist, startedAt: null }, 'start', NOW)).toBe(strings.radio.unknown);
  });
});

describe('scheduledText (schedule source schedule)', () => {
  const schedule: ScheduleEntry[] = [
    { day: 'mon', hour: 0, endTime: null, name: 'Rotation', description: '' },
    { day: 'sun', hour: 20, endTime: 23, name: 'Balladen', description: 'Ruhig' },
  ];
  it('formats hours and days, and says there is no show for nothing picked', () => {
    expect(scheduledText(schedule[1], schedule, 'start', NOW)).toBe('20:00 Uhr');
    expect(scheduledText(schedule[1], schedule, 'end', NOW)).toBe('23:00 Uhr');
    expect(scheduledText(schedule[0], schedule, 'day', NOW)).toBe('Montag');
    expect(scheduledText(undefined, schedule, 'name', NOW)).toBe('Leider keine Sendung');
  });
});

describe('song announcements', () => {
  const song: PlayedItem = {
    id: 1,
    type: 'song',
    artist: 'Nena',
    title: '99 Luftballons',
    album: '',
    releaseYear: null,
    live: false,
    startedAt: 1,
    endsAt: 2,
    artistPortalUrl: null,
  };
  it('identify a song by id, start and text, and never a jingle', () => {
    expect(songKey(song)).toBe(songKey({ ...song }));
    expect(songKey(song)).not.toBe(songKey({ ...song, startedAt: 3 }));
    expect(songKey({ ...song, type: 'jingle' })).toBeNull();
    expect(songKey(undefined)).toBeNull();
  });
  it('say the new song in one sentence', () => {
    expect(songAnnouncement(song)).toBe('Jetzt läuft: Nena - 99 Luftballons');
    expect(songAnnouncement({ ...song, artist: '', title: '' })).toBe('Jetzt läuft: N/A');
  });
});
