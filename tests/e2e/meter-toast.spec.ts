/**
 * The meter toast in real Chromium: a reader with a free read left (swg-metered-left, whose token
 * asks for the toast) sees the provider's meter page at the bottom when the page code consumes the
 * meter; a click or a scroll of more than 100 px closes it and the page code's consume callback
 * runs once, which unlocks the article. On a phone the page is locked while the toast is open.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { dialogPath, dialogSettled, expect, openPage, test } from './harness-fixtures';

const BOX = '.swg-dialog-box';
/** A plain spot of the page to click (no link). */
const HEADLINE = 'h1.entry-title';
/**
 * Count the page code's consume callbacks in `window.consumed`: every callback pushed to the SWG
 * queue gets an API whose entitlements count the onCloseDialog calls of their `consume`.
 */
function countConsumeCallbacks(): void {
  type Entitlements = { consume(onCloseDialog?: () => void): unknown };
  type Api = { setOnEntitlementsResponse(callback: (entitlements: Promise<Entitlements>) => void): void };
  const counter = window as unknown as { consumed: number };
  counter.consumed = 0;
  const counted = (entitlements: Entitlements) =>
    new Proxy(entitlements, {
      get: (target, key) =>
        key === 'consume'
          ? (onCloseDialog?: () => void) =>
              target.consume(() => {
                counter.consumed += 1;
                onCloseDialog?.();
              })
          : (target as unknown as Record<PropertyKey, unknown>)[key],
    });
  const wrapApi = (api: Api) =>
    new Proxy(api, {
      get: (target, key) =>
        key === 'setOnEntitlementsResponse'
          ? (callback: (entitlements: Promise<Entitlements>) => void) =>
              target.setOnEntitlementsResponse((promise) => callback(promise.then(counted)))
          : (target as unknown as Record<PropertyKey, unknown>)[key],
    });
  let queue: { push(callback: (api: Api) => void): unknown } | undefined;
  Object.defineProperty(window, 'SWG', {
    configurable: true,
    get: () => queue,
    set(value: typeof queue) {
      queue = value;
      if (!value || typeof value.push !== 'function') return;
      const push = value.push.bind(value);
      value.push = (callback) => push((api) => callback(wrapApi(api)));
    },
  });
}

async function openCounted(page: Page): Promise<void> {
  await page.addInitScript(countConsumeCallbacks);
  await openPage(page, 'magazine-article-locked', 'swg-metered-left');
  await dialogSettled(page);
  await expect(page.frameLocator(`${BOX} iframe`).getByText('Weiterlesen')).toBeVisible();
}

const consumed = (page: Page) => page.evaluate(() => (window as unknown as { consumed?: number }).consumed ?? 0);

test.describe('the meter toast', () => {
  test('appears for a free read, with the provider page and arguments, without dimming the page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openCounted(page);
    const src = (await page.locator(`${BOX} iframe`).getAttribute('src')) ?? '';
    expect(new URL(src).pathname).toMatch(/\/swg\/ui\/v1\/metertoastiframe$/);
    expect(new URL(src).searchParams.get('origin')).toBe(new URL(page.url()).origin);
    await expect(page.locator('.swg-dialog-overlay')).toHaveCount(0);
    // Not consumed while it is open: the article stays locked.
    expect(await consumed(page)).toBe(0);
    await expect(page.locator('section.paywall')).toBeHidden();
    // The page code sets no subscribe callback: spec §5's warning.
    expect(warnings.some((line) => line.includes('setOnNativeSubscribeRequest'))).toBe(true);
    await expectNoAxeViolations(page, { include: BOX });
  });

  test('a click on the page closes it; the consume callback runs once and the article unlocks', async ({ page }) => {
    await openCounted(page);
    await page.locator(HEADLINE).click();
    await expect(page.locator(BOX)).toHaveCount(0);
    await page.locator(HEADLINE).click();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await consumed(page)).toBe(1);
    await expect(page.locator('section.paywall').first()).toBeVisible();
  });

  test('the toast’s own "Weiterlesen" closes it and consumes once', async ({ page }) => {
    await openCounted(page);
    await page.frameLocator(`${BOX} iframe`).getByText('Weiterlesen').click();
    await expect(page.locator(BOX)).toHaveCount(0);
    expect(await consumed(page)).toBe(1);
  });

  test('a 150 px scroll closes it on desktop; a small one does not', async ({ page }) => {
    await openCounted(page);
    await page.evaluate(() => window.scrollBy(0, 50));
    await page.waitForTimeout(400);
    await expect(page.locator(BOX)).toHaveAttribute('data-phase', 'open');
    await page.evaluate(() => window.scrollBy(0, 100));
    await expect(page.locator(BOX)).toHaveCount(0);
    expect(await consumed(page)).toBe(1);
  });

  test('on a phone (375 × 700) the page is locked and scrolling does not close it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openCounted(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.move(20, 100);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(page.locator(BOX)).toHaveAttribute('data-phase', 'open');
    expect(await consumed(page)).toBe(0);
    await expectNoAxeViolations(page, { include: BOX });
    // A tap still closes it, and the page scrolls again.
    await page.locator(HEADLINE).click();
    await expect(page.locator(BOX)).toHaveCount(0);
    expect(await consumed(page)).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('its “Abonnieren” opens the offers as the standard button does: the toast’s dialog closes, the offers’ own is centred over the dimmed page', async ({
    page,
  }) => {
    /** Where the offers' dialog sits and whether the page behind is dimmed. */
    const offersLook = async () => {
      await expect.poll(() => dialogPath(page)).toMatch(/\/(?:subscription)?offersiframe$/);
      await dialogSettled(page);
      const box = await page.locator(BOX).boundingBox();
      return {
        x: Math.round(box?.x ?? -1),
        width: Math.round(box?.width ?? -1),
        dimmed: await page.locator('.swg-dialog-overlay').count(),
      };
    };
    await openPage(page, 'magazine-article-locked', 'default');
    await page.getByRole('button', { name: 'Abonnieren mit Google' }).click();
    const fromButton = await offersLook();
    expect(fromButton.dimmed).toBe(1);

    await openCounted(page);
    await page.frameLocator(`${BOX} iframe`).getByRole('button', { name: 'Abonnieren', exact: true }).click();
    // The toast's dialog slides out while the offers' own opens; then only the offers' is left.
    await expect(page.locator(`${BOX} iframe[src*="offersiframe"]`)).toHaveCount(1);
    await expect(page.locator(BOX)).toHaveCount(1);
    expect(await offersLook()).toEqual(fromButton);
    // On the way to subscribing the free read is not used up.
    expect(await consumed(page)).toBe(0);
  });
});
