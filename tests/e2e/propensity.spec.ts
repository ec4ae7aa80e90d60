/**
 * Propensity and the publisher's logger in Chromium through the harness (spec magazine §3, §5,
 * §7), call by call as the provider's client (swg-js propensity.ts, propensity-server.ts): the
 * page's code asks for scores and reports states and events; the mock answers from
 * `{propensityOrigin}/subopt` (another origin: only a credentialed request carries the cookie).
 * What the publisher receives is data, so these tests read it back.
 */
import type { Page, Request } from '@playwright/test';
import { expect, openPage, pageErrors, test, type MockRequests } from './harness-fixtures';

type Api = Record<string, (...args: unknown[]) => unknown>;
type SwgWindow = Window & { SWG: { push(callback: (api: Api) => void): void } };
type Outcome = { error: string; name: string };

/** Runs `body` with the page's SWG client (in the page) and returns what it resolves with, or the error's name and message. */
function withClient<T>(page: Page, body: string): Promise<T | Outcome> {
  return page.evaluate(
    (code) =>
      new Promise<T | Outcome>((resolve) =>
        (window as unknown as SwgWindow).SWG.push((api) => {
          const run = new Function('api', `return (async () => { ${code} })();`) as (client: Api) => Promise<T>;
          run(api).then(resolve, (caught: Error) => resolve({ error: caught.message, name: caught.name }));
        }),
      ),
    body,
  );
}

const isSubopt = (path: 'pts' | 'data') => (url: string | URL) => new URL(url).pathname.endsWith(`/subopt/${path}`);
const subopt = (mockRequests: MockRequests, path: 'pts' | 'data') =>
  mockRequests
    .all()
    .filter(isSubopt(path))
    .map((url) => Object.fromEntries(new URL(url).searchParams));

/** The score request's answer replaced (status, JSON text) for this page; CORS as the mock answers a credentialed call. */
const answerScores = (page: Page, status: number, body: string) =>
  page.route(
    (url) => isSubopt('pts')(url),
    (route) =>
      route.fulfill({
        status,
        body,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*', 'Access-Control-Allow-Credentials': 'true' },
      }),
  );

const SCORES = 'return (await api.getPropensityModule()).getPropensity();';
const XHR_FAILED =
  /^XHR Failed fetching \(http:\/\/127\.0\.0\.1:\d+\/\.\.\.\): \(Note: a CORS error above may indicate that this publisher or domain is not configured in Publisher Center\. The CORS error happens because 4xx responses do not set CORS headers\.\)\n\n/;
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

test.beforeEach(async ({ context }) => {
  // The reader's ad cookie: its id goes into every propensity address, and the cookie itself with the credentialed request.
  await context.addCookies([{ name: '__gads', value: 'ID=abc:T=1', domain: '127.0.0.1', path: '/' }]);
});

test.describe('propensity', () => {
  test('scores: products, type, ref, u_tz, v, cookie, cdm in that order, with credentials; the fixture answer as the publisher’s result', async ({
    page,
    mockRequests,
  }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    const sent = page.waitForRequest((request: Request) => isSubopt('pts')(request.url()));
    const score = await withClient(
      page,
      `
      const module = await api.getPropensityModule();
      module.sendSubscriptionState('subscriber', { product: ['magazin.example:premium'] });
      module.sendEvent({ name: 'paywall', active: false });
      return module.getPropensity('paywall');`,
    );
    expect(score).toEqual({
      header: { ok: true },
      body: { scores: [{ product: 'magazin.example', score: { value: 42, bucketed: true } }] },
    });
    const request = await sent;
    expect(new URL(request.url()).search).toBe(
      '?products=magazin.example&type=paywall&ref=&u_tz=240&v=1&cookie=ID%253Dabc%253AT%253D1&cdm=127.0.0.1',
    );
    expect(request.method()).toBe('GET');
    expect(await request.headerValue('cookie')).toContain('__gads=ID=abc:T=1');
    await expect
      .poll(() => subopt(mockRequests, 'data'))
      .toEqual([
        {
          states: 'magazin.example:subscriber',
          extrainfo: '{"product":["magazin.example:premium"]}',
          u_tz: '240',
          v: '1',
          cookie: 'ID%3Dabc%3AT%3D1',
          cdm: '127.0.0.1',
        },
        {
          events: 'magazin.example:paywall',
          extrainfo: '{"is_active":false}',
          u_tz: '240',
          v: '1',
          cookie: 'ID%3Dabc%3AT%3D1',
          cdm: '127.0.0.1',
        },
      ]);
  });

  test('an unknown type throws at once (no promise) and nothing is sent', async ({ page, mockRequests }) => {
    const errors = pageErrors(page);
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    const outcome = await withClient(
      page,
      `
      const module = await api.getPropensityModule();
      try {
        return 'returned ' + typeof module.getPropensity('premium');
      } catch (caught) {
        return 'threw ' + caught.message;
      }`,
    );
    expect(outcome).toBe('threw Invalid propensity type requested');
    await page.waitForTimeout(300);
    expect(subopt(mockRequests, 'pts')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the publisher’s logger reaches propensity only with enablePropensity', async ({ page, mockRequests }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    await withClient(page, `(await api.getLogger()).sendEvent({ name: 'offers_shown', active: true });`);
    await page.waitForTimeout(300);
    expect(subopt(mockRequests, 'data')).toEqual([]);
    await withClient(
      page,
      `api.configure({ enablePropensity: true }); (await api.getLogger()).sendEvent({ name: 'offers_shown', active: true });`,
    );
    await expect
      .poll(() => subopt(mockRequests, 'data'))
      .toEqual([expect.objectContaining({ events: 'magazin.example:offers_shown', extrainfo: '{"is_active":true}' })]);
  });

  test('bad arguments throw the provider’s texts', async ({ page }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    expect(await withClient(page, `(await api.getPropensityModule()).sendSubscriptionState('subscriber');`)).toEqual({
      error: 'Entitlements must be provided for users with active or expired subscriptions',
      name: 'Error',
    });
    expect(await withClient(page, `(await api.getPropensityModule()).sendEvent({ name: 'clicked' });`)).toEqual({
      error: 'Invalid user event provided(clicked)',
      name: 'Error',
    });
  });
});

test.describe('propensity scores when the answer is not the usual one', () => {
  test('swg-subopt-pts-500 (a text body) rejects with the SyntaxError of reading it as JSON', async ({ page }) => {
    await openPage(page, 'magazine-article', 'swg-subopt-pts-500');
    expect(await withClient(page, SCORES)).toEqual({ error: expect.stringContaining('is not valid JSON'), name: 'SyntaxError' });
  });

  test('a 4xx with JSON is read like any answer: no header is “No valid response”, the server’s error is handed over', async ({ page }) => {
    await answerScores(page, 404, '{"error":"Not found"}');
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    expect(await withClient(page, SCORES)).toEqual({ header: { ok: false }, body: { error: 'No valid response' } });
    await page.unrouteAll();
    await answerScores(page, 403, '{"header":{"ok":false},"error":"Service not available"}');
    expect(await withClient(page, SCORES)).toEqual({ header: { ok: false }, body: { error: 'Service not available' } });
  });

  test('a malformed body rejects with the SyntaxError', async ({ page }) => {
    await answerScores(page, 200, '{"header": {"ok": tr');
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    expect(await withClient(page, SCORES)).toEqual({ error: expect.any(String), name: 'SyntaxError' });
  });

  test('a failed connection rejects with the provider fetcher’s text', async ({ page }) => {
    await page.route(
      (url) => isSubopt('pts')(url),
      (route) => route.abort('connectionrefused'),
    );
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    const outcome = await withClient<unknown>(page, SCORES);
    expect(outcome).toEqual({ error: expect.stringMatching(XHR_FAILED), name: 'Error' });
    expect((outcome as Outcome).error).toMatch(/TypeError: Failed to fetch$/);
  });

  test('swg-subopt-pts-timeout: after 10 s the promise rejects the same way, naming the wait', async ({ page }) => {
    await page.clock.install();
    await openPage(page, 'magazine-article', 'swg-subopt-pts-timeout');
    const sent = page.waitForRequest((request: Request) => isSubopt('pts')(request.url()));
    const outcome = withClient<unknown>(page, SCORES);
    await sent;
    await page.clock.runFor(10_000);
    expect(await outcome).toEqual({ error: expect.stringMatching(XHR_FAILED), name: 'Error' });
    expect(((await outcome) as Outcome).error).toMatch(/\n\ntimeout after 10000 ms$/);
  });

  test('hostile text in the answer comes back as data and never runs', async ({ page }) => {
    await answerScores(
      page,
      200,
      JSON.stringify({
        header: { ok: true },
        scores: [
          { product: HOSTILE, score: 3 },
          { product: 'magazin.example:premium', error_message: HOSTILE },
        ],
      }),
    );
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    expect(await withClient(page, SCORES)).toEqual({
      header: { ok: true },
      body: {
        scores: [
          { product: HOSTILE, score: { value: 3, bucketed: false } },
          { product: 'magazin.example:premium', error: HOSTILE },
        ],
      },
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});
