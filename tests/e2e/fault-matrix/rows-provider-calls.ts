/**
 * Fault-matrix rows of the subscriptions client (src/subscriptions) whose request is a call of an
 * API: the article's auto prompt (the provider's GET article), a subscription bought (the payment
 * provider's buy-flow process call), and the rewarded ad (the report of the watched ad).
 */
import { expect, type Page } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { PAYMENT_FAILED_TEXT } from '../../../src/subscriptions/flows/pay-flow';
import { PROVIDER_TIMEOUT_MS } from '../../../src/subscriptions/api/provider-api';
import { DIALOG_BOX, dialogFrame, expectCustomToast, skipDelay } from '../harness-fixtures';
import { pageButton } from '../publisher-log';
import { HOSTILE, type Interaction } from './interaction';
import { API, ARTICLE, dialogAt, DISPLAY_DELAY_MS, editProviderJson, JSON_TYPE, reload, swapTexts, XSSI } from './provider-helpers';

/* ------------------------------------------------------------------ prompts */

/**
 * The article's auto prompt (magazine-article: SWG_BASIC with the newsletter as the funnel's first
 * step). Request: GET /publication/{id}/article, which brings what to show (the audience actions,
 * the funnel, the client config) with the reader's entitlements; without its answer there is no
 * prompt (auto-prompt-manager.ts), and the entitlements manager logs why.
 */
export const autoPrompt: Interaction = {
  name: 'auto prompt',
  page: 'magazine-article',
  url: ARTICLE,
  // The unlock report POSTs to the same address.
  matches: (request) => request.method() === 'GET',
  // The page load sends it.
  act: async () => undefined,
  async succeeded(page) {
    await skipDelay(page, DISPLAY_DELAY_MS);
    await dialogAt(page, /\/newsletteriframe$/);
  },
  async failed(page) {
    // Nothing opens once the display delay would be over: the article reads as it was.
    await page.clock.runFor(DISPLAY_DELAY_MS);
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
  },
  // entitlements-manager.ts: `Entitlements could not be fetched: …` (the prompt's own line is only an info).
  warning: /Entitlements could not be fetched/,
  retry: reload,
  timeoutMs: PROVIDER_TIMEOUT_MS,
  // JSON of the wrong shape behind the prefix: an array where the article answer is an object.
  malformed: { body: `${XSSI}[["TYPE_NEWSLETTER_SIGNUP","cfg-newsletter-morgenpost"]]`, contentType: JSON_TYPE },
  hostile: {
    // The prompt's configuration id goes into the prompt page's address and the stored caps; the reader's token into later requests.
    answer: (healthy) =>
      editProviderJson(healthy, (answer) =>
        swapTexts(answer, {
          'cfg-newsletter-morgenpost': `cfg-${HOSTILE.text}${HOSTILE.img}`,
          'sut-magazin-7f3a9c21': `sut-${HOSTILE.script}${HOSTILE.link}`,
        }),
      ),
    async shown(page) {
      await skipDelay(page, DISPLAY_DELAY_MS);
      await dialogAt(page, /\/newsletteriframe$/);
      // The hostile id reached the prompt's address, encoded.
      await expect(page.locator(`${DIALOG_BOX} iframe`)).toHaveAttribute('src', /configurationId=cfg-%3Cb%20onmouseover/);
    },
  },
  notApplicable: {
    overtaken:
      'the article is asked for once per page load and every caller shares that one request until it ends (entitlements-manager.ts getEntitlements): the reader has no way to ask again while it is on its way',
  },
};

/* ------------------------------------------------------------------ subscribe */

const SUBSCRIBE = "subscribe('magazin_plus_monatlich')";
/** The pay page's button that answers as a pay page reached by a redirect does: encrypted callback data. */
const PAY_ENCRYPTED = 'Bezahlen (verschlüsselte Antwort)';

/** The publisher's subscribe button, then the encrypted answer in the pay pop-up: the page then asks the process call. */
async function payEncrypted(page: Page): Promise<void> {
  const popupOpens = page.waitForEvent('popup');
  await pageButton(page, SUBSCRIBE).click();
  const popup = await popupOpens;
  await popup.getByRole('button', { name: PAY_ENCRYPTED, exact: true }).click();
}

/** The reader paid: the confirmation in the dialog, and the publisher's code got the payment. */
async function paymentConfirmed(page: Page): Promise<void> {
  await dialogAt(page, /\/payconfirmiframe$/);
  await expect(page.locator('.publisher-entries li').filter({ hasText: /^Zahlung: / })).not.toHaveCount(0);
}

/**
 * A subscription bought (publisher-subscribe: the page code's subscribe(sku) button, as in the
 * provider's docs/subscribe-flow.md). Request: the payment provider's buy-flow process call
 * (POST pay.google.com/gp/p/apis/buyflow/process), which turns the pay page's encrypted answer
 * into the payment (payments/payments-client.ts processRedirect). The pay page itself opens in a
 * pop-up, a page of its own that the matrix's routing does not reach; the process call is the
 * request of the purchase that the bundle sends, and its failure is what the reader meets: the
 * payment fails (a toast), and the publisher's payment response is rejected.
 */
export const subscribe: Interaction = {
  name: 'subscribe',
  page: 'publisher-subscribe',
  url: /\/pay\.google\.com\/gp\/p\/apis\/buyflow\/process(?:\?|$)/,
  act: payEncrypted,
  succeeded: paymentConfirmed,
  async failed(page) {
    await expectCustomToast(page, PAYMENT_FAILED_TEXT);
    await expect(page.locator('.publisher-entries li').filter({ hasText: /^Zahlung abgelehnt: / })).not.toHaveCount(0);
  },
  // flows/pay-flow.ts handlePayAnswer: log.error('Pay failed', …).
  warning: /Pay failed/,
  timeoutMs: PROVIDER_TIMEOUT_MS,
  // HTML where the payment's JSON belongs (a sign-in page in front of the API).
  malformed: {
    body: '<!DOCTYPE html><html lang="de"><title>Anmelden – Google Konten</title></html>',
    contentType: 'text/html; charset=utf-8',
  },
  hostile: {
    // The order id inside the purchase data reaches the publisher's payment response (and its log box) as it comes.
    answer(healthy) {
      const answer = JSON.parse(healthy) as { swgCallbackData: { purchaseData: string } };
      const purchase = JSON.parse(answer.swgCallbackData.purchaseData) as Record<string, unknown>;
      answer.swgCallbackData.purchaseData = JSON.stringify({
        ...purchase,
        orderId: `${HOSTILE.text}${HOSTILE.img}${HOSTILE.link}${HOSTILE.script}`,
      });
      return JSON.stringify(answer);
    },
    async shown(page) {
      await paymentConfirmed(page);
      const entry = page.locator('.publisher-entries li').filter({ hasText: /^Zahlung: / });
      await expect(entry).toContainText('<b onmouseover');
      await expect(page.locator('.publisher-entries').locator('b, img, a, script')).toHaveCount(0);
    },
  },
  overtaken: {
    // A second payment while the first one's process call is on its way: two payments, each answered for itself. The late
    // answer of the first must leave the reader with a confirmation and the page working, not a broken dialog.
    again: payEncrypted,
    async shown(page) {
      await dialogAt(page, /\/payconfirmiframe$/);
      await expect(page.locator('.publisher-entries li').filter({ hasText: /^Zahlung abgelehnt/ })).toHaveCount(0);
    },
  },
};

/* ------------------------------------------------------------------ the rewarded ad */

const rewardedPrompt = (page: Page) => dialogFrame(page);
const viewAd = (page: Page) => rewardedPrompt(page).getByRole('button', { name: 'Werbung ansehen' });

/** The rewarded-ad prompt after its display delay, its ad loaded ("Werbung ansehen" usable). */
async function rewardedAdReady(page: Page): Promise<void> {
  await skipDelay(page, DISPLAY_DELAY_MS);
  await dialogAt(page, /\/rewardedadiframe$/);
  await expect(viewAd(page)).toBeEnabled();
}

/** "Werbung ansehen", then the fake ad's reward: the client reports the completion. */
async function watchAd(page: Page): Promise<void> {
  await viewAd(page).click();
  await page.locator('[data-harness="fake-ad"]').getByRole('button', { name: 'Belohnung erhalten' }).click();
}

/** The client config's any-prompt frequency cap (fixtures/provider/clientconfiguration.json: 1800 s). */
const ANY_PROMPT_CAP_MS = 1_800_000;

/** The token the provider hands out with a reported completion (fixtures/provider/completeaudienceaction.json). */
const REWARDED_TOKEN = 'sut-magazin-7f3a9c21-registriert';

/** The reader's token (`sut`) of every GET article each page sent since its row began to watch. */
const entitlementTokens = new WeakMap<Page, string[]>();

function watchEntitlementRequests(page: Page): void {
  const tokens: string[] = [];
  entitlementTokens.set(page, tokens);
  page.on('request', (request) => {
    if (request.method() === 'GET' && ARTICLE.test(request.url())) tokens.push(new URL(request.url()).searchParams.get('sut') ?? '');
  });
}

/**
 * The reward arrived: the client asked for the reader's entitlements again with `token`, the one
 * the report's answer brought (audience-action-flow.ts refreshEntitlements). Nothing on the open
 * article shows it; the requests do.
 */
const entitlementsAskedWith = (page: Page, token: string) =>
  expect.poll(() => entitlementTokens.get(page) ?? [], { message: `entitlements asked for with the token ${token}` }).toContain(token);

/**
 * The rewarded ad (magazine-article, swg-rewarded-ad-granted: the funnel's only step). Request:
 * POST /publication/{id}/completeaudienceaction, the report of the watched ad that the reward
 * depends on: its answer (`updated`, the reader's new token) makes the client fetch the reader's
 * entitlements again (flows/audience-action-flow.ts reportCompletion).
 */
export const rewardedAd: Interaction = {
  name: 'rewarded ad',
  page: 'magazine-article',
  scenario: 'swg-rewarded-ad-granted',
  url: new RegExp(`${API}\\/completeaudienceaction\\?`),
  matches: (request) => new URL(request.url()).searchParams.get('audienceActionType') === 'TYPE_REWARDED_AD',
  async prepare(page) {
    watchEntitlementRequests(page);
    await rewardedAdReady(page);
  },
  act: watchAd,
  async succeeded(page) {
    await expect(rewardedPrompt(page).getByText(strings.subscriptions.rewardedAdThanks)).toBeVisible();
    await entitlementsAskedWith(page, REWARDED_TOKEN);
  },
  // flows/audience-action-flow.ts: `the audience action's completion could not be reported: …`.
  warning: /the audience action's completion could not be reported/,
  // The reader watched the ad: the completion counts for the prompt's frequency caps whether or not
  // the report reached the provider (as the provider's client records it), so the prompt comes back
  // once the any-prompt cap is over, and the reader can watch again.
  async retry(page) {
    await page.clock.fastForward(ANY_PROMPT_CAP_MS + 1000);
    await reload(page);
    await rewardedAdReady(page);
    await watchAd(page);
  },
  timeoutMs: PROVIDER_TIMEOUT_MS,
  // The answer's fields of the wrong types (`updated` is a boolean, the token a text).
  malformed: { body: `${XSSI}{"updated":"ja","swgUserToken":4711}`, contentType: JSON_TYPE },
  hostile: {
    // The token is kept and sent with every later request; the address is the reader's.
    answer: (healthy) =>
      editProviderJson(healthy, (answer) =>
        swapTexts(answer, {
          [REWARDED_TOKEN]: `sut-${HOSTILE.text}`,
          'leser@example.de': `${HOSTILE.img}${HOSTILE.link}${HOSTILE.script}`,
        }),
      ),
    async shown(page) {
      await expect(rewardedPrompt(page).getByText(strings.subscriptions.rewardedAdThanks)).toBeVisible();
      // The hostile token went back to the provider as a query value, nowhere into the page.
      await entitlementsAskedWith(page, `sut-${HOSTILE.text}`);
    },
  },
  notApplicable: {
    overtaken:
      'one ad, one report: the ad shows once (flows/rewarded-ad.ts show() forgets it) and the thanks take the prompt’s place at the reward, so the reader has nothing to send a second report with while the first is on its way',
  },
};
