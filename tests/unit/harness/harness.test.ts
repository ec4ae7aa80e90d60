// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseMockPath } from '../../../harness/mock-endpoint';
import { injectIntoPage } from '../../../harness/page-inject';
import { createRequestLog } from '../../../harness/request-log';
import { scenarios } from '../../../harness/scenarios';
import { lastSongsAsOf } from '../../../harness/mocks/timeline';
import type { RawPlayed } from '../../../harness/mocks/lautfm-data';

describe('parseMockPath', () => {
  it('maps a harness mock path back to the real URL', () => {
    expect(parseMockPath('/mock/station-404/api.laut.fm/station/b80er/last_songs?_=1')).toEqual({
      scenario: 'station-404',
      url: 'https://api.laut.fm/station/b80er/last_songs?_=1',
    });
    expect(parseMockPath('/mock/default/www.b80er.de/wp-admin/admin-ajax.php')?.url).toBe('https://www.b80er.de/wp-admin/admin-ajax.php');
  });
  it('refuses other paths', () => {
    expect(parseMockPath('/pages/radio-home')).toBeNull();
    expect(parseMockPath('/mock/default')).toBeNull();
  });
});

describe('injectIntoPage', () => {
  const page = '<!DOCTYPE html><html><head lang="de"><title>x</title></head><body><p>x</p></body></html>';
  it('adds the config override and the bundle before </body>, and the clock first in <head>', () => {
    const out = injectIntoPage(page, {
      mockBase: 'http://127.0.0.1:4173/mock/default',
      bundleUrl: '/site-client.user.js',
      clock: '2020-11-26T15:31:30+01:00',
    });
    expect(out.indexOf('data-harness="clock"')).toBeLessThan(out.indexOf('<title>'));
    expect(out).toMatch(/data-harness="config"[\s\S]*<script src="\/site-client.user.js"><\/script>\n<\/body>/);
  });
  it('changes nothing else of the page', () => {
    const out = injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js' });
    // The flow-step script in the head (the console's preview), then the footer's scripts.
    expect(
      out
        .replace(/\n<script data-harness="flow-steps">[\s\S]*?<\/script>/, '')
        .replace(/<script[\s\S]*<\/script>\n/, '')
        .replace(/<style id="site-client-head-inline-css">[^<]*<\/style>\n/, ''),
    ).toBe(page);
  });
});

describe('lastSongsAsOf', () => {
  const at = (minute: number, second = 0) => `2020-11-26 15:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')} +0100`;
  const entry = (title: string, start: number, end: number): RawPlayed => ({
    type: 'song',
    title,
    started_at: at(start),
    ends_at: at(end),
  });
  const recorded = [entry('C', 20, 30), entry('B', 10, 20), entry('A', 0, 10)];
  const upcoming = [entry('D', 30, 40), entry('E', 40, 50)];
  const ms = (minute: number) => Date.UTC(2020, 10, 26, 14, minute, 0);

  it('answers the recording outside the recorded window or without a moment', () => {
    expect(lastSongsAsOf(recorded, upcoming, null)).toBe(recorded);
    expect(lastSongsAsOf(recorded, upcoming, ms(55))).toBe(recorded);
  });
  it('moves on as time passes, newest first', () => {
    expect(lastSongsAsOf(recorded, upcoming, ms(25)).map((e) => e.title)).toEqual(['C', 'B', 'A']);
    expect(lastSongsAsOf(recorded, upcoming, ms(35)).map((e) => e.title)).toEqual(['D', 'C', 'B', 'A']);
    expect(lastSongsAsOf(recorded, upcoming, ms(12)).map((e) => e.title)).toEqual(['B', 'A']);
  });
});

describe('request log', () => {
  it('keeps at most the limit, newest last, and tells listeners', () => {
    const log = createRequestLog(2);
    const heard: number[] = [];
    log.subscribe((entry) => heard.push(entry.id));
    const base = { at: '', origin: 'site' as const, page: null, scenario: 'default', method: 'GET', url: 'u', status: 200, durationMs: 1 };
    log.add(base);
    log.add(base);
    log.add(base);
    expect(log.list().map((e) => e.id)).toEqual([2, 3]);
    expect(heard).toEqual([1, 2, 3]);
  });
});

describe('scenarios', () => {
  it('have unique ids and a description each', () => {
    const ids = scenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const scenario of scenarios) expect(scenario.description.length).toBeGreaterThan(10);
  });
});

describe('formatLautDate', () => {
  it('writes Berlin time with its offset, in winter and in summer, and parses back', async () => {
    const { formatLautDate } = await import('../../../harness/mocks/laut-date-format');
    const { parseLautDate } = await import('../../../src/radio/laut-date');
    const winter = Date.UTC(2020, 10, 26, 14, 31, 32);
    expect(formatLautDate(winter)).toBe('2020-11-26 15:31:32 +0100');
    const summer = Date.UTC(2020, 6, 1, 22, 0, 0);
    expect(formatLautDate(summer)).toBe('2020-07-02 00:00:00 +0200');
    expect(parseLautDate(formatLautDate(summer))).toBe(summer);
  });
});
