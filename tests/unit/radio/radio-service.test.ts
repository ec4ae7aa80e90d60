// @vitest-environment jsdom
/** The radio service: the API's clock from /time (half the round trip counted) and the stations' refresh interval. */
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLautDate } from '../../../harness/mocks/laut-date-format';
import { lautfmJson } from '../../../harness/mocks/lautfm';
import { safeStorage } from '../../../src/core/storage';
import { createWriteQueue } from '../../../src/radio/placeholder-writes';
import { createRadioService } from '../../../src/radio/radio-service';
import { defaultRadioSettings } from '../../../src/radio/settings';
import { mockServer } from '../../support/msw';
import { fakeVisibility, manualClock, recordingLogger } from '../../support/test-context';

const BASE = 'https://api.laut.fm';
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function service(refresh = 30) {
  const clock = manualClock();
  const log = recordingLogger();
  const radio = createRadioService({
    settings: { ...defaultRadioSettings(), api_base: BASE, refresh },
    configured: true,
    clock,
    visibility: fakeVisibility(),
    log,
    local: safeStorage(() => localStorage, log, 'localStorage'),
    announcer: { announce: () => undefined, destroy: () => undefined },
    writes: createWriteQueue(),
  });
  return { clock, radio };
}

afterEach(() => {
  mockServer.events.removeAllListeners();
  localStorage.clear();
});

describe('createRadioService', () => {
  it("takes the API's clock from /time, counting half the round trip as the moment the server read it", async () => {
    const { clock, radio } = service();
    const sentAt = clock.now();
    const serverTime = sentAt + 2 * 60 * 60 * 1000;
    // The answer takes 2 s on the visitor's clock: the server read its clock about 1 s after the request left.
    mockServer.use(
      http.get(`${BASE}/time`, async () => {
        await clock.advance(2000);
        return lautfmJson(formatLautDate(serverTime));
      }),
    );
    expect(radio.now()).toBe(sentAt);
    radio.station('b80er');
    await settle();
    expect(clock.now()).toBe(sentAt + 2000);
    expect(radio.now()).toBe(serverTime + 1000);
    radio.stop();
  });

  it('refreshes a station every `refresh` seconds of the settings', async () => {
    const { clock, radio } = service(45);
    const asked: number[] = [];
    const start = clock.now();
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/listeners')) asked.push(clock.now() - start);
    });
    radio.station('b80er').subscribe('listeners', () => undefined);
    await clock.advance(0);
    await settle();
    await clock.advance(30_000);
    await settle();
    expect(asked).toEqual([0]);
    await clock.advance(15_000);
    await settle();
    expect(asked).toEqual([0, 45_000]);
    radio.stop();
  });
});
