/**
 * The QA console and the visual gallery (npm run gallery): the header links to the latest contact
 * sheet, or says how to make one; "Side by side" shows the selected page's states from the
 * gallery's manifest at either viewport, and previews any of them live. The gallery's files are
 * answered here (a test must not depend on, nor overwrite, the gallery QA made last).
 */
import type { Page } from '@playwright/test';
import { GALLERY_MANIFEST, GALLERY_VIEWPORTS, type GalleryManifest, type GalleryShot } from '../../harness/gallery-manifest';
import { galleryShot } from '../support/gallery-shot';
import { expect, test } from './harness-fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const shot = (
  page: string,
  scenario: string,
  title: string,
  viewport: GalleryShot['viewport'],
  extra: Partial<GalleryShot> = {},
): GalleryShot => galleryShot(page, scenario, viewport, { pageTitle: 'Radio: front page', scenarioTitle: title, ...extra });

const MANIFEST: GalleryManifest = {
  generatedAt: '2024-05-02T06:07:08.000Z',
  durationMs: 180_000,
  viewports: GALLERY_VIEWPORTS,
  shots: [
    shot('radio-home', 'default', 'Recorded answers', 'desktop', {
      changedPixels: 640,
      previousFile: 'previous/shots/radio-home/default.desktop.jpg',
    }),
    shot('radio-home', 'default', 'Recorded answers', 'phone'),
    shot('radio-home', 'station-404', 'Unknown station', 'desktop', { settled: false }),
    shot('radio-home', 'station-404', 'Unknown station', 'phone'),
    shot('radio-home', 'api-down', 'laut.fm down', 'desktop', { error: 'net::ERR_ABORTED' }),
    shot('radio-home', 'api-down', 'laut.fm down', 'phone'),
  ],
};

/** A 1×1 grey PNG stands in for every picture. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAAzQDMEnqXyAAAAABJRU5ErkJggg==', 'base64');

async function serveGallery(page: Page, manifest: GalleryManifest | null): Promise<string[]> {
  const pictures: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/gallery/'),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      // Before the first gallery run the harness answers the manifest with 204 (missingGalleryStatus).
      if (path === GALLERY_MANIFEST) return manifest ? route.fulfill({ json: manifest }) : route.fulfill({ status: 204 });
      pictures.push(path);
      return route.fulfill({ body: PIXEL, contentType: 'image/png' });
    },
  );
  return pictures;
}

test('without a gallery the header says how to make one, and there is no side-by-side view', async ({ page }) => {
  await serveGallery(page, null);
  await page.goto('/?page=radio-home&scenario=default');
  await expect(page.getByRole('banner')).toContainText('No visual gallery yet: run npm run gallery');
  await expect(page.getByRole('heading', { name: /Radio: front page in Recorded answers/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Side by side' })).toHaveCount(0);
});

test('links to the latest contact sheet and shows the page’s states side by side at either viewport', async ({ page }) => {
  const pictures = await serveGallery(page, MANIFEST);
  await page.goto('/?page=radio-home&scenario=station-404');
  const link = page.getByRole('link', { name: 'Visual gallery: 5 states, 2024-05-02 06:07 UTC' });
  await expect(link).toHaveAttribute('href', '/gallery/');
  await expect(link).toHaveAttribute('target', '_blank');

  const toggle = page.getByRole('button', { name: 'Side by side' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.preview iframe')).toHaveCount(0);
  const states = page.getByRole('list', { name: 'Radio: front page: states side by side' }).getByRole('listitem');
  await expect(states).toHaveCount(3);
  await expect(states.nth(0)).toContainText('Recorded answers default');
  // The selected scenario is marked; a picture taken before the page settled says so; a failed one says why.
  await expect(states.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(states.nth(1)).toContainText('not settled');
  await expect(states.nth(2)).toContainText('No picture: net::ERR_ABORTED');
  // A picture that changed since the last run links the last one.
  await expect(states.nth(0).getByRole('link', { name: 'changed since the last run: before' })).toHaveAttribute(
    'href',
    '/gallery/previous/shots/radio-home/default.desktop.jpg',
  );
  await expect(states.nth(1).getByRole('link', { name: /changed since/ })).toHaveCount(0);
  await expect(states.nth(0).getByRole('link', { name: 'Radio: front page in Recorded answers' })).toHaveAttribute(
    'href',
    '/gallery/shots/radio-home/default.desktop.jpg',
  );
  await expect.poll(() => pictures.includes('/gallery/shots/radio-home/default.desktop.jpg')).toBe(true);

  await page.getByRole('radio', { name: '375 × 800' }).check();
  await expect(states).toHaveCount(3);
  await expect(states.locator('img')).toHaveCount(3);
  await expect(states.nth(2).locator('img')).toHaveAttribute('src', '/gallery/shots/radio-home/api-down.phone.jpg');

  // Any state previews live: the frame is back, on that scenario, and the console URL says so.
  await states.nth(2).getByRole('button', { name: 'Preview live' }).click();
  await expect(page.locator('.preview iframe')).toHaveAttribute('src', '/pages/radio-home?scenario=api-down');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/[?&]scenario=api-down/);
});

test('a page the gallery did not picture offers no side-by-side view', async ({ page }) => {
  await serveGallery(page, MANIFEST);
  await page.goto('/?page=radio-article&scenario=default');
  await expect(page.getByRole('link', { name: /^Visual gallery:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Side by side' })).toHaveCount(0);
});

test('the harness serves the gallery directory only, and says how to make a missing file', async ({ request }) => {
  const missing = await request.get('/gallery/no-such-file.json');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('npm run gallery');
  const outside = await request.get('/gallery/%2e%2e%2f%2e%2e%2fpackage.json');
  expect(outside.status()).toBe(403);
  const bare = await request.get('/gallery', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/gallery/');
});
