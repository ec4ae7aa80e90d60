// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../src/core/storage';
import { createFailingStations, FAILING_STATIONS_KEY, parseFailingList, retryTimeAfter } from '../../../src/radio/failing-stations';
import { MIN_REFRESH_MS, nextRefreshDelay } from '../../../src/radio/refresh-plan';
import { freshnessMs } from '../../../src/radio/lautfm-api';
import { manualClock, recordingLogger } from '../../support/test-context';

const NOW = Date.UTC(2020, 10, 26, 14, 31, 32);

describe('nextRefreshDelay', () => {
  const plan = (over: Partial<Parameters<typeof nextRefreshDelay>[0]>) =>
    nextRefreshDelay({ nowMs: NOW, refreshMs: 30_000, songEndsAt: null, freshForMs: null, ...over });

  it('waits the configured refresh when nothing else is known', () => {
    expect(plan({})).toBe(30_000);
  });
  it('aims just after the current song ends', () => {
    expect(plan({ songEndsAt: NOW + 12_000 })).toBe(13_500);
  });
  it('never polls more often than every 5 s, nor before the answer goes stale', () => {
    expect(plan({ songEndsAt: NOW + 1000 })).toBe(MIN_REFRESH_MS);
    expect(plan({ songEndsAt: NOW + 1000, freshForMs: 10_000 })).toBe(10_000);
  });
  it('never waits longer than the configured refresh', () => {
    expect(plan({ songEndsAt: NOW + 600_000 })).toBe(30_000);
    expect(plan({ freshForMs: 120_000 })).toBe(30_000);
  });
  it('polls soon after a song that just ended, and normally after a stalled list', () => {
    expect(plan({ songEndsAt: NOW - 2000 })).toBe(MIN_REFRESH_MS);
    expect(plan({ songEndsAt: NOW - 3_600_000 })).toBe(30_000);
  });
});

describe('freshnessMs', () => {
  it('reads max-age, else Expires, else null', () => {
    expect(freshnessMs(new Headers({ 'cache-control': 'public, max-age=10' }), NOW)).toBe(10_000);
    expect(freshnessMs(new Headers({ expires: new Date(NOW + 7000).toUTCString() }), NOW)).toBe(7000);
    expect(freshnessMs(new Headers({ expires: 'garbage' }), NOW)).toBeNull();
    expect(freshnessMs(undefined, NOW)).toBeNull();
  });
});

describe('retryTimeAfter', () => {
  it('is 20 s after the next full hour', () => {
    expect(retryTimeAfter(Date.UTC(2020, 10, 26, 14, 31, 32))).toBe(Date.UTC(2020, 10, 26, 15, 0, 20));
    expect(retryTimeAfter(Date.UTC(2020, 10, 26, 14, 0, 0))).toBe(Date.UTC(2020, 10, 26, 15, 0, 20));
    expect(retryTimeAfter(Date.UTC(2020, 10, 26, 23, 59, 59))).toBe(Date.UTC(2020, 10, 27, 0, 0, 20));
  });
});

describe('failing stations in local storage', () => {
  it('reads only a list of names', () => {
    expect(parseFailingList(null)).toEqual([]);
    expect(parseFailingList('["a","b"]')).toEqual(['a', 'b']);
    expect(parseFailingList('{"a":1}')).toBeNull();
    expect(parseFailingList('[1]')).toBeNull();
    expect(parseFailingList('nope')).toBeNull();
  });

  it('discards a tampered list with a warning and carries on', () => {
    localStorage.setItem(FAILING_STATIONS_KEY, '<script>');
    const log = recordingLogger();
    const failing = createFailingStations(
      safeStorage(() => localStorage, log, 'l'),
      manualClock(NOW),
      log,
    );
    expect(failing.isSkipped('b80er')).toBe(false);
    expect(localStorage.getItem(FAILING_STATIONS_KEY)).toBeNull();
    expect(log.lines[0]?.level).toBe('warn');
  });

  it('skips a station until the retry time, then clears list and time together', async () => {
    localStorage.clear();
    const log = recordingLogger();
    const clock = manualClock(NOW);
    const failing = createFailingStations(
      safeStorage(() => localStorage, log, 'l'),
      clock,
      log,
    );
    failing.markFailing('b80er');
    failing.markFailing('b80er');
    expect(localStorage.getItem(FAILING_STATIONS_KEY)).toBe('["b80er"]');
    expect(failing.isSkipped('b80er')).toBe(true);
    expect(failing.isSkipped('radiohayom')).toBe(false);
    await clock.advance(retryTimeAfter(NOW) - NOW);
    expect(failing.isSkipped('b80er')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
