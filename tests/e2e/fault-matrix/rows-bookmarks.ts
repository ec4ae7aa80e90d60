/**
 * Fault-matrix rows of the reader's bookmarks page (src/reader): the list of the saved posts as
 * the page loads it, and the list asked for again after the reader removes every bookmark.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { bundleStarted } from '../harness-fixtures';
import { HOSTILE, type Interaction } from './interaction';
import { activeIn, formOf, WP_AJAX_TIMEOUT_MS } from './reader-helpers';
import { ADMIN_AJAX, JSON_TYPE } from './wordpress-requests';

/* ------------------------------------------------------------------ bookmarks page */

/** A healthy answer that is a JSON string (the theme's wp_send_json of HTML), decoded. */
function jsonString(text: string): string {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'string') throw new Error(`expected a JSON string, got ${text.slice(0, 80)}`);
  return value;
}

const BOOKMARK_COOKIE = 'RBBookmarkData';
const LIST = '#bookmarks-list';
const REMOVE_ALL = '#remove-bookmark-list';
const COUNTER = '.bookmark-section .bookmark-counter.rb-counter';
/** The saved posts' titles as the list shows them: the theme's order, newest first (posts 123 and 118). */
const SAVED_TITLES = ['40 Jahre Neue Deutsche Welle: Als Deutschland auf Deutsch sang', 'Synthesizer-Legenden: der Sound von Depeche Mode'];

/**
 * The reader has saved two posts (the theme's cookie, as jquery.cookie writes it) and opens the
 * bookmarks page: the page was first opened without it, so it is loaded again.
 */
async function openWithSavedPosts(page: Page): Promise<void> {
  const { hostname } = new URL(page.url());
  await page
    .context()
    .addCookies([{ name: BOOKMARK_COOKIE, value: encodeURIComponent(JSON.stringify([118, 123])), domain: hostname, path: '/' }]);
  await page.reload();
  await bundleStarted(page);
}

const isBookmarkList = (request: Request) => formOf(request).get('action') === 'rb_bookmark';

/** The list could not be loaded: the spec's text and the retry button, in the list. */
async function listFailed(page: Page): Promise<void> {
  await expect(page.locator(`${LIST} .bookmarks-error`)).toHaveText(strings.reader.bookmarksFailed);
  await expect(page.locator(`${LIST} .bookmarks-retry`)).toHaveText(strings.themeLists.retry);
  await expect(page.locator(LIST)).not.toHaveAttribute('aria-busy', /.*/);
}

/** The theme's empty block, alone in the list. */
async function emptyList(page: Page): Promise<void> {
  await expect(page.locator(`${LIST} .bookmark-empty h6`)).toBeVisible();
  await expect(page.locator(`${LIST} .bookmark-empty`)).toHaveCount(1);
  await expect(page.locator(`${LIST} .p-wrap`)).toHaveCount(0);
  await expect(page.locator(LIST)).not.toHaveAttribute('aria-busy', /.*/);
}

const retryList = (page: Page) => page.locator(`${LIST} .bookmarks-retry`).click();
const listWarning = /bookmarks list: rb_bookmark failed, /;
// rb_bookmark answers a JSON string of HTML (raw HTML would be taken too); a JSON object is no answer.
const listMalformed = { body: '{"success":false,"data":null}', contentType: JSON_TYPE };

/** A failed list load, the same for both rows: the notice with its retry, and the counter as `counter`. */
const listFailure = (counter: string): Pick<Interaction, 'failed' | 'warning' | 'retry' | 'timeoutMs' | 'malformed'> => ({
  async failed(page) {
    await listFailed(page);
    await expect(page.locator(COUNTER)).toHaveText(counter);
  },
  warning: listWarning,
  retry: retryList,
  timeoutMs: WP_AJAX_TIMEOUT_MS,
  malformed: listMalformed,
});

export const bookmarksPage: Interaction = {
  name: 'bookmarks page',
  page: 'radio-bookmarks',
  url: ADMIN_AJAX,
  // The saved posts' list (ids[] sent); the first load, before the reader had saved any, is not faulted.
  matches: (request) => isBookmarkList(request) && formOf(request).has('ids[]'),
  prepare: openWithSavedPosts,
  // The page load sends it (in prepare).
  act: async () => undefined,
  async succeeded(page) {
    await expect(page.locator(`${LIST} .entry-title a.p-url`)).toHaveText(SAVED_TITLES);
    await expect(page.locator(LIST)).not.toHaveAttribute('aria-busy', /.*/);
  },
  // The bookmarks themselves are kept: the counter still counts them.
  ...listFailure('2'),
  hostile: {
    answer: (healthy) =>
      JSON.stringify(
        HOSTILE.script +
          jsonString(healthy)
            .replace(/<\/h2>/g, `</h2>${HOSTILE.img}${HOSTILE.link}`)
            .replace(/<p class="entry-summary">/g, `<p class="entry-summary">${HOSTILE.text}`),
      ),
    async shown(page) {
      await expect(page.locator(`${LIST} .entry-title a.p-url`)).toHaveText(SAVED_TITLES);
      await expect(activeIn(page, LIST)).toHaveCount(0);
      // The hostile text is shown as text.
      await expect(page.locator(`${LIST} .entry-summary`).first()).toContainText('Fett & "Zitat"');
    },
  },
  overtaken: {
    // While the list is loading, the reader removes every bookmark: the slow list must not come back.
    again: (page) => page.locator(REMOVE_ALL).click(),
    async shown(page) {
      await emptyList(page);
      await expect(page.locator(COUNTER)).toHaveText('0');
    },
  },
};

/** Pages whose list of saved posts is shown: only the list requests sent after that are remove-all's. */
const listShown = new WeakSet<Page>();

export const bookmarksRemoveAll: Interaction = {
  name: 'bookmarks remove-all',
  page: 'radio-bookmarks',
  url: ADMIN_AJAX,
  // The empty list asked for after the removal (ids= sent). The page's first load sends the same
  // request, before the reader saved anything: only the requests after the list was shown count.
  matches: (request) => isBookmarkList(request) && !formOf(request).has('ids[]') && listShown.has(request.frame().page()),
  async prepare(page) {
    await openWithSavedPosts(page);
    await expect(page.locator(`${LIST} .p-wrap`)).toHaveCount(2);
    listShown.add(page);
  },
  act: (page) => page.locator(REMOVE_ALL).click(),
  async succeeded(page) {
    await emptyList(page);
    await expect(page.locator(COUNTER)).toHaveText('0');
  },
  // The removal itself is done (the cookie is gone): only the list's new state could not be loaded.
  ...listFailure('0'),
  hostile: {
    answer: (healthy) =>
      JSON.stringify(
        HOSTILE.script + jsonString(healthy).replace('</h6>', `</h6>${HOSTILE.img}${HOSTILE.link}`).replace('<p>', `<p>${HOSTILE.text}`),
      ),
    async shown(page) {
      await emptyList(page);
      await expect(activeIn(page, LIST)).toHaveCount(0);
      await expect(page.locator(`${LIST} .bookmark-empty p`)).toContainText('Fett & "Zitat"');
    },
  },
  overtaken: {
    // A second click while the first removal's list is loading asks for the same empty list: the
    // late first answer must leave one empty block, not busy (both answers are the same block).
    again: (page) => page.locator(REMOVE_ALL).click(),
    shown: emptyList,
  },
};
