/**
 * The harness's status panel is no part of the page (issue 26): a click on it is not a page click
 * (the meter toast, which closes on one, stays open and the free read is not used up), and at
 * 375 px it covers no text of the article wherever the page is scrolled.
 */
import { dialogSettled, expect, openPage, test } from './harness-fixtures';

const PANEL = 'details[data-harness="swg-status"]';
const TOAST_BOX = '.swg-dialog-box';

test('opening and closing the panel leaves the meter toast open and the article locked', async ({ page }) => {
  await openPage(page, 'magazine-article-locked', 'swg-metered-left');
  await dialogSettled(page);
  const summary = page.locator(`${PANEL} summary`);
  await summary.click();
  await expect(page.locator(PANEL)).toHaveAttribute('open', '');
  await summary.click();
  await expect(page.locator(PANEL)).not.toHaveAttribute('open', '');
  await page.waitForTimeout(500);
  await expect(page.locator(TOAST_BOX)).toHaveAttribute('data-phase', 'open');
  await expect(page.locator('section.paywall').first()).toBeHidden();
  // A click on the page itself still closes the toast: the panel's clicks were the ones stopped.
  await page.locator('h1.entry-title').click();
  await expect(page.locator(TOAST_BOX)).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the collapsed panel is a tab in the right gutter that covers no text, at every scroll position', async ({ page }) => {
    await openPage(page, 'magazine-article-locked');
    await expect(page.locator(`${PANEL} summary`)).toHaveText(/^Subscriptions: /);
    const covered = await page.evaluate((selector) => {
      const panel = document.querySelector(selector);
      if (!panel) return ['no panel'];
      const hits: string[] = [];
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= end + 349; y += 350) {
        window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
        const tab = panel.getBoundingClientRect();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          if (!node.textContent?.trim() || node.parentElement?.closest('[data-harness]')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const overlaps =
              rect.width > 0 && rect.left < tab.right && rect.right > tab.left && rect.top < tab.bottom && rect.bottom > tab.top;
            if (overlaps && node.parentElement && getComputedStyle(node.parentElement).visibility !== 'hidden')
              hits.push(`${window.scrollY}: ${node.textContent.trim().slice(0, 40)}`);
          }
        }
      }
      return hits;
    }, PANEL);
    expect(covered).toEqual([]);
    const tab = await page.locator(PANEL).boundingBox();
    expect(tab && tab.x + tab.width).toBeLessThanOrEqual(375);
    expect(tab?.width).toBeLessThanOrEqual(20);
  });
});
