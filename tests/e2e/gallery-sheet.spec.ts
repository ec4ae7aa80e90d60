/**
 * The gallery's contact sheet in Chromium: it fits a 375 px phone without sideways scrolling,
 * leaves out the states whose picture equals the default's (saying how many) and shows them on
 * request; and the comparison with the default picture (tests/gallery/default-diff.ts) finds the
 * rows a change below the first screen is in, on whole-page JPEGs as the gallery takes them.
 */
import { GALLERY_VIEWPORTS, type GalleryManifest, type GalleryShot } from '../../harness/gallery-manifest';
import { contactSheet } from '../gallery/contact-sheet';
import { defaultComparer } from '../gallery/default-diff';
import { galleryShot } from '../support/gallery-shot';
import { expect, layoutSettled, openPage, test } from './harness-fixtures';

const LONG =
  'A scenario description long enough to wrap several times on a phone, with an address: https://news.google.com/swg/ui/v1/subscriptionoffersiframe?_=_&isClosable=true';
const shot = (page: string, scenario: string, viewport: GalleryShot['viewport'], extra: Partial<GalleryShot> = {}): GalleryShot =>
  galleryShot(page, scenario, viewport, {
    pageTitle: 'Magazine: the single post with its endless next posts',
    scenarioTitle: `Scenario ${scenario}`,
    scenarioDescription: LONG,
    ...extra,
  });

const SHOTS: GalleryShot[] = [
  'default',
  'theme-single-hostile',
  'swg-subscription-offers-with-a-very-long-identifier',
  'same-one',
  'same-two',
].flatMap((scenario) =>
  (['desktop', 'phone'] as const).map((viewport) =>
    shot(
      'magazine-single',
      scenario,
      viewport,
      scenario.startsWith('same') ? { sameAsDefault: true } : { height: 4000, sameAsDefault: scenario === 'default' ? undefined : false },
    ),
  ),
);
const MANIFEST: GalleryManifest = {
  generatedAt: '2024-05-02T06:07:08.000Z',
  durationMs: 200_000,
  viewports: GALLERY_VIEWPORTS,
  shots: SHOTS,
  comparedWith: '2024-05-01T06:07:08.000Z',
};

test('the contact sheet fits 375 px: no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.setContent(contactSheet(MANIFEST));
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.getByLabel('show them').check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test('states with the default’s picture are left out, counted, and shown on request', async ({ page }) => {
  await page.setContent(contactSheet(MANIFEST));
  await expect(page.locator('#left-out')).toContainText('4 states left out: same picture as the default');
  await expect(page.locator('.card:visible')).toHaveCount(3);
  await expect(page.locator('#magazine-single--same-one')).toBeHidden();
  await page.getByLabel('show them').check();
  await expect(page.locator('.card:visible')).toHaveCount(5);
  await expect(page.locator('#magazine-single--same-one')).toBeVisible();
  // The filter keeps its word: it narrows what the switch shows.
  await page.getByLabel('Filter').fill('same-two');
  await expect(page.locator('.card:visible')).toHaveCount(1);
  await page.getByLabel('show them').uncheck();
  await expect(page.locator('.card:visible')).toHaveCount(0);
});

test('the comparison with the default finds the rows a change below the first screen is in', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, 'radio-schedule');
  await layoutSettled(page);
  const picture = () => page.screenshot({ type: 'jpeg', quality: 85, fullPage: true, animations: 'disabled', caret: 'hide' });
  const base = await picture();
  const footer = page.locator('footer').last();
  const same = await picture();
  await footer.evaluate((element) => {
    element.style.background = 'rgb(255, 0, 0)';
  });
  const box = (await footer.boundingBox())!;
  const changed = await picture();
  const pictures = new Map([
    ['default', base],
    ['same', same],
    ['changed', changed],
  ]);
  const comparer = await defaultComparer(browser, (entry) => pictures.get(entry.scenario)!);
  try {
    const defaultShot = galleryShot('radio-schedule', 'default', 'desktop');
    expect((await comparer.diff(defaultShot, galleryShot('radio-schedule', 'same', 'desktop'))).changed).toBe(0);
    const { changed: pixels, rows } = await comparer.diff(defaultShot, galleryShot('radio-schedule', 'changed', 'desktop'));
    expect(pixels).toBeGreaterThan(1000);
    expect(box.y).toBeGreaterThan(800);
    expect(rows!.top).toBeGreaterThanOrEqual(Math.floor(box.y) - 1);
    expect(rows!.bottom).toBeLessThanOrEqual(Math.ceil(box.y + box.height) + 1);
  } finally {
    await comparer.close();
  }
});
