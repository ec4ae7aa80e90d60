// @vitest-environment jsdom
/**
 * A provider page that never connects (an error page, no network): the frame view stops waiting
 * after PROVIDER_TIMEOUT_MS, says which page in the log, and ends its result as a cancel, so the
 * dialog manager closes the dialog instead of leaving it open, unseen, over the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FramePort } from '../../../../src/subscriptions/activities/frame-port';
import { createFrameView } from '../../../../src/subscriptions/dialogs/frame-view';
import { PROVIDER_TIMEOUT_MS } from '../../../../src/subscriptions/api/provider-api';

const connect = vi.fn<() => Promise<void>>();
vi.mock('../../../../src/subscriptions/activities/frame-port', async (original) => ({
  ...(await original<typeof import('../../../../src/subscriptions/activities/frame-port')>()),
  createFramePort: (): Partial<FramePort> => ({
    connect,
    onResizeRequest: () => undefined,
    whenReady: () => Promise.resolve(),
    disconnect: () => undefined,
  }),
}));

const URL_OF_PAGE = 'https://news.google.com/swg/ui/v1/offersiframe?_=1';

afterEach(() => {
  vi.useRealTimers();
  connect.mockReset();
});

function view() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, frameView: createFrameView(document, URL_OF_PAGE, {}, 'Angebote', log) };
}

describe('createFrameView: the wait for the page', () => {
  it('gives up after PROVIDER_TIMEOUT_MS: the page named in the log, init rejected, the result a cancel', async () => {
    vi.useFakeTimers();
    connect.mockReturnValue(new Promise<void>(() => undefined));
    const { log, frameView } = view();
    const init = frameView.init(() => undefined);
    const result = frameView.acceptResult();
    init.catch(() => undefined);
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(PROVIDER_TIMEOUT_MS - 1);
    expect(log.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(init).rejects.toThrow(`the provider page ${URL_OF_PAGE} did not connect within ${PROVIDER_TIMEOUT_MS} ms`);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(URL_OF_PAGE));
  });

  it('a page that connects in time is not cut off later', async () => {
    vi.useFakeTimers();
    connect.mockResolvedValue(undefined);
    const { log, frameView } = view();
    await frameView.init(() => undefined);
    await vi.advanceTimersByTimeAsync(PROVIDER_TIMEOUT_MS * 2);
    expect(log.warn).not.toHaveBeenCalled();
    await expect(
      Promise.race([
        frameView.acceptResult().then(
          () => 'settled',
          () => 'rejected',
        ),
        Promise.resolve('open'),
      ]),
    ).resolves.toBe('open');
  });
});
