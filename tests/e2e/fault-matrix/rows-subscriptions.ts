/**
 * Fault-matrix rows of the subscriptions client's interactions (src/subscriptions). Each row names
 * the one request the reader's action depends on most: a call of the provider's API (or of the
 * payment provider's), or the load of a provider page in the client's dialog. The provider's
 * pages run in frames on the provider origin (the site's port + 1); the runner's `page.route`
 * reaches a page's frames, so their loads can fail. Pop-ups (the pay page, the linking start
 * page) are pages of their own whose first request `page.route` does not see, so no row puts its
 * fault on a pop-up's load.
 *
 * A provider page's failed load reaches the client only as the end of its wait for the page's
 * handshake (dialogs/frame-view.ts, PROVIDER_TIMEOUT_MS): then the dialog closes, the page is as
 * before and the reader can ask again (`providerPageRow`).
 */
import { expect, type Page } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { PAYMENT_FAILED_TEXT } from '../../../src/subscriptions/flows/pay-flow';
import { PROVIDER_TIMEOUT_MS, XSSI_PREFIX } from '../../../src/subscriptions/provider-api';
import { bundleStarted, DIALOG_BOX, dialogFrame, dialogPath, dialogSettled, expectCustomToast, skipDelay } from '../harness-fixtures';
import { pageButton } from '../publisher-log';
import { HOSTILE, type Interaction } from './interaction';

/** What the provider puts before its JSON answers: the anti-XSSI prefix and a newline (the client strips the prefix, JSON.parse the newline). */
const XSSI = `${XSSI_PREFIX}\n`;
const JSON_TYPE = 'application/json; charset=utf-8';
/** The provider's API for a publication, as the harness serves it (`/mock/{scenario}/news.google.com/swg/_/api/v1/…`). */
const API = String.raw`\/news\.google\.com\/swg\/_\/api\/v1\/publication\/[^/?]+`;
/** GET /publication/{id}/article: the reader's entitlements with what the article offers (the unlock report POSTs to it too). */
const ARTICLE = new RegExp(`${API}\\/article\\?`);
/** A provider page's load (its address always has a query: the client's `_=` at least; activities/frame-url.ts). */
const providerPageLoad = (path: string) => new RegExp(String.raw`\/news\.google\.com\/swg\/(?:u\/\w+\/)?ui\/v1\/${path}\?`);

/** The client config's display delay of the article's auto prompt (fixtures/provider/clientconfiguration.json, displayDelaySeconds). */
const DISPLAY_DELAY_MS = 3_000;

/** What the provider answers in place of a page while its front end is down for maintenance: a 200 that is not the page. */
const MAINTENANCE_PAGE = {
  body: '<!DOCTYPE html><html lang="de"><title>Wartungsarbeiten</title><p>Wir sind gleich wieder für Sie da.</p></html>',
  contentType: 'text/html; charset=utf-8',
};

/** The faults a provider page's load cannot meet, with the reasons (true of the code). */
const PROVIDER_PAGE_NOT_APPLICABLE = {
  hostile:
    'the answer is the provider’s own page in its own cross-origin frame: the client reads nothing of its document (only Web Activities messages, each checked against its schema in activities/frame-port.ts), so no text of it can reach the site’s page',
  overtaken:
    'from the moment the client opens a provider page in its dialog the dialog’s overlay (.swg-dialog-overlay, fixed over the whole window) takes every click until the dialog closes: the reader cannot ask for the page again while it loads',
} as const;

/** The rows of a provider page's load have no hostile cell (PROVIDER_PAGE_NOT_APPLICABLE.hostile): never used. */
const NO_HOSTILE_ANSWER: Interaction['hostile'] = { answer: (healthy) => healthy, shown: () => Promise.resolve() };

/**
 * What every row of a provider page's load shares: the client learns of the failure when its wait
 * for the page's handshake ends, logs the page that did not connect, and closes the dialog, so the
 * article is readable, scrollable and its buttons usable again.
 */
function providerPageRow(path: string): Pick<Interaction, 'url' | 'failed' | 'warning' | 'timeoutMs' | 'noticedAfterMs' | 'malformed' | 'hostile' | 'notApplicable'> {
  return {
    url: providerPageLoad(path),
    async failed(page) {
      await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
      await expect(page.locator('.swg-dialog-overlay')).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow)).not.toContain('hidden');
    },
    warning: new RegExp(`the provider page \\S*${path}\\S* did not connect within ${PROVIDER_TIMEOUT_MS} ms`),
    timeoutMs: PROVIDER_TIMEOUT_MS,
    noticedAfterMs: PROVIDER_TIMEOUT_MS,
    malformed: MAINTENANCE_PAGE,
    hostile: NO_HOSTILE_ANSWER,
    notApplicable: PROVIDER_PAGE_NOT_APPLICABLE,
  };
}

/** A provider answer behind its prefix, read, changed and written back with the prefix. */
const editProviderJson = (healthy: string, change: (answer: unknown) => unknown): string =>
  XSSI + JSON.stringify(change(JSON.parse(healthy.startsWith(XSSI) ? healthy.slice(XSSI.length) : healthy) as unknown));

/** Every string of `value` equal to a key of `swap` replaced by its value (JSON in, JSON out). */
function swapTexts(value: unknown, swap: Record<string, string>): unknown {
  if (typeof value === 'string') return swap[value] ?? value;
  if (Array.isArray(value)) return value.map((item) => swapTexts(item, swap));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swapTexts(inner, swap)]));
  return value;
}

/** The reader loads the page again: the way to try again when what the page load asked for failed. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await bundleStarted(page);
}

/** The dialog shows the provider page at `path` and has settled (its page connected, the box still). */
async function dialogAt(page: Page, path: RegExp): Promise<void> {
  await expect.poll(() => dialogPath(page).catch(() => '')).toMatch(path);
  await dialogSettled(page);
}

/* ------------------------------------------------------------------ prompts */

/**
 * The article's auto prompt (magazine-article: SWG_BASIC with the newsletter as the funnel's first
 * step). Request: GET /publication/{id}/article, which brings what to show (the audience actions,
 * the funnel, the client config) with the reader's entitlements; without its answer there is no
 * prompt (auto-prompt-manager.ts), and the entitlements manager logs why.
 */
const autoPrompt: Interaction = {
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
        swapTexts(answer, { 'cfg-newsletter-morgenpost': `cfg-${HOSTILE.text}${HOSTILE.img}`, 'sut-magazin-7f3a9c21': `sut-${HOSTILE.script}${HOSTILE.link}` }),
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

/* ------------------------------------------------------------------ offers */

const subscribeButton = (page: Page) => page.getByRole('button', { name: strings.subscriptions.subscribeButton, exact: true });

/** The locked article's offers, opened by its standard button and settled. */
async function openOffers(page: Page): Promise<void> {
  await subscribeButton(page).click();
  await dialogAt(page, /\/(?:subscription)?offersiframe$/);
}

/**
 * The offers dialog: the locked article's standard button ("Abonnieren mit Google") opens the
 * provider's offers page in the dialog. Request: that page's load (/subscriptionoffersiframe, or
 * /offersiframe on the old flow); the page brings the offers itself, the client asks no API for them.
 */
const offersDialog: Interaction = {
  name: 'offers dialog',
  page: 'magazine-article-locked',
  ...providerPageRow('(?:subscription)?offersiframe'),
  prepare: (page) => expect(subscribeButton(page)).toBeEnabled(),
  act: (page) => subscribeButton(page).click(),
  async succeeded(page) {
    await dialogAt(page, /\/(?:subscription)?offersiframe$/);
    await expect(dialogFrame(page).getByRole('button', { name: /Magazin Plus – jährlich/ })).toBeVisible();
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
const subscribe: Interaction = {
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
  malformed: { body: '<!DOCTYPE html><html lang="de"><title>Anmelden – Google Konten</title></html>', contentType: 'text/html; charset=utf-8' },
  hostile: {
    // The order id inside the purchase data reaches the publisher's payment response (and its log box) as it comes.
    answer(healthy) {
      const answer = JSON.parse(healthy) as { swgCallbackData: { purchaseData: string } };
      const purchase = JSON.parse(answer.swgCallbackData.purchaseData) as Record<string, unknown>;
      answer.swgCallbackData.purchaseData = JSON.stringify({ ...purchase, orderId: `${HOSTILE.text}${HOSTILE.img}${HOSTILE.link}${HOSTILE.script}` });
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

/* ------------------------------------------------------------------ contribute */

/**
 * A contribution (publisher-contributions: the page code's showContributionOptions() button, as
 * in docs/contributions-flow.md). Request: the load of the provider's contribution page in the
 * dialog (/contributionoffersiframe, or /contributionsiframe on the old flow), where the reader
 * picks the amount; the pay page after it opens in a pop-up.
 */
const contribute: Interaction = {
  name: 'contribute',
  page: 'publisher-contributions',
  ...providerPageRow('contribution(?:offers|s)iframe'),
  act: (page) => pageButton(page, 'showContributionOptions()').click(),
  async succeeded(page) {
    await dialogAt(page, /\/contribution(?:offers|s)iframe$/);
    await expect(dialogFrame(page).getByRole('button', { name: 'Einmalig 10 € beitragen' })).toBeVisible();
  },
};

/* ------------------------------------------------------------------ linking */

/** From the offers, "Abo mit dem Google-Konto verknüpfen": the linking pop-up, where the reader links. */
async function linkInPopup(page: Page): Promise<void> {
  const popupOpens = page.waitForEvent('popup');
  await dialogFrame(page).getByRole('button', { name: 'Abo mit dem Google-Konto verknüpfen' }).click();
  const popup = await popupOpens;
  await popup.getByRole('button', { name: 'Konten verknüpfen', exact: true }).click();
}

/**
 * Account linking (magazine-article-locked: the offers' "Abo mit dem Google-Konto verknüpfen",
 * which the magazine's page code hands to linkAccount()). Request: the load of the link
 * confirmation (/swg/u/0/ui/v1/linkconfirmiframe) that the client opens in the dialog once the
 * linking pop-up reports the link; only its result completes the link (the reader's new token,
 * link complete, entitlements fetched again: flows/link-account-flow.ts continueLink). The
 * pop-up's own load is out of the matrix's reach (a page of its own).
 */
const linking: Interaction = {
  name: 'account linking',
  page: 'magazine-article-locked',
  ...providerPageRow('linkconfirmiframe'),
  prepare: openOffers,
  act: linkInPopup,
  async succeeded(page) {
    await dialogAt(page, /\/swg\/u\/0\/ui\/v1\/linkconfirmiframe$/);
    await expect(dialogFrame(page).getByRole('button', { name: 'Fertig' })).toBeVisible();
  },
  // Back to the offers by the article's button, and linking again.
  async retry(page) {
    await openOffers(page);
    await linkInPopup(page);
  },
};

/* ------------------------------------------------------------------ login */

const signIn = (page: Page) => dialogFrame(page).getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();

/**
 * "Already subscribed? Sign in" (magazine-article-locked: the offers' "Bereits abonniert?
 * Anmelden", which the magazine's page code hands to showLoginPrompt()). Request: the load of the
 * provider's sign-in prompt (/loginiframe) in the dialog, in the offers' place.
 */
const login: Interaction = {
  name: 'sign-in prompt',
  page: 'magazine-article-locked',
  ...providerPageRow('loginiframe'),
  prepare: openOffers,
  act: signIn,
  async succeeded(page) {
    await dialogAt(page, /\/loginiframe$/);
    await expect(dialogFrame(page).getByText('Mit Ihrem Google-Konto bei Magazin Example anmelden?')).toBeVisible();
  },
  // Back to the offers by the article's button, and "Bereits abonniert? Anmelden" again.
  async retry(page) {
    await openOffers(page);
    await signIn(page);
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
const rewardedAd: Interaction = {
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
    answer: (healthy) => editProviderJson(healthy, (answer) => swapTexts(answer, { [REWARDED_TOKEN]: `sut-${HOSTILE.text}`, 'leser@example.de': `${HOSTILE.img}${HOSTILE.link}${HOSTILE.script}` })),
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

export const subscriptionsInteractions: Interaction[] = [autoPrompt, offersDialog, subscribe, contribute, linking, login, rewardedAd];
