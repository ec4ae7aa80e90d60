/**
 * What the harness adds to a page beside the bundle, in real Chromium: a reload of an address the
 * page changed by itself stays in the harness, and the radio's programme pages run on the
 * recording's clock unless a test sets its own.
 */
import type { Page } from '@playwright/test';
import { FIRST_POST, NEXT_POSTS } from '../../harness/mocks/theme-posts';
import { expect, openPage, test } from './harness-fixtures';

const [NACHTZUG] = NEXT_POSTS;

test.describe('reload after the address changed', () => {
  /** Scroll until the first next post is appended, then read it, so its permalink is the address. */
  async function readNextPost(page: Page): Promise<void> {
    const next = page.locator(`.single-p-outer[data-postid="${NACHTZUG!.id}"]`);
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return next.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    const mockPath = `/mock/theme-adblock-404/www.magazin.example${new URL(NACHTZUG!.permalink).pathname}`;
    await expect
      .poll(async () => {
        await next.evaluate((article) => window.scrollTo(0, article.getBoundingClientRect().top + window.scrollY - 80));
        return new URL(page.url()).pathname;
      })
      .toBe(mockPath);
  }

  test('the single-post infinite load’s address reloads as the harness page, same scenario, with the bundle', async ({ page }) => {
    test.setTimeout(90_000);
    await openPage(page, 'magazine-single', 'theme-adblock-404');
    await readNextPost(page);
    await page.reload();
    await expect(page).toHaveURL(/\/pages\/magazine-single\?scenario=theme-adblock-404$/);
    await page.evaluate(() => window.siteClient?.ready);
    expect(await page.evaluate(() => typeof window.siteClient)).toBe('object');
    await expect(page.locator('script[src="/site-client.user.js"]')).toHaveCount(1);
    // The scenario's mocks answer again: the permalinks point at its mock path.
    await expect(page.locator(`.single-p-outer[data-postid="${FIRST_POST.id}"]`)).toHaveCount(1);
    await expect(page.locator('#single-post-infinite')).toHaveAttribute(
      'data-nextposturl',
      new RegExp(`/mock/theme-adblock-404/www\\.magazin\\.example${new URL(NACHTZUG!.permalink).pathname}$`),
    );
  });

  test('any replaceState to a post permalink on the mock path reloads inside the harness', async ({ page }) => {
    await openPage(page, 'magazine-single', 'theme-adblock-404');
    await page.evaluate(
      (path) => history.replaceState(null, '', path),
      `/mock/theme-adblock-404/www.magazin.example${new URL(NACHTZUG!.permalink).pathname}`,
    );
    await page.reload();
    await expect(page).toHaveURL(/\/pages\/magazine-single\?scenario=theme-adblock-404$/);
    await expect(page.locator('script[src="/site-client.user.js"]')).toHaveCount(1);
  });

  test('the bundle’s own fetch of the permalink still gets the bare next post', async ({ page }) => {
    await openPage(page, 'magazine-single');
    const answer = await page.evaluate(
      async (path) => (await fetch(`${path}?rbsnp=1`)).text(),
      `/mock/default/www.magazin.example${new URL(NACHTZUG!.permalink).pathname}`,
    );
    expect(answer).toContain(`data-postid="${NACHTZUG!.id}"`);
    expect(answer).not.toContain('site-client.user.js');
  });
});

test.describe('the radio’s programme pages run on the recording’s clock', () => {
  const ph = (page: Page, field: string) => page.locator(`.api_lfm_${field}`);

  test('radio-home: the recorded current song plays at the pinned moment, and “Heute” is the recording’s Thursday', async ({
    page,
    mockRequests,
  }) => {
    await openPage(page, 'radio-home');
    const now = await page.evaluate(() => Date.now());
    expect(now).toBeGreaterThanOrEqual(Date.parse('2020-11-26T15:30:00+01:00'));
    expect(now).toBeLessThan(Date.parse('2020-11-26T15:31:38+01:00'));
    await expect(page.locator('#b80er-songinfo')).toHaveText('Nena - 99 Luftballons');
    await expect(ph(page, 'current_title')).toHaveText('99 Luftballons');
    await expect(ph(page, 'current_playlist_name')).toHaveText('Die 80er am Nachmittag');
    await expect(ph(page, 'next_playlist_day')).toHaveText('Heute');
    await expect(ph(page, 'schedule_today')).toContainText('15:00 Uhr - 18:00 Uhr Die 80er am Nachmittag');
    // The song and the schedule's Thursday are what the mock answered for the page's own clock.
    const stamp = Number(new URL(mockRequests.all().find((url) => url.includes('/last_songs'))!).searchParams.get('_'));
    expect(new Date(stamp).toISOString()).toMatch(/^2020-11-26T14:3[01]/);
  });

  test('radio-schedule: “Jetzt im Programm” is the show on air at the recording’s moment', async ({ page }) => {
    await openPage(page, 'radio-schedule');
    await expect(ph(page, 'current_playlist_name')).toHaveText('Die 80er am Nachmittag');
    await expect(ph(page, 'current_playlist_day')).toHaveText('Heute');
    await expect(ph(page, 'next_playlist_day')).toHaveText('Heute');
  });

  test('a test’s own clock wins over the page’s default moment', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-01-01T12:00:00Z') });
    await openPage(page, 'radio-home');
    expect(await page.evaluate(() => new Date().toISOString())).toMatch(/^2031-01-01T12:0/);
  });

  test('cookies written on the pinned clock keep their lifetime in the real cookie jar', async ({ page, context }) => {
    await openPage(page, 'radio-home');
    await page.evaluate(() => {
      document.cookie = `harness-probe=1; path=/; expires=${new Date(Date.now() + 86_400_000).toUTCString()}`;
    });
    const probe = (await context.cookies()).find((cookie) => cookie.name === 'harness-probe');
    expect(probe).toBeDefined();
    expect(Math.round((probe!.expires * 1000 - Date.now()) / 3_600_000)).toBe(24);
    expect(await page.evaluate(() => document.cookie)).toContain('harness-probe=1');
  });

  test('the articles keep the real clock', async ({ page }) => {
    await openPage(page, 'radio-article');
    expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
  });
});
