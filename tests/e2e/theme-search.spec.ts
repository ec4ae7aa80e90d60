/**
 * The header's search popups and live search in Chromium through the harness, on the markup the
 * theme prints (REAL-MARKUP §12): the popup (`.navbar-search-popup.header-lightbox`) is hidden by
 * the theme's CSS until a click on `.nav-search-link` adds `show-searchform`; the live search sends
 * `pixwell_live_search` and renders the JSON-string answer; the sticky copy's and the mobile bar's
 * popups; the newer request winning a race; failures with retry; hostile answers neutralised; axe.
 */
import type { Page, Request } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { HOSTILE_RAN_FLAG, SLOW_SEARCH_DELAY_MS } from '../../harness/scenario-sets/theme-search';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

const PAGE = 'magazine-single';
const HEADER_SEARCH = '.navbar-holder.is-main-nav .nav-search-live';
const LINK = `${HEADER_SEARCH} > .nav-search-link`;
const POPUP = `${HEADER_SEARCH} > .navbar-search-popup`;
const FIELD = `${POPUP} input[type=search]`;
const RESPONSE = `${POPUP} .navbar-search-response`;
/** What 'nacht' finds first (the mock searches every post the magazine's pages show, newest first). */
const NACHT_HITS = ['Mit dem Nachtzug nach Split: Ein Selbstversuch', 'Rückkehr der Nachtzüge', 'Mit dem Nachtzug nach Rom'];

/** The `s` of every pixwell_live_search request the page sends, and the ones that failed (aborted). */
function recordSearches(page: Page): { sent: string[]; failed: string[] } {
  const sent: string[] = [];
  const failed: string[] = [];
  const textOf = (request: Request) => {
    const fields = new URLSearchParams(request.postData() ?? '');
    return fields.get('action') === 'pixwell_live_search' ? (fields.get('s') ?? '') : null;
  };
  page.on('request', (request) => {
    const text = textOf(request);
    if (text !== null) sent.push(text);
  });
  page.on('requestfailed', (request) => {
    const text = textOf(request);
    if (text !== null) failed.push(text);
  });
  return { sent, failed };
}

/** Types `text` one character per input event within one task: a burst of typing without any pause. */
async function typeBurst(page: Page, field: string, text: string): Promise<void> {
  await page.locator(field).evaluate((input, typed) => {
    if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
    input.focus();
    for (const char of typed) {
      input.value += char;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }));
    }
  }, text);
}

/** Opens the desktop bar's popup through its link and waits until the theme's CSS shows it. */
async function openPopup(page: Page): Promise<void> {
  await page.locator(LINK).click();
  await expect(page.locator(POPUP)).toHaveClass(/show-searchform/);
  await expect(page.locator(POPUP)).toHaveCSS('opacity', '1');
}

const titles = (page: Page, response = RESPONSE) => page.locator(`${response} .p-wrap .entry-title`);

// The machine may be busy: generous time per test (nothing here asserts timings).
test.describe.configure({ timeout: 120_000 });

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the popup is hidden by the theme CSS and opens only through its link; Escape closes it and returns focus', async ({ page }) => {
    await openPage(page, PAGE);
    const popup = page.locator(POPUP);
    await expect(popup).toBeHidden();
    await expect(popup).toHaveCSS('visibility', 'hidden');
    await expect(page.locator(LINK)).toHaveAttribute('aria-expanded', 'false');
    // A click elsewhere in the header does not open it.
    await page.locator('.navbar-holder.is-main-nav .navbar-left').click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeHidden();
    await openPopup(page);
    await expect(popup).toBeVisible();
    await expect(page.locator(LINK)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(FIELD)).toBeFocused();
    await expect(page.locator(FIELD)).toHaveAttribute('autocomplete', 'off');
    await expect(page).toHaveURL(/magazine-single(\?|$)/);
    await page.keyboard.press('Escape');
    await expect(popup).not.toHaveClass(/show-searchform/);
    await expect(popup).toBeHidden();
    await expect(page.locator(LINK)).toBeFocused();
    await expect(page.locator(LINK)).toHaveAttribute('aria-expanded', 'false');
    // The link toggles: open, then closed again.
    await page.locator(LINK).click();
    await expect(popup).toHaveClass(/show-searchform/);
    await page.locator(LINK).click();
    await expect(popup).not.toHaveClass(/show-searchform/);
  });

  test('live search: pixwell_live_search, one request per pause, the JSON-string answer rendered; axe clean', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE);
    await openPopup(page);
    await typeBurst(page, FIELD, 'hitzeschutz');
    await expect(titles(page)).toHaveCount(2);
    await expect(page.locator(`${RESPONSE} .live-search-content .live-search-listing .rb-col-m12 .p-wrap.p-list-4`)).toHaveCount(2);
    await expect(page.locator(RESPONSE)).toBeVisible();
    expect(searches.sent).toEqual(['hitzeschutz']);
    await expect(page.locator(`${POPUP} .search-form`)).not.toHaveClass(/loading/);
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeHidden();
    const box = await page.locator(RESPONSE).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true);
    await expect(page.locator('[data-site-client-announcer]')).toHaveText('2 Ergebnisse');
    await expectNoAxeViolations(page, HEADER_SEARCH);
    await typeBurst(page, FIELD, 'x');
    await expect(page.locator(`${RESPONSE} .search-not-found`)).toBeVisible();
    expect(searches.sent).toEqual(['hitzeschutz', 'hitzeschutzx']);
    await expect(page.locator('[data-site-client-announcer]')).toHaveText('Keine Ergebnisse');
    // Emptying the field clears the results and sends nothing.
    await page.locator(FIELD).fill('');
    await expect(page.locator(RESPONSE)).toBeHidden();
    await expect(page.locator(`${RESPONSE} > *`)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(searches.sent).toEqual(['hitzeschutz', 'hitzeschutzx']);
  });

  test('theme-search-raw-html: a variant theme that echoes the HTML raw is shown like the JSON string', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE, 'theme-search-raw-html');
    await openPopup(page);
    await typeBurst(page, FIELD, 'hitzeschutz');
    await expect(titles(page)).toHaveCount(2);
    await expect(page.locator(`${RESPONSE} .live-search-content .p-wrap.p-list-4`)).toHaveCount(2);
    expect(searches.sent).toEqual(['hitzeschutz']);
  });

  test('more than three hits: three items and the theme’s “view all results” link', async ({ page }) => {
    await openPage(page, PAGE);
    await openPopup(page);
    await typeBurst(page, FIELD, 'e');
    await expect(titles(page)).toHaveCount(3);
    await expect(page.locator(`${RESPONSE} .live-search-more a.live-search-submit`)).toHaveAttribute('href', /\?s=e$/);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`${RESPONSE} a`).first()).toBeFocused();
  });

  test('the sticky copy’s popup opens and searches once the sticky bar shows; hiding the bar closes it', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, 'magazine-home');
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    const sticky = page.locator('#sticky-nav');
    await expect(sticky).toHaveClass(/is-show/);
    const stickySearch = '#sticky-nav .nav-search-live';
    await page.locator(`${stickySearch} > .nav-search-link`).click();
    const popup = page.locator(`${stickySearch} > .navbar-search-popup`);
    await expect(popup).toHaveClass(/show-searchform/);
    await expect(popup).toBeVisible();
    await typeBurst(page, `${stickySearch} input[type=search]`, 'nacht');
    await expect(titles(page, `${stickySearch} .navbar-search-response`)).toHaveText(NACHT_HITS);
    expect(searches.sent).toEqual(['nacht']);
    // Opening the desktop bar's popup closes the sticky one (one popup at a time).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(sticky).not.toHaveClass(/is-show/);
    await expect(popup).not.toHaveClass(/show-searchform/);
    await openPopup(page);
    await expect(page.locator('.show-searchform')).toHaveCount(1);
  });

  test('theme-search-slow: the newer request wins; the older is aborted and never shown', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE, 'theme-search-slow');
    await openPopup(page);
    await typeBurst(page, FIELD, 'nac');
    await expect.poll(() => searches.sent).toEqual(['nac']);
    await typeBurst(page, FIELD, 'ht');
    await expect(titles(page)).toHaveText(NACHT_HITS);
    expect(searches.sent).toEqual(['nac', 'nacht']);
    await expect.poll(() => searches.failed).toEqual(['nac']);
    await page.waitForTimeout(SLOW_SEARCH_DELAY_MS);
    await expect(titles(page)).toHaveText(NACHT_HITS);
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeHidden();
    await expect(page.locator(`${POPUP} .search-form`)).not.toHaveClass(/loading/);
  });

  test('while a request runs: the form has loading, the theme’s animation shows, the results are busy', async ({ page }) => {
    await openPage(page, PAGE, 'theme-search-slow');
    await openPopup(page);
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeHidden();
    await typeBurst(page, FIELD, 'nac');
    await expect(page.locator(RESPONSE)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${POPUP} .search-form`)).toHaveClass(/loading/);
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeVisible();
    await expect(titles(page).first()).toBeVisible({ timeout: SLOW_SEARCH_DELAY_MS + 10_000 });
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeHidden();
    await expect(page.locator(RESPONSE)).toHaveAttribute('aria-busy', 'false');
  });

  for (const scenario of ['theme-search-500', 'theme-search-400', 'theme-search-malformed']) {
    test(`${scenario}: a retryable notice; the retry asks again`, async ({ page }) => {
      const searches = recordSearches(page);
      await openPage(page, PAGE, scenario);
      await openPopup(page);
      await page.locator(FIELD).fill('nacht');
      await expect(page.locator(`${RESPONSE} .live-search-error`)).toContainText(strings.themeSearch.failed);
      await expect(page.locator(`${POPUP} .live-search-animation`)).toBeHidden();
      if (scenario === 'theme-search-500') await expectNoAxeViolations(page, HEADER_SEARCH);
      await page.locator(`${RESPONSE} .live-search-retry`).click();
      await expect.poll(() => searches.sent).toEqual(['nacht', 'nacht']);
      await expect(page.locator(`${RESPONSE} .live-search-error`)).toBeVisible();
    });
  }

  test('a failed answer, then the retry succeeds', async ({ page }) => {
    let first = true;
    await page.route('**/admin-ajax.php', async (route) => {
      if (first && new URLSearchParams(route.request().postData() ?? '').get('action') === 'pixwell_live_search') {
        first = false;
        await route.fulfill({ status: 500, body: 'Internal Server Error' });
      } else await route.continue();
    });
    await openPage(page, PAGE);
    await openPopup(page);
    await page.locator(FIELD).fill('nacht');
    await page.locator(`${RESPONSE} .live-search-retry`).click();
    await expect(titles(page)).toHaveText(NACHT_HITS);
    await expect(page.locator(FIELD)).toBeFocused();
  });

  test('theme-search-timeout: gives up after 5 s with a retry', async ({ page }) => {
    await openPage(page, PAGE, 'theme-search-timeout');
    await openPopup(page);
    await page.locator(FIELD).fill('nacht');
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeVisible();
    await expect(page.locator(`${RESPONSE} .live-search-retry`)).toBeVisible({ timeout: 9000 });
    await expect(page.locator(`${POPUP} .live-search-animation`)).toBeHidden();
  });

  test('theme-search-hostile: results shown, nothing hostile runs', async ({ page }) => {
    await openPage(page, PAGE, 'theme-search-hostile');
    await openPopup(page);
    await page.locator(FIELD).fill('nacht');
    await expect(titles(page)).toHaveText(NACHT_HITS);
    await page.locator(`${RESPONSE} .entry-title a`).first().hover();
    await page.locator(`${RESPONSE} .entry-title a`).first().focus();
    await page.waitForTimeout(200);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_RAN_FLAG)).toBeUndefined();
    await expect(
      page.locator(`${RESPONSE} script, ${RESPONSE} iframe, ${RESPONSE} [onerror], ${RESPONSE} a[href^="javascript"]`),
    ).toHaveCount(0);
  });
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile bar’s search popup opens (no live search there); the desktop field is not shown', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE);
    await expect(page.locator(LINK)).toBeHidden();
    const mobile = '#mobile-navbar .mobile-search';
    const popup = page.locator(`${mobile} > .navbar-search-popup`);
    await expect(popup).toBeHidden();
    await page.locator(`${mobile} > .nav-search-link`).click();
    await expect(popup).toHaveClass(/show-searchform/);
    await expect(popup).toBeVisible();
    const box = await popup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const field = popup.locator('input[type=search]');
    await expect(field).toBeFocused();
    await field.fill('nacht');
    await page.waitForTimeout(600);
    expect(searches.sent).toEqual([]);
    await expectNoAxeViolations(page, mobile);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator(`${mobile} > .nav-search-link`)).toBeFocused();
    // The old invented off-canvas search field is gone.
    await expect(page.locator('#off-canvas-section .nav-search-live, #off-canvas-section input[type=search]')).toHaveCount(0);
  });
});
