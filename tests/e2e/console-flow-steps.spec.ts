/**
 * The preview's flow steps in the console's log, beside the requests (issue 26): a click, what it
 * opened, a click that changed nothing, and a failure inside a flow. A page opened on its own
 * reports nothing and behaves as without the harness's step script.
 */
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './harness-fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** The log's row of a step of `kind` whose text has `text`. */
const stepRow = (page: Page, kind: string, text: string | RegExp) =>
  page
    .getByRole('table', { name: 'Mocked requests, newest first' })
    .locator('tr.step')
    .filter({ has: page.locator('.step-kind', { hasText: new RegExp(`^${kind}$`) }) })
    .filter({ hasText: text });

test('a click on the bundle’s button and the provider frame it opens are steps in the log', async ({ page }) => {
  await page.goto('/?page=magazine-article-locked&scenario=default');
  const preview = page.frameLocator('iframe.frame');
  await expect(stepRow(page, 'result', 'entitlements: not granted')).toHaveCount(1);
  await preview.getByRole('button', { name: 'Abonnieren mit Google' }).click();
  await expect(stepRow(page, 'click', 'button.swg-button-v2-light “Abonnieren mit Google”')).toHaveCount(1);
  await expect(stepRow(page, 'frame opened', /news\.google\.com\/swg\/ui\/v1\/\w*offers\w*iframe/)).toHaveCount(1);
  // Filtered by the same words as the requests.
  await page.getByRole('searchbox', { name: 'Filter', exact: true }).fill('frame opened');
  await expect(page.locator('tr.step')).toHaveCount(await page.locator('tr.step').filter({ hasText: 'frame opened' }).count());
});

test('a click that changes nothing says so', async ({ page }) => {
  // A scenario without an auto prompt, so that nothing opens by itself after the click.
  await page.goto('/?page=magazine-article&scenario=swg-prompt-not-allowed');
  const preview = page.frameLocator('iframe.frame');
  await expect(stepRow(page, 'info', 'auto prompt: nothing to show')).toHaveCount(1);
  await expect(stepRow(page, 'frame opened', 'news.google.com/swg/ui/v1/serviceiframe')).toHaveCount(1);
  await preview.locator('h1.entry-title').click();
  await expect(stepRow(page, 'click', 'h1.entry-title')).toHaveCount(1);
  await expect(stepRow(page, 'no effect', /nothing changed 1 s after the click on h1\.entry-title/)).toHaveCount(1);
});

test('a failure inside a flow is a step: the provider page that fails', async ({ page }) => {
  await page.goto('/?page=magazine-article-locked&scenario=swg-frames-fail');
  await expect(stepRow(page, 'warning', /Could not connect .*Anbieterseite fehlgeschlagen \(Szenario swg-frames-fail\)/)).toHaveCount(1);
  await expect(stepRow(page, 'frame opened', 'news.google.com/swg/ui/v1/serviceiframe')).toHaveCount(1);
  // Clear empties the steps with the requests.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('tr.step')).toHaveCount(0);
});

test('a page opened on its own has no step reporter', async ({ page }) => {
  await openPage(page, 'magazine-article-locked');
  expect(await page.evaluate(() => '__harnessFlowStep' in window)).toBe(false);
});
