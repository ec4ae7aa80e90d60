/**
 * The QA console's layout at the sizes QA uses it (issue 26): a provider dialog seen whole in the
 * preview at 1280 × 800, a selection restored from the address scrolled into view, the matrices
 * without sideways scrolling at 1280, the request log readable at 375, and a help text whose
 * directions hold at both widths.
 */
import type { Page } from '@playwright/test';
import { boxStill, DIALOG_BOX, expect, providerPageConnected, test } from './harness-fixtures';

const PREVIEW = 'iframe.frame';

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the preview shows a provider dialog whole, and keeps its height when "About this state" opens', async ({ page }) => {
    await page.goto('/?page=magazine-article&scenario=swg-prompt-blocking');
    const preview = page.frameLocator(PREVIEW);
    const dialog = preview.locator(DIALOG_BOX);
    await expect(dialog).toHaveAttribute('data-phase', 'open', { timeout: 10_000 });
    await providerPageConnected(preview.frameLocator(`${DIALOG_BOX} iframe`));
    await boxStill(dialog);
    const inside = async () => {
      const frame = await page.locator(PREVIEW).boundingBox();
      const box = await dialog.boundingBox();
      if (!frame || !box) throw new Error('no preview frame or no dialog');
      // The frame's visible box: inside the window too.
      expect(frame.y + frame.height).toBeLessThanOrEqual(800);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      return frame.height;
    };
    const height = await inside();
    await page.getByText('About this state').click();
    // The facts push the frame down (the column scrolls); the frame keeps its height.
    expect((await page.locator(PREVIEW).boundingBox())?.height).toBe(height);
  });

  test('no matrix scrolls sideways, with or without "Show all"', async ({ page }) => {
    await page.goto('/');
    const sideways = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.picker, .matrix-box')]
          .filter((box) => box.scrollWidth > box.clientWidth)
          .map((box) => box.className),
      );
    await expect(page.locator('.matrix-box').first()).toBeVisible();
    expect(await sideways()).toEqual([]);
    // Every page column of both sites is there, in groups.
    expect(await page.locator('.matrix thead th.page-col').count()).toBeGreaterThanOrEqual(20);
    await page.getByRole('checkbox', { name: 'Show all' }).check();
    expect(await sideways()).toEqual([]);
  });
});

/** Where the help text says the preview and the log are, it is true: the log is below the preview. */
async function helpTextHolds(page: Page): Promise<void> {
  const usage = page.locator('.usage');
  await expect(usage).toContainText('in the preview');
  await expect(usage).toContainText('listed below it');
  await expect(usage).not.toContainText(/on the (right|left)/);
  const preview = await page.locator(PREVIEW).boundingBox();
  const log = await page.getByRole('region', { name: 'Requests and steps', exact: true }).boundingBox();
  if (!preview || !log) throw new Error('no preview or no log');
  expect(log.y).toBeGreaterThanOrEqual(preview.y + preview.height);
}

test('the help text says where things are in words true at 1280 and at 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?page=radio-home&scenario=default');
    await helpTextHolds(page);
  }
});

test('a selection restored from the address is scrolled into view in its matrix, at 1280 and at 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // Deep in the second site's matrix, far below the picker's first screen.
    await page.goto('/?page=magazine-article-locked&scenario=swg-frames-fail');
    const selected = page.getByRole('button', {
      name: 'Show Magazine: premium article in Provider pages fail',
      exact: false,
      pressed: true,
    });
    await expect(selected).toHaveCount(1);
    await expect(selected).toBeInViewport({ ratio: 1 });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the request log fits its panel: each request’s status and duration are on screen', async ({ page }) => {
    await page.goto('/?page=radio-home&scenario=last-songs-500');
    const log = page.getByRole('table', { name: 'Mocked requests, newest first' });
    // A request's row (the bundle's warning about the same call is a step row beside it).
    const row = log
      .locator('tbody tr:not(.step)')
      .filter({ hasText: 'api.laut.fm' })
      .filter({ has: page.locator('.status', { hasText: /^500$/ }) })
      .first();
    await row.scrollIntoViewIfNeeded();
    const box = page.locator('.log-box');
    expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const cell of [row.locator('.status'), row.locator('td.num')]) {
      await expect(cell).toBeInViewport({ ratio: 1 });
      const rect = await cell.boundingBox();
      expect(rect && rect.x + rect.width).toBeLessThanOrEqual(375);
    }
    await expect(row.locator('.status')).toHaveText('500');
    await expect(row.locator('td.num')).toHaveText(/\d+ ms|\d+(\.\d+)? s/);
  });
});
