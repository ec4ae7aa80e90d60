import { describe, expect, it } from 'vitest';
import { mockServer } from '../../support/msw';
import { findScenario } from '../../../harness/scenarios';
import { HOSTILE_IMG, HOSTILE_SCRIPT, HOSTILE_STATION } from '../../../harness/scenario-sets/station-hostile';
import { DST_CLOCK, shiftPlayedTimes } from '../../../harness/scenario-sets/stations';
import type { RawPlayed } from '../../../harness/mocks/lautfm-data';
import { parseLautDate } from '../../../src/radio/laut-date';

describe('shiftPlayedTimes', () => {
  const songs: RawPlayed[] = [
    { type: 'song', title: 'C', started_at: '2020-11-26 15:20:00 +0100', ends_at: '2020-11-26 15:30:00 +0100' },
    { type: 'song', title: 'B', started_at: '2020-11-26 15:10:00 +0100', ends_at: '2020-11-26 15:20:00 +0100' },
    { type: 'jingle', title: 'A', started_at: '2020-11-26 14:40:00 +0100', ends_at: 'not a date' },
  ];

  it('moves every entry by one amount so that entry 0 starts at the given moment', () => {
    const shifted = shiftPlayedTimes(songs, Date.parse('2020-11-27T09:00:00+01:00'));
    expect(shifted.map((s) => [s.started_at, s.ends_at])).toEqual([
      ['2020-11-27 09:00:00 +0100', '2020-11-27 09:10:00 +0100'],
      ['2020-11-27 08:50:00 +0100', '2020-11-27 09:00:00 +0100'],
      ['2020-11-27 08:20:00 +0100', 'not a date'],
    ]);
    expect(shifted.map((s) => s.title)).toEqual(['C', 'B', 'A']);
  });

  it('writes each moment with its own offset across the night the clocks go back, keeping durations', () => {
    // Entry 0 starts at 02:15 CET, after 03:00 CEST became 02:00 CET; the older ones are summer time.
    const shifted = shiftPlayedTimes(songs, Date.parse('2020-10-25T02:15:00+01:00'));
    expect(shifted.map((s) => s.started_at)).toEqual([
      '2020-10-25 02:15:00 +0100',
      '2020-10-25 02:05:00 +0100',
      '2020-10-25 02:35:00 +0200',
    ]);
    expect(shifted[0]?.ends_at).toBe('2020-10-25 02:25:00 +0100');
    expect(shifted[1]?.ends_at).toBe('2020-10-25 02:15:00 +0100');
    for (const [i, song] of shifted.slice(0, 2).entries()) {
      const duration = parseLautDate(song.ends_at)! - parseLautDate(song.started_at)!;
      expect(duration).toBe(parseLautDate(songs[i]?.ends_at)! - parseLautDate(songs[i]?.started_at)!);
    }
  });

  it('leaves its input alone and copes with an empty list', () => {
    const before = structuredClone(songs);
    shiftPlayedTimes(songs, 0);
    expect(songs).toEqual(before);
    expect(shiftPlayedTimes([], 0)).toEqual([]);
  });
});

/** Answer a real laut.fm URL with the scenario's handlers (alone) before the defaults. */
async function get(scenarioId: string, path: string): Promise<Response> {
  const scenario = findScenario(scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  mockServer.resetHandlers();
  mockServer.use(...scenario.handlers);
  return fetch(`https://api.laut.fm${path}`);
}

describe('station scenarios', () => {
  it('exist under the ids the tests are written against', () => {
    const ids = [
      'station-live',
      'station-inactive',
      'radiohayom-404',
      'api-down',
      'api-slow',
      'lists-empty',
      'station-hostile',
      'schedule-day-boundary',
      'schedule-week-end',
      'dst-week',
      'failing-retry',
      'clock-skew',
      ...['station-info', 'schedule', 'listeners', 'next-artists'].flatMap((e) =>
        ['500', 'malformed-json', 'wrong-shape'].map((f) => `${e}-${f}`),
      ),
    ];
    for (const id of ids) expect(findScenario(id)?.site, id).toBe('radio');
  });

  it('dst-week: entry 0 started 2 min before the clock, in summer time; the show spans the change', async () => {
    const songs = (await (await get('dst-week', '/station/b80er/last_songs')).json()) as RawPlayed[];
    expect(songs[0]?.started_at).toBe('2020-10-25 01:48:00 +0200');
    expect(parseLautDate(songs[0]?.started_at)).toBe(Date.parse(DST_CLOCK) - 120_000);
    const station = (await (await get('dst-week', '/station/b80er')).json()) as {
      current_playlist: { started_at: string; ends_at: string };
      next_playlist: { started_at: string };
    };
    expect(station.current_playlist).toMatchObject({ started_at: '2020-10-25 00:00:00 +0200', ends_at: '2020-10-25 06:00:00 +0100' });
    expect(station.next_playlist.started_at).toBe('2020-10-25 06:00:00 +0100');
  });

  it('wrong-shape bodies fit the endpoint', async () => {
    expect(await (await get('station-info-wrong-shape', '/station/radiohayom')).json()).toEqual([1, 2, 3]);
    expect(await (await get('schedule-wrong-shape', '/station/b80er/schedule')).json()).toEqual({ items: 'none' });
    expect(await (await get('next-artists-wrong-shape', '/station/b80er/next_artists')).json()).toEqual({ items: 'none' });
    expect(await (await get('listeners-wrong-shape', '/station/b80er/listeners')).json()).toBe('viele');
  });

  it('endpoint failures touch only their endpoint', async () => {
    expect((await get('listeners-500', '/station/b80er/listeners')).status).toBe(500);
    expect((await get('listeners-500', '/station/b80er/schedule')).status).toBe(200);
    expect((await get('station-info-500', '/station/b80er')).status).toBe(500);
    expect((await get('station-info-500', '/station/b80er/listeners')).status).toBe(200);
    await expect((await get('schedule-malformed-json', '/station/b80er/schedule')).json()).rejects.toThrow();
  });

  it('radiohayom-404 and failing-retry leave b80er alone; api-down takes /time too', async () => {
    expect((await get('radiohayom-404', '/station/radiohayom/last_songs')).status).toBe(404);
    expect((await get('radiohayom-404', '/station/b80er')).status).toBe(200);
    expect((await get('failing-retry', '/station/radiohayom')).status).toBe(404);
    expect((await get('failing-retry', '/station/radiohayom/schedule')).status).toBe(200);
    expect((await get('api-down', '/time')).status).toBe(503);
    expect((await get('api-down', '/station/b80er/last_songs')).status).toBe(503);
  });

  it('station-inactive and lists-empty change only what they say', async () => {
    expect(await (await get('station-inactive', '/station/b80er')).json()).toMatchObject({
      active: false,
      display_name: 'B80er – Die Hits der 80er',
    });
    expect(await (await get('station-inactive', '/station/radiohayom')).json()).toMatchObject({ active: true });
    expect(await (await get('lists-empty', '/station/b80er')).json()).toMatchObject({
      genres: [],
      top_artists: [],
      djs: '',
      description: '',
    });
    expect(await (await get('lists-empty', '/station/radiohayom/listeners')).json()).toBe(0);
    expect(await (await get('lists-empty', '/station/b80er/schedule')).json()).toEqual([]);
  });

  it('station-hostile puts the markup in the station text; clock-skew runs /time 2 h ahead', async () => {
    const station = (await (await get('station-hostile', '/station/b80er')).json()) as { display_name: string; top_artists: string[] };
    expect(station.display_name).toBe(HOSTILE_STATION.displayName);
    expect(station.display_name).toContain(HOSTILE_IMG);
    expect(station.display_name).toContain(HOSTILE_SCRIPT);
    expect(station.top_artists).toHaveLength(8);
    const at = Date.parse('2020-11-26T15:31:30+01:00');
    expect(await (await get('clock-skew', `/time?_=${at}`)).json()).toBe('2020-11-26 17:31:30 +0100');
  });
});
