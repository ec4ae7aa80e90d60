/**
 * The theme's list blocks in Chromium through the harness (magazine-home): next/prev and the
 * quick filter (replace), load more and infinite scroll (append), at 375, 768 and 1280 px; the
 * request counts (cache, double clicks, a newer filter aborting an older one), error and retry,
 * hostile HTML, notices, empty and last pages, bookmarks on loaded posts, keyboard focus, axe.
 */
import type { Page, Request } from '@playwright/test';
import { listPage } from '../../harness/mocks/theme-lists';
import { HOSTILE_RAN_FLAG, LIST_SLOW_DELAY_MS } from '../../harness/scenario-sets/theme-lists';
import { strings } from '../../src/core/strings';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

const q = (fields: Record<string, string>) => new Map(Object.entries(fields));
const titles = (fields: Record<string, string>, page: number) => listPage(q(fields), page).posts.map((post) => post.title);
const ids = (fields: Record<string, string>, page: number) => listPage(q(fields), page).posts.map((post) => post.id);
const HOME_1 = { categories: '2,3,4,5', posts_per_page: '4' };
const POLITIK = { category: '2', posts_per_page: '4' };
const WISSEN = { category: '4', posts_per_page: '3' };
const REISE_KULTUR = { categories: '5,6', posts_per_page: '3' };

/** The list actions the page sent, as "action page_next|category". */
function listRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/admin-ajax.php') || request.method() !== 'POST') return;
    const fields = new URLSearchParams(request.postData() ?? '');
    const action = fields.get('action');
    if (action === 'quick_filter') seen.push(`quick_filter ${fields.get('data[category]')}/${fields.get('data[tags]')}`);
    if (action === 'live_pagination') seen.push(`live_pagination ${fields.get('data[uuid]')} ${fields.get('data[page_next]')}`);
  });
  return seen;
}

const shownTitles = (page: Page, block: string) => page.locator(`#${block} .content-inner > .p-wrap .entry-title a`).allTextContents();
const filterLink = (page: Page, name: string) => page.locator('#ajax_filter_uid_home_1 a.quick-filter-link', { hasText: name });

async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 768, 1280]) {
  test.describe(`list blocks at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('next/prev replace the posts; going back and "Alle" cost no request', async ({ page }) => {
      const requests = listRequests(page);
      await openPage(page, 'magazine-home');
      const prev = page.locator('#uid_home_1 .ajax-prev');
      const next = page.locator('#uid_home_1 .ajax-next');
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await expect(prev).toHaveAttribute('role', 'button');
      await next.click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 2));
      await expect(prev).not.toHaveAttribute('aria-disabled');
      await expect(page.locator('#uid_home_1')).not.toHaveAttribute('aria-busy');
      await prev.click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 1));
      await next.click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 2));
      expect(requests).toEqual(['live_pagination uid_home_1 2']);
      await noHorizontalOverflow(page);
      await expectNoAxeViolations(page, '#uid_home_1');
    });

    test('the quick filter: categories, "Alle" and a tag, page reset to 1', async ({ page }) => {
      const requests = listRequests(page);
      await openPage(page, 'magazine-home');
      await expect(filterLink(page, 'Politik')).toBeVisible();
      await page.locator('#uid_home_1 .ajax-next').click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 2));
      await filterLink(page, 'Politik').click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(POLITIK, 1));
      await expect(filterLink(page, 'Politik')).toHaveAttribute('aria-pressed', 'true');
      await expect(filterLink(page, 'Alle')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('#uid_home_1 .ajax-prev')).toHaveAttribute('aria-disabled', 'true');
      await page.locator('#uid_home_1 .ajax-next').click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(POLITIK, 2));
      await expect(page.locator('#uid_home_1 .ajax-next')).toHaveAttribute('aria-disabled', 'true');
      await filterLink(page, 'Alle').click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 1));
      await filterLink(page, '#Klima').click();
      await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles({ ...HOME_1, tags: 'klima' }, 1));
      expect(requests).toEqual(['live_pagination uid_home_1 2', 'quick_filter 2/', 'live_pagination uid_home_1 2', 'quick_filter 0/klima']);
      await noHorizontalOverflow(page);
      await expectNoAxeViolations(page, '#uid_home_1');
    });

    test('load more appends until the last page, then hides itself', async ({ page }) => {
      const requests = listRequests(page);
      await openPage(page, 'magazine-home');
      const more = page.locator('#uid_home_2 .loadmore-link');
      await more.click();
      await expect.poll(() => shownTitles(page, 'uid_home_2')).toEqual([...titles(WISSEN, 1), ...titles(WISSEN, 2)]);
      await expect(page.locator(`#uid_home_2 a[href="#post-${ids(WISSEN, 2)[0]}"]`)).toBeFocused();
      await more.click();
      await expect.poll(async () => (await shownTitles(page, 'uid_home_2')).length).toBe(7);
      await expect(page.locator('#uid_home_2 .pagination-loadmore')).toBeHidden();
      expect(requests).toEqual(['live_pagination uid_home_2 2', 'live_pagination uid_home_2 3']);
      await noHorizontalOverflow(page);
      await expectNoAxeViolations(page, '#uid_home_2');
    });

    test('infinite scroll loads when 99 % of the block is passed, and stops at the end', async ({ page }) => {
      const requests = listRequests(page);
      await openPage(page, 'magazine-home');
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      for (let round = 0; round < 6 && (await shownTitles(page, 'uid_home_3')).length < 10; round += 1) {
        await page.locator('#uid_home_3 .content-inner > .p-wrap').last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(250);
      }
      await expect.poll(() => shownTitles(page, 'uid_home_3')).toEqual([1, 2, 3, 4].flatMap((n) => titles(REISE_KULTUR, n)));
      await expect(page.locator('#uid_home_3 .pagination-infinite')).toBeHidden();
      expect(requests).toEqual(['live_pagination uid_home_3 2', 'live_pagination uid_home_3 3', 'live_pagination uid_home_3 4']);
      await expectNoAxeViolations(page, '#uid_home_3');
    });
  });
}

test.describe('list blocks: requests, failures and reader features', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a double click is one request; the loader shows while the slow answer runs', async ({ page }) => {
    const requests = listRequests(page);
    await openPage(page, 'magazine-home', 'theme-lists-slow');
    await page.locator('#uid_home_2 .loadmore-link').dblclick();
    await expect(page.locator('#uid_home_2 .block-loader')).toBeVisible();
    await expect(page.locator('#uid_home_2')).toHaveAttribute('aria-busy', 'true');
    await page.locator('#uid_home_2 .loadmore-link').click();
    await expect.poll(async () => (await shownTitles(page, 'uid_home_2')).length, { timeout: LIST_SLOW_DELAY_MS * 3 }).toBe(6);
    await expect(page.locator('#uid_home_2 .block-loader')).toHaveCount(0);
    expect(requests).toEqual(['live_pagination uid_home_2 2']);
  });

  test('next/prev fades the posts and shows the loader until the swap', async ({ page }) => {
    await openPage(page, 'magazine-home', 'theme-lists-slow');
    await page.locator('#uid_home_1 .ajax-next').click();
    await expect(page.locator('#uid_home_1')).toHaveClass(/is-replacing/);
    await expect(page.locator('#uid_home_1 .content-wrap > .block-loader')).toBeVisible();
    expect(Number(await page.locator('#uid_home_1 .content-inner').evaluate((inner) => getComputedStyle(inner).opacity))).toBeLessThan(1);
    await expect.poll(() => shownTitles(page, 'uid_home_1'), { timeout: LIST_SLOW_DELAY_MS * 3 }).toEqual(titles(HOME_1, 2));
    await expect(page.locator('#uid_home_1')).not.toHaveClass(/is-replacing/);
  });

  test('a newer filter choice aborts the older request and wins', async ({ page }) => {
    const requests = listRequests(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/admin-ajax.php')) failed.push(request.url());
    });
    await openPage(page, 'magazine-home', 'theme-lists-slow');
    await filterLink(page, 'Politik').click();
    await filterLink(page, 'Wirtschaft').click();
    await expect.poll(() => shownTitles(page, 'uid_home_1'), { timeout: LIST_SLOW_DELAY_MS * 3 }).toEqual(titles({ category: '3', posts_per_page: '4' }, 1));
    await expect(filterLink(page, 'Wirtschaft')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(LIST_SLOW_DELAY_MS);
    await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles({ category: '3', posts_per_page: '4' }, 1));
    expect(requests).toEqual(['quick_filter 2/', 'quick_filter 3/']);
    expect(failed).toHaveLength(1);
  });

  test('a 500 shows the error with retry; the flag resets; retry works once the server is back', async ({ page }) => {
    const requests = listRequests(page);
    await openPage(page, 'magazine-home', 'theme-lists-500');
    await page.locator('#uid_home_1 .ajax-next').click();
    const error = page.locator('#uid_home_1 .block-error');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toContainText(strings.themeLists.loadFailed);
    await expect(page.locator('#uid_home_1 .block-loader')).toHaveCount(0);
    await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 1));
    await expectNoAxeViolations(page, '#uid_home_1');
    // The server recovers: the same request, now answered by the default scenario.
    await page.route('**/mock/theme-lists-500/**', (route) => route.continue({ url: route.request().url().replace('/mock/theme-lists-500/', '/mock/default/') }));
    await page.getByRole('button', { name: strings.themeLists.retry }).click();
    await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(HOME_1, 2));
    await expect(error).toHaveCount(0);
    await expect(page.locator(`#uid_home_1 a[href="#post-${ids(HOME_1, 2)[0]}"]`)).toBeFocused();
    expect(requests).toEqual(['live_pagination uid_home_1 2', 'live_pagination uid_home_1 2']);
  });

  for (const scenario of ['theme-lists-malformed', 'theme-lists-timeout']) {
    test(`${scenario}: the error shows and the block keeps working`, async ({ page }) => {
      test.setTimeout(40_000);
      await openPage(page, 'magazine-home', scenario);
      await filterLink(page, 'Wissen').click();
      await expect(page.locator('#uid_home_1 .block-error')).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('#uid_home_1')).not.toHaveAttribute('aria-busy');
      await expect(filterLink(page, 'Alle')).toHaveAttribute('aria-pressed', 'true');
      // "Alle" is the printed page: it needs no request and clears the error.
      await filterLink(page, 'Alle').click();
      await expect(page.locator('#uid_home_1 .block-error')).toHaveCount(0);
    });
  }

  test('hostile HTML never runs; the posts and the notice arrive cleaned', async ({ page }) => {
    await openPage(page, 'magazine-home', 'theme-lists-hostile');
    await page.locator('#uid_home_2 .loadmore-link').click();
    await expect.poll(async () => (await shownTitles(page, 'uid_home_2')).length).toBe(6);
    await page.waitForTimeout(300);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_RAN_FLAG)).toBeUndefined();
    await expect(page.locator('#uid_home_2 script, #uid_home_2 iframe, #uid_home_2 [onerror], #uid_home_2 [onload]')).toHaveCount(0);
    await expect(page.locator('#uid_home_2 .block-notice')).toHaveCount(1);
  });

  test('a notice follows the loaded posts; empty and last pages end the controls', async ({ page }) => {
    await openPage(page, 'magazine-home', 'theme-lists-notice');
    await page.locator('#uid_home_1 .ajax-next').click();
    await expect(page.locator('#uid_home_1 .content-inner > .block-notice')).toContainText('Wartungsarbeiten');
    await openPage(page, 'magazine-home', 'theme-lists-empty');
    await filterLink(page, 'Kultur').click();
    await expect(page.locator('#uid_home_1 .block-empty')).toHaveText(strings.themeLists.empty);
    await expect(page.locator('#uid_home_1 .ajax-next')).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, '#uid_home_1');
    await openPage(page, 'magazine-home', 'theme-lists-last-page');
    await page.locator('#uid_home_2 .loadmore-link').click();
    await expect(page.locator('#uid_home_2 .pagination-loadmore')).toBeHidden();
  });

  test('bookmarks work on loaded posts (the attach registry mounts them)', async ({ page, context }) => {
    await openPage(page, 'magazine-home');
    await page.locator('#uid_home_2 .loadmore-link').click();
    const id = ids(WISSEN, 2)[0] ?? 0;
    const button = page.locator(`#uid_home_2 .bookmark-item[data-bookmarkid="${id}"]`);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveClass(/added/);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'RBBookmarkData');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '[]'))).toContain(id);
  });

  test('keyboard: Enter and Space on the controls, focus to the first new post', async ({ page }) => {
    await openPage(page, 'magazine-home');
    await page.locator('#uid_home_1 .ajax-next').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#uid_home_1 a[href="#post-${ids(HOME_1, 2)[0]}"]`)).toBeFocused();
    await filterLink(page, 'Politik').focus();
    await page.keyboard.press(' ');
    await expect.poll(() => shownTitles(page, 'uid_home_1')).toEqual(titles(POLITIK, 1));
    await expect(filterLink(page, 'Politik')).toBeFocused();
  });
});
