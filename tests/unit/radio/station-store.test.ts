import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createLautfmApi, endpointUrl } from '../../../src/radio/lautfm-api';
import { createStationStore } from '../../../src/radio/station-store';
import { mockServer } from '../../support/msw';
import { fakeVisibility, manualClock, recordingLogger } from '../../support/test-context';

const BASE = 'https://api.laut.fm';
// Inside the recorded window: the mock answers the recording as of this moment.
const RECORDED_NOW = Date.UTC(2020, 10, 26, 14, 31, 32);

function setup() {
  const clock = manualClock(RECORDED_NOW);
  const log = recordingLogger();
  const visibility = fakeVisibility();
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => void seen.push(request.url));
  const store = createStationStore({
    station: 'b80er',
    api: createLautfmApi({ baseUrl: BASE, timeoutMs: 1000, clock }),
    clock,
    visibility,
    refreshMs: 30_000,
    log,
  });
  return { clock, log, visibility, seen, store };
}

afterEach(() => mockServer.events.removeAllListeners());

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
    const { clock, seen, store } = setup();
    const calls: number[] = [0, 0, 0];
    const unsubscribers = calls.map((_, i) => store.subscribe('last_songs', () => calls[i]!++));
    await clock.advance(0);
    await settle();
    expect(seen).toEqual([`${BASE}/station/b80er/last_songs?_=${RECORDED_NOW}`]);
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
      http.get(`${BASE}/station/b80er/last_songs`, () => (fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json([{ type: 'song', title: 'Jeanny' }]))),
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
