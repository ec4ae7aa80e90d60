/** The current-song line `#b80er-songinfo` in every scenario, in real Chromium through the harness. */
import { readFileSync } from 'node:fs';
import { HOSTILE_TITLE } from '../../harness/scenario-sets/song-line';
import { SONG_LINE_CASES } from '../support/song-line-cases';
import { expect, openPage, RECORDED_AT, test } from './harness-fixtures';

const songLine = '#b80er-songinfo';

for (const [scenario, text] of SONG_LINE_CASES) {
  test(`scenario ${scenario}: the song line shows "${text}"`, async ({ page }) => {
    await openPage(page, 'radio-home', scenario);
    await expect(page.locator(songLine)).toHaveText(text);
  });
}

test('a failed call logs a warning with the status and leaves the rest of the page working', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await openPage(page, 'radio-home', 'last-songs-500');
  await expect(page.locator(songLine)).toHaveText('Fehler beim Laden');
  expect(warnings.some((line) => line.includes('[site-client]') && line.includes('HTTP 500'))).toBe(true);
  await expect(page.locator('h1, .site-title, .logo').first()).toBeVisible();
});

test('hostile text in artist and title shows as text and never runs', async ({ page }) => {
  const imageRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'image' && imageRequests.push(request.url()));
  await openPage(page, 'radio-home', 'song-hostile');
  await expect(page.locator(songLine)).toContainText(HOSTILE_TITLE);
  await expect(page.locator(songLine)).toContainText('<script>window.__hostileRan=true</script>Duran & "Duran"');
  await expect(page.locator(`${songLine} img, ${songLine} script`)).toHaveCount(0);
  // Give a would-be onerror every chance to fire before checking that it did not.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as Window & { __hostileRan?: boolean }).__hostileRan)).toBeUndefined();
  expect(imageRequests.filter((url) => url.endsWith('/x'))).toEqual([]);
});

test('30 s later the next song shows, with one last_songs request per refresh', async ({ page, mockRequests }) => {
  await page.clock.install({ time: RECORDED_AT });
  await openPage(page, 'radio-home');
  await expect(page.locator(songLine)).toHaveText('Nena - 99 Luftballons');
  expect(mockRequests.count(/\/last_songs\?_=\d+$/)).toBe(1);
  await page.clock.fastForward(30_000);
  await expect(page.locator(songLine)).not.toHaveText('Nena - 99 Luftballons');
  await expect(page.locator(songLine)).toHaveText(/^.+ - .+$/);
  expect(mockRequests.count(/\/last_songs/)).toBe(2);
  // The cache-busting parameter is the page's clock, and the request bypasses the cache.
  const [first, second] = mockRequests
    .all()
    .filter((url) => url.includes('/last_songs'))
    .map((url) => Number(new URL(url).searchParams.get('_')));
  expect(second! - first!).toBeGreaterThanOrEqual(30_000);
});

test('the scenario with a fixed clock starts the page at 15:31:30 and the song changes by itself', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-01-01T12:00:00Z') });
  await openPage(page, 'radio-home', 'song-changes');
  await expect(page.locator(songLine)).toHaveText('Nena - 99 Luftballons');
  expect(await page.evaluate(() => new Date().toISOString())).toMatch(/^2020-11-26T14:31:3/);
  await page.clock.fastForward(30_000);
  await expect(page.locator(songLine)).not.toHaveText('Nena - 99 Luftballons');
});

test('polling pauses while the tab is hidden and catches up when it returns', async ({ page, mockRequests }) => {
  await page.clock.install({ time: RECORDED_AT });
  await openPage(page, 'radio-home');
  await expect(page.locator(songLine)).toHaveText('Nena - 99 Luftballons');
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await page.clock.fastForward(120_000);
  expect(mockRequests.count(/\/last_songs/)).toBe(1);
  await setHidden(false);
  await expect.poll(() => mockRequests.count(/\/last_songs/)).toBe(2);
  await expect(page.locator(songLine)).not.toHaveText('Nena - 99 Luftballons');
});

test('the same file works as a userscript at document-start', async ({ page }) => {
  await page.addInitScript({ content: readFileSync('dist/site-client.user.js', 'utf8') });
  await openPage(page, 'radio-home', 'default', '&bundle=none');
  await expect(page.locator(songLine)).toHaveText('Nena - 99 Luftballons');
  expect(await page.locator('script[src*="site-client"]').count()).toBe(0);
});

test('a second copy of the bundle on the page stays idle', async ({ page, mockRequests }) => {
  await page.addInitScript({ content: readFileSync('dist/site-client.user.js', 'utf8') });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.clock.install({ time: RECORDED_AT });
  await openPage(page, 'radio-home');
  await expect(page.locator(songLine)).toHaveText('Nena - 99 Luftballons');
  expect(warnings.some((line) => line.includes('already running'))).toBe(true);
  expect(mockRequests.count(/\/last_songs/)).toBe(1);
});
