/**
 * A purchase on the locked article unlocks it, through the magazine's own page code
 * (fixtures/pages/fragments/magazine/paywall-page-code.html): its payment-response callback calls
 * complete() and unlocks once the reader has closed the confirmation, as the provider's subscribe
 * flow documents it. The reader goes as a reader would: the paywall box's standard button, an
 * offer, "Bezahlen" in the payment pop-up, "Weiter" in the confirmation. A cancelled or failed
 * payment keeps the paywall.
 */
import type { Page } from '@playwright/test';
import {
  boxStill,
  chooseOfferForPayment,
  DIALOG_BOX,
  dialogFrame,
  dialogPath,
  expect,
  expectCustomToast,
  openPage,
  pageErrors,
  providerPageConnected,
  test,
  TOAST,
} from './harness-fixtures';

/** The confirmation's dialog is open and has stopped moving (its height follows the confirmation page's requests). */
async function confirmationSettled(page: Page): Promise<void> {
  await expect(page.locator(DIALOG_BOX)).toHaveAttribute('data-phase', 'open', { timeout: 10_000 });
  await providerPageConnected(dialogFrame(page));
  await boxStill(page.locator(DIALOG_BOX));
}

/** The paywalled article, the paywall in place; the standard button opens the offers and an offer opens the payment pop-up. */
async function choosePlan(page: Page, scenario: string): Promise<Page> {
  await openPage(page, 'magazine-article-locked', scenario);
  await expect(page.locator('#paywall-box')).toBeVisible();
  await expect(page.locator('section.paywall')).toBeHidden();
  const button = page.getByRole('button', { name: 'Abonnieren mit Google' });
  await expect(button).toBeEnabled();
  await button.click();
  const popup = await chooseOfferForPayment(page, /Magazin Plus – jährlich/);
  expect(new URL(popup.url()).pathname).toMatch(/\/pay\.google\.com\/gp\/p\/ui\/pay$/);
  return popup;
}

for (const scenario of ['default', 'swg-metered-none']) {
  test.describe(scenario, () => {
    test('offers → an offer → “Bezahlen” → the confirmation’s “Weiter”: the article is unlocked', async ({ page, mockRequests }) => {
      const errors = pageErrors(page);
      const popup = await choosePlan(page, scenario);
      await popup.getByRole('button', { name: 'Bezahlen', exact: true }).click();

      // The page code's complete() lets the confirmation create the account; the paywall waits for the reader.
      await expect.poll(() => dialogPath(page)).toMatch(/\/payconfirmiframe$/);
      await confirmationSettled(page);
      await expect(dialogFrame(page).getByText('Ihr Konto ist eingerichtet.')).toBeVisible();
      await expect(page.locator('#paywall-box')).toBeVisible();
      const articleAsked = () => mockRequests.count(/\/publication\/magazin\.example\/(?:article|entitlements)\b/);
      const askedBefore = articleAsked();
      await dialogFrame(page).getByRole('button', { name: 'Weiter' }).click();
      await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
      // complete() resolved: the page is handed the entitlements again, and they are the purchase's
      // (pushed as the next ones, as the provider's client does for a signed-in purchase): the
      // provider is not asked, and its answer, which does not know of the purchase yet, cannot lock
      // the article again.
      await page.waitForLoadState('networkidle');
      expect(articleAsked()).toBe(askedBefore);

      await expect(page.locator('section.paywall')).toBeVisible();
      await expect(page.locator('#paywall-box')).toBeHidden();
      await expect(page.locator('body')).toHaveClass(/\bartikel-freigeschaltet\b/);
      await expect(page.locator('body')).toHaveClass(/\babo-aktiv\b/);
      await expect(page.locator('a.header-abo')).toHaveText('Mein Abo');
      expect(errors).toEqual([]);
    });

    for (const [choice, logged] of [
      ['Abbrechen', null],
      ['Fehler: DEVELOPER_ERROR', 'Pay failed'],
      ['Fehler ohne Code', 'Pay failed'],
    ] as const) {
      test(`“${choice}” on the payment page: the payment response rejects, the paywall stays, ${logged ? 'the reader is told, ' : ''}the offers stay usable, no page error`, async ({
        page,
      }) => {
        const errors = pageErrors(page);
        const consoleErrors: string[] = [];
        page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
        const popup = await choosePlan(page, scenario);
        await popup.getByRole('button', { name: choice, exact: true }).click();
        await popup.waitForEvent('close');
        if (logged) await expect.poll(() => consoleErrors.some((text) => text.includes(logged))).toBe(true);
        await page.waitForLoadState('networkidle');

        await expect(page.locator('#paywall-box')).toBeVisible();
        await expect(page.locator('section.paywall')).toBeHidden();
        await expect(page.locator('body')).not.toHaveClass(/\bartikel-freigeschaltet\b/);
        await expect(page.locator('a.header-abo')).toHaveText('Abo abschließen');
        // A failure is told in the provider's toast (pay-flow.ts PAYMENT_FAILED_TEXT); a cancel is not.
        if (logged) await expectCustomToast(page, 'Zahlung fehlgeschlagen. Versuchen Sie es noch einmal.');
        else await expect(page.locator(TOAST)).toHaveCount(0);
        // The offers are still there, and an offer leads to the payment page again.
        const again = await chooseOfferForPayment(page, /Magazin Plus – jährlich/);
        await again.getByRole('button', { name: 'Abbrechen', exact: true }).click();
        expect(errors).toEqual([]);
      });
    }
  });
}
