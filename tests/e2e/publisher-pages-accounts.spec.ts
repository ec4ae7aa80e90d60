/**
 * The publisher pages about accounts (harness/publisher-pages.ts): page code written as the
 * provider's documentation and demos show linking, the login prompt with the deferred account,
 * the buttons and the showcase entitlements, driven as a reader would through the provider's pages
 * to the end of each flow; what the page code received is read from its log (window.publisherLog,
 * shown in the box "Was der Publisher-Code erhielt").
 */
import type { Page, Request } from '@playwright/test';
import { readFormMessage, readUnlockReport } from '../../harness/mocks/provider-wire';
import { READER } from '../../harness/provider-pages/page-parts';
import { SHOWCASE_QUERY } from '../../harness/scenario-sets/subscriptions';
import { chooseOfferForPayment, DIALOG_BOX, dialogFrame, expect, openPage, pageErrors, test } from './harness-fixtures';
import { dialogAt, pageButton, payAndConfirm, publisherLog, received } from './publisher-log';

/** The names of the log's entries, in order. */
const entries = async (page: Page) => (await publisherLog(page)).map((entry) => entry.what);

test.describe('publisher-linking (demos link-subscription.html, docs/link-flow.md)', () => {
  test('linkAccount(): the pop-up links, the dialog confirms, setOnLinkComplete is called', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-linking');
    const popupOpens = page.waitForEvent('popup');
    await pageButton(page, 'linkAccount()').click();
    const popup = await popupOpens;
    await popup.getByRole('button', { name: 'Konten verknüpfen' }).click();
    await dialogAt(page, /\/linkconfirmiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => entries(page)).toContain('setOnLinkComplete');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(await entries(page)).not.toContain('setOnFlowCanceled');
    expect(errors).toEqual([]);
  });

  test('linkAccount() cancelled in the pop-up: the page’s setOnFlowCanceled hears linkAccount, no link complete', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-linking');
    const popupOpens = page.waitForEvent('popup');
    await pageButton(page, 'linkAccount()').click();
    await (await popupOpens).getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => received(page, 'setOnFlowCanceled')).toBe('linkAccount');
    expect(await entries(page)).not.toContain('setOnLinkComplete');
    expect(errors).toEqual([]);
  });

  test('saveSubscription(() => ({token})): saved with the token at once, confirmed, true', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-linking');
    await pageButton(page, 'saveSubscription(() => ({token}))').click();
    await dialogAt(page, /\/linkconfirmiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => received(page, 'saveSubscription()')).toBe(true);
    expect(await entries(page)).toContain('setOnLinkComplete');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('linkSubscription() of one reader id and linkSubscriptions() of two publications: the results as the demo prints them', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-linking');
    await pageButton(page, 'linkSubscription({publisherProvidedId})').click();
    await dialogAt(page, /\/linksaveiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Verknüpfung abgeschlossen' }).click();
    await expect.poll(() => received(page, 'linkSubscription()')).toEqual({ publisherProvidedId: 'leser-4711', success: true });
    await dialogFrame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);

    await pageButton(page, 'linkSubscriptions({linkTo})').click();
    await dialogAt(page, /\/linksaveiframe$/);
    await expect(dialogFrame(page).getByText('magazin.example, radio.example')).toBeVisible();
    await dialogFrame(page).getByRole('button', { name: 'Verknüpfung abgeschlossen' }).click();
    await expect
      .poll(() => received(page, 'linkSubscriptions()'))
      .toEqual({
        anyFailure: false,
        anySuccess: true,
        links: [
          { publicationId: 'magazin.example', publisherProvidedId: 'leser-4711', success: true },
          { publicationId: 'radio.example', publisherProvidedId: 'hoerer-0815', success: true },
        ],
      });
    await dialogFrame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('publisher-login (docs/login-flow.md, docs/deferred-account-flow.md)', () => {
  test('a Google subscriber unknown to the publisher: the lookup waits, the deferred account is created and completed; after a reload the prompt and the notification sign the reader in', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-login', 'swg-subscriber');
    await expect.poll(() => received(page, 'setOnEntitlementsResponse')).toEqual({ enablesThis: true, readerId: 'leser-4711' });
    await dialogAt(page, /\/waitforsubscriptionlookupiframe$/);
    await expect(dialogFrame(page).getByText('Ihr Abo wird gesucht …')).toBeVisible();
    await expect.poll(() => received(page, 'waitForSubscriptionLookup()')).toBe(null);
    await dialogAt(page, /\/recoveriframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Konto anlegen' }).click();
    await dialogAt(page, /\/payconfirmiframe$/);
    const account = (await received(page, 'completeDeferredAccountCreation()')) as {
      userData: { email: string };
      purchaseData: { data: string };
      purchases: number;
      entitlements: { entitlements: { source: string }[] };
    };
    expect(account.userData.email).toBe(READER.email);
    expect(JSON.parse(account.purchaseData.data)).toMatchObject({ productId: 'magazin_plus_monatlich' });
    expect(account.purchases).toBe(1);
    expect(account.entitlements.entitlements[0]?.source).toBe('google');
    await dialogFrame(page).getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => received(page, 'complete() erledigt')).toBe(null);
    await expect(page.locator('section.paywall')).toBeVisible();

    // The publisher now knows the account: the login prompt, then the notification.
    await page.reload();
    await expect.poll(() => received(page, 'waitForSubscriptionLookup()')).toEqual({ email: READER.email });
    await dialogAt(page, /\/loginiframe$/);
    await expect(dialogFrame(page).getByText('Mit Ihrem Google-Konto bei Magazin Example anmelden?')).toBeVisible();
    await dialogFrame(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => entries(page)).toContain('showLoginPrompt(): ja');
    await dialogAt(page, /\/loginiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => received(page, 'showLoginNotification() erledigt')).toBe(null);
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect(page.locator('section.paywall')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the reader declines the login prompt: logged as the cancel, the paywall stays', async ({ page }) => {
    const errors = pageErrors(page);
    await page.addInitScript((email) => localStorage.setItem('magazin-konten', JSON.stringify({ 'leser-4711': { email } })), READER.email);
    await openPage(page, 'publisher-login', 'swg-subscriber');
    await dialogAt(page, /\/loginiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => received(page, 'showLoginPrompt(): nein')).toBe('AbortError');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect(page.locator('section.paywall')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('“already subscribed?” in the offers is the page’s setOnLoginRequest; a reader without a Google subscription stays locked', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-login');
    await pageButton(page, 'showOffers()').click();
    await dialogAt(page, /\/(?:subscription)?offersiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();
    await expect.poll(() => received(page, 'setOnLoginRequest')).toEqual({ linkRequested: false });
    await expect.poll(() => received(page, 'getEntitlements()')).toEqual({ enablesThis: false, readerId: null });
    expect(await entries(page)).not.toContain('waitForSubscriptionLookup()');
    expect(errors).toEqual([]);
  });
});

test.describe('publisher-buttons (docs/buttons.md)', () => {
  test('the four buttons are there; the smart button’s click is the page’s callback, which opens the offers; paid and completed', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-buttons');
    const box = page.locator('.publisher-buttons');
    await expect(box.locator('#abo-knopf-standard')).toHaveClass(/swg-button-light/);
    await expect(box.locator('#abo-knopf-dunkel')).toHaveClass(/swg-button-dark/);
    await expect(box.locator('#abo-knopf-dunkel')).toHaveAttribute('title', 'Abonnieren mit Google');
    await expect(box.locator('#abo-knopf-eigen')).toHaveClass(/swg-button-light/);
    await expect.poll(() => entries(page)).toContain('attachSmartButton() bereit');

    await box.locator('#abo-knopf-dunkel').click();
    await expect.poll(() => received(page, 'Knopf gedrückt')).toBe("createButton({theme: 'dark'})");
    await dialogAt(page, /\/(?:subscription)?offersiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);

    await page.frameLocator('#abo-knopf-smart iframe').getByRole('button', { name: 'Mit Google abonnieren' }).click();
    await expect
      .poll(async () => (await publisherLog(page)).filter((entry) => entry.what === 'Knopf gedrückt').map((entry) => entry.value))
      .toEqual(["createButton({theme: 'dark'})", 'attachSmartButton()']);
    const popup = await chooseOfferForPayment(page, /Magazin Plus – jährlich/);
    await payAndConfirm(page, popup);
    const payment = (await received(page, 'Zahlung')) as { productType: string; purchaseData: { data: string } };
    expect(payment.productType).toBe('SUBSCRIPTION');
    expect(JSON.parse(payment.purchaseData.data)).toMatchObject({ productId: 'magazin_plus_jaehrlich' });
    await expect(page.locator('section.paywall')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/** The unlock reports (POST article) sent from now on, read as the mock provider reads them. */
function unlockReports(
  page: Page,
): { entitlementSource: string; entitlementResult: string; isUserRegistered: boolean | null; token: string | null }[] {
  const seen: { entitlementSource: string; entitlementResult: string; isUserRegistered: boolean | null; token: string | null }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !/\/publication\/magazin\.example\/article\?/.test(request.url())) return;
    const body = readFormMessage(request.headers()['content-type'] ?? null, request.postData() ?? '', readUnlockReport);
    if (body.ok)
      seen.push({
        entitlementSource: body.value.entitlementSource,
        entitlementResult: body.value.entitlementResult,
        isUserRegistered: body.value.isUserRegistered,
        token: body.value.token,
      });
  });
  return seen;
}

test.describe('publisher-showcase (src/api/subscriptions.ts setShowcaseEntitlement)', () => {
  test('from a showcase link: the Google meter is consumed; the publisher’s own subscriber and meter are reported with the link’s token', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const reports = unlockReports(page);
    await openPage(page, 'publisher-showcase', 'swg-showcase', `&${SHOWCASE_QUERY}`);
    await expect.poll(() => received(page, 'setOnEntitlementsResponse')).toEqual({ enablesThis: true, metering: true });
    // The meter toast: closed by a click on the page, then the meter counts as used.
    await expect(page.locator(DIALOG_BOX)).toHaveAttribute('data-phase', 'open');
    await page.locator('h1.entry-title').click();
    await expect.poll(() => received(page, 'consume() erledigt')).toBe(null);
    await expect.poll(() => reports.map((report) => report.entitlementResult)).toEqual(['UNLOCKED_METER']);

    await pageButton(page, "setShowcaseEntitlement('EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION')").click();
    await expect.poll(() => received(page, 'setShowcaseEntitlement() erledigt')).toBe('EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION');
    await pageButton(page, "setShowcaseEntitlement('EVENT_SHOWCASE_UNLOCKED_BY_METER')").click();
    await expect
      .poll(async () => (await publisherLog(page)).filter((entry) => entry.what === 'setShowcaseEntitlement() erledigt').length)
      .toBe(2);
    expect(reports.slice(1)).toEqual([
      { entitlementSource: 'PUBLISHER_ENTITLEMENT', entitlementResult: 'UNLOCKED_SUBSCRIBER', isUserRegistered: true, token: 'n0nce' },
      { entitlementSource: 'PUBLISHER_ENTITLEMENT', entitlementResult: 'UNLOCKED_METER', isUserRegistered: true, token: 'n0nce' },
    ]);
    await expect(page.locator('section.paywall')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without a showcase link the calls resolve, nothing is reported, the publisher still unlocks its own way', async ({ page }) => {
    const errors = pageErrors(page);
    const reports = unlockReports(page);
    await openPage(page, 'publisher-showcase', 'swg-prompt-not-allowed');
    await expect.poll(() => received(page, 'setOnEntitlementsResponse')).toEqual({ enablesThis: false, metering: false });
    await pageButton(page, "setShowcaseEntitlement('EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION')").click();
    await expect.poll(() => received(page, 'setShowcaseEntitlement() erledigt')).toBe('EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION');
    await expect(page.locator('section.paywall')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
    expect(errors).toEqual([]);
  });
});
