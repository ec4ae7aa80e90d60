/**
 * The pay flow end to end in real Chromium (spec widget §4 "Payment", §6 callbacks, §7 the payment
 * request, §8 payment cancel and failure): from the provider's offer page through the payment
 * provider's page (the harness's mock of pay.google.com, in a pop-up) to the confirmation frame,
 * with every publisher callback the flow fires; a cancel and a failure on the payment page.
 */
import type { Page } from '@playwright/test';
import {
  boxStill,
  chooseOfferForPayment,
  DIALOG_BOX,
  dialogFrame,
  dialogPath,
  dialogSettled,
  expect,
  openPage,
  providerPageConnected,
  test,
} from './harness-fixtures';

type Api = Record<string, (...args: unknown[]) => Promise<unknown>>;
interface HeardResponse {
  productType: string;
  purchaseData: { data: string; signature: string };
  userData: { email?: string } | null;
  swgUserToken: string | null;
  paymentRecurrence: number | null;
  complete(): Promise<void>;
}
type PayWindow = Window & { SWG: { push(callback: (api: Api) => void): void }; __heard: string[]; __response?: HeardResponse };

const heard = (page: Page) => page.evaluate(() => (window as unknown as PayWindow).__heard);

/** The article with the publisher's callbacks recorded; the payment response is kept to complete it. */
async function open(page: Page, scenario: string): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as PayWindow;
    win.__heard = [];
    (win.SWG = win.SWG ?? []).push((api) => {
      const hear = (name: string) => (data: unknown) => void win.__heard.push(`${name} ${JSON.stringify(data)}`);
      void api['setOnFlowStarted']?.(hear('started'));
      void api['setOnFlowCanceled']?.(hear('canceled'));
      void api['setOnPaymentResponse']?.((answer: unknown) =>
        (answer as Promise<HeardResponse>).then(
          (response) => {
            win.__response = response;
            win.__heard.push(`paid ${response.productType}`);
          },
          (error: Error) => win.__heard.push(`payment failed ${error.message}`),
        ),
      );
    });
  });
  await openPage(page, 'magazine-article', scenario);
}

/** showOffers, then the yearly offer: the payment page opens in a pop-up. */
async function buyYearly(page: Page): Promise<Page> {
  await page.evaluate(() => (window as unknown as PayWindow).SWG.push((api) => void api['showOffers']?.({ isClosable: true })));
  return chooseOfferForPayment(page, /Magazin Plus – jährlich/);
}

test('offer → payment page → the publisher’s response → confirmation → complete() creates the account', async ({ page }) => {
  await open(page, 'swg-offers-old-flow');
  const popup = await buyYearly(page);
  const address = new URL(popup.url());
  expect(address.pathname).toMatch(/\/pay\.google\.com\/gp\/p\/ui\/pay$/);
  await popup.getByRole('button', { name: 'Bezahlen', exact: true }).click();

  await expect.poll(() => heard(page)).toContain('paid SUBSCRIPTION');
  const response = await page.evaluate(() => {
    const { productType, purchaseData, userData, swgUserToken, paymentRecurrence } =
      (window as unknown as PayWindow).__response ?? ({} as HeardResponse);
    return { productType, purchaseData, email: userData?.email ?? null, swgUserToken, paymentRecurrence };
  });
  expect(response.productType).toBe('SUBSCRIPTION');
  // The payment provider answers for the sku the reader chose.
  expect(JSON.parse(response.purchaseData.data)).toMatchObject({ productId: 'magazin_plus_jaehrlich' });
  expect(response.purchaseData.signature).not.toBe('');
  expect(response.email).toMatch(/@/);
  expect(await heard(page)).toEqual([
    'started {"flow":"showOffers","data":{"skus":["*"],"source":"SwG"}}',
    'started {"flow":"subscribe","data":{"skuId":"magazin_plus_jaehrlich"}}',
    'paid SUBSCRIPTION',
  ]);

  // The confirmation opens in the dialog; the publisher's complete() lets it create the account.
  await expect.poll(() => dialogPath(page)).toMatch(/\/payconfirmiframe$/);
  await dialogSettled(page);
  const completed = page.evaluate(() => (window as unknown as PayWindow).__response?.complete());
  await expect(dialogFrame(page).getByText('Ihr Konto ist eingerichtet.')).toBeVisible();
  await dialogFrame(page).getByRole('button', { name: 'Weiter' }).click();
  await completed;
  await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
});

test('with skipAccountCreationScreen the confirmation creates no account', async ({ page }) => {
  await open(page, 'swg-pay-skip-account');
  const popup = await buyYearly(page);
  await popup.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/payconfirmiframe$/);
  await dialogSettled(page);
  const args = JSON.parse((await dialogFrame(page).locator('#pp-args').textContent()) ?? '{}') as Record<string, unknown>;
  expect(args['skipAccountCreationScreen']).toBe(true);
  const completed = page.evaluate(() => (window as unknown as PayWindow).__response?.complete());
  await dialogFrame(page).getByRole('button', { name: 'Weiter' }).click();
  await completed;
  await expect(dialogFrame(page).getByText('Ihr Konto ist eingerichtet.')).toHaveCount(0);
});

test('the reader cancels on the payment page: flow-canceled for subscribe, no payment response', async ({ page }) => {
  await open(page, 'swg-offers-old-flow');
  const popup = await buyYearly(page);
  await popup.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await expect.poll(() => heard(page)).toContain('canceled {"flow":"subscribe","data":{}}');
  expect((await heard(page)).some((line) => line.startsWith('paid'))).toBe(false);
});

test('a failure on the payment page: the payment response rejects and “Pay failed” is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await open(page, 'swg-offers-old-flow');
  const popup = await buyYearly(page);
  await popup.getByRole('button', { name: 'Fehler: DEVELOPER_ERROR', exact: true }).click();
  await expect.poll(() => heard(page)).toContainEqual(expect.stringMatching(/^payment failed /));
  await expect.poll(() => errors.some((text) => text.includes('Pay failed'))).toBe(true);
  expect((await heard(page)).some((line) => line.startsWith('canceled {"flow":"subscribe"'))).toBe(false);
});

test('a malformed choice on the offer page is dropped with a warning: nothing is bought, the offers stay', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await open(page, 'swg-offers-old-flow');
  await page.evaluate(() => (window as unknown as PayWindow).SWG.push((api) => void api['showOffers']?.({ isClosable: true })));
  await expect.poll(() => dialogPath(page)).toMatch(/\/offersiframe$/);
  await dialogSettled(page);
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await dialogFrame(page).getByRole('button', { name: 'Fehlerhafte Auswahl senden' }).click();
  await expect.poll(() => warnings.some((text) => text.includes('malformed SkuSelectedResponse'))).toBe(true);
  expect((await heard(page)).some((line) => line.startsWith('started {"flow":"subscribe"'))).toBe(false);
  expect(popups).toBe(0);
  await expect(page.locator(DIALOG_BOX)).toHaveCount(1);
});

test.describe('an article shown inside another page’s frame pays in the payment dialog (spec magazine §9)', () => {
  /** A page of the harness's origin that frames the article at `width` px. */
  async function framed(page: Page, width: number): Promise<import('@playwright/test').FrameLocator> {
    await page.route('**/framing-app.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>App</title><iframe id="app" style="width:${width}px;height:760px;border:0" src="/pages/magazine-article?scenario=swg-offers-old-flow"></iframe>`,
      }),
    );
    await page.goto('/framing-app.html');
    const frame = page.frameLocator('#app');
    await frame.locator('html').evaluate(() => (window as unknown as { siteClient: { ready: Promise<unknown> } }).siteClient.ready);
    return frame;
  }

  test('480 px wide and 280 px high at first; paying there reaches the publisher and the confirmation', async ({ page }) => {
    const app = await framed(page, 800);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    // The payment dialog's first height, before the pay page asks for its own.
    await app.locator('html').evaluate(() => {
      const seen = new MutationObserver(() => {
        const box = document.querySelector<HTMLElement>('.swg-dialog-box');
        if (box?.style.height) {
          document.documentElement.dataset['firstPayHeight'] = box.style.height;
          seen.disconnect();
        }
      });
      seen.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    });
    await app.locator('html').evaluate(() =>
      (window as unknown as PayWindow).SWG.push((api) => {
        (window as unknown as PayWindow).__heard = [];
        void api['setOnPaymentResponse']?.(
          (answer: unknown) =>
            void (answer as Promise<{ productType: string }>).then((response) =>
              (window as unknown as PayWindow).__heard.push(`paid ${response.productType}`),
            ),
        );
        void api['subscribe']?.('magazin_plus_jaehrlich');
      }),
    );
    const payBox = app.locator('.swg-dialog-box').last();
    await expect(payBox.locator('iframe')).toHaveAttribute('src', /pay\.google\.com\/gp\/p\/ui\/pay\?/);
    await expect(app.locator('html')).toHaveAttribute('data-first-pay-height', '280px');
    expect(await payBox.evaluate((box) => box.getBoundingClientRect().width)).toBe(480);
    await expect(payBox).toHaveAttribute('data-phase', 'open');
    const payPage = app.frameLocator('.swg-dialog-box iframe');
    // The pay page asks for its own height once connected: the dialog moves, then the button holds still.
    await providerPageConnected(payPage);
    await boxStill(payBox);
    await payPage.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await expect.poll(() => app.locator('html').evaluate(() => (window as unknown as PayWindow).__heard)).toEqual(['paid SUBSCRIPTION']);
    // The payment dialog leaves; the confirmation opens in the client's own dialog.
    await expect(app.locator('.swg-dialog-box')).toHaveCount(1);
    expect(new URL((await app.locator('.swg-dialog-box iframe').getAttribute('src')) ?? 'about:blank').pathname).toMatch(
      /\/payconfirmiframe$/,
    );
    expect(popups).toBe(0);
  });

  test('in a frame narrower than 480 px the payment dialog takes the whole width; Escape cancels the payment', async ({ page }) => {
    const app = await framed(page, 375);
    await app.locator('html').evaluate(() =>
      (window as unknown as PayWindow).SWG.push((api) => {
        (window as unknown as PayWindow).__heard = [];
        void api['setOnFlowCanceled']?.((data: unknown) =>
          (window as unknown as PayWindow).__heard.push(`canceled ${(data as { flow: string }).flow}`),
        );
        void api['subscribe']?.('magazin_plus_jaehrlich');
      }),
    );
    const payBox = app.locator('.swg-dialog-box');
    await expect(payBox).toHaveAttribute('data-phase', 'open');
    expect(await payBox.evaluate((box) => box.getBoundingClientRect().width)).toBe(375);
    await payBox.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => app.locator('html').evaluate(() => (window as unknown as PayWindow).__heard)).toEqual(['canceled subscribe']);
    await expect(payBox).toHaveCount(0);
  });
});
