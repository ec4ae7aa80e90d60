/**
 * The offer flows and the pay flow up to the payment page in real Chromium through the harness
 * (spec widget §2 offer pages, §4 "Payment" and "Deferred account creation", §5 replacement rule,
 * §6 callbacks; magazine §5 "Linking and offers", §7 GET offers). What follows the payment page:
 * tests/e2e/pay-flow.spec.ts.
 */
import type { Page } from '@playwright/test';
import { INLINE_CONTRIBUTION_ID, INLINE_SUBSCRIPTION_ID } from '../../harness/scenario-sets/offers-pay';
import { dialogSettled, expect, openPage, skipDelay, test } from './harness-fixtures';

type Api = Record<string, (...args: unknown[]) => Promise<unknown>>;
type SwgWindow = Window & {
  SWG: { push(callback: (api: Api) => unknown): void };
  __heard: string[];
  __outcome?: { value?: unknown; error?: string };
};

const DIALOG = '.swg-dialog-box';
const frame = (page: Page) => page.frameLocator(`${DIALOG} iframe`);
const frameSrc = async (page: Page) => new URL((await page.locator(`${DIALOG} iframe`).getAttribute('src')) ?? 'about:blank');

/** The article (or `pageId`) with the publisher's callbacks recorded (`native`: a native subscribe callback too). */
async function open(page: Page, scenario: string, { native = false, hash = '', pageId = 'magazine-article' } = {}): Promise<void> {
  await page.addInitScript((native) => {
    const win = window as unknown as SwgWindow;
    win.__heard = [];
    (win.SWG = win.SWG ?? []).push((api) => {
      const hear = (name: string) => (data: unknown) => win.__heard.push(`${name} ${JSON.stringify(data)}`);
      void api['setOnFlowStarted']?.(hear('started'));
      void api['setOnFlowCanceled']?.(hear('canceled'));
      void api['setOnLoginRequest']?.(hear('login'));
      if (native) void api['setOnNativeSubscribeRequest']?.(hear('native'));
    });
  }, native);
  await openPage(page, pageId, scenario, hash);
}

async function call(page: Page, name: string, arg?: unknown): Promise<void> {
  await page.evaluate(
    ([name, arg]) => {
      const win = window as unknown as SwgWindow;
      win.__outcome = undefined;
      win.SWG.push((api) =>
        api[name]?.(arg).then(
          (value) => (win.__outcome = { value: value ?? null }),
          (error: Error) => (win.__outcome = { error: error.message }),
        ),
      );
    },
    [name, arg] as const,
  );
}

const outcome = (page: Page) => page.evaluate(() => (window as unknown as SwgWindow).__outcome ?? null);
const heard = (page: Page) => page.evaluate(() => (window as unknown as SwgWindow).__heard);

test('showOffers on the old pages: /offersiframe with the new offer card; a sku starts the subscribe flow up to the payment page', async ({
  page,
}) => {
  await open(page, 'swg-offers-old-flow', { hash: '#swg.newoffercard=1' });
  await call(page, 'showOffers', { isClosable: true });
  await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/offersiframe$/);
  expect((await frameSrc(page)).searchParams.get('useNewOfferCard')).toBe('1');
  await dialogSettled(page);
  const payPage = page.waitForEvent('popup');
  await frame(page)
    .getByRole('button', { name: /Magazin Plus – jährlich/ })
    .click();
  await expect.poll(() => heard(page)).toContain('started {"flow":"subscribe","data":{"skuId":"magazin_plus_jaehrlich"}}');
  expect((await heard(page))[0]).toBe('started {"flow":"showOffers","data":{"skus":["*"],"source":"SwG"}}');
  // The payment itself: tests/e2e/pay-flow.spec.ts. Here the reader cancels it, then closes the offers.
  const popup = await payPage;
  expect(popup.url()).toMatch(/pay\.google\.com\/gp\/p\/ui\/pay\?/);
  // The pay page names the offer that was chosen, and no other.
  await expect(popup.getByText('Magazin Plus – jährlich: 79,90 €/Jahr. Bezahlen mit der Karte •••• 4242?')).toBeVisible();
  await expect(popup.locator('p[data-text]:visible')).toHaveCount(1);
  await popup.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await expect.poll(() => heard(page)).toContain('canceled {"flow":"subscribe","data":{}}');
  await frame(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(page.locator(DIALOG)).toHaveCount(0);
  await expect.poll(() => heard(page)).toContain('canceled {"flow":"showOffers","data":{}}');
});

test('showContributionOptions on the updated pages: publication and purchaseUnavailableRegion; a one-time sku is the contribute flow', async ({
  page,
}) => {
  await open(page, 'swg-offers-updated-flow');
  await call(page, 'showContributionOptions');
  await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/contributionoffersiframe$/);
  const src = await frameSrc(page);
  expect([src.searchParams.get('publicationId'), src.searchParams.get('purchaseUnavailableRegion')]).toEqual(['magazin.example', 'true']);
  await dialogSettled(page);
  await frame(page).getByRole('button', { name: 'Einmalig 10 € beitragen' }).click();
  await expect
    .poll(() => heard(page))
    .toContain('started {"flow":"contribute","data":{"skuId":"magazin_unterstuetzung_einmalig_10","oneTime":true}}');
});

test('an entitled reader gets a login request instead of a purchase; the native subscribe request goes to the publisher', async ({
  page,
}) => {
  await open(page, 'swg-offers-updated-flow', { native: true });
  await call(page, 'showOffers');
  await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/subscriptionoffersiframe$/);
  await dialogSettled(page);
  await frame(page).getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();
  await expect.poll(() => heard(page)).toContain('login {"linkRequested":false}');
  await frame(page).getByRole('button', { name: 'Abo mit dem Google-Konto verknüpfen' }).click();
  await expect.poll(() => heard(page)).toContain('login {"linkRequested":true}');
  await frame(page).getByRole('button', { name: 'Im Abo-Shop des Verlags abonnieren' }).click();
  await expect.poll(() => heard(page)).toContain('native true');
  expect((await heard(page)).some((line) => line.startsWith('started {"flow":"subscribe"'))).toBe(false);
});

test('the replacement rules: the texts of widget §5, and one remaining sku goes straight to purchase', async ({ page }) => {
  await open(page, 'swg-offers-updated-flow');
  for (const [name, arg, error] of [
    ['showUpdateOffers', { oldSku: 'magazin_plus_monatlich' }, 'Need a sku list if old sku is provided!'],
    [
      'showUpdateOffers',
      { oldSku: 'magazin_plus_monatlich', skus: ['magazin_plus_monatlich'] },
      'Sku list only contained offer user already has',
    ],
    ['showUpdateOffers', { skus: ['magazin_plus_monatlich'] }, 'showUpdateOffers needs an oldSku: use showOffers for new subscribers'],
    [
      'showOffers',
      { oldSku: 'magazin_plus_monatlich', skus: ['a', 'b'] },
      'showOffers cannot update a subscription (oldSku given): use showUpdateOffers',
    ],
    [
      'subscribe',
      { skuId: 'magazin_plus_monatlich' },
      'subscribe takes only a sku string: use updateSubscription to update a subscription',
    ],
    ['updateSubscription', { skuId: 'magazin_plus_jaehrlich' }, 'updateSubscription needs an oldSku: use subscribe for new subscriptions'],
  ] as const) {
    await call(page, name, arg);
    await expect.poll(() => outcome(page)).toEqual({ error });
  }
  const payPage = page.waitForEvent('popup');
  await call(page, 'showUpdateOffers', { oldSku: 'magazin_plus_monatlich', skus: ['magazin_plus_monatlich', 'magazin_plus_jaehrlich'] });
  expect((await payPage).url()).toMatch(/pay\.google\.com\/gp\/p\/ui\/pay\?/);
  await expect.poll(() => outcome(page)).toEqual({ value: null });
  expect(await heard(page)).toEqual([
    'started {"flow":"subscribe","data":{"skuId":"magazin_plus_jaehrlich","oldSku":"magazin_plus_monatlich"}}',
  ]);
  await expect(page.locator(DIALOG)).toHaveCount(0);
});

test('showSubscribeOption leads to the offers; showAbbrvOffer hands over to the publisher’s own subscribe flow', async ({ page }) => {
  await open(page, 'swg-offers-old-flow', { native: true });
  await call(page, 'showSubscribeOption');
  await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/optionsiframe$/);
  await dialogSettled(page);
  await frame(page).getByRole('button', { name: 'Angebote ansehen' }).click();
  await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/offersiframe$/);
  await dialogSettled(page);
  await frame(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(page.locator(DIALOG)).toHaveCount(0);
  await call(page, 'showAbbrvOffer');
  await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/abbrvofferiframe$/);
  await dialogSettled(page);
  await frame(page).getByRole('button', { name: 'Im Abo-Shop des Verlags abonnieren' }).click();
  await expect.poll(() => heard(page)).toContain('native true');
  await expect(page.locator(DIALOG)).toHaveCount(0);
  expect(await heard(page)).toEqual(
    expect.arrayContaining(['started {"flow":"showSubscribeOption","data":{}}', 'started {"flow":"showAbbrvOffer","data":{}}']),
  );
});

test('inline offers: the offers pages inside the page’s slots, not the dialog; a sku chosen there starts the pay flow', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, 'swg-offers-inline', { pageId: 'magazine-article-locked' });
  await skipDelay(page, 2_000);
  const slot = (id: string) => page.locator(`[rrm-inline-cta="${id}"] iframe`);
  await expect(slot(INLINE_SUBSCRIPTION_ID)).toHaveCount(1);
  await expect(slot(INLINE_CONTRIBUTION_ID)).toHaveCount(1);
  const src = (id: string) =>
    slot(id)
      .getAttribute('src')
      .then((value) => new URL(value ?? 'about:blank'));
  const subscription = await src(INLINE_SUBSCRIPTION_ID);
  expect(subscription.pathname).toMatch(/\/swg\/ui\/v1\/subscriptionoffersiframe$/);
  expect(Object.fromEntries(subscription.searchParams)).toMatchObject({
    publicationId: 'magazin.example',
    ctaMode: 'CTA_MODE_INLINE',
    configurationId: INLINE_SUBSCRIPTION_ID,
  });
  const contribution = await src(INLINE_CONTRIBUTION_ID);
  expect(contribution.pathname).toMatch(/\/swg\/ui\/v1\/contributionoffersiframe$/);
  expect(contribution.searchParams.get('ctaMode')).toBe('CTA_MODE_INLINE');
  // The page's resize request gives the frame its height; nothing opens in the dialog, and the offers cannot be closed there.
  await expect.poll(async () => (await slot(INLINE_SUBSCRIPTION_ID).boundingBox())?.height ?? 0).toBeGreaterThan(50);
  await expect(page.locator(DIALOG)).toHaveCount(0);
  const offers = page.frameLocator(`[rrm-inline-cta="${INLINE_SUBSCRIPTION_ID}"] iframe`);
  await expect(offers.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  expect(await heard(page)).toEqual(
    expect.arrayContaining([
      'started {"flow":"showOffers","data":{"skus":["*"],"source":"SwG"}}',
      'started {"flow":"showContributionOptions","data":{}}',
    ]),
  );

  // A sku chosen inline opens the payment page, as from the dialog; the reader cancels it there.
  let popupOpens = page.waitForEvent('popup');
  await offers.getByRole('button', { name: /Magazin Plus – jährlich/ }).click();
  const payment = await popupOpens;
  expect(new URL(payment.url()).pathname).toMatch(/\/pay\.google\.com\/gp\/p\/ui\/pay$/);
  await expect.poll(() => heard(page)).toContain('started {"flow":"subscribe","data":{"skuId":"magazin_plus_jaehrlich"}}');
  await payment.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await expect.poll(() => heard(page)).toContain('canceled {"flow":"subscribe","data":{}}');
  // The offers stay in their slots for another choice.
  await expect(slot(INLINE_SUBSCRIPTION_ID)).toHaveCount(1);
  popupOpens = page.waitForEvent('popup');
  await page
    .frameLocator(`[rrm-inline-cta="${INLINE_CONTRIBUTION_ID}"] iframe`)
    .getByRole('button', { name: 'Einmalig 10 € beitragen' })
    .click();
  await popupOpens;
  await expect
    .poll(() => heard(page))
    .toContain('started {"flow":"contribute","data":{"skuId":"magazin_unterstuetzung_einmalig_10","oneTime":true}}');
});

test.describe('getOffers (GET /publication/{id}/offers?label=)', () => {
  test('the offers of the page’s product', async ({ page, mockRequests }) => {
    await open(page, 'swg-offers-updated-flow');
    await call(page, 'getOffers');
    await expect.poll(async () => ((await outcome(page))?.value as unknown[] | undefined)?.length).toBe(3);
    const request = mockRequests.all().find((url) => url.includes('/offers'));
    expect(new URL(request ?? 'about:blank').searchParams.get('label')).toMatch(/^magazin\.example:/);
  });

  for (const [scenario, error] of [
    ['swg-offers-404', /^getOffers failed: HTTP 404/],
    ['swg-offers-500', /^getOffers failed: HTTP 500/],
    ['swg-offers-malformed', /^getOffers failed: unexpected response shape/],
  ] as const) {
    test(`${scenario}: rejects with the reason`, async ({ page }) => {
      await open(page, scenario);
      await call(page, 'getOffers', { productId: 'magazin.example:premium' });
      await expect.poll(async () => (await outcome(page))?.error ?? '').toMatch(error);
    });
  }

  test('swg-offers-timeout: given up after the client’s 10 s and rejected as a timeout', async ({ page }) => {
    // The client's 10 s on Playwright's clock: the mock never answers, the jump makes the client give up.
    await page.clock.install();
    await open(page, 'swg-offers-timeout');
    const asked = page.waitForRequest((request) => request.url().includes('/offers?'));
    await call(page, 'getOffers');
    await asked;
    await page.clock.runFor(9_000);
    expect(await outcome(page)).toBeNull();
    await page.clock.runFor(1_500);
    await expect.poll(async () => (await outcome(page))?.error ?? '').toMatch(/^getOffers failed: timeout after 10000 ms/);
  });

  test('hostile text stays text', async ({ page }) => {
    await open(page, 'swg-offers-hostile');
    await call(page, 'getOffers');
    await expect.poll(async () => JSON.stringify((await outcome(page))?.value ?? null)).toContain('<script');
    expect(await page.locator('body script[src*="hostile"], body img[src*="hostile"]').count()).toBe(0);
  });
});

test.describe('completeDeferredAccountCreation', () => {
  test('without a google entitlement it throws', async ({ page }) => {
    await open(page, 'swg-offers-updated-flow');
    await call(page, 'completeDeferredAccountCreation', {});
    await expect
      .poll(() => outcome(page))
      .toEqual({ error: 'completeDeferredAccountCreation needs an entitlement with a "google" source' });
  });

  test('a subscriber: the recovery page, then the confirmation; the account’s user and purchases come back', async ({ page }) => {
    await open(page, 'swg-subscriber');
    await page.evaluate(() => {
      const win = window as unknown as SwgWindow;
      win.SWG.push((api) =>
        api['getEntitlements']?.()
          .then((entitlements) => api['completeDeferredAccountCreation']?.({ entitlements }))
          .then(
            (value) =>
              (win.__outcome = {
                value: {
                  email: (value as { userData: { email: string } }).userData.email,
                  purchases: (value as { purchaseDataList: unknown[] }).purchaseDataList.length,
                },
              }),
            (error: Error) => (win.__outcome = { error: error.message }),
          ),
      );
    });
    await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/recoveriframe$/);
    await dialogSettled(page);
    await frame(page).getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => outcome(page)).toEqual({ value: { email: expect.stringContaining('@'), purchases: 1 } });
    await expect.poll(async () => (await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/payconfirmiframe$/);
    await dialogSettled(page);
    await frame(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(page.locator(DIALOG)).toHaveCount(0);
    expect(await heard(page)).toContain('started {"flow":"completeDeferredAccountCreation","data":{}}');
  });
});
