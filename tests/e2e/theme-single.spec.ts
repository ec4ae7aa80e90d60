/**
 * The single-post infinite load in Chromium through the harness: the chain of next posts (with
 * the rbsnp flag, one request at a time, ending at the last post), the address and title
 * following the article in view without adding history entries, one page view per new article
 * to gtag or dataLayer, the failures with their retry, hostile pages, and the layout at 375,
 * 768 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { documentTitle, FIRST_POST, NEXT_POSTS } from '../../harness/mocks/theme-posts';
import { HOSTILE_RAN_FLAG } from '../../harness/scenario-sets/theme-single';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

const PAGE = 'magazine-single';
const ARTICLES = '#single-post-infinite > .single-p-outer';
const [NACHTZUG, WALD, MIETEN] = NEXT_POSTS;
if (!NACHTZUG || !WALD || !MIETEN) throw new Error('the chain has three next posts');
const pathOf = (permalink: string) => new URL(permalink).pathname;

/** Next-post page requests (the permalinks' mock paths), as sent. */
function recordPostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/mock\/[^/]+\/www\.magazin\.example\/20\d\d\//.test(url.pathname)) seen.push(url.pathname + url.search);
  });
  return seen;
}

const articleIds = (page: Page) => page.locator(ARTICLES).evaluateAll((articles) => articles.map((article) => article.getAttribute('data-postid')));
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
/** Scroll so that the article's headline sits near the top, where the reader reads it. */
const readArticle = (page: Page, postId: number) =>
  page.evaluate((id) => {
    const heading = document.querySelector(`.single-p-outer[data-postid="${id}"]`);
    if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80);
  }, postId);

const GTAG_STUB = `window.__pageViews = []; window.gtag = function () { window.__pageViews.push(Array.prototype.slice.call(arguments)); };`;
const DATALAYER_STUB = `window.dataLayer = [];`;

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the chain loads to the last post, one request each with rbsnp=1, and fits the width', async ({ page }) => {
      const requests = recordPostRequests(page);
      await openPage(page, PAGE);
      await expect(page.locator(ARTICLES)).toHaveCount(1);
      // On narrow screens the sidebar sits below the articles, so the page's bottom is past the
      // end of the last article and one scroll there may pull in several posts in turn.
      await expect
        .poll(async () => {
          await scrollToEnd(page);
          return page.locator(ARTICLES).count();
        }, { timeout: 15_000 })
        .toBe(4);
      expect(await articleIds(page)).toEqual(['2841', '2837', '2833', '2829']);
      await scrollToEnd(page);
      await page.waitForTimeout(500);
      expect(requests).toEqual([NACHTZUG, WALD, MIETEN].map((post) => `/mock/default/www.magazin.example${pathOf(post.permalink)}?rbsnp=1`));
      await expect(page.locator('#single-post-infinite')).toHaveAttribute('data-nextposturl', '');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator(`${ARTICLES}[data-postid="2837"] h1`)).toHaveText(NACHTZUG.title);
    });
  });
}

test.describe('single infinite at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('address and title follow the article in view (replaceState); gtag gets one page_view per new article', async ({ page }) => {
    await page.addInitScript({ content: GTAG_STUB });
    await openPage(page, PAGE);
    const start = page.url();
    const historyLength = await page.evaluate(() => history.length);
    await scrollToEnd(page);
    await expect(page.locator(ARTICLES)).toHaveCount(2);
    await readArticle(page, NACHTZUG.id);
    await expect(page).toHaveURL(new RegExp(`/mock/default/www\\.magazin\\.example${pathOf(NACHTZUG.permalink)}$`));
    await expect(page).toHaveTitle(documentTitle(NACHTZUG));
    await readArticle(page, FIRST_POST.id);
    await expect(page).toHaveURL(start);
    await expect(page).toHaveTitle(documentTitle(FIRST_POST));
    await readArticle(page, NACHTZUG.id);
    await expect(page).toHaveTitle(documentTitle(NACHTZUG));
    const views = await page.evaluate(() => (window as unknown as { __pageViews: unknown[][] }).__pageViews.filter((call) => call[1] === 'page_view'));
    expect(views).toEqual([
      ['event', 'page_view', { page_title: documentTitle(NACHTZUG), page_location: expect.stringContaining(pathOf(NACHTZUG.permalink)) as unknown, page_path: expect.stringContaining(pathOf(NACHTZUG.permalink)) as unknown }],
    ]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('a page with only dataLayer gets the page_view there', async ({ page }) => {
    await page.addInitScript({ content: DATALAYER_STUB });
    await openPage(page, PAGE);
    await scrollToEnd(page);
    await expect(page.locator(ARTICLES)).toHaveCount(2);
    await readArticle(page, NACHTZUG.id);
    await expect(page).toHaveTitle(documentTitle(NACHTZUG));
    const pushed = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string; page_title?: string }[] }).dataLayer.filter((entry) => entry.event === 'page_view'));
    expect(pushed.map((entry) => entry.page_title)).toEqual([documentTitle(NACHTZUG)]);
  });

  for (const scenario of ['theme-single-404', 'theme-single-500', 'theme-single-malformed']) {
    test(`${scenario}: a retry notice at the end, no loop; the retry asks again`, async ({ page }) => {
      const requests = recordPostRequests(page);
      await openPage(page, PAGE, scenario);
      await scrollToEnd(page);
      await expect(page.locator('.single-infinite-error')).toContainText(strings.themeSingle.failed);
      await expect(page.locator('.single-infinite-status')).toHaveCount(0);
      await expectNoAxeViolations(page, '.single-infinite-tail');
      for (let i = 0; i < 3; i += 1) {
        await page.evaluate(() => window.scrollBy(0, -400));
        await scrollToEnd(page);
      }
      await page.waitForTimeout(500);
      expect(requests).toHaveLength(1);
      await page.locator('.single-infinite-retry').click();
      await expect.poll(() => requests.length).toBe(2);
      await expect(page.locator('.single-infinite-error')).toBeVisible();
      await expect(page.locator(ARTICLES)).toHaveCount(1);
    });
  }

  test('a failed load, then the retry appends the post', async ({ page }) => {
    let first = true;
    await page.route('**/www.magazin.example/2024/05/01/rueckkehr-der-nachtzuege/*', async (route) => {
      if (first) {
        first = false;
        await route.fulfill({ status: 500, body: 'Internal Server Error' });
      } else await route.continue();
    });
    await openPage(page, PAGE);
    await scrollToEnd(page);
    await page.locator('.single-infinite-retry').click();
    await expect(page.locator(`${ARTICLES}[data-postid="2837"]`)).toBeVisible();
    await expect(page.locator('.single-infinite-error')).toHaveCount(0);
  });

  test('theme-single-timeout: the loader, then after 8 s the retry notice', async ({ page }) => {
    await openPage(page, PAGE, 'theme-single-timeout');
    await scrollToEnd(page);
    await expect(page.locator('.single-infinite-status')).toHaveText(strings.themeSingle.loading);
    await expect(page.locator('.single-infinite-retry')).toBeVisible({ timeout: 12_000 });
  });

  test('theme-single-hostile: the article is appended, nothing hostile runs', async ({ page }) => {
    await openPage(page, PAGE, 'theme-single-hostile');
    await scrollToEnd(page);
    await expect(page.locator(`${ARTICLES}[data-postid="2837"]`)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_RAN_FLAG)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__nextPostPageScriptRan'])).toBeUndefined();
    await expect(page.locator(`${ARTICLES}[data-postid="2837"] :is(script, [onerror], [onload], a[href^="javascript"])`)).toHaveCount(0);
  });

  test('theme-single-last and theme-single-offsite: the chain ends after the first next post', async ({ page }) => {
    for (const scenario of ['theme-single-last', 'theme-single-offsite']) {
      const requests = recordPostRequests(page);
      await openPage(page, PAGE, scenario);
      await scrollToEnd(page);
      await expect(page.locator(ARTICLES)).toHaveCount(2);
      await scrollToEnd(page);
      await page.waitForTimeout(500);
      expect(requests.filter((path) => path.startsWith(`/mock/${scenario}/`))).toHaveLength(1);
      await expect(page.locator(ARTICLES)).toHaveCount(2);
    }
  });

  test('reader features attach to the appended article (its bookmark button works)', async ({ page }) => {
    await openPage(page, PAGE);
    await scrollToEnd(page);
    const bookmark = page.locator(`${ARTICLES}[data-postid="2837"] .bookmark-item`);
    await expect(bookmark).toBeVisible();
    await bookmark.click();
    await expect(bookmark).toHaveClass(/added/);
  });
});
