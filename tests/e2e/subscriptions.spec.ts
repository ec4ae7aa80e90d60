/**
 * The subscriptions client in real Chromium through the harness: what it fetched from the mock
 * provider (query, credentials), what it stored, and what it reported to the page's callbacks,
 * in every reader state and failure the mock provider offers.
 */
import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { readFormMessage, readUnlockReport } from '../../harness/mocks/provider-wire';
import { CACHED_READER_ID, ENTITLEMENTS_CACHE_KEY, HOSTILE_SWG, SHOWCASE_QUERY } from '../../harness/scenario-sets/subscriptions';
import { expect, openPage, test } from './harness-fixtures';

const ARTICLE_GET = /\/mock\/[^/]+\/news\.google\.com\/swg\/_\/api\/v1\/publication\/magazin\.example\/article\?/;
const OPEN_CANONICAL = 'https://www.magazin.example/2024/05/02/hitzeschutz-staedte/';

/** What a page's entitlements callback was handed, reduced to plain data. */
interface Reported {
  enablesThis: boolean;
  sources: string[];
  readerIds: (string | null)[];
}

/**
 * What the client decided for the page, as the publisher's code sees it. The pages' own code holds
 * the entitlements callback (a second one would replace it), so this asks `getEntitlements()`,
 * which hands out the same answer the callback got, without a new request once it is known.
 */
function entitlementsReported(page: Page): Promise<Reported> {
  return page.evaluate(
    () =>
      new Promise<Reported>((resolve) => {
        type Set = { enablesThis(): boolean; entitlements: { source: string; readerId: string | null }[] };
        type Api = { getEntitlements(): Promise<Set> };
        const queue = (window as unknown as Record<string, { push(cb: (api: Api) => void): void }>)['SWG'];
        queue!.push(
          (api) =>
            void api.getEntitlements().then((set) =>
              resolve({
                enablesThis: set.enablesThis(),
                sources: set.entitlements.map((e) => e.source),
                readerIds: set.entitlements.map((e) => e.readerId),
              }),
            ),
        );
      }),
  );
}

/** The decoded encodedEntitlementsParams of an article request. */
function encodedParams(url: string): { metering: Record<string, unknown> } {
  const value = new URL(url).searchParams.get('encodedEntitlementsParams') ?? '';
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { metering: Record<string, unknown> };
}

/** The publisher queues as pages see them once the client took them over. */
type SwgWindow = Record<'SWG' | 'SWG_BASIC', { push(callback: (api: unknown) => void): void }>;

const articleRequest = (page: Page) => page.waitForRequest((request) => ARTICLE_GET.test(request.url()) && request.method() === 'GET');

/** Metering tokens here ask for the meter toast: a click on the headline closes it and the meter is consumed. */
async function closeMeterToast(page: Page): Promise<void> {
  await expect(page.locator('.swg-dialog-box')).toHaveAttribute('data-phase', 'open');
  await page.locator('h1.entry-title').click();
  await expect(page.locator('.swg-dialog-box')).toHaveCount(0);
}

test.beforeEach(async ({ context }) => {
  // A provider session cookie: only a credentialed request carries it to the provider origin.
  await context.addCookies([{ name: 'SID', value: 'leser-sitzung', domain: '127.0.0.1', path: '/' }]);
});

test("the site's own init runs unchanged: queues become objects, one credentialed article request, an open product", async ({ page }) => {
  const request = articleRequest(page);
  await openPage(page, 'magazine-article');
  const sent = await request;
  const query = new URL(sent.url()).searchParams;
  expect(query.get('locked')).toBe('false');
  expect(query.get('contentType')).toBe('OPEN');
  expect(encodedParams(sent.url()).metering).toEqual({
    resource: { hashedCanonicalUrl: createHash('sha512').update(OPEN_CANONICAL).digest('hex') },
  });
  expect(await sent.headerValue('cookie')).toContain('SID=leser-sitzung');
  expect(await entitlementsReported(page)).toEqual({ enablesThis: false, sources: [], readerIds: [] });
  expect(
    await page.evaluate(() => [
      Array.isArray((window as unknown as SwgWindow).SWG),
      Array.isArray((window as unknown as SwgWindow).SWG_BASIC),
      typeof (window as unknown as SwgWindow).SWG_BASIC.push,
    ]),
  ).toEqual([false, false, 'function']);
  // The reader token of the answer is kept for the next request.
  expect(await page.evaluate(() => localStorage.getItem('subscribe.google.com:USER_TOKEN'))).toBe('sut-magazin-7f3a9c21');
});

test('the next page view sends the stored reader token', async ({ page }) => {
  await openPage(page, 'magazine-article');
  await entitlementsReported(page);
  const request = articleRequest(page);
  await page.reload();
  const query = new URL((await request).url()).searchParams;
  expect(query.get('sut')).toBe('sut-magazin-7f3a9c21');
});

test('the query carries the interaction age in seconds and the preview requested in the page hash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('subscribe.google.com:ltl', String(Date.now() - 90_000)));
  const request = articleRequest(page);
  await openPage(page, 'magazine-article', 'default', '#rrmPromptRequested=cfg-vorschau&rrmPreviewKey=schluessel');
  const query = new URL((await request).url()).searchParams;
  expect(Number(query.get('interaction_age'))).toBeGreaterThanOrEqual(90);
  expect(Number(query.get('interaction_age'))).toBeLessThan(120);
  expect([query.get('previewConfigId'), query.get('previewKey')]).toEqual(['cfg-vorschau', 'schluessel']);
});

test('a locked article with free reads left: the markup starts the client and a metering entitlement enables it, not cached', async ({
  page,
}) => {
  const request = articleRequest(page);
  await openPage(page, 'magazine-article-locked', 'swg-metered-left');
  const query = new URL((await request).url()).searchParams;
  expect(query.get('locked')).toBe('true');
  expect(query.get('contentType')).toBe('CLOSED');
  expect(await entitlementsReported(page)).toEqual({ enablesThis: true, sources: ['google:metering'], readerIds: [expect.any(String)] });
  expect(await page.evaluate((key) => localStorage.getItem(key), ENTITLEMENTS_CACHE_KEY)).toBeNull();
});

test('a metering state goes into the query; a missing state id and a bad timestamp are warned about', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await openPage(page, 'magazine-article-locked', 'swg-metered-left');
  await entitlementsReported(page);
  const fetchWith = async (state: unknown) => {
    const request = articleRequest(page);
    await page.evaluate((meteringState) => {
      (window as unknown as SwgWindow).SWG.push((api) => {
        const client = api as { reset(): void; getEntitlements(params: unknown): Promise<unknown> };
        client.reset();
        void client.getEntitlements({ metering: { state: meteringState } });
      });
    }, state);
    return encodedParams((await request).url()).metering;
  };

  // Without an id the state is left out, with a warning that suggests a hash.
  expect((await fetchWith({ id: '', standardAttributes: { registered_user: { timestamp: 1_600_000_000 } } }))['state']).toBeUndefined();
  expect(warnings.some((line) => line.includes('metering state ID') && line.includes('hash'))).toBe(true);

  const metering = await fetchWith({
    id: 'leser-9f2c',
    standardAttributes: { registered_user: { timestamp: 1_600_000_000 } },
    customAttributes: { newsletter: { timestamp: 0 } },
  });
  expect(metering['clientTypes']).toEqual([1]);
  expect(metering['owner']).toBe('magazin.example');
  expect(metering['state']).toEqual({
    id: 'leser-9f2c',
    attributes: [
      { name: 'standard_registered_user', timestamp: 1_600_000_000 },
      { name: 'custom_newsletter', timestamp: 0 },
    ],
  });
  expect(warnings.some((line) => line.includes('"newsletter" custom attribute') && line.includes('looks invalid'))).toBe(true);
});

test('a locked article with no free reads left: nothing enables it', async ({ page }) => {
  await openPage(page, 'magazine-article-locked', 'swg-metered-none');
  expect(await entitlementsReported(page)).toEqual({ enablesThis: false, sources: [], readerIds: [] });
});

test('a subscriber: signed entitlements enable the article and are cached, so the next page view asks nobody', async ({
  page,
  mockRequests,
}) => {
  await openPage(page, 'magazine-article-locked', 'swg-subscriber');
  expect(await entitlementsReported(page)).toEqual({ enablesThis: true, sources: ['google'], readerIds: ['leser-4711'] });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ENTITLEMENTS_CACHE_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const before = mockRequests.count(ARTICLE_GET);
  await page.reload();
  expect(await entitlementsReported(page)).toEqual({ enablesThis: true, sources: ['google'], readerIds: ['leser-4711'] });
  expect(mockRequests.count(ARTICLE_GET)).toBe(before);
});

test('expired cached entitlements are dropped and fetched again', async ({ page }) => {
  const request = articleRequest(page);
  await openPage(page, 'magazine-article-locked', 'swg-cached-expired');
  await request;
  const reported = await entitlementsReported(page);
  expect(reported.readerIds).toEqual(['leser-4711']);
  expect(reported.readerIds).not.toContain(CACHED_READER_ID);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ENTITLEMENTS_CACHE_KEY)).not.toBeNull();
  const cached = await page.evaluate((key) => localStorage.getItem(key), ENTITLEMENTS_CACHE_KEY);
  const payload = JSON.parse(Buffer.from(cached!.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
});

test('showcase: fresh gaa parameters send the token, a meter unlocks, and consuming it reports the unlock', async ({ page }) => {
  const request = articleRequest(page);
  // The page's own code consumes the meter (paywall-page-code.html), as swg.js documents it.
  const report = page.waitForRequest((sent: Request) => ARTICLE_GET.test(sent.url()) && sent.method() === 'POST');
  await openPage(page, 'magazine-article-locked', 'swg-showcase', `&${SHOWCASE_QUERY}`);
  expect(encodedParams((await request).url()).metering['token']).toBe('n0nce');
  expect((await entitlementsReported(page)).sources).toEqual(['google:metering']);
  await closeMeterToast(page);
  // The provider's form body (f.req= and the EntitlementsRequest's array form, not URL-encoded), read by the mock's own reader.
  const sent = await report;
  expect(sent.headers()['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  expect(sent.postData()).toMatch(/^f\.req=\[\["[^"]+","google:metering"\],\[\d+,\d+\],2001,1003,"n0nce",null,\[\]\]$/);
  const body = readFormMessage(sent.headers()['content-type'] ?? null, sent.postData() ?? '', readUnlockReport);
  if (!body.ok) throw new Error(body.reason);
  expect(body.value).toMatchObject({
    token: 'n0nce',
    usedEntitlement: { source: 'google:metering' },
    entitlementSource: 'GOOGLE_SHOWCASE_METERING_SERVICE',
    entitlementResult: 'UNLOCKED_METER',
  });
  expect(Math.abs(body.value.clientEventTime.seconds * 1000 - Date.now())).toBeLessThan(60_000);
  // The mock provider took it (it answers 400 to anything but the provider's form body).
  expect((await sent.response())?.status()).toBe(200);
  await expect(page.locator('section.paywall')).toBeVisible();
  await expect(page.locator('details[data-harness="swg-status"] [data-field="metering"]')).toContainText('reported UNLOCKED_METER');
});

for (const scenario of ['swg-malformed-jwt', 'swg-malformed-jwt-payload']) {
  test(`${scenario}: the signed token logs "Invalid token" and leaves the reader without entitlements; the page keeps working`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openPage(page, 'magazine-article-locked', scenario);
    expect(await entitlementsReported(page)).toEqual({ enablesThis: false, sources: [], readerIds: [] });
    expect(warnings.some((line) => line.includes('[site-client]') && line.includes('Invalid token'))).toBe(true);
    await expect(page.locator('h1.entry-title')).toBeVisible();
  });
}

for (const [scenario, expected] of [
  ['swg-article-get-500', /HTTP 500/],
  ['swg-article-malformed-json', /malformed JSON/],
] as const) {
  test(`${scenario}: getEntitlements rejects with a clear error, a warning is logged, nothing is cached`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openPage(page, 'magazine-article-locked', scenario);
    const error = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          (window as unknown as SwgWindow).SWG.push(
            (api) =>
              void (api as { getEntitlements(): Promise<unknown> }).getEntitlements().then(
                () => resolve('resolved'),
                (caught: Error) => resolve(caught.message),
              ),
          ),
        ),
    );
    expect(error).toMatch(expected);
    expect(warnings.some((line) => line.includes('[site-client]') && expected.test(line))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), ENTITLEMENTS_CACHE_KEY)).toBeNull();
  });
}

test('swg-article-get-timeout: the request is given up after the client timeout and reported as such', async ({ page }) => {
  // The client's 10 s on Playwright's clock: the mock never answers, the jump makes the client give up.
  await page.clock.install();
  const asked = articleRequest(page);
  await openPage(page, 'magazine-article-locked', 'swg-article-get-timeout');
  const error = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        (window as unknown as SwgWindow).SWG.push(
          (api) =>
            void (api as { getEntitlements(): Promise<unknown> }).getEntitlements().then(
              () => resolve('resolved'),
              (caught: Error) => resolve(caught.message),
            ),
        ),
      ),
  );
  await asked;
  await page.clock.runFor(9_000);
  expect(await Promise.race([error, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))])).toBe('still waiting');
  await page.clock.runFor(1_500);
  expect(await error).toMatch(/timeout/);
});

test('microdata alone configures a locked page', async ({ page }) => {
  const request = articleRequest(page);
  await openPage(page, 'magazine-article-microdata', 'swg-subscriber');
  expect(new URL((await request).url()).searchParams.get('locked')).toBe('true');
  expect((await entitlementsReported(page)).enablesThis).toBe(true);
});

test("a page without any product config: the publisher's call fails with 'No config could be discovered in the page'", async ({
  page,
  mockRequests,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && errors.push(message.text()));
  await openPage(page, 'magazine-no-config');
  const error = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        (window as unknown as SwgWindow).SWG.push(
          (api) =>
            void (api as { getEntitlements(): Promise<unknown> }).getEntitlements().then(
              () => resolve('resolved'),
              (caught: Error) => resolve(caught.message),
            ),
        ),
      ),
  );
  expect(error).toBe('No config could be discovered in the page');
  expect(mockRequests.count(/news\.google\.com/)).toBe(0);
});

test('client configuration: without an article the client asks /clientconfiguration once; a 500 gives the default config and a warning', async ({
  page,
  mockRequests,
}) => {
  const ask = (p: Page) =>
    p.evaluate(
      () =>
        new Promise<string>((resolve) =>
          (window as unknown as SwgWindow).SWG.push((api) => {
            const client = api as {
              init(id: string): void;
              getClientConfig(): Promise<{ paySwgVersion: string | null; attributionParams: { displayName: string } | null }>;
            };
            client.init('magazin.example');
            client.getClientConfig().then(
              (config) => resolve(`${config.paySwgVersion} ${config.attributionParams?.displayName ?? ''}`),
              (caught: Error) => resolve(`error: ${caught.message}`),
            );
          }),
        ),
    );
  await openPage(page, 'magazine-no-config');
  expect(await ask(page)).toMatch(/^2 /);
  expect(mockRequests.count(/\/publication\/magazin\.example\/clientconfiguration$/)).toBe(1);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await openPage(page, 'magazine-no-config', 'swg-clientconfiguration-500');
  expect(await ask(page)).toBe('null ');
  expect(warnings).toContainEqual(expect.stringMatching(/Client configuration could not be fetched: HTTP 500.*defaults are used/));
  expect(mockRequests.count(/\/swg-clientconfiguration-500\/.*\/clientconfiguration$/)).toBe(1);
});

test('hostile provider texts stay data: nothing runs', async ({ page }) => {
  await openPage(page, 'magazine-no-config', 'swg-hostile');
  const name = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        (window as unknown as SwgWindow).SWG.push((api) => {
          const client = api as {
            init(id: string): void;
            getClientConfig(): Promise<{ attributionParams: { displayName: string } | null }>;
          };
          client.init('magazin.example');
          void client.getClientConfig().then((config) => resolve(config.attributionParams?.displayName ?? ''));
        }),
      ),
  );
  expect(name).toBe(HOSTILE_SWG.displayName);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as Window & { __hostileRan?: boolean }).__hostileRan)).toBeUndefined();
});

test("showBestAudienceAction warns like the provider's; bad configuration is rejected with its rule; showOffers checks its request", async ({
  page,
}) => {
  await openPage(page, 'magazine-article');
  const results = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        (window as unknown as SwgWindow).SWG.push((api) => {
          const client = api as { showOffers(): Promise<void>; showBestAudienceAction(): void; configure(options: unknown): Promise<void> };
          const out: string[] = [];
          out.push(String(client.showBestAudienceAction()));
          // Async, as the provider's configure: the rule's text comes as the rejection.
          void client.configure({ windowOpenMode: 'popup' }).catch((caught: Error) => {
            out.push(caught.message);
            (client.showOffers as (request: unknown) => Promise<void>)({ oldSku: 'alt' }).then(
              () => resolve([...out, 'resolved']),
              (failed: Error) => resolve([...out, failed.message]),
            );
          });
        }),
      ),
  );
  expect(results).toEqual([
    'undefined',
    'Unknown windowOpenMode: popup',
    'showOffers cannot update a subscription (oldSku given): use showUpdateOffers',
  ]);
});

/* ------------------------------------------------------------------ the page code and the status panel */

const PANEL = 'details[data-harness="swg-status"]';
const panelField = (page: Page, field: string) => page.locator(`${PANEL} [data-field="${field}"]`);

test.describe('the premium page code', () => {
  for (const pageId of ['magazine-article-locked', 'magazine-article-microdata']) {
    test(`${pageId}: a subscriber gets the whole article, the header says "Mein Abo"`, async ({ page }) => {
      await openPage(page, pageId, 'swg-subscriber');
      await expect(page.locator('section.paywall')).toBeVisible();
      await expect(page.locator('#paywall-box')).toBeHidden();
      await expect(page.locator('body')).toHaveClass(/\babo-aktiv\b/);
      await expect(page.locator('a.header-abo')).toHaveText('Mein Abo');
    });
  }

  for (const scenario of ['default', 'swg-metered-none', 'swg-malformed-jwt', 'swg-article-get-500']) {
    test(`${scenario}: the paywall stays and the rest of the text stays hidden`, async ({ page }) => {
      await openPage(page, 'magazine-article-locked', scenario);
      await expect(page.locator(PANEL)).toHaveAttribute('data-verdict', scenario === 'swg-article-get-500' ? 'failed' : 'not granted');
      await expect(page.locator('#paywall-box')).toBeVisible();
      await expect(page.locator('section.paywall')).toBeHidden();
      await expect(page.locator('a.header-abo')).toHaveText('Abo abschließen');
    });
  }

  test('a free read left: the page code consumes the meter and unlocks; the panel shows the meter', async ({ page }) => {
    await openPage(page, 'magazine-article-locked', 'swg-metered-left');
    // The token asks for the meter toast: the meter is used once the reader closes it.
    await expect(page.locator('section.paywall').first()).toBeHidden();
    await closeMeterToast(page);
    await expect(page.locator('section.paywall')).toBeVisible();
    await expect(page.locator('#paywall-box')).toBeHidden();
    await expect(page.locator('a.header-abo')).toHaveText('Abo abschließen');
    await expect(panelField(page, 'granted')).toHaveText('yes');
    await expect(panelField(page, 'entitlements')).toHaveText('google:metering → magazin.example:premium');
    // Without showcase parameters a used meter is not reported (the showcase test below is).
    await expect(panelField(page, 'metering')).toHaveText('a Google meter unlocks this page');
  });

  test('the open article: a subscriber’s header link becomes "Mein Abo"; an anonymous reader’s stays', async ({ page }) => {
    // The anonymous reader first: the subscriber's entitlements are cached for the next page view.
    await openPage(page, 'magazine-article');
    await expect(page.locator(PANEL)).toHaveAttribute('data-verdict', 'not granted');
    await expect(page.locator('a.header-abo')).toHaveText('Abo abschließen');
    await openPage(page, 'magazine-article', 'swg-subscriber');
    await expect(page.locator('a.header-abo')).toHaveText('Mein Abo');
    await expect(page.locator('body')).toHaveClass(/\babo-aktiv\b/);
  });
});

test.describe('the harness status panel', () => {
  test('says what the client decided: product, source, entitlements, granted, offered actions', async ({ page }) => {
    await openPage(page, 'magazine-article-locked', 'swg-subscriber');
    await expect(page.locator(`${PANEL} summary`)).toHaveText('Subscriptions: granted');
    await expect(panelField(page, 'product')).toHaveText('magazin.example:premium');
    await expect(panelField(page, 'from')).toHaveText('network');
    await expect(panelField(page, 'entitlements')).toHaveText('google → magazin.example:*');
    await expect(panelField(page, 'granted')).toHaveText('yes');
    await expect(panelField(page, 'actions')).toHaveText('none');
    // The next page view is served from the cache.
    await page.reload();
    await expect(panelField(page, 'from')).toHaveText('cache');
  });

  test('a failed answer shows as failed, with the reason', async ({ page }) => {
    await openPage(page, 'magazine-article-locked', 'swg-article-malformed-json');
    await expect(page.locator(PANEL)).toHaveAttribute('data-verdict', 'failed');
    await expect(panelField(page, 'failure')).toContainText('malformed JSON');
  });

  test('is reachable by keyboard, starts collapsed and opens with Enter', async ({ page }) => {
    await openPage(page, 'magazine-article-locked', 'swg-metered-none');
    const summary = page.locator(`${PANEL} summary`);
    await expect(page.locator(PANEL)).not.toHaveAttribute('open', '');
    let reached = false;
    for (let press = 0; press < 200 && !reached; press += 1) {
      await page.keyboard.press('Tab');
      reached = await summary.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator(PANEL)).toHaveAttribute('open', '');
    await expect(panelField(page, 'actions')).toHaveText('TYPE_SUBSCRIPTION');
  });

  test('is only on the pages that load the subscriptions client, and not in the bundle', async ({ page }) => {
    await openPage(page, 'magazine-single');
    await expect(page.locator(PANEL)).toHaveCount(0);
    await openPage(page, 'radio-home');
    await expect(page.locator(PANEL)).toHaveCount(0);
    await openPage(page, 'magazine-no-config');
    await expect(page.locator(PANEL)).toHaveCount(1);
    await expect(page.locator(`${PANEL} summary`)).toHaveText('Subscriptions: waiting');
  });
});
