/** Fault-matrix rows of the magazine theme's interactions (src/theme). */
import { expect, type Page } from '@playwright/test';
import { listPage } from '../../../harness/mocks/theme-lists';
import { NEXT_POSTS } from '../../../harness/mocks/theme-posts';
import { NO_ARTICLE_PAGE } from '../../../harness/scenario-sets/theme-single';
import { strings } from '../../../src/core/strings';
import { NEXT_POST_TIMEOUT_MS } from '../../../src/theme/single/next-post';
import { SEARCH_TIMEOUT_MS } from '../../../src/theme/search/search-rules';
import { scrollToEnd } from '../scroll-to-end';
import { HOSTILE, type Interaction } from './interaction';
import { ADMIN_AJAX, ajaxAction, JSON_TYPE, NOT_JSON } from './wordpress-requests';

const SEARCH = '.navbar-holder.is-main-nav .nav-search-live';
const SEARCH_POPUP = `${SEARCH} > .navbar-search-popup`;
const SEARCH_FIELD = `${SEARCH_POPUP} input[type=search]`;
const SEARCH_RESPONSE = `${SEARCH_POPUP} .navbar-search-response`;
const searchTitles = (page: Page) => page.locator(`${SEARCH_RESPONSE} .p-wrap .entry-title`);

const liveSearch: Interaction = {
  name: 'live search',
  page: 'magazine-single',
  url: ADMIN_AJAX,
  matches: ajaxAction('pixwell_live_search'),
  async prepare(page) {
    await page.locator(`${SEARCH} > .nav-search-link`).click();
    await expect(page.locator(SEARCH_POPUP)).toHaveClass(/show-searchform/);
  },
  act: (page) => page.locator(SEARCH_FIELD).fill('nacht'),
  succeeded: (page) =>
    expect(searchTitles(page)).toHaveText([
      'Mit dem Nachtzug nach Split: Ein Selbstversuch',
      'Rückkehr der Nachtzüge',
      'Mit dem Nachtzug nach Rom',
    ]),
  failed: (page) => expect(page.locator(`${SEARCH_RESPONSE} .live-search-error`)).toContainText(strings.themeSearch.failed),
  warning: /live search "nacht"/,
  retry: (page) => page.locator(`${SEARCH_RESPONSE} .live-search-retry`).click(),
  kept: (page) => expect(page.locator(SEARCH_FIELD)).toHaveValue('nacht'),
  timeoutMs: SEARCH_TIMEOUT_MS,
  // The theme answers a JSON string of HTML; a JSON object instead is not an answer.
  malformed: { body: '{"success":false,"data":null}', contentType: JSON_TYPE },
  hostile: {
    answer: (healthy) =>
      JSON.stringify(HOSTILE.script + (JSON.parse(healthy) as string).replace(/<\/h4>/g, `</h4>${HOSTILE.img}${HOSTILE.link}`)),
    async shown(page) {
      await expect(searchTitles(page)).toHaveCount(3);
      await expect(
        page.locator(`${SEARCH_RESPONSE} script, ${SEARCH_RESPONSE} [onerror], ${SEARCH_RESPONSE} a[href^="javascript"]`),
      ).toHaveCount(0);
    },
  },
  overtaken: {
    again: (page) => page.locator(SEARCH_FIELD).fill('Split'),
    shown: (page) => expect(searchTitles(page)).toHaveText(['Mit dem Nachtzug nach Split: Ein Selbstversuch']),
  },
};

/* ------------------------------------------------------------------ list blocks (magazine-home) */

/** The default timeout of the bundle's admin-ajax calls (src/core/wp-ajax.ts). */
const AJAX_TIMEOUT_MS = 10_000;
const titlesOf = (fields: Record<string, string>, pages: readonly number[]) =>
  pages.flatMap((n) => listPage(new Map(Object.entries(fields)), n).posts.map((post) => post.title));
const shownTitles = (page: Page, block: string) => page.locator(`#${block} .content-inner .p-wrap .entry-title a.p-url`);
const filterLink = (page: Page, name: string) => page.locator('#ajax_filter_uid_home_1 a.quick-filter-link', { hasText: name });
const HOME_1 = { categories: '2,3,4,5', posts_per_page: '4' };
const WISSEN = { category: '4', posts_per_page: '3' };
const REISE_KULTUR = { categories: '5,6', posts_per_page: '3' };
/** A list answer with the posts' titles and links made hostile (the theme's JSON, `content` holding the items). */
const hostileListAnswer = (healthy: string): string => {
  const answer = JSON.parse(healthy) as { content?: string };
  answer.content = HOSTILE.script + (answer.content ?? '').replace(/<\/h3>/g, `</h3>${HOSTILE.img}${HOSTILE.link}`);
  return JSON.stringify(answer);
};
const nothingActiveIn = (page: Page, block: string) =>
  expect(page.locator(`#${block} :is(script, [onerror], [onload], a[href^="javascript"])`)).toHaveCount(0);

/** One list block's interaction: the error box with its retry is the same for every control (list-block.ts). */
function listRow(row: {
  name: string;
  block: string;
  action: string;
  act(page: Page): Promise<void>;
  shown: string[];
}): Omit<Interaction, 'overtaken' | 'notApplicable'> {
  return {
    name: row.name,
    page: 'magazine-home',
    viewport: { width: 1280, height: 800 },
    url: ADMIN_AJAX,
    matches: ajaxAction(row.action),
    act: row.act,
    succeeded: (page) => expect(shownTitles(page, row.block)).toHaveText(row.shown),
    failed: (page) => expect(page.locator(`#${row.block} .block-error`)).toContainText(strings.themeLists.loadFailed),
    warning: new RegExp(`list block ${row.block}: ${row.action} failed`),
    retry: (page) => page.locator(`#${row.block}`).getByRole('button', { name: strings.themeLists.retry }).click(),
    timeoutMs: AJAX_TIMEOUT_MS,
    malformed: NOT_JSON,
    hostile: {
      answer: hostileListAnswer,
      async shown(page) {
        await expect(shownTitles(page, row.block)).toHaveCount(row.shown.length);
        await nothingActiveIn(page, row.block);
      },
    },
  };
}

/**
 * Scrolls the load point of the infinite block into view as a reader's wheel does, again until the
 * block asks for its next page (on a busy machine a first scroll can land before the page's frame
 * loop looks).
 */
async function scrollToInfinitePoint(page: Page): Promise<void> {
  let sent = false;
  const request = page
    .waitForRequest((candidate) => ADMIN_AJAX.test(candidate.url()) && ajaxAction('pixwell_live_pagination')(candidate), {
      timeout: 15_000,
    })
    .then(() => (sent = true));
  for (let attempt = 0; attempt < 20 && !sent; attempt += 1) {
    await page.locator('#uid_home_3 .pagination-infinite').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await Promise.race([request, page.waitForTimeout(300)]);
  }
  await request;
}

const ONE_REQUEST_AT_A_TIME = 'the block sends no second request while one is on its way (a second click is ignored, as in the theme)';

const quickFilter: Interaction = {
  ...listRow({
    name: 'list quick filter',
    block: 'uid_home_1',
    action: 'pixwell_quick_filter',
    act: (page) => filterLink(page, 'Politik').click(),
    shown: titlesOf({ category: '2', categories: '0', posts_per_page: '4' }, [1]),
  }),
  overtaken: {
    again: (page) => filterLink(page, 'Wirtschaft').click(),
    async shown(page) {
      await expect(shownTitles(page, 'uid_home_1')).toHaveText(titlesOf({ category: '3', categories: '0', posts_per_page: '4' }, [1]));
      await expect(filterLink(page, 'Wirtschaft')).toHaveClass(/is-active/);
    },
  },
};

const nextPrev: Interaction = {
  ...listRow({
    name: 'list pagination (next/prev)',
    block: 'uid_home_1',
    action: 'pixwell_live_pagination',
    act: (page) => page.locator('#uid_home_1 .ajax-next').click(),
    shown: titlesOf(HOME_1, [2]),
  }),
  notApplicable: { overtaken: ONE_REQUEST_AT_A_TIME },
};

const loadMore: Interaction = {
  ...listRow({
    name: 'list load more',
    block: 'uid_home_2',
    action: 'pixwell_live_pagination',
    act: (page) => page.locator('#uid_home_2 .loadmore-link').click(),
    shown: titlesOf(WISSEN, [1, 2]),
  }),
  notApplicable: { overtaken: ONE_REQUEST_AT_A_TIME },
};

const infinite: Interaction = {
  ...listRow({
    name: 'list infinite scroll',
    block: 'uid_home_3',
    action: 'pixwell_live_pagination',
    act: scrollToInfinitePoint,
    shown: titlesOf(REISE_KULTUR, [1, 2]),
  }),
  notApplicable: { overtaken: ONE_REQUEST_AT_A_TIME },
};

/* ------------------------------------------------------------------ single post's infinite load */

const [FIRST_NEXT] = NEXT_POSTS;
const SINGLE_POINT = '#single-infinite-point';
const singleInfinite: Interaction = {
  name: 'single-post infinite load',
  page: 'magazine-single',
  url: new RegExp(`${new URL(FIRST_NEXT?.permalink ?? 'https://x.invalid/').pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?rbsnp=1$`),
  act: (page) => scrollToEnd(page),
  succeeded: (page) => expect(page.locator(`.single-post-infinite > .single-p-outer[data-postid="${FIRST_NEXT?.id}"]`)).toBeVisible(),
  failed: (page) => expect(page.locator(`${SINGLE_POINT} .single-infinite-error`)).toContainText(strings.themeSingle.failed),
  warning: /single infinite: next post .* failed/,
  retry: (page) => page.locator('.single-infinite-retry').click(),
  timeoutMs: NEXT_POST_TIMEOUT_MS,
  // A caching plugin's error page: 200, but no article in it.
  malformed: { body: NO_ARTICLE_PAGE, contentType: 'text/html; charset=UTF-8' },
  hostile: {
    answer: (healthy) =>
      healthy
        .replace('itemprop="articleBody">', `itemprop="articleBody">${HOSTILE.script}${HOSTILE.img}${HOSTILE.link}`)
        .replace('</body>', `${HOSTILE.script}</body>`),
    async shown(page) {
      const article = page.locator(`.single-post-infinite > .single-p-outer[data-postid="${FIRST_NEXT?.id}"]`);
      await expect(article).toBeVisible();
      await expect(article.locator(':is(script, [onerror], [onload], a[href^="javascript"])')).toHaveCount(0);
    },
  },
  notApplicable: { overtaken: 'one next post is on its way at a time; the next one is asked for only once it is shown' },
};

export const themeInteractions: Interaction[] = [liveSearch, quickFilter, nextPrev, loadMore, infinite, singleInfinite];
