/** The laut.fm client's requests: which answers must bypass every cache. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLautfmApi } from '../../../src/radio/lautfm-api';
import { manualClock } from '../../support/test-context';

const BASE = 'https://api.laut.fm';
// Inside the recorded window: the mock answers the recording as of this moment.
const RECORDED_NOW = Date.UTC(2020, 10, 26, 14, 31, 32);

afterEach(() => vi.restoreAllMocks());

describe('createLautfmApi', () => {
  it('asks past every cache for the live answers (last_songs and /time), and lets the browser cache the rest', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const api = createLautfmApi({ baseUrl: BASE, timeoutMs: 1000, clock: manualClock(RECORDED_NOW) });
    await api.fetch('b80er', 'last_songs');
    await api.fetch('b80er', 'station');
    await api.time();
    const cacheOf = (path: string) => fetched.mock.calls.find(([url]) => new URL(String(url)).pathname.endsWith(path))?.[1]?.cache;
    expect(cacheOf('/last_songs')).toBe('no-store');
    expect(cacheOf('/time')).toBe('no-store');
    expect(cacheOf('/station/b80er')).toBeUndefined();
  });
});
