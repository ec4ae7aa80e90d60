/**
 * The provider pages' harness details (harness/provider-pages/debug-switch.ts) in a dialog the
 * bundle opens: a reader's view by default (the gallery's too: its addresses never ask), the
 * status line, the "Anfrage" and "Nachrichten" boxes and the mock note when QA asks with
 * `?provider-debug=1`.
 */
import { HARNESS_API } from '../../harness/catalogue-types';
import { PROVIDER_DEBUG_PARAM } from '../../harness/provider-pages/debug-switch';
import { DIALOG_BOX, dialogFrame, dialogSettled, expect, openPage, test } from './harness-fixtures';

const DETAILS = ['#pp-status', '#pp-request', '#pp-log', '.pp-mock'];

test('a dialog of the bundle shows the provider page without the harness details', async ({ page }) => {
  await openPage(page, 'magazine-article', 'swg-prompt-regwall');
  await dialogSettled(page);
  const frame = dialogFrame(page);
  await expect(frame.locator('main#pp')).toHaveAttribute('data-state', 'ready');
  for (const selector of DETAILS) await expect(frame.locator(selector)).toBeHidden();
  // What the reader sees (innerText leaves hidden text out): the page's own text, none of the harness's.
  const shown = await frame.locator('main#pp').innerText();
  expect(shown).toContain('Kostenlos registrieren und weiterlesen');
  expect(shown).not.toMatch(/Verbunden mit|Anfrage|Nachrichten|Nachbildung/);
});

test('?provider-debug=1 shows them in the same dialog', async ({ page }) => {
  await openPage(page, 'magazine-article', 'swg-prompt-regwall', `&${PROVIDER_DEBUG_PARAM}=1`);
  await dialogSettled(page);
  const frame = dialogFrame(page);
  for (const selector of DETAILS) await expect(frame.locator(selector)).toBeVisible();
  await expect(frame.locator('#pp-status')).toContainText('Verbunden mit');
  // The request log names the provider's address either way: the switch is the harness's, not the page's.
  const logged = (await (await page.request.get(HARNESS_API.requests)).json()) as { url: string }[];
  expect(logged.some((entry) => entry.url.startsWith('https://news.google.com/swg/ui/v1/regwalliframe'))).toBe(true);
});

test('the console turns them on and off for the preview of a magazine page, and offers no switch on the radio pages', async ({ page }) => {
  await page.goto('/?page=magazine-article&scenario=swg-prompt-regwall');
  const toggle = page.getByRole('button', { name: 'Provider details' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const preview = page.frameLocator('iframe.frame');
  const status = preview.frameLocator(`${DIALOG_BOX} iframe`).locator('#pp-status');
  await expect(preview.frameLocator(`${DIALOG_BOX} iframe`).locator('main#pp')).toHaveAttribute('data-state', 'ready', {
    timeout: 10_000,
  });
  await expect(status).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('iframe.frame')).toHaveAttribute('src', new RegExp(`&${PROVIDER_DEBUG_PARAM}=1$`));
  await expect(status).toContainText('Verbunden mit', { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', new RegExp(`&${PROVIDER_DEBUG_PARAM}=1$`));
  await toggle.click();
  await expect(status).toBeHidden({ timeout: 10_000 });

  await page.goto('/?page=radio-home&scenario=default');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Provider details' })).toHaveCount(0);
});
