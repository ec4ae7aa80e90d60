/**
 * The header's live search in Chromium through the harness: one live_search request per pause in
 * typing, the newer request winning a race, the popup's keyboard and pointer closing, failures
 * with retry, hostile answers neutralised, and axe on the popup, at the widths that matter.
 */
import type { Page, Request } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { HOSTILE_RAN_FLAG, SLOW_SEARCH_DELAY_MS } from '../../harness/scenario-sets/theme-search';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

const PAGE = 'magazine-single';
const HEADER_SEARCH = '.site-header .nav-search-live';
const FIELD = `${HEADER_SEARCH} input[type=search]`;
const POPUP = `${HEADER_SEARCH} .navbar-search-response`;
const NACHTZUG = 'Die Rückkehr der Nachtzüge: Was Europas Bahnen planen';

/** The `s` of every live_search request the page sends, and the ones that failed (aborted). */
function recordSearches(page: Page): { sent: string[]; failed: string[] } {
  const sent: string[] = [];
  const failed: string[] = [];
  const textOf = (request: Request) => (request.postData() ?? '').includes('action=live_search') ? (new URLSearchParams(request.postData() ?? '').get('s') ?? '') : null;
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

/**
 * Types `text` one character per input event within one task: a burst of typing without any
 * pause, whatever the load of the machine (real key presses can stall longer than the debounce).
 */
async function typeBurst(page: Page, text: string): Promise<void> {
  await page.locator(FIELD).evaluate((field, typed) => {
    if (!(field instanceof HTMLInputElement)) throw new Error('not an input');
    field.focus();
    for (const char of typed) {
      field.value += char;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }));
    }
  }, text);
}

const titles = (page: Page) => page.locator(`${POPUP} .p-wrap .entry-title`);

// At 375 px the header has no room for the field (nav.css: max-width 600 px): phones search in the
// off-canvas menu (tested below), the header's popup is checked at the tablet and desktop widths.
for (const width of [768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('one request per pause; results inside the viewport; axe clean', async ({ page }) => {
      const searches = recordSearches(page);
      await openPage(page, PAGE);
      await page.locator(FIELD).click();
      await typeBurst(page, 'städte');
      await expect(titles(page)).toHaveCount(2);
      await expect(page.locator(FIELD)).toHaveAttribute('aria-expanded', 'true');
      expect(searches.sent).toEqual(['städte']);
      const box = await page.locator(POPUP).boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expect(page.locator('[data-site-client-announcer]')).toHaveText('2 Ergebnisse');
      await expectNoAxeViolations(page, HEADER_SEARCH);
      // A second pause with a longer text: a second request, no more.
      await typeBurst(page, 'x');
      await expect(page.locator(`${POPUP} .search-no-result`)).toBeVisible();
      expect(searches.sent).toEqual(['städte', 'städtex']);
    });
  });
}

test.describe('live search at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('blank text sends nothing; Escape closes and returns focus; a click outside closes', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE);
    const field = page.locator(FIELD);
    await field.click();
    await typeBurst(page, '   ');
    await page.waitForTimeout(600);
    expect(searches.sent).toEqual([]);
    await typeBurst(page, 'wald');
    await expect(titles(page)).toHaveText(['Was der Wald im Frühjahr verrät']);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`${POPUP} .entry-title a`)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator(POPUP)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeFocused();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await field.click();
    await expect(page.locator(POPUP)).toBeVisible();
    await page.locator('#main').click({ position: { x: 10, y: 10 } });
    await expect(page.locator(POPUP)).toBeHidden();
    expect(searches.sent).toEqual(['wald']);
  });

  test('theme-search-slow: the newer request wins; the older is aborted and never shown', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE, 'theme-search-slow');
    await page.locator(FIELD).click();
    await typeBurst(page, 'nac');
    await expect(page.locator(POPUP)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${HEADER_SEARCH} .live-search-loader`)).toBeVisible();
    await typeBurst(page, 'ht');
    await expect(titles(page)).toHaveText([NACHTZUG]);
    await page.waitForTimeout(SLOW_SEARCH_DELAY_MS + 500);
    await expect(titles(page)).toHaveText([NACHTZUG]);
    expect(searches.sent).toEqual(['nac', 'nacht']);
    expect(searches.failed).toEqual(['nac']);
    await expect(page.locator(`${HEADER_SEARCH} .live-search-loader`)).toBeHidden();
  });

  test('theme-search-empty: the theme’s “nothing found” and “Keine Ergebnisse” said', async ({ page }) => {
    await openPage(page, PAGE, 'theme-search-empty');
    await page.locator(FIELD).fill('zzz');
    await expect(page.locator(`${POPUP} .search-no-result`)).toContainText('zzz');
    await expect(page.locator('[data-site-client-announcer]')).toHaveText('Keine Ergebnisse');
  });

  for (const scenario of ['theme-search-500', 'theme-search-malformed']) {
    test(`${scenario}: a retryable notice; the retry asks again`, async ({ page }) => {
      const searches = recordSearches(page);
      await openPage(page, PAGE, scenario);
      await page.locator(FIELD).fill('nacht');
      await expect(page.locator(`${POPUP} .live-search-error`)).toContainText(strings.themeSearch.failed);
      await expect(page.locator(`${HEADER_SEARCH} .live-search-loader`)).toBeHidden();
      await expectNoAxeViolations(page, HEADER_SEARCH);
      await page.locator(`${HEADER_SEARCH} .live-search-retry`).click();
      await expect.poll(() => searches.sent).toEqual(['nacht', 'nacht']);
      await expect(page.locator(`${POPUP} .live-search-error`)).toBeVisible();
    });
  }

  test('a failed answer, then the retry succeeds', async ({ page }) => {
    let first = true;
    await page.route('**/admin-ajax.php', async (route) => {
      if (first && (route.request().postData() ?? '').includes('action=live_search')) {
        first = false;
        await route.fulfill({ status: 500, body: 'Internal Server Error' });
      } else await route.continue();
    });
    await openPage(page, PAGE);
    await page.locator(FIELD).fill('nacht');
    await page.locator(`${HEADER_SEARCH} .live-search-retry`).click();
    await expect(titles(page)).toHaveText([NACHTZUG]);
    await expect(page.locator(FIELD)).toBeFocused();
  });

  test('theme-search-timeout: gives up after 5 s with a retry', async ({ page }) => {
    await openPage(page, PAGE, 'theme-search-timeout');
    await page.locator(FIELD).fill('nacht');
    await expect(page.locator(`${HEADER_SEARCH} .live-search-loader`)).toBeVisible();
    await expect(page.locator(`${HEADER_SEARCH} .live-search-retry`)).toBeVisible({ timeout: 9000 });
    await expect(page.locator(`${HEADER_SEARCH} .live-search-loader`)).toBeHidden();
  });

  test('theme-search-hostile: results shown, nothing hostile runs', async ({ page }) => {
    await openPage(page, PAGE, 'theme-search-hostile');
    await page.locator(FIELD).fill('nacht');
    await expect(titles(page)).toHaveText([NACHTZUG]);
    await page.locator(`${POPUP} .entry-title a`).hover();
    await page.locator(`${POPUP} .entry-title a`).focus();
    await page.waitForTimeout(200);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_RAN_FLAG)).toBeUndefined();
    await expect(page.locator(`${POPUP} script, ${POPUP} iframe, ${POPUP} [onerror], ${POPUP} a[href^="javascript"]`)).toHaveCount(0);
  });
});

test.describe('at 375 px, in the off-canvas menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const MENU_SEARCH = '#off-canvas-section .nav-search-live';

  test('the menu’s own search field shows results inside the panel; Escape closes the results first, then the menu', async ({ page }) => {
    const searches = recordSearches(page);
    await openPage(page, PAGE);
    await expect(page.locator(FIELD)).toBeHidden();
    await page.locator('.site-header .off-canvas-trigger').first().click();
    const field = page.locator(`${MENU_SEARCH} input[type=search]`);
    await field.click();
    await field.evaluate((input) => {
      if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
      input.value = 'städte';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'städte', inputType: 'insertText' }));
    });
    const results = page.locator(`${MENU_SEARCH} .navbar-search-response .p-wrap .entry-title`);
    await expect(results).toHaveCount(2);
    expect(searches.sent).toEqual(['städte']);
    const box = await page.locator(`${MENU_SEARCH} .navbar-search-response`).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectNoAxeViolations(page, MENU_SEARCH);
    await page.keyboard.press('Escape');
    await expect(page.locator(`${MENU_SEARCH} .navbar-search-response`)).toBeHidden();
    await expect(page.locator('body')).toHaveClass(/mobile-js-menu/);
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/mobile-js-menu/);
  });
});
