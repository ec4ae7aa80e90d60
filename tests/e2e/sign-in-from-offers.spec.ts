/**
 * Sign-in and linking from the offers dialog and the meter toast on the locked article, through
 * the magazine's own page code (fixtures/pages/fragments/magazine/paywall-page-code.html): its
 * login-request callback hands "Bereits abonniert? Anmelden" to the provider's sign-in prompt and
 * "Abo mit dem Google-Konto verknüpfen" to account linking, so both buttons lead somewhere, as on
 * a publisher page written from the provider's documentation.
 */
import type { Page } from '@playwright/test';
import { dialogFrame, dialogPath, dialogSettled, expect, openPage, pageErrors, test } from './harness-fixtures';

/** The locked article's standard button opens the offers. */
async function openOffers(page: Page): Promise<void> {
  await openPage(page, 'magazine-article-locked');
  const button = page.getByRole('button', { name: 'Abonnieren mit Google' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/(?:subscription)?offersiframe$/);
  await dialogSettled(page);
}

test('"Bereits abonniert? Anmelden" in the offers opens the provider\'s sign-in prompt', async ({ page }) => {
  const errors = pageErrors(page);
  await openOffers(page);
  await dialogFrame(page).getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/loginiframe$/);
  await dialogSettled(page);
  await expect(dialogFrame(page).getByText('Mit Ihrem Google-Konto bei Magazin Example anmelden?')).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Abo mit dem Google-Konto verknüpfen" in the offers starts account linking in a pop-up', async ({ page }) => {
  const errors = pageErrors(page);
  await openOffers(page);
  const popupOpens = page.waitForEvent('popup');
  await dialogFrame(page).getByRole('button', { name: 'Abo mit dem Google-Konto verknüpfen' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toMatch(/\/linkbackstart$/);
  await expect(popup.getByRole('heading', { name: 'Abo mit Google verknüpfen' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Bereits abonniert? Anmelden" in the meter toast opens the provider\'s sign-in prompt too', async ({ page }) => {
  const errors = pageErrors(page);
  await openPage(page, 'magazine-article-locked', 'swg-metered-left');
  await expect.poll(() => dialogPath(page)).toMatch(/\/metertoastiframe$/);
  await dialogSettled(page);
  await dialogFrame(page).getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/loginiframe$/);
  await dialogSettled(page);
  await expect(dialogFrame(page).getByText('Mit Ihrem Google-Konto bei Magazin Example anmelden?')).toBeVisible();
  expect(errors).toEqual([]);
});
