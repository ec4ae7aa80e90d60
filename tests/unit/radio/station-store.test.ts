// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import 'fake-indexeddb/auto';
import { safeStorage, idbStore } from '../../../src/core/storage';
import { createFailingStations, FAILING_STATIONS_KEY, RETRY_AT_KEY } from '../../../src/radio/failing-stations';
import { createLautfmApi, endpointUrl } from '../../../src/radio/lautfm-api';
import { createStationStore, snapshotKey } from '../../../src/radio/station-store';
import { findScenario } from '../../../harness/scenarios';
import { mockServer } from '../../support/msw';
import { fakeVisibility, manualClock, recordingLogger } from '../../support/test-context';

const BASE = 'https://api.laut.fm';
// Inside the recorded window: the mock answers the recording as of this moment.
const RECORDED_NOW = Date.UTC(2020, 10, 26, 14, 31, 32);

function setup({
  station = 'b80er',
  start = RECORDED_NOW,
  cache = false,
  pollsAfter,
}: { station?: string; start?: number; cache?: boolean; pollsAfter?: Promise<void> } = {}) {
  const clock = manualClock(start);
  const log = recordingLogger();
  const visibility = fakeVisibility();
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => void seen.push(request.url));
  const local = safeStorage(() => localStorage, log, 'localStorage');
  const kv = idbStore(log, `store-test-${Math.random()}`, 'kv');
  const store = createStationStore({
    station,
    api: createLautfmApi({ baseUrl: BASE, timeoutMs: 1000, clock }),
    clock,
    now: clock.now,
    visibility,
    refreshMs: 30_000,
    log,
    failing: createFailingStations(local, clock, log),
    ...(cache ? { cache: kv } : {}),
    ...(pollsAfter ? { pollsAfter } : {}),
  });
  return { clock, log, visibility, seen, store, kv };
}

const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname);

afterEach(() => {
  mockServer.events.removeAllListeners();
  localStorage.clear();
});

/** Wait for real network turns (msw answers asynchronously) without moving the manual clock. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('endpointUrl', () => {
  it('adds the cache-busting timestamp to last_songs and trims a trailing slash of the base', () => {
    expect(endpointUrl('https://api.laut.fm/', 'b80er', 'last_songs', 123)).toBe('https://api.laut.fm/station/b80er/last_songs?_=123');
    expect(endpointUrl(BASE, 'a b', 'last_songs', 1)).toBe('https://api.laut.fm/station/a%20b/last_songs?_=1');
  });
});

describe('createStationStore', () => {
  it('makes one request per endpoint per refresh, however many subscribers', async () => {
    // Outside the recorded window, so every refresh waits the full 30 s.
    const { clock, seen, store } = setup({ start: RECORDED_NOW + 86_400_000 });
    const calls: number[] = [0, 0, 0];
    const unsubscribers = calls.map((_, i) => store.subscribe('last_songs', () => calls[i]!++));
    await clock.advance(0);
    await settle();
    expect(seen).toEqual([`${BASE}/station/b80er/last_songs?_=${RECORDED_NOW + 86_400_000}`]);
    expect(calls).toEqual([1, 1, 1]);
    const state = store.get('last_songs');
    expect(state.status === 'ready' && state.data[0]?.title).toBe('99 Luftballons');

    await clock.advance(30_000);
    await settle();
    expect(seen).toHaveLength(2);
    for (const unsubscribe of unsubscribers) unsubscribe();
    await clock.advance(120_000);
    expect(seen).toHaveLength(2);
  });

  it('fetches what is subscribed, and one withdrawal leaves the others subscribed', async () => {
    const { clock, seen, store } = setup({ start: RECORDED_NOW + 86_400_000 });
    const firstReleases = [store.subscribe('station', () => undefined), store.subscribe('last_songs', () => undefined)];
    const first = () => firstReleases.forEach((release) => release());
    const second = store.subscribe('station', () => undefined);
    await clock.advance(0);
    await settle();
    expect(paths(seen).sort()).toEqual(['/station/b80er', '/station/b80er/last_songs']);
    first();
    await clock.advance(30_000);
    await settle();
    expect(paths(seen.slice(2))).toEqual(['/station/b80er']);
    second();
    await clock.advance(120_000);
    await settle();
    expect(seen).toHaveLength(3);
  });

  it('holds the first poll until pollsAfter settles, then asks for everything demanded meanwhile in one refresh', async () => {
    let endPass = () => undefined as void;
    const pollsAfter = new Promise<void>((resolve) => (endPass = resolve));
    const { clock, seen, store } = setup({ start: RECORDED_NOW + 86_400_000, pollsAfter });
    store.subscribe('last_songs', () => undefined);
    await clock.advance(5_000);
    await settle();
    expect(seen).toHaveLength(0);
    // Found in a later slice of the same pass.
    store.subscribe('station', () => undefined);
    endPass();
    await settle();
    await clock.advance(0);
    await settle();
    expect(paths(seen).sort()).toEqual(['/station/b80er', '/station/b80er/last_songs']);
  });

  it('does not poll after pollsAfter settles when the demand was withdrawn meanwhile', async () => {
    let endPass = () => undefined as void;
    const pollsAfter = new Promise<void>((resolve) => (endPass = resolve));
    const { clock, seen, store } = setup({ start: RECORDED_NOW + 86_400_000, pollsAfter });
    store.subscribe('last_songs', () => undefined)();
    endPass();
    await settle();
    await clock.advance(60_000);
    await settle();
    expect(seen).toHaveLength(0);
  });

  it('does not poll while nobody subscribes, nor while the tab is hidden', async () => {
    const { clock, seen, store, visibility } = setup();
    await clock.advance(60_000);
    expect(seen).toHaveLength(0);
    const unsubscribe = store.subscribe('last_songs', () => undefined);
    await clock.advance(0);
    await settle();
    visibility.set(true);
    await clock.advance(300_000);
    expect(seen).toHaveLength(1);
    visibility.set(false);
    await clock.advance(0);
    await settle();
    expect(seen).toHaveLength(2);
    unsubscribe();
  });

  it('records a failure with its status and logs a warning naming station and endpoint', async () => {
    mockServer.use(http.get(`${BASE}/station/b80er/last_songs`, () => new HttpResponse(null, { status: 500 })));
    const { clock, log, store } = setup();
    store.subscribe('last_songs', () => undefined);
    await clock.advance(0);
    await settle();
    const state = store.get('last_songs');
    expect(state.status === 'failed' && state.error).toMatchObject({ kind: 'status', status: 500 });
    expect(log.lines[0]?.message).toMatch(/^station "b80er" last_songs: HTTP 500/);
    store.stop();
  });

  it('recovers on the next refresh after a failure', async () => {
    let fail = true;
    mockServer.use(
      http.get(`${BASE}/station/b80er/last_songs`, () =>
        fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json([{ type: 'song', title: 'Jeanny' }]),
      ),
    );
    const { clock, store } = setup();
    store.subscribe('last_songs', () => undefined);
    await clock.advance(0);
    await settle();
    expect(store.get('last_songs').status).toBe('failed');
    fail = false;
    await clock.advance(30_000);
    await settle();
    const state = store.get('last_songs');
    expect(state.status === 'ready' && state.data[0]?.title).toBe('Jeanny');
    store.stop();
  });
});

describe('createStationStore: next_artists and the live flag', () => {
  it('asks next_artists after last_songs when the station is not live, once per refresh', async () => {
    const { clock, seen, store } = setup();
    store.subscribe('next_artists', () => undefined);
    store.subscribe('station', () => undefined);
    await clock.advance(0);
    await settle();
    expect(paths(seen).sort()).toEqual(['/station/b80er', '/station/b80er/last_songs', '/station/b80er/next_artists']);
    const next = store.get('next_artists');
    expect(next.status === 'ready' && next.data.length).toBeGreaterThan(0);
  });

  it('does not ask next_artists while the station is live', async () => {
    mockServer.use(...findScenario('station-live')!.handlers);
    const { clock, seen, store } = setup();
    store.subscribe('next_artists', () => undefined);
    await clock.advance(0);
    await settle();
    expect(paths(seen)).toEqual(['/station/b80er/last_songs']);
  });
});

describe('createStationStore: failing stations', () => {
  it('marks an unknown station (404) as failing and skips it until 20 s after the next full hour', async () => {
    const start = Date.UTC(2020, 10, 26, 14, 59, 0);
    const { clock, seen, store, log } = setup({ station: 'gibtsnicht', start });
    store.subscribe('station', () => undefined);
    store.subscribe('listeners', () => undefined);
    await clock.advance(0);
    await settle();
    expect(seen).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(FAILING_STATIONS_KEY)!)).toEqual(['gibtsnicht']);
    expect(Number(localStorage.getItem(RETRY_AT_KEY))).toBe(Date.UTC(2020, 10, 26, 15, 0, 20));
    const listeners = store.get('listeners');
    expect(listeners.status === 'failed' && listeners.reason).toBe('http');
    expect(log.lines.some((line) => line.message.includes('unknown (404)'))).toBe(true);

    await clock.advance(60_000);
    expect(seen).toHaveLength(2);
    expect(store.get('station')).toMatchObject({ status: 'failed', reason: 'skipped' });
    await clock.advance(30_000);
    await settle();
    // 15:00:30 is past the retry time: the list is cleared and the station asked again.
    expect(seen.length).toBeGreaterThan(2);
  });

  it('does not mark a station failing when station info fails otherwise than 404 (a 500): it asks again at the next refresh', async () => {
    mockServer.use(http.get(`${BASE}/station/:station`, () => new HttpResponse('down', { status: 500 })));
    const { clock, seen, store, log } = setup();
    store.subscribe('station', () => undefined);
    await clock.advance(0);
    await settle();
    expect(store.get('station')).toMatchObject({ status: 'failed', reason: 'http', error: { kind: 'status', status: 500 } });
    expect(localStorage.getItem(FAILING_STATIONS_KEY)).toBeNull();
    expect(log.lines.some((line) => line.message.includes('unknown (404)'))).toBe(false);
    const asked = seen.length;
    await clock.advance(30_000);
    await settle();
    expect(seen.length).toBeGreaterThan(asked);
  });

  it('marks an inactive station as failing', async () => {
    mockServer.use(...findScenario('station-inactive')!.handlers);
    const { clock, store } = setup();
    store.subscribe('station', () => undefined);
    await clock.advance(0);
    await settle();
    expect(store.get('station')).toMatchObject({ status: 'failed', reason: 'inactive' });
    expect(localStorage.getItem(FAILING_STATIONS_KEY)).toBe('["b80er"]');
  });
});

describe('createStationStore: stale-while-revalidate', () => {
  it('shows the last page view’s answers at once, marked stale, until fresh ones arrive', async () => {
    const first = setup({ cache: true });
    first.store.subscribe('station', () => undefined);
    await first.clock.advance(0);
    await settle();
    await expect.poll(() => first.kv.get(snapshotKey('b80er'))).toBeDefined();
    first.store.stop();

    mockServer.use(http.get(`${BASE}/station/b80er`, () => new Promise<Response>(() => undefined)));
    const { createStationStore: create } = await import('../../../src/radio/station-store');
    const clock = manualClock(RECORDED_NOW);
    const log = recordingLogger();
    const second = create({
      station: 'b80er',
      api: createLautfmApi({ baseUrl: BASE, timeoutMs: 60_000, clock }),
      clock,
      now: clock.now,
      visibility: fakeVisibility(),
      refreshMs: 30_000,
      log,
      failing: createFailingStations(
        safeStorage(() => localStorage, log, 'l'),
        clock,
        log,
      ),
      cache: first.kv,
    });
    second.subscribe('station', () => undefined);
    await expect.poll(() => second.get('station').status).toBe('ready');
    const state = second.get('station');
    expect(state.status === 'ready' && state.stale).toBe(true);
    expect(state.status === 'ready' && state.data.name).toBe('b80er');
    second.stop();
  });
});
