/**
 * The provider's toast in real Chromium: after a subscriber's entitlements open the locked
 * article, the toast page of the provider origin slides in at the bottom, at most 46 px high, and
 * goes by itself after 8 s; an anonymous reader sees none.
 */
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test, TOAST } from './harness-fixtures';

test.describe('the toast after an unlock', () => {
  test('a subscriber sees the provider’s toast naming the source, then it closes after 8 s', async ({ page, baseURL }) => {
    await page.clock.install();
    await openPage(page, 'magazine-article-locked', 'swg-subscriber');
    const box = page.locator(TOAST);
    await expect(box).toHaveAttribute('data-phase', 'shown');
    const frame = box.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Mitteilung von Abonnieren mit Google');
    const src = (await frame.getAttribute('src')) ?? '';
    const site = new URL(baseURL ?? 'http://127.0.0.1:4273');
    expect(new URL(src).port).toBe(String(Number(site.port) + 1));
    expect(new URL(src).pathname).toMatch(/\/news\.google\.com\/swg\/ui\/v1\/toastiframe$/);
    // The page got the client's arguments over Web Activities.
    await expect(page.frameLocator(`${TOAST} iframe`).locator('body')).toContainText('google');
    const height = await box.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThanOrEqual(46);
    await expectNoAxeViolations(page, { include: TOAST });
    // The 8 s on Playwright's clock (the axe check above took real time too): there after 5, gone after 8.
    await page.clock.runFor(5_000);
    await expect(box).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(3_500);
    await expect(page.locator(TOAST)).toHaveCount(0);
  });

  test('an anonymous reader sees no toast', async ({ page }) => {
    await openPage(page, 'magazine-article-locked');
    await page.waitForTimeout(500);
    await expect(page.locator(TOAST)).toHaveCount(0);
  });

  test('a publisher that acknowledges the entitlements keeps the toast away for the session', async ({ page }) => {
    await openPage(page, 'magazine-article-locked', 'swg-subscriber');
    await expect(page.locator(TOAST)).toHaveAttribute('data-phase', 'shown');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          type Api = { getEntitlements(): Promise<{ ack(): void }> };
          const queue = (window as unknown as Record<string, { push(cb: (api: Api) => void): void }>)['SWG'];
          queue!.push((api) => void api.getEntitlements().then((set) => (set.ack(), resolve())));
        }),
    );
    await page.reload();
    await page.evaluate(() => (window as unknown as { siteClient: { ready: Promise<unknown> } }).siteClient.ready);
    await page.waitForTimeout(1000);
    await expect(page.locator(TOAST)).toHaveCount(0);
  });
});
