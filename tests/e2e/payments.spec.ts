/**
 * The payment wrapper in Chromium through the harness (spec magazine §4, §5, §8, §9): the pay
 * client of a test-only entry (pay-client-entry.ts: the closed bundle offers no way to call it
 * directly) on the magazine article, and the bundle's own pay flow for redirects, the mock payment provider's page in a pop-up or the whole window, the
 * buy-flow process call, UPI through a scripted PaymentRequest, isReadyToPay and its session cache.
 */
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './harness-fixtures';
import { buildIife } from './iife-build';
import type { Answer, PayProbe } from './pay-client-entry';
import {
  DEVELOPER_ERROR_TEXT,
  MALFORMED_FAILURE,
  MERCHANT_ERROR_TEXT,
  PAID_SKU,
  PURCHASE_SIGNATURE,
} from '../../harness/mocks/pay-provider';

let probeScript = '';
test.beforeAll(async () => {
  probeScript = await buildIife('tests/e2e/pay-client-entry.ts', 'payClientEntry');
});

const REQUEST = {
  apiVersion: 1,
  allowedPaymentMethods: ['CARD'],
  environment: 'PRODUCTION',
  swg: { skuId: PAID_SKU, publicationId: 'magazin.example' },
  i: { productType: 'SUBSCRIPTION' },
};

async function withProbe(page: Page, scenario = 'default'): Promise<void> {
  await openPage(page, 'magazine-article', scenario);
  await page.addScriptTag({ content: probeScript });
  await page.evaluate(() => (window as unknown as { payProbe: PayProbe }).payProbe.listen());
}

const answers = (page: Page) => page.evaluate(() => [...(window as unknown as { payProbe: PayProbe }).payProbe.answers]);
const lastAnswer = async (page: Page): Promise<Answer> => {
  await expect.poll(async () => (await answers(page)).length).toBeGreaterThan(0);
  return (await answers(page)).at(-1) as Answer;
};

async function startPopup(page: Page, request: unknown = REQUEST): Promise<Page> {
  const popupOpens = page.waitForEvent('popup');
  await page.evaluate((sent) => (window as unknown as { payProbe: PayProbe }).payProbe.start(sent as never), request);
  return popupOpens;
}

test.describe('the pay page in a pop-up', () => {
  test('paid: the PaymentData with its swgCallbackData and the request it answers; the pop-up at most 600×600', async ({ page }) => {
    await withProbe(page);
    const popup = await startPopup(page);
    expect(new URL(popup.url()).pathname).toMatch(/\/pay\.google\.com\/gp\/p\/ui\/pay$/);
    expect(new URL(popup.url()).searchParams.get('swg')).toBe('true');
    const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
    expect(size[0]).toBeLessThanOrEqual(600);
    expect(size[1]).toBeLessThanOrEqual(600);
    await expect(page.locator('swg-popup-background')).toBeAttached();
    // What the pay page was sent: the request with the wrapper's internal parameters.
    await expect(popup.locator('#pp-args')).toContainText('"disableNative": true');
    await expect(popup.locator('#pp-args')).toContainText('"redirectVerifier"');
    await expect(popup.locator('#pp-args')).toContainText('"environment": "PRODUCTION"');
    await popup.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    const answer = await lastAnswer(page);
    expect(answer.ok).toBe(true);
    const data = (
      answer as {
        data: {
          swgCallbackData: { purchaseData: string; purchaseDataSignature: string; idToken: string };
          paymentRequest: { swg: { skuId: string } };
        };
      }
    ).data;
    expect((JSON.parse(data.swgCallbackData.purchaseData) as { productId: string }).productId).toBe(PAID_SKU);
    expect(data.swgCallbackData.purchaseDataSignature).toBe(PURCHASE_SIGNATURE);
    expect(data.swgCallbackData.idToken.split('.')).toHaveLength(3);
    expect(data.paymentRequest.swg.skuId).toBe(PAID_SKU);
    await expect(page.locator('swg-popup-background')).not.toBeAttached();
  });

  const failures: [string, Record<string, unknown> & { statusCode: string }][] = [
    ['Abbrechen', { statusCode: 'CANCELED', name: 'AbortError', productType: 'SUBSCRIPTION' }],
    ['Fehler: DEVELOPER_ERROR', { statusCode: 'DEVELOPER_ERROR', statusMessage: DEVELOPER_ERROR_TEXT }],
    ['Fehler: MERCHANT_ACCOUNT_ERROR', { statusCode: 'MERCHANT_ACCOUNT_ERROR', statusMessage: MERCHANT_ERROR_TEXT }],
    ['Fehler: BUYER_ACCOUNT_ERROR', { statusCode: 'CANCELED', name: 'AbortError' }],
    ['Fehler ohne Code', { statusCode: 'INTERNAL_ERROR', statusMessage: MALFORMED_FAILURE }],
  ];
  for (const [button, expected] of failures) {
    test(`${button}: ${expected.statusCode}`, async ({ page }) => {
      await withProbe(page);
      const popup = await startPopup(page);
      await popup.getByRole('button', { name: button, exact: true }).click();
      expect(await lastAnswer(page)).toMatchObject({ ok: false, ...expected });
    });
  }

  test('the reader closes the pop-up: CANCELED', async ({ page }) => {
    await withProbe(page);
    const popup = await startPopup(page);
    await popup.getByRole('button', { name: 'Bezahlen', exact: true }).waitFor();
    await page.clock.install();
    await popup.close();
    // The ports poll the closed window (500 ms) and count it a cancel 3 s later.
    await page.clock.runFor(5_000);
    expect(await lastAnswer(page)).toMatchObject({ ok: false, statusCode: 'CANCELED' });
  });

  test('an answer without a payment reaches the flow as PaymentData without callback data (the pay flow reports it)', async ({ page }) => {
    await withProbe(page);
    const popup = await startPopup(page);
    await popup.getByRole('button', { name: 'Antwort ohne Zahlung' }).click();
    expect(await lastAnswer(page)).toMatchObject({ ok: true, data: { paymentRequest: { swg: { skuId: PAID_SKU } } } });
  });

  test('a bad request is a DEVELOPER_ERROR answer, logged, and opens nothing', async ({ page }) => {
    await withProbe(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    let opened = false;
    page.on('popup', () => (opened = true));
    await page.evaluate(() => (window as unknown as { payProbe: PayProbe }).payProbe.start({ swg: { skuId: 'sku' } } as never));
    expect(await lastAnswer(page)).toMatchObject({
      ok: false,
      statusCode: 'DEVELOPER_ERROR',
      statusMessage: 'Both skuId and publicationId must be provided',
    });
    expect(errors.join('\n')).toContain('DEVELOPER_ERROR in loadPaymentData : Both skuId and publicationId must be provided');
    expect(opened).toBe(false);
  });
});

test.describe('the pay page in the whole window (redirect), through the bundle’s pay flow', () => {
  type RedirectWindow = Window & { SWG: { push(callback: (api: Record<string, (...args: unknown[]) => unknown>) => void): void } };
  const OUTCOME = 'pay-outcome';

  /** subscribe() with windowOpenMode redirect; the pay page's button; back on the article, what the publisher's payment response callback heard. */
  async function payByRedirect(
    page: Page,
    scenario: string,
    button: string,
  ): Promise<{ ok: boolean; signature?: string; message?: string }> {
    await page.addInitScript((key) => {
      const win = window as unknown as RedirectWindow;
      (win.SWG = win.SWG ?? []).push((api) => {
        api['setOnPaymentResponse']?.((answer: Promise<{ purchaseData: { signature: string } }>) =>
          answer.then(
            (response) => sessionStorage.setItem(key, JSON.stringify({ ok: true, signature: response.purchaseData.signature })),
            (error: Error) => sessionStorage.setItem(key, JSON.stringify({ ok: false, message: error.message })),
          ),
        );
      });
    }, OUTCOME);
    await openPage(page, 'magazine-article', scenario);
    const processCalls: string[] = [];
    page.on('request', (request) => void (request.url().includes('/buyflow/process') && processCalls.push(request.url())));
    await page.evaluate(
      (sku) =>
        (window as unknown as RedirectWindow).SWG.push((api) => {
          api['configure']?.({ windowOpenMode: 'redirect' });
          void (api['subscribe']?.(sku) as Promise<unknown>).catch(() => undefined);
        }),
      PAID_SKU,
    );
    await page.waitForURL(/pay\.google\.com\/gp\/p\/ui\/pay/);
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForURL(/\/pages\/magazine-article/);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), OUTCOME)).not.toBeNull();
    if (button.includes('verschlüsselt')) {
      expect(processCalls).toHaveLength(1);
      const key = await page.evaluate(() => localStorage.getItem('subscribe.google.com:rk'));
      expect(new URL(processCalls[0] ?? '').searchParams.get('rk')).toBe(key);
    }
    return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), OUTCOME)) ?? '{}') as {
      ok: boolean;
      signature?: string;
      message?: string;
    };
  }

  test('the encrypted answer is decrypted by the process call and reaches the publisher’s payment response', async ({ page }) => {
    expect(await payByRedirect(page, 'default', 'Bezahlen (verschlüsselte Antwort)')).toEqual({ ok: true, signature: PURCHASE_SIGNATURE });
    expect(page.url()).not.toContain('__WA_RES__');
  });

  test('plain data back in the address is refused: channel mismatch', async ({ page }) => {
    expect(await payByRedirect(page, 'default', 'Bezahlen')).toEqual({ ok: false, message: 'channel mismatch' });
  });

  for (const [scenario, text] of [
    ['swg-payment-process-503', 'Unknown HTTP status 503'],
    ['swg-payment-process-400', 'Unknown HTTP status 400'],
    ['swg-payment-process-network', 'Network failure'],
    ['swg-payment-process-malformed', 'Malformed buy-flow answer'],
  ] as const) {
    test(`${scenario}: ${text}`, async ({ page }) => {
      expect(await payByRedirect(page, scenario, 'Bezahlen (verschlüsselte Antwort)')).toEqual({ ok: false, message: text });
    });
  }
});

test.describe('isReadyToPay', () => {
  const ready = (page: Page, options: unknown, request: unknown) =>
    page.evaluate(
      ([sentOptions, sent]) => (window as unknown as { payProbe: PayProbe }).payProbe.isReadyToPay(sentOptions as never, sent as never),
      [options, request] as const,
    );

  test('version 1 and 2 rules reject with DEVELOPER_ERROR and the provider’s texts; a good request is answered by the web page', async ({
    page,
  }) => {
    await withProbe(page);
    expect(await ready(page, {}, null)).toEqual({
      rejected: { statusCode: 'DEVELOPER_ERROR', statusMessage: 'isReadyToPayRequest must be set!' },
    });
    expect(await ready(page, {}, { apiVersion: 2, allowedPaymentMethods: [] })).toEqual({
      rejected: { statusCode: 'DEVELOPER_ERROR', statusMessage: 'apiVersionMinor must be set!' },
    });
    expect(await ready(page, {}, { allowedPaymentMethods: ['PAYPAL'] })).toEqual({
      rejected: {
        statusCode: 'DEVELOPER_ERROR',
        statusMessage: "allowedPaymentMethods must be set to an array containing 'CARD' and/or 'TOKENIZED_CARD'!",
      },
    });
    expect(await ready(page, { environment: 'TEST' }, { allowedPaymentMethods: ['CARD'] })).toEqual({ result: true });
    expect(await ready(page, {}, { allowedPaymentMethods: ['TOKENIZED_CARD'] })).toEqual({ result: false });
  });

  test.describe('on Android Chrome (native support)', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    });

    test('the native check answers tokenized cards and is kept in session storage; a failing check answers from the cache', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const answers = [true, 'throw'];
        class ScriptedRequest {
          canMakePayment(): Promise<boolean> {
            const next = answers.shift();
            return next === 'throw' ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve(next === true);
          }
        }
        Object.defineProperty(window, 'PaymentRequest', { value: ScriptedRequest, configurable: true });
      });
      await withProbe(page);
      const request = {
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedCardNetworks: ['VISA'], allowedAuthMethods: ['CRYPTOGRAM_3DS'] } }],
      };
      expect(await ready(page, {}, request)).toEqual({ result: true });
      expect(await page.evaluate(() => sessionStorage.getItem('google.payments.api.storage.isreadytopay.result'))).toBe('true');
      expect(await ready(page, {}, request)).toEqual({ result: true });
    });
  });
});

test.describe('UPI (Android Chrome, the browser’s PaymentRequest)', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  const UPI_REQUEST = {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'UPI',
        parameters: {
          payeeVpa: 'magazin@bank',
          payeeName: 'Magazin',
          referenceUrl: 'https://www.magazin.example/abo',
          mcc: '5994',
          transactionReferenceId: 'ref-77',
        },
      },
    ],
    transactionInfo: { currencyCode: 'INR', totalPriceStatus: 'FINAL', totalPrice: '99.00', transactionNote: 'Abo' },
  };

  async function scriptedUpi(page: Page, canPay: boolean, tezResponse: string): Promise<void> {
    await page.addInitScript(
      ([can, response]) => {
        class ScriptedRequest {
          constructor(readonly methods: unknown) {}
          canMakePayment = () => Promise.resolve(can);
          show = () => Promise.resolve({ details: { tezResponse: response }, complete: () => Promise.resolve() });
        }
        Object.defineProperty(window, 'PaymentRequest', { value: ScriptedRequest, configurable: true });
      },
      [canPay, tezResponse] as const,
    );
    await withProbe(page);
  }

  for (const [code, text, errorCode] of [
    ['ZM', 'Payment failure due to invalid MPIN.', 3],
    ['Z9', 'Payment failure due to insufficient funds.', 3],
    ['91', 'Payment failure due to transaction timeout or connection issue.', 1],
    ['U30', 'Payment cancelled.', undefined],
  ] as const) {
    test(`code ${code}: CANCELED with “${text}”`, async ({ page }) => {
      await scriptedUpi(page, true, JSON.stringify({ Status: 'FAILURE', responseCode: code }));
      await page.evaluate((sent) => (window as unknown as { payProbe: PayProbe }).payProbe.start(sent as never), UPI_REQUEST);
      const answer = await lastAnswer(page);
      expect(answer).toMatchObject({ ok: false, statusCode: 'CANCELED', statusMessage: text });
      expect((answer as { errorCode?: number }).errorCode).toBe(errorCode);
    });
  }

  test('success: the UPI PaymentData; the yes of canMakePayment kept for the session', async ({ page }) => {
    await scriptedUpi(page, true, JSON.stringify({ Status: 'SUCCESS', txnId: 'txn-1' }));
    await page.evaluate((sent) => (window as unknown as { payProbe: PayProbe }).payProbe.start(sent as never), UPI_REQUEST);
    expect(await lastAnswer(page)).toMatchObject({
      ok: true,
      data: {
        paymentMethodData: {
          type: 'UPI',
          tokenizationData: {
            type: 'DIRECT',
            token: { signedMessage: { status: 'SUCCESS', transactionId: 'txn-1', payeeVpa: 'magazin@bank' } },
          },
        },
      },
    });
    expect(await page.evaluate(() => sessionStorage.getItem('google.payments.api.storage.upi.canMakePaymentCache'))).toBe('true');
  });

  test('no UPI app: the reader goes to the app’s store page; “Cannot redirect to Tez page in Google Play.”', async ({ page }) => {
    await page.route('https://play.google.com/**', (route) => route.fulfill({ body: '<title>Store</title>', contentType: 'text/html' }));
    await scriptedUpi(page, false, '');
    const logged = page.waitForEvent('console', (message) => message.text().startsWith('pay answer:'));
    await page.evaluate((sent) => void (window as unknown as { payProbe: PayProbe }).payProbe.start(sent as never), UPI_REQUEST);
    expect((await logged).text()).toContain('"statusMessage":"Cannot redirect to Tez page in Google Play."');
    await page.waitForURL(/play\.google\.com\/store\/apps\/details\?id=com\.google\.android\.apps\.nbu\.paisa\.user/);
  });
});

test('an insecure page: loadPaymentData answers DEVELOPER_ERROR “Google Pay APIs should be called in secure context!”', async ({
  page,
}) => {
  // The harness runs on 127.0.0.1, which browsers count as secure; the page is told otherwise.
  await page.addInitScript(() => Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true }));
  await withProbe(page);
  await page.evaluate((sent) => (window as unknown as { payProbe: PayProbe }).payProbe.start(sent as never), REQUEST);
  expect(await lastAnswer(page)).toMatchObject({
    ok: false,
    statusCode: 'DEVELOPER_ERROR',
    statusMessage: 'Google Pay APIs should be called in secure context!',
  });
});
