/**
 * Coexistence with the theme's own scripts: where Pixwell's global.js (PIXWELL_MAIN_SCRIPTS) or
 * Pixwell Core's core.js (PIXWELL_CORE_SCRIPT) still runs, the bundle leaves that script's
 * features alone, says so once, and keeps doing everything else.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, openPage, test } from './harness-fixtures';

/** What the theme's script leaves on `window` when it runs (its module object). */
async function pretendThemeScript(page: Page, global: 'PIXWELL_MAIN_SCRIPTS' | 'PIXWELL_CORE_SCRIPT'): Promise<void> {
  await page.addInitScript((name) => {
    (window as unknown as Record<string, unknown>)[name] = {};
  }, global);
}

function siteClientLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('[site-client]')) lines.push(message.text());
  });
  return lines;
}

test("with Pixwell Core's script on the page, its features are left to it (one log line); the theme's and the plugins' still run", async ({
  page,
}) => {
  await pretendThemeScript(page, 'PIXWELL_CORE_SCRIPT');
  const lines = siteClientLines(page);
  await openPage(page, 'radio-article');
  // The plugin's feedback vote is the bundle's: it still answers a click.
  await page.locator('.feedback-voting-container .feedback-yes').first().click();
  await expect(page.locator('p.feedback-thankyou')).toBeVisible();
  // Pixwell Core's cookie notice and bookmark buttons are not touched: the theme CSS keeps them hidden.
  await expect(page.locator('#rb-cookie')).toBeHidden();
  await expect(page.locator('.read-it-later').first()).not.toHaveClass(/\bloaded\b/);
  const handover = lines.filter((line) => line.includes('"pixwell-core-script" is on the page'));
  expect(handover).toHaveLength(1);
  expect(handover[0]).toContain('PIXWELL_CORE_SCRIPT');
  expect(handover[0]).toContain('cookie-notice');
  expect(handover[0]).toContain('Hand "pixwell-core-script" over to the bundle');
});

test("without the theme's scripts the same page gets Pixwell Core's features from the bundle", async ({ page }) => {
  const lines = siteClientLines(page);
  await openPage(page, 'radio-article');
  await expect(page.locator('#rb-cookie')).toBeVisible();
  await expect(page.locator('.read-it-later').first()).toHaveClass(/\bloaded\b/);
  expect(lines.filter((line) => line.includes('is on the page'))).toEqual([]);
});

test("with the theme's global.js on the page, the theme features are left to it; Pixwell Core's still run", async ({ page }) => {
  await pretendThemeScript(page, 'PIXWELL_MAIN_SCRIPTS');
  const lines = siteClientLines(page);
  await openPage(page, 'magazine-home');
  // Pixwell Core's dark-mode toggle is still the bundle's: one icon is revealed.
  await expect(page.locator('.dark-mode-icon.activated').first()).toBeAttached();
  // global.js's back-to-top link is never created, and the search popup stays closed.
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('#back-top')).toHaveCount(0);
  await page.locator('.navbar-holder.is-main-nav .nav-search-live > .nav-search-link').click();
  await expect(page.locator('.navbar-search-popup.show-searchform')).toHaveCount(0);
  const handover = lines.filter((line) => line.includes('"pixwell-global" is on the page'));
  expect(handover).toHaveLength(1);
  expect(handover[0]).toContain('PIXWELL_MAIN_SCRIPTS');
});

test("with the feedback plugin's own script printed by WordPress (script#feedback-voting-script-js), the vote is left to it; the view count still runs", async ({
  page,
}) => {
  // WordPress prints the tag in the footer, before the bundle looks at DOMContentLoaded.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const tag = document.createElement('script');
      tag.id = 'feedback-voting-script-js';
      document.body.append(tag);
    });
  });
  const lines = siteClientLines(page);
  const actions: string[] = [];
  page.on('request', (request) => {
    const action = new URLSearchParams(request.postData() ?? '').get('action');
    if (request.method() === 'POST' && action) actions.push(action);
  });
  await openPage(page, 'radio-article');
  await expect.poll(() => actions).toContain('pvc-check-post');
  await page.locator('.feedback-voting-container .feedback-yes').first().click();
  // The bundle sends no vote and shows no thanks: the plugin's script would.
  await page.waitForTimeout(300);
  expect(actions).not.toContain('my_feedback_plugin_vote');
  await expect(page.locator('p.feedback-thankyou')).toHaveCount(0);
  const handover = lines.filter((line) => line.includes('"feedback-voting-script" is on the page'));
  expect(handover).toHaveLength(1);
  expect(handover[0]).toContain('script#feedback-voting-script-js');
});
