/**
 * Account linking in real Chromium through the harness (spec magazine §4 "Link account flow",
 * widget §8 "Window open failure", §9 "Popup size" and "Popup closed poll"): `linkAccount()`
 * opens the provider's /linkbackstart in a pop-up sized by the web-activities library, dims the
 * page, takes the pop-up's result, confirms in the dialog and completes; a closed pop-up is a
 * cancel; with `windowOpenMode: 'redirect'`, or when the browser refuses the pop-up, the provider
 * page takes the whole window and the result comes back in the address.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { dialogSettled, expect, openPage, test } from './harness-fixtures';

type SwgWindow = Window & {
  SWG: { push(callback: (api: Record<string, (...args: unknown[]) => unknown>) => void): void };
  __heard?: string[];
};

const DIALOG = '.swg-dialog-box';
const PANE = 'swg-popup-background';
// Not the auto prompt's dialog on top of the linking (the provider says no prompt for this reader).
const SCENARIO = 'swg-prompt-not-allowed';

/** Records the publisher callbacks of the linking flow and every window.open of the page. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as SwgWindow;
    win.__heard = [];
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      // Kept in the session: a redirect replaces the page, and the test reads the calls after it.
      const calls = JSON.parse(sessionStorage.getItem('opened') ?? '[]') as { target: string; features: string }[];
      sessionStorage.setItem('opened', JSON.stringify([...calls, { target: target ?? '', features: features ?? '' }]));
      // A pop-up blocker: new windows are refused, the page's own window may still navigate.
      const refuse = sessionStorage.getItem('refuse-popups');
      if ((refuse === '1' && target !== '_top') || refuse === 'all') return null;
      return open(url, target, features);
    };
    (win.SWG = win.SWG ?? []).push((api) => {
      api['setOnLinkComplete']?.(() => win.__heard?.push('link complete'));
      api['setOnFlowStarted']?.((data: unknown) => win.__heard?.push(`started ${(data as { flow: string }).flow}`));
      api['setOnFlowCanceled']?.((data: unknown) => win.__heard?.push(`canceled ${(data as { flow: string }).flow}`));
    });
  });
}

const openedWindows = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('opened') ?? '[]') as { target: string; features: string }[]);
/** The article with the recorders, linkAccount() called, and the pop-up it opened. */
async function startLinking(page: Page): Promise<Page> {
  await listen(page);
  await openPage(page, 'magazine-article', SCENARIO);
  const popupOpens = page.waitForEvent('popup');
  await linkAccount(page);
  return popupOpens;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as SwgWindow).__heard ?? []);
const linkAccount = (page: Page, configure?: Record<string, unknown>) =>
  page.evaluate(
    (options) =>
      new Promise<void>((resolve, reject) =>
        (window as unknown as SwgWindow).SWG.push((api) => {
          if (options) api['configure']?.(options);
          (api['linkAccount']?.() as Promise<void>).then(resolve, reject);
        }),
      ),
    configure,
  );

test.describe('account linking', () => {
  test('pop-up within 600×600 and 90 % of the screen, the page dimmed, the result confirmed in the dialog, then complete', async ({
    page,
    mockRequests,
  }) => {
    const popup = await startLinking(page);
    const [opened] = await openedWindows(page);
    expect(opened?.target).toBe('_blank');
    const features: Record<string, string> = Object.fromEntries((opened?.features ?? '').split(',').map((pair) => pair.split('=')));
    const screen = await page.evaluate(() => ({ width: window.screen.availWidth, height: window.screen.availHeight }));
    expect(Number(features['width'])).toBeLessThanOrEqual(Math.min(600, screen.width * 0.9));
    expect(Number(features['height'])).toBeLessThanOrEqual(Math.min(600, screen.height * 0.9));
    expect(new URL(popup.url()).pathname).toMatch(/\/swg\/ui\/v1\/linkbackstart$/);
    await expect(page.locator(PANE)).toBeVisible();
    expect(await heard(page)).toEqual(['started linkAccount']);

    await popup.getByRole('button', { name: 'Konten verknüpfen' }).click();
    await expect(page.locator(PANE)).toHaveCount(0);
    const frame = page.locator(`${DIALOG} iframe`);
    await expect(frame).toBeVisible();
    await dialogSettled(page);
    expect(new URL((await frame.getAttribute('src')) ?? '').pathname).toMatch(/\/swg\/u\/0\/ui\/v1\/linkconfirmiframe$/);
    await expectNoAxeViolations(page, { include: DIALOG });
    const fetched = mockRequests.all().filter((url) => url.includes('/article?')).length;
    await page.frameLocator(`${DIALOG} iframe`).getByRole('button', { name: 'Fertig' }).click();
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await expect.poll(() => heard(page)).toEqual(['started linkAccount', 'link complete']);
    // The reader's new token is kept, the unlock toast counts as shown, entitlements are fetched again.
    expect(await page.evaluate(() => localStorage.getItem('subscribe.google.com:USER_TOKEN'))).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('subscribe.google.com:toast'))).toBe('1');
    await expect.poll(() => mockRequests.all().filter((url) => url.includes('/article?')).length).toBeGreaterThan(fetched);
  });

  test('a pop-up the reader closes is a cancel: the flow-canceled callback, the page no longer dimmed', async ({ page }) => {
    // The library's 500 ms poll and 3 s grace on Playwright's clock.
    await page.clock.install();
    const popup = await startLinking(page);
    await expect(page.locator(PANE)).toBeVisible();
    await popup.close();
    await page.clock.runFor(4_000);
    await expect.poll(() => heard(page)).toEqual(['started linkAccount', 'canceled linkAccount']);
    await expect(page.locator(PANE)).toHaveCount(0);
    await expect(page.locator(DIALOG)).toHaveCount(0);
  });

  test('the page’s cancel button in the pop-up cancels too; a second try then completes once', async ({ page }) => {
    const popup = await startLinking(page);
    await popup.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => heard(page)).toEqual(['started linkAccount', 'canceled linkAccount']);
    // A second try hears its own result once: one confirmation, one completion.
    const again = page.waitForEvent('popup');
    await linkAccount(page);
    await (await again).getByRole('button', { name: 'Konten verknüpfen' }).click();
    await expect(page.locator(`${DIALOG} iframe`)).toHaveCount(1);
    await dialogSettled(page);
    await page.frameLocator(`${DIALOG} iframe`).getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => heard(page)).toEqual(['started linkAccount', 'canceled linkAccount', 'started linkAccount', 'link complete']);
  });

  for (const [name, setup] of [
    ['windowOpenMode redirect', { windowOpenMode: 'redirect' }],
    ['a refused pop-up falls back to the whole window', undefined],
  ] as const) {
    test(`${name}: the provider page takes the window and the result comes back in the address`, async ({ page }) => {
      await listen(page);
      await openPage(page, 'magazine-article', SCENARIO);
      if (!setup) await page.evaluate(() => sessionStorage.setItem('refuse-popups', '1'));
      const article = page.url();
      await Promise.all([page.waitForURL(/\/swg\/ui\/v1\/linkbackstart/), linkAccount(page, setup)]);
      // Back on the article, inside the harness, with the result in the address (`#__WA_RES__=`):
      // the client reads it and takes it out of the address at once, so what shows is that the
      // confirmation opens on the article after a full page load, and the address is clean again.
      const back = page.waitForEvent(
        'framenavigated',
        (frame) => frame === page.mainFrame() && frame.url().startsWith(article.split('#')[0] ?? article),
      );
      await page.getByRole('button', { name: 'Konten verknüpfen' }).click();
      await back;
      await expect(page.locator(`${DIALOG} iframe`)).toBeVisible();
      expect(page.url()).not.toContain('__WA_RES__');
      await dialogSettled(page);
      await page.frameLocator(`${DIALOG} iframe`).getByRole('button', { name: 'Fertig' }).click();
      await expect(page.locator(DIALOG)).toHaveCount(0);
      await expect.poll(() => heard(page)).toContain('link complete');
      expect((await openedWindows(page)).map((call) => call.target)).toEqual(setup ? ['_top'] : ['_blank', '_top']);
    });
  }

  test("a window that cannot open at all: 'failed to open window' is logged, nothing stays dimmed, the page keeps working", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await listen(page);
    await openPage(page, 'magazine-article', SCENARIO);
    await page.evaluate(() => sessionStorage.setItem('refuse-popups', 'all'));
    await linkAccount(page);
    await expect.poll(() => warnings.some((text) => text.includes('account linking failed: failed to open window'))).toBe(true);
    expect((await openedWindows(page)).map((call) => call.target)).toEqual(['_blank', '_top']);
    await expect(page.locator(PANE)).toHaveCount(0);
    expect(page.url()).toContain('/pages/magazine-article');
  });
});
