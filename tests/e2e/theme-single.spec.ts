/**
 * The single post in Chromium through the harness, on the theme's real markup (REAL-MARKUP §13,
 * §23): the infinite load follows the `data-nextposturl` of each fetched `.single-p-outer` (bare
 * `?rbsnp=1` answers) to the last post, then the wrapper loses its id and the load point goes;
 * the answers' `sb-infinite` sidebars stay with CSS; the address and title follow the article in
 * view and the trackers get the path as the theme sent it; failures with their retry, hostile
 * answers. (The parallax featured image: theme-parallax.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { PLAYER_SANDBOX } from '../../src/core/embed-sources';
import { strings } from '../../src/core/strings';
import { documentTitle, FIRST_POST, headlineTitle, NEXT_POSTS } from '../../harness/mocks/theme-posts';
import { HOSTILE_RAN_FLAG } from '../../harness/scenario-sets/theme-single';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';
import { scrollToEnd } from './scroll-to-end';

// The harness shares two cores with other runs: generous limits, nothing timed.
test.describe.configure({ timeout: 90_000 });

const PAGE = 'magazine-single';
const WRAPPER = '.single-post-infinite';
const ARTICLES = `${WRAPPER} > .single-p-outer`;
const POINT = '#single-infinite-point';
const [NACHTZUG, WALD, MIETEN] = NEXT_POSTS;
if (!NACHTZUG || !WALD || !MIETEN) throw new Error('the chain has three next posts');
const pathOf = (permalink: string) => new URL(permalink).pathname;
const mockPath = (permalink: string, scenario = 'default') => `/mock/${scenario}/www.magazin.example${pathOf(permalink)}`;

/** Next-post requests (the permalinks' mock paths), as sent. */
function recordPostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/mock\/[^/]+\/www\.magazin\.example\/20\d\d\//.test(url.pathname))
      seen.push(url.pathname + url.search);
  });
  return seen;
}

const articleIds = (page: Page) =>
  page.locator(ARTICLES).evaluateAll((articles) => articles.map((article) => article.getAttribute('data-postid')));
/** Scroll so that the article's top sits near the top of the viewport, where the reader reads it. */
const readArticle = (page: Page, postId: number) =>
  page.evaluate((id) => {
    const article = document.querySelector(`.single-p-outer[data-postid="${id}"]`);
    if (article) window.scrollTo({ top: article.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
  }, postId);

/** The trackers the theme fed (global.js updateGA), recording their calls. */
const TRACKER_STUBS = `window.__calls = [];
window._gaq = { push: function (entry) { window.__calls.push(['_gaq'].concat(entry)); } };
window.ga = function () { window.__calls.push(['ga'].concat(Array.prototype.slice.call(arguments))); };
window.__gaTracker = function () { window.__calls.push(['__gaTracker'].concat(Array.prototype.slice.call(arguments))); };
window.googletag = { pubads: function () { return { refresh: function () { window.__calls.push(['googletag', 'refresh']); } }; } };`;

test('a next post keeps the YouTube embed WordPress printed in it (through sanitize), wrapped like the first post’s', async ({ page }) => {
  await openPage(page, PAGE);
  const nachtzug = page.locator(`${ARTICLES}[data-postid="${NACHTZUG.id}"]`);
  await expect
    .poll(
      async () => {
        await scrollToEnd(page);
        return nachtzug.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  const embed = nachtzug.locator('.entry-content > .rb-ires.is-loaded > iframe');
  await expect(embed).toHaveCount(1);
  await expect(embed).toHaveAttribute('src', /\/mock\/[^/]+\/www\.youtube\.com\/embed\/aqz-KE-bpKQ/);
  await expect(embed).toHaveAttribute('title', 'Im Schlafwagen von Wien nach Brüssel');
  // Sandboxed as a player (core/embed-sources.ts), and the player still runs its script with its storage.
  await expect(embed).toHaveAttribute('sandbox', PLAYER_SANDBOX);
  await expect(embed.contentFrame().locator('body')).toHaveAttribute('data-player-script', 'ran');
  await expect(embed.contentFrame().locator('body')).toHaveAttribute('data-video-service', 'YouTube');
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the chain follows each fetched .single-p-outer’s data-nextposturl to the last post, then removes the point', async ({ page }) => {
      const requests = recordPostRequests(page);
      await openPage(page, PAGE);
      await expect(page.locator('#single-post-infinite')).toHaveCount(1);
      await expect(page.locator(`${POINT} .loadmore-animation`)).toBeAttached();
      await expect
        .poll(
          async () => {
            await scrollToEnd(page);
            return page.locator(ARTICLES).count();
          },
          { timeout: 60_000 },
        )
        .toBe(4);
      expect(await articleIds(page)).toEqual(['2841', '2837', '2833', '2829']);
      // Every appended container is the answer's own, naming its successor ("" for the last).
      const served = `http://127.0.0.1:${new URL(page.url()).port}`;
      const nexts = await page
        .locator(`${ARTICLES}:not(:first-child)`)
        .evaluateAll((articles) => articles.map((article) => article.getAttribute('data-nextposturl')));
      expect(nexts).toEqual([`${served}${mockPath(WALD.permalink)}`, `${served}${mockPath(MIETEN.permalink)}`, '']);
      await scrollToEnd(page);
      await page.waitForTimeout(400);
      expect(requests).toEqual([NACHTZUG, WALD, MIETEN].map((post) => `${mockPath(post.permalink)}?rbsnp=1`));
      // The theme's end of the chain: the wrapper keeps its class but loses its id; the point is gone.
      await expect(page.locator('#single-post-infinite')).toHaveCount(0);
      await expect(page.locator(WRAPPER)).toHaveCount(1);
      await expect(page.locator(POINT)).toHaveCount(0);
      await expect(page.locator(`${ARTICLES}[data-postid="2837"] h1.entry-title`)).toHaveText(NACHTZUG.title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('single infinite at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the answers’ sb-infinite sidebars are left to CSS; the page’s own sidebar is the script’s', async ({ page }) => {
    await openPage(page, PAGE);
    await scrollToEnd(page);
    await expect(page.locator(ARTICLES)).toHaveCount(2);
    const appended = page.locator(`${ARTICLES}[data-postid="2837"] aside.rbc-sidebar.sb-infinite.sidebar-sticky`);
    await expect(appended).toHaveCount(1);
    await readArticle(page, NACHTZUG.id);
    await page.evaluate(() => window.scrollBy({ top: 600, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await expect(appended).not.toHaveAttribute('data-sticky-state');
    await expect(appended.locator('.sidebar-inner')).not.toHaveAttribute('style');
    await expect(appended.locator('.clearfix')).toHaveCount(0);
    expect(await appended.locator('.sidebar-inner').evaluate((inner) => getComputedStyle(inner).position)).toBe('sticky');
    // The first post's sidebar is driven by the bundle (inline placement, its clearfix).
    await expect(page.locator(`${ARTICLES}[data-postid="2841"] aside.sidebar-sticky > .clearfix`)).toHaveCount(1);
  });

  test('the loader shows while a post loads; address and title follow the article in view; the trackers get its path once', async ({
    page,
  }) => {
    await page.addInitScript({ content: TRACKER_STUBS });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${mockPath(NACHTZUG.permalink)}?rbsnp=1`, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, PAGE);
    const start = page.url();
    const historyLength = await page.evaluate(() => history.length);
    await scrollToEnd(page);
    // (The client gives up after 8 s: check at once, then let the answer through.)
    await expect(page.locator(`${POINT} .single-infinite-status`)).toHaveText(strings.themeSingle.loading);
    expect(await page.locator(`${POINT} .loadmore-animation`).evaluate((element) => getComputedStyle(element).display)).toBe('block');
    release();
    await expect(page.locator(ARTICLES)).toHaveCount(2);
    await expect(page.locator(`${POINT} .loadmore-animation`)).toBeHidden();
    await readArticle(page, NACHTZUG.id);
    await expect(page).toHaveURL(new RegExp(`${mockPath(NACHTZUG.permalink).replace(/\./g, '\\.')}$`));
    await expect(page).toHaveTitle(headlineTitle(NACHTZUG));
    await readArticle(page, FIRST_POST.id);
    await expect(page).toHaveURL(start);
    await expect(page).toHaveTitle(documentTitle(FIRST_POST));
    await readArticle(page, NACHTZUG.id);
    await expect(page).toHaveTitle(headlineTitle(NACHTZUG));
    const path = mockPath(NACHTZUG.permalink);
    expect(await page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls)).toEqual([
      ['_gaq', '_trackPageview', path],
      ['ga', 'send', 'pageview', path],
      ['__gaTracker', 'send', 'pageview', path],
      ['googletag', 'refresh'],
    ]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  for (const scenario of ['theme-single-404', 'theme-single-malformed', 'theme-single-network']) {
    test(`${scenario}: a retry notice in the load point, no loop; the retry asks again`, async ({ page }) => {
      const requests = recordPostRequests(page);
      await openPage(page, PAGE, scenario);
      await scrollToEnd(page);
      await expect(page.locator(`${POINT} .single-infinite-error`)).toContainText(strings.themeSingle.failed);
      await expect(page.locator(`${POINT} .loadmore-animation`)).toBeHidden();
      await expectNoAxeViolations(page, POINT);
      for (let i = 0; i < 3; i += 1) {
        await page.evaluate(() => window.scrollBy({ top: -400, behavior: 'instant' }));
        await scrollToEnd(page);
      }
      await page.waitForTimeout(400);
      expect(requests).toHaveLength(1);
      await page.locator('.single-infinite-retry').click();
      await expect.poll(() => requests.length).toBe(2);
      await expect(page.locator('.single-infinite-error')).toBeVisible();
      await expect(page.locator(ARTICLES)).toHaveCount(1);
      await expect(page.locator('#single-post-infinite')).toHaveCount(1);
    });
  }

  test('a failed load, then the retry appends the post', async ({ page }) => {
    let first = true;
    await page.route(`**${mockPath(NACHTZUG.permalink)}?rbsnp=1`, async (route) => {
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

  test('theme-single-hostile: the article is appended, nothing hostile runs', async ({ page }) => {
    await openPage(page, PAGE, 'theme-single-hostile');
    await scrollToEnd(page);
    await expect(page.locator(`${ARTICLES}[data-postid="2837"]`)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_RAN_FLAG)).toBeUndefined();
    await expect(page.locator(`${ARTICLES}[data-postid="2837"] :is(script, [onerror], [onload], a[href^="javascript"])`)).toHaveCount(0);
  });

  test('theme-single-last and theme-single-offsite: the chain ends after the first next post', async ({ page }) => {
    for (const scenario of ['theme-single-last', 'theme-single-offsite']) {
      const requests = recordPostRequests(page);
      await openPage(page, PAGE, scenario);
      await scrollToEnd(page);
      await expect(page.locator(ARTICLES)).toHaveCount(2);
      await expect(page.locator(POINT)).toHaveCount(0);
      await expect(page.locator('#single-post-infinite')).toHaveCount(0);
      await scrollToEnd(page);
      await page.waitForTimeout(400);
      expect(requests.filter((path) => path.startsWith(`/mock/${scenario}/`))).toHaveLength(1);
    }
  });

  test('reader features attach to the appended article (its share link opens the 600×350 share window)', async ({ page }) => {
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { __opened: opened });
      window.open = (url?: string | URL, _target?: string, features?: string) => {
        opened.push(`${String(url)} ${features ?? ''}`);
        return { opener: null, focus: () => undefined } as unknown as Window;
      };
    });
    await openPage(page, PAGE);
    await scrollToEnd(page);
    const share = page.locator(`${ARTICLES}[data-postid="2837"] .single-bottom-share a.share-action.share-facebook`);
    await share.click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\.php\?u=.*rueckkehr-der-nachtzuege.*width=600,\s?height=350/);
    // The pop-up opened: the page itself did not follow the link (its address follows the article in view).
    expect(page.url()).not.toContain('facebook');
    await expect(page.locator(`${ARTICLES}[data-postid="2837"]`)).toHaveCount(1);
  });
});
