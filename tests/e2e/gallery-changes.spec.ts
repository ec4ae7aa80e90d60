/**
 * The gallery's comparison with its last run (tests/gallery/changes.ts) decodes and counts in
 * Chromium: the same state pictured twice is no change; a changed text is one; a picture of
 * another size is all change.
 */
import { CHANGED_MIN_PIXELS, pictureComparer } from '../gallery/changes';
import { expect, layoutSettled, openPage, test } from './harness-fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('counts the pixels that moved between two pictures of a state, as JPEG as the gallery takes them', async ({ page, browser }) => {
  const comparer = await pictureComparer(browser);
  try {
    const picture = () => page.screenshot({ type: 'jpeg', quality: 85, animations: 'disabled', caret: 'hide' });
    await openPage(page, 'radio-schedule');
    // The station answers fill the page after it opened: compare the settled page with itself.
    await layoutSettled(page);
    const first = await picture();
    expect(await comparer.count(first, await picture())).toBe(0);

    await page
      .locator('h1')
      .first()
      .evaluate((heading) => {
        heading.textContent = 'Ein ganz anderer Titel, den die letzte Fassung nicht hatte';
      });
    expect(await comparer.count(first, await picture())).toBeGreaterThan(CHANGED_MIN_PIXELS);

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await comparer.count(first, await picture())).toBe(375 * 800);
  } finally {
    await comparer.close();
  }
});
