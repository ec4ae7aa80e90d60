/**
 * Inline calls to action in real Chromium: on the locked article the newsletter sign-up's
 * provider page appears inside the page's `[rrm-inline-cta]` slot (not in the dialog), takes the
 * height it asks for, and completing it reports the completion and tells the reader by toast; a
 * subscriber sees nothing in the slot.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, expectNewsletterCompletion, openPage, skipDelay, test } from './harness-fixtures';

const SLOT = '[rrm-inline-cta="cfg-newsletter-morgenpost"]';
const slotFrame = (page: Page) => page.locator(`${SLOT} iframe`);

test.describe('inline calls to action', () => {
  test('an anonymous reader gets the newsletter sign-up inside the slot, and completing it reports and tells by toast', async ({
    page,
    mockRequests,
  }) => {
    await page.clock.install();
    await openPage(page, 'magazine-article-locked');
    await skipDelay(page, 2_000);
    await expect(slotFrame(page)).toHaveCount(1);
    const src = new URL((await slotFrame(page).getAttribute('src')) ?? '');
    expect(src.pathname).toMatch(/\/swg\/ui\/v1\/newsletteriframe$/);
    expect(src.origin).not.toBe(new URL(page.url()).origin);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      configurationId: 'cfg-newsletter-morgenpost',
      ctaMode: 'CTA_MODE_INLINE',
      isClosable: 'true',
      calledManually: 'false',
      previewEnabled: 'false',
    });
    await expect(slotFrame(page)).toHaveAttribute('title', /\S/);
    // The page's resize request gives the frame its height.
    await expect.poll(async () => (await slotFrame(page).boundingBox())?.height ?? 0, { timeout: 10_000 }).toBeGreaterThan(50);
    await expectNoAxeViolations(page, { include: SLOT });

    await page.frameLocator(`${SLOT} iframe`).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expectNewsletterCompletion(page, mockRequests);
  });

  test('swg-subscriber: nothing inside the slot', async ({ page }) => {
    // The client's 2 s wait on Playwright's clock, then its decision in the console.
    await page.clock.install();
    const decided = page.waitForEvent('console', (message) => message.text().includes('inline call to action not shown'));
    await openPage(page, 'magazine-article-locked', 'swg-subscriber');
    await skipDelay(page, 2_000);
    expect((await decided).text()).toContain("the reader's entitlements enable the page");
    await expect(page.locator(`${SLOT} > *`)).toHaveCount(0);
  });

  test('at 375 px the inline page stays within the slot', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.clock.install();
    await openPage(page, 'magazine-article-locked');
    await skipDelay(page, 2_000);
    await expect(slotFrame(page)).toHaveCount(1);
    const slot = await page.locator(SLOT).boundingBox();
    const frame = await slotFrame(page).boundingBox();
    expect(frame?.width).toBe(slot?.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
