/**
 * The entitlement check pop-up in real Chromium (spec magazine §2 "entitlement check popup"): the
 * magazine's basic client answers a login request with the provider's /checkentitlements unless
 * the page handles logins itself. Found: the prompt closes, the basic toast shows, the token and the
 * signed entitlements are kept; not found: the prompt says so in its own frame; cancelled: nothing
 * changes.
 */
import type { Page } from '@playwright/test';
import { dialogSettled, expect, openPage, test, TOAST } from './harness-fixtures';

const DIALOG = '.swg-dialog-box';
// A BLOCKING registration wall: it opens at once, with "Bereits Abonnent? Anmelden".
const SCENARIO = 'swg-prompt-blocking';

/** The article with its prompt open, the reader's "already a subscriber" pressed, and the pop-up it opened. */
async function askToCheck(page: Page): Promise<Page> {
  await openPage(page, 'magazine-article', SCENARIO);
  await dialogSettled(page);
  const popupOpens = page.waitForEvent('popup');
  await page.frameLocator(`${DIALOG} iframe`).getByRole('button', { name: 'Bereits Abonnent? Anmelden' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  return popup;
}

test('found: the prompt closes, the basic toast shows, the token and the entitlements are kept', async ({ page }) => {
  const popup = await askToCheck(page);
  const address = new URL(popup.url());
  expect(address.pathname).toMatch(/\/swg\/ui\/v1\/checkentitlements$/);
  expect(address.searchParams.get('publicationId')).toBe('magazin.example');
  await popup.getByRole('button', { name: 'Abo gefunden', exact: true }).click();
  await expect(page.locator(DIALOG)).toHaveCount(0);
  const toast = page.locator(`${TOAST} iframe`);
  await expect(toast).toHaveCount(1);
  expect(new URL((await toast.getAttribute('src')) ?? '').searchParams.get('flavor')).toBe('basic');
  const kept = await page.evaluate(() => [
    localStorage.getItem('subscribe.google.com:USER_TOKEN'),
    localStorage.getItem('subscribe.google.com:ents'),
  ]);
  expect(kept[0]).toBe('sut-magazin-7f3a9c21-abo');
  expect(kept[1]?.split('.')).toHaveLength(3);
});

test('not found: the prompt stays and says so in its own frame', async ({ page }) => {
  const popup = await askToCheck(page);
  await popup.getByRole('button', { name: 'Kein Abo gefunden' }).click();
  await expect(page.frameLocator(`${DIALOG} iframe`).getByText('Kein Abo gefunden.')).toBeVisible();
  await expect(page.locator(TOAST)).toHaveCount(0);
  // The anonymous reader's token from the article answer stays; the subscriber's never arrived.
  expect(await page.evaluate(() => localStorage.getItem('subscribe.google.com:USER_TOKEN'))).not.toBe('sut-magazin-7f3a9c21-abo');
});

test('cancelled: the pop-up closes and nothing changes', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('entitlement check')) warnings.push(message.text());
  });
  const popup = await askToCheck(page);
  await popup.getByRole('button', { name: 'Abbrechen' }).click();
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.locator(DIALOG)).toHaveCount(1);
  await expect(page.locator('swg-popup-background')).toBeHidden();
  expect(warnings).toEqual([]);
});

test('a page that handles logins itself hears the request instead', async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { SWG_BASIC?: unknown[]; __login?: unknown[] };
    win.__login = [];
    (win.SWG_BASIC = win.SWG_BASIC ?? []).push((basic: { setOnLoginRequest(callback: (request: unknown) => void): void }) =>
      basic.setOnLoginRequest((request) => win.__login?.push(request)),
    );
  });
  await openPage(page, 'magazine-article', SCENARIO);
  await dialogSettled(page);
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await page.frameLocator(`${DIALOG} iframe`).getByRole('button', { name: 'Bereits Abonnent? Anmelden' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __login: unknown[] }).__login)).toEqual([{ linkRequested: false }]);
  expect(popups).toBe(0);
});
