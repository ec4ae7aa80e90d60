/**
 * Phone width: every page of the catalogue at 375 × 812 (an iPhone's CSS viewport) is no wider
 * than the viewport once the bundle has started, so nothing scrolls sideways; and the front
 * page's sliders show their slide texts whole, not cut by the slider's box.
 */
import type { Page } from '@playwright/test';
import { HARNESS_API, type Catalogue } from '../../harness/catalogue-types';
import { expect, openPage, test } from './harness-fixtures';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/** Elements reaching past the right edge, widest first: the message names the culprits. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    return [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > limit + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 8)
      .map(({ element, right }) => `${name(element)} → ${Math.round(right)} px`);
  });
}

test('no page of the catalogue is wider than a 375 px phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { pages } = (await (await request.get(HARNESS_API.catalogue)).json()) as Catalogue;
  expect(pages.length).toBeGreaterThan(10);
  for (const { id } of pages) {
    await openPage(page, id);
    await page.waitForLoadState('load');
    // Two frames: the bundle's first layout pass (sliders, masonry) has been painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    const culprits = scrollWidth > innerWidth ? (await overflowingElements(page)).join(', ') : '';
    expect.soft(scrollWidth, `${id}: ${scrollWidth} px wide at ${innerWidth} px; ${culprits}`).toBeLessThanOrEqual(innerWidth);
  }
});

test('magazine-home: each slide of the sliders shows its whole text inside the slide', async ({ page }) => {
  await openPage(page, 'magazine-home');
  for (const slider of ['.slider-feat-4', '.slider-feat-13']) {
    await expect(page.locator(`${slider}.owl-loaded .owl-item.active`).first()).toBeVisible();
    // Every slide, not only the one in view: the others have their own (longer) words.
    const clipped = await page.locator(`${slider} .owl-item`).evaluateAll((items) =>
      items.flatMap((item) => {
        const box = item.getBoundingClientRect();
        // The text is in the overlay: category, title, summary and meta line.
        const texts = item.querySelectorAll<HTMLElement>(
          '.content-overlay .p-cat-info, .content-overlay .entry-title, .content-overlay .entry-summary, .content-overlay .p-meta-info',
        );
        return [...texts].flatMap((element) => {
          const rect = element.getBoundingClientRect();
          const outside =
            rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
          // A word wider than its line spills out of its own box without moving the box.
          const cut = element.scrollWidth > element.clientWidth + 1;
          const where = `${element.className} “${element.textContent?.trim().slice(0, 30) ?? ''}”: ${Math.round(rect.top)}–${Math.round(rect.bottom)} in ${Math.round(box.top)}–${Math.round(box.bottom)}`;
          return outside || cut ? [`${where}${cut ? ', wider than its line' : ''}`] : [];
        });
      }),
    );
    expect(clipped, slider).toEqual([]);
  }
});
