/**
 * Propensity and the publisher's logger in Chromium through the harness (spec magazine §3, §5,
 * §7): the page's code asks for scores and reports states and events; the mock answers from
 * `{propensityOrigin}/subopt`. What the publisher receives is data, so these tests read it back.
 */
import type { Page } from '@playwright/test';
import { expect, openPage, test, type MockRequests } from './harness-fixtures';

type Api = Record<string, (...args: unknown[]) => unknown>;
type SwgWindow = Window & { SWG: { push(callback: (api: Api) => void): void } };

/** Runs `body` with the page's SWG client (in the page) and returns what it resolves with, or the error's message. */
function withClient<T>(page: Page, body: string): Promise<T | { error: string }> {
  return page.evaluate(
    (code) =>
      new Promise<T | { error: string }>((resolve) =>
        (window as unknown as SwgWindow).SWG.push((api) => {
          const run = new Function('api', `return (async () => { ${code} })();`) as (client: Api) => Promise<T>;
          run(api).then(resolve, (caught: Error) => resolve({ error: caught.message }));
        }),
      ),
    body,
  );
}

const subopt = (mockRequests: MockRequests, path: 'pts' | 'data') =>
  mockRequests
    .all()
    .filter((url) => new URL(url).pathname.endsWith(`/subopt/${path}`))
    .map((url) => Object.fromEntries(new URL(url).searchParams));

test.describe('propensity', () => {
  test('scores for the publication, states and events to /subopt/data, with the common parameters', async ({ page, mockRequests }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    const score = await withClient(page, `
      const module = await api.getPropensityModule();
      module.sendSubscriptionState('subscriber', { product: ['magazin.example:premium'] });
      module.sendEvent({ name: 'paywall', active: false });
      return module.getPropensity('paywall');`);
    expect(score).toEqual({ header: { ok: true }, body: { scores: [{ product: 'magazin.example', score: { value: 42, bucketed: true } }] } });
    expect(subopt(mockRequests, 'pts')).toEqual([expect.objectContaining({ products: 'magazin.example', type: 'paywall', u_tz: '240', v: '1', cdm: '127.0.0.1' })]);
    await expect.poll(() => subopt(mockRequests, 'data')).toEqual([
      expect.objectContaining({ states: 'magazin.example:subscriber', extrainfo: '{"product":["magazin.example:premium"]}', u_tz: '240', v: '1' }),
      expect.objectContaining({ events: 'magazin.example:paywall', extrainfo: '{"is_active":false}' }),
    ]);
  });

  test('the publisher’s logger reaches propensity only with enablePropensity', async ({ page, mockRequests }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    await withClient(page, `(await api.getLogger()).sendEvent({ name: 'offers_shown', active: true });`);
    await page.waitForTimeout(300);
    expect(subopt(mockRequests, 'data')).toEqual([]);
    await withClient(page, `api.configure({ enablePropensity: true }); (await api.getLogger()).sendEvent({ name: 'offers_shown', active: true });`);
    await expect.poll(() => subopt(mockRequests, 'data')).toEqual([expect.objectContaining({ events: 'magazin.example:offers_shown', extrainfo: '{"is_active":true}' })]);
  });

  test('bad arguments throw the provider’s texts; swg-subopt-pts-500 rejects getPropensity with the reason', async ({ page }) => {
    await openPage(page, 'magazine-article', 'swg-subopt-pts-500');
    expect(await withClient(page, `(await api.getPropensityModule()).sendSubscriptionState('subscriber');`)).toEqual({
      error: 'Entitlements must be provided for users with active or expired subscriptions',
    });
    expect(await withClient(page, `(await api.getPropensityModule()).sendEvent({ name: 'clicked' });`)).toEqual({ error: 'Invalid user event provided(clicked)' });
    const failed = await withClient<unknown>(page, `return (await api.getPropensityModule()).getPropensity();`);
    expect(failed).toEqual({ error: expect.stringContaining('propensity scores unavailable: HTTP 500') });
  });
});
