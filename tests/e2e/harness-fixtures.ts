/** Shared helpers of the end-to-end tests: harness URLs and counting mocked requests. */
import { test as base, expect, type FrameLocator, type Locator, type Page, type Request } from '@playwright/test';
import { pageUrl } from '../../harness/catalogue-types';
import { GLIDE_ANIMATION_ID } from '../../src/core/layout-glide';

export { expect, pageUrl };

/** The moment of the laut.fm recordings (Berlin, winter time). */
export const RECORDED_AT = new Date('2020-11-26T15:31:32+01:00');

export interface MockRequests {
  /** Requests to mocked endpoints whose real URL path matches, e.g. /last_songs/. */
  count(pattern: RegExp): number;
  all(): string[];
}

export const test = base.extend<{ mockRequests: MockRequests }>({
  mockRequests: async ({ page }, use) => {
    const seen: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/mock/')) seen.push(request.url());
    });
    await use({ count: (pattern) => seen.filter((url) => pattern.test(url)).length, all: () => [...seen] });
  },
});

/**
 * Open a fixture page in a scenario, and wait until the bundle has started every feature on the
 * printed markup (it starts them in slices after DOMContentLoaded; `siteClient.ready`).
 */
export async function openPage(page: Page, pageId: string, scenario = 'default', query = ''): Promise<void> {
  await page.goto(pageUrl(pageId, scenario) + query);
  await bundleStarted(page);
}

/**
 * The network is idle and nothing the bundle changed is still sliding into place (the layout
 * glide holds a moved block with an inline translate, then animates it away): a picture or a
 * measurement taken now is the settled page.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (id) =>
      !document.querySelector('[style*="translate:"]') &&
      !document.getAnimations().some((animation) => animation.id === id && animation.playState === 'running'),
    GLIDE_ANIMATION_ID,
  );
}

/** The bundle's first pass is over (immediately true on a page without the bundle). */
/** Every uncaught error and unhandled rejection of the page from now on. */
export function pageErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

export async function bundleStarted(page: Page): Promise<void> {
  await page.evaluate(() => window.siteClient?.ready);
}

/** Serve a fixture page with a change to its HTML (markup or settings the recorded pages do not carry). */
/**
 * Scrolls to `top` at once: pages whose table of contents asks for smooth scrolling (as the theme's
 * did) would otherwise still be scrolling when the test looks.
 */
export const scrollToY = (page: Page, top: number): Promise<void> =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

export async function rewritePage(page: Page, pageId: string, transform: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/pages/${pageId}`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: transform(await response.text()) });
    },
  );
}

/**
 * After the reader completed the newsletter sign-up (in the dialog or inline): one
 * completeaudienceaction report for it, and the toast that tells the reader they are signed up.
 */
export async function expectNewsletterCompletion(page: Page, mockRequests: MockRequests): Promise<void> {
  const reports = () => mockRequests.all().filter((url) => url.includes('/completeaudienceaction?'));
  await expect.poll(() => reports().length).toBe(1);
  const report = new URL(reports()[0] ?? '');
  expect(report.searchParams.get('configurationId')).toBe('cfg-newsletter-morgenpost');
  expect(report.searchParams.get('audienceActionType')).toBe('TYPE_NEWSLETTER_SIGNUP');
  await expectCustomToast(page, /^Angemeldet mit \S+@\S+$/);
}

/** The provider's toast box. */
export const TOAST = '.swg-toast-box';

/** The provider's toast is shown with its "custom" flavour and this text (in its address and on its page). */
export async function expectCustomToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator(TOAST);
  await expect(toast).toHaveAttribute('data-phase', 'shown');
  const toastSrc = new URL((await toast.locator('iframe').getAttribute('src')) ?? '');
  expect(toastSrc.searchParams.get('flavor')).toBe('custom');
  const customText = toastSrc.searchParams.get('customText') ?? '';
  expect(customText).toMatch(text);
  await expect(page.frameLocator(`${TOAST} iframe`).locator('body')).toContainText(customText);
}

/**
 * `box` has stopped moving: no animation running, and the same place and size on two looks 100 ms
 * apart. A dialog's height follows its page's resize requests, each a new move that cancels the
 * last, and Playwright's own stability check on a button inside the frame cannot see the frame move.
 */
export async function boxStill(box: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await box.evaluate((element) =>
          element.getAnimations().some((animation) => animation.playState === 'running')
            ? 'moving'
            : JSON.stringify(element.getBoundingClientRect()),
        );
        const still = now !== 'moving' && now === last;
        last = now;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** The provider page in `frame` has connected to the client (its status line), so it has also asked for its height. */
export const providerPageConnected = (frame: FrameLocator) => expect(frame.locator('#pp-status')).toContainText('Verbunden mit');

/**
 * The provider dialog is open and has stopped moving: `data-phase="open"` starts its 300 ms move
 * into place, and a click into its frame during the move can land where the button no longer is
 * (the frame's own layout is still, so Playwright's stability check cannot see the move).
 * Its page asks for its height once connected, which moves the box again: both are waited for.
 */
export async function dialogSettled(page: Page): Promise<void> {
  const box = page.locator(DIALOG_BOX);
  await expect(box).toHaveAttribute('data-phase', 'open', { timeout: 10_000 });
  await providerPageConnected(dialogFrame(page));
  await boxStill(box);
}

/**
 * The client's own waits (a prompt's display delay, a toast's 8 s, a request's timeout) on
 * Playwright's clock, so a test checks what follows a delay without waiting it out: call
 * `page.clock.install()` before the page opens (time then flows as usual), and this jumps the
 * page's clock over `ms` once the delay has started. The client starts such a wait after its
 * requests were answered, so the jump waits for the network to be idle first.
 */
export async function skipDelay(page: Page, ms: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(ms);
}

/** The subscriptions client's dialog box, the provider page in it, and that page's address. */
export const DIALOG_BOX = '.swg-dialog-box';
export const dialogFrame = (page: Page) => page.frameLocator(`${DIALOG_BOX} iframe`);
export const dialogSrc = async (page: Page): Promise<URL> =>
  new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? 'about:blank');
export const dialogPath = async (page: Page): Promise<string> => (await dialogSrc(page)).pathname;

/** In the offers dialog once it has settled, an offer by its button's name: the payment page opens in a pop-up, loaded. */
export async function chooseOfferForPayment(page: Page, offer: RegExp): Promise<Page> {
  await expect.poll(() => dialogPath(page)).toMatch(/\/(?:subscription)?offersiframe$/);
  await dialogSettled(page);
  const popupOpens = page.waitForEvent('popup');
  await dialogFrame(page).getByRole('button', { name: offer }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  return popup;
}
