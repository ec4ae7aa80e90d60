/**
 * The page-chrome reader features in Chromium through the harness, on the real Pixwell markup and
 * with the theme's visibility rules: newsletter form (notices in `.newsletter-response`, shown by
 * `is-show` + `showing`) and popup (`.mfp-hide` until the bundle opens it in its overlay, with the
 * close button it creates), cookie notice and header strips (hidden by the theme's CSS until the
 * bundle reveals them), dark mode (`body[data-theme]`, activated icons), accordion, note boxes and
 * share links; with bad input and an axe check of every region the bundle toggles.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { HEAD_SNIPPET } from '../../src/reader/head-snippet';
import { strings } from '../../src/core/strings';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, rewritePage, test } from './harness-fixtures';

// axe and the pop-up windows are slow on a loaded machine; nothing here measures time.
test.describe.configure({ timeout: 120_000 });

const bundle = () => readFileSync('dist/site-client.user.js', 'utf8');
const DAY_S = 86_400;
const SITE = 'http://127.0.0.1/';

/** Load the bundle as the userscript does: before anything of the page, at document-start. */
async function openAsUserscript(page: Page, pageId: string, scenario = 'default'): Promise<void> {
  await page.addInitScript({ content: bundle() });
  await openPage(page, pageId, scenario, '&bundle=none');
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[site-client]')) warnings.push(message.text());
  });
  return warnings;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** Seconds until the cookie expires, for checking its lifetime in days. */
async function lifetimeDays(context: BrowserContext, name: string, nowMs: number): Promise<number> {
  const found = await cookie(context, name);
  if (!found) throw new Error(`no cookie ${name}`);
  return Math.round((found.expires - nowMs / 1000) / DAY_S);
}

/** Visible to a reader: displayed, not visibility:hidden (toBeVisible) and fully opaque. */
async function expectSeen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
}

/**
 * Records, in the page, what the reader would see at the earliest moments: when <body> is
 * inserted (after every observer of that same insertion has run, i.e. before the browser can
 * paint) and at DOMContentLoaded.
 */
const FIRST_PAINT_PROBE = `(() => {
  const seen = {};
  window.__firstPaint = seen;
  const look = () => ({
    theme: document.body ? document.body.getAttribute('data-theme') : null,
    background: document.body ? getComputedStyle(document.body).backgroundColor : null,
  });
  new MutationObserver((records, observer) => {
    if (!seen.body && document.body) queueMicrotask(() => { seen.body = look(); observer.disconnect(); });
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => { seen.ready = look(); });
})();`;

interface Look {
  theme: string | null;
  background: string | null;
}
const firstPaint = (page: Page) => page.evaluate(() => (window as Window & { __firstPaint?: Record<string, Look> }).__firstPaint ?? {});

const DARK_BACKGROUND = 'rgb(5, 1, 9)';
const DEFAULT_BACKGROUND = 'rgb(13, 2, 33)';

/* ------------------------------------------------------------------ newsletter form */

test.describe('newsletter form', () => {
  const block = '#rb-newsletter-2 .rb-newsletter';
  const form = `${block} form.rb-newsletter-form`;
  const email = `${form} input[name=rb_email_subscribe]`;
  const notices = `${block} .newsletter-response`;
  const notice = (page: Page, name: string) => page.locator(`${notices} .response-notice.${name}`);
  const newsletterRequests = (page: Page) => {
    const sent: URLSearchParams[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (request.method() === 'POST' && body?.includes('action=rb_submit_newsletter')) sent.push(new URLSearchParams(body));
    });
    return sent;
  };
  const visibleNotices = (page: Page) => page.locator(`${notices} .response-notice:visible`);

  test('the theme keeps every notice hidden until the bundle shows one', async ({ page }) => {
    await openPage(page, 'radio-article');
    await expect(page.locator(`${notices} .response-notice`)).toHaveCount(4);
    await expect(visibleNotices(page)).toHaveCount(0);
    // The notices are the block's, outside the form.
    await expect(page.locator(`${form} .response-notice`)).toHaveCount(0);
  });

  test('an empty email shows email-error (is-show showing) and sends nothing', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article');
    await page.locator(`${form} .newsletter-submit`).click();
    await expectSeen(notice(page, 'email-error'));
    await expect(notice(page, 'email-error')).toHaveClass(/\bis-show\b.*\bshowing\b|\bshowing\b.*\bis-show\b/);
    await expect(visibleNotices(page)).toHaveCount(1);
    await expect(page.locator(email)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(notices)).toHaveAttribute('role', 'status');
    await expect(page.locator(notices)).toHaveAttribute('aria-live', 'polite');
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(page, notices);
  });

  test('an unchecked privacy checkbox shows privacy-error and sends nothing', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article');
    await page.locator(email).fill('leser@example.de');
    await page.locator(email).press('Enter');
    await expectSeen(notice(page, 'privacy-error'));
    await expect(visibleNotices(page)).toHaveCount(1);
    await expect(page.locator(`${form} input[name=rb_privacy]`)).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test('email and privacy=true are sent, the answer’s notice shows and the previous one goes', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article');
    await page.locator(`${form} .newsletter-submit`).click();
    await expectSeen(notice(page, 'email-error'));
    await page.locator(email).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_privacy]`).check();
    await page.locator(`${form} .newsletter-submit`).click();
    await expectSeen(notice(page, 'success'));
    await expect(visibleNotices(page)).toHaveCount(1);
    await expect(notice(page, 'email-error')).not.toHaveClass(/is-show/);
    expect(sent.map((fields) => Object.fromEntries(fields))).toEqual([
      { action: 'rb_submit_newsletter', email: 'leser@example.de', privacy: 'true' },
    ]);
    await expectNoAxeViolations(page, notices);
  });

  test('an address already subscribed shows email-exists', async ({ page }) => {
    await openPage(page, 'radio-article', 'reader-newsletter-exists');
    await page.locator(email).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_privacy]`).check();
    await page.locator(`${form} .newsletter-submit`).click();
    await expectSeen(notice(page, 'email-exists'));
  });

  test('a form without the checkbox sends no privacy field', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article-rest');
    await expect(notice(page, 'privacy-error')).toHaveCount(0);
    await page.locator(email).fill('bekannt@example.de');
    await page.locator(`${form} .newsletter-submit`).click();
    await expectSeen(notice(page, 'email-exists'));
    expect(sent.map((fields) => Object.fromEntries(fields))).toEqual([{ action: 'rb_submit_newsletter', email: 'bekannt@example.de' }]);
  });

  for (const scenario of ['reader-newsletter-500', 'reader-newsletter-malformed']) {
    test(`${scenario}: a retry notice shows, no success, the address stays, a warning is logged`, async ({ page }) => {
      const warnings = collectWarnings(page);
      await openPage(page, 'radio-article', scenario);
      await page.locator(email).fill('leser@example.de');
      await page.locator(`${form} input[name=rb_privacy]`).check();
      await page.locator(`${form} .newsletter-submit`).click();
      await expectSeen(notice(page, 'request-error'));
      await expect(notice(page, 'request-error')).toHaveText(strings.readerUi.newsletterFailed);
      await expect(notice(page, 'success')).toBeHidden();
      await expect(page.locator(email)).toHaveValue('leser@example.de');
      expect(warnings.some((line) => line.includes('newsletter: '))).toBe(true);
      await expectNoAxeViolations(page, notices);
    });
  }

  test('a request that never answers: double submits are ignored, the timeout shows the retry notice', async ({ page }) => {
    const sent = newsletterRequests(page);
    const warnings = collectWarnings(page);
    await page.clock.install();
    await openPage(page, 'radio-article', 'reader-newsletter-timeout');
    await page.locator(email).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_privacy]`).check();
    await page.locator(`${form} .newsletter-submit`).click();
    await expect(page.locator(form)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${form} .newsletter-submit`)).toHaveAttribute('aria-disabled', 'true');
    // Playwright refuses to click an aria-disabled button; a reader's click still reaches it.
    await page.locator(`${form} .newsletter-submit`).click({ force: true });
    await page.locator(email).press('Enter');
    await page.clock.fastForward(10_000);
    await expect(notice(page, 'request-error')).toBeVisible();
    await expect(page.locator(form)).not.toHaveAttribute('aria-busy', 'true');
    expect(sent).toHaveLength(1);
    expect(warnings.some((line) => line.includes('timeout after 10000 ms'))).toBe(true);
  });
});

/* ------------------------------------------------------------------ newsletter popup */

/** The page clock stands still from before the load, so the popup's delay is measured exactly. */
async function pausedClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** The page with the theme's newsletter popup (data-delay 3000, data-expired 7), its delay changed when asked. */
const POPUP_PAGE = 'radio-newsletter-popup';
const withPopup = (page: Page, delay = '3000') =>
  delay === '3000'
    ? Promise.resolve()
    : rewritePage(page, POPUP_PAGE, (html) => html.replace('data-delay="3000"', `data-delay="${delay}"`));

test.describe('newsletter popup', () => {
  const popup = '#rb-newsletter-popup';
  const sidebarEmail = '#rb-newsletter-2 input[name=rb_email_subscribe]';

  test('opens after data-delay in an overlay, with the close button the bundle creates, as a modal dialog with focus trapped', async ({
    page,
  }) => {
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.locator(sidebarEmail).focus();
    await expect(page.locator(popup)).toHaveClass(/mfp-hide/);
    await expect(page.locator('#rb-close-newsletter')).toHaveCount(0);
    await page.clock.fastForward(2900);
    await expect(page.locator(popup)).toBeHidden();
    await page.clock.fastForward(100);
    const dialog = page.getByRole('dialog', { name: 'Kein 80er-Hit mehr verpassen' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveClass('rb-popup-overlay');
    await expectSeen(page.locator(popup));
    await expect(page.locator(popup)).not.toHaveClass(/mfp-hide/);
    // Centred over the whole window by the bundle's overlay (the theme's CSS gives the aside no position).
    const box = await page.locator(popup).boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no box');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
    await expect(page.locator('.rb-popup-overlay')).toBeVisible();
    const close = page.locator(`${popup} > button#rb-close-newsletter.mfp-close`);
    await expect(close).toHaveCount(1);
    await expect(close.locator('i.rbi.rbi-move')).toHaveCount(1);
    await expect(close).toBeFocused();
    // Tab goes round inside: close button (last), email, submit, and back.
    await page.keyboard.press('Tab');
    await expect(page.locator(`${popup} input[name=rb_email_subscribe]`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(`${popup} .newsletter-submit`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(`${popup} .newsletter-submit`)).toBeFocused();
    await page.clock.resume(); // axe runs on timers of its own
    // The theme prints the popup's title as an <h4> (heading order is the theme's, not the bundle's).
    await expectNoAxeViolations(page, { include: '.rb-popup-overlay', skip: ['heading-order'] });
  });

  for (const delay of ['', '0']) {
    test(`waits the default 2000 ms when data-delay is ${JSON.stringify(delay)}`, async ({ page }) => {
      await withPopup(page, delay);
      await pausedClock(page);
      await openPage(page, POPUP_PAGE);
      await page.clock.fastForward(1900);
      await expect(page.locator(popup)).toBeHidden();
      await page.clock.fastForward(100);
      await expect(page.locator(popup)).toBeVisible();
    });
  }

  const closers: [string, (page: Page) => Promise<void>][] = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['its close button', (page) => page.locator('#rb-close-newsletter').click()],
  ];
  for (const [how, close] of closers) {
    test(`closes by ${how}, gives focus back and stays away for data-expired days`, async ({ page, context }) => {
      await withPopup(page);
      await pausedClock(page);
      await openPage(page, POPUP_PAGE);
      await page.locator(sidebarEmail).focus();
      await page.clock.fastForward(3000);
      await expect(page.locator(popup)).toBeVisible();
      await page.clock.resume(); // Playwright's click waits for animation frames
      await close(page);
      await expect(page.locator(popup)).toBeHidden();
      await expect(page.locator(popup)).toHaveClass(/mfp-hide/);
      await expect(page.locator('.rb-popup-overlay')).toHaveCount(0);
      await expect(page.locator('#rb-close-newsletter')).toHaveCount(0);
      await expect(page.locator(sidebarEmail)).toBeFocused();
      const found = await cookie(context, 'ruby_newsletter_popup');
      expect([found?.value, found?.path]).toEqual(['1', '/']);
      expect(await lifetimeDays(context, 'ruby_newsletter_popup', await page.evaluate(() => Date.now()))).toBe(7);
      await page.reload();
      await page.clock.fastForward(10_000);
      await expect(page.locator(popup)).toBeHidden();
    });
  }

  test('a click on the dimmed page does not close it (closeOnBgClick false)', async ({ page, context }) => {
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(3000);
    await expect(page.locator(popup)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(page.locator(popup)).toBeVisible();
    expect(await cookie(context, 'ruby_newsletter_popup')).toBeUndefined();
  });

  test('never opens on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(10_000);
    await expect(page.locator(popup)).toBeHidden();
    await expect(page.locator('.rb-popup-overlay')).toHaveCount(0);
  });

  test('opens at exactly 768 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(3000);
    await expect(page.locator(popup)).toBeVisible();
  });

  test('a corrupted cookie is ignored with a warning', async ({ page, context }) => {
    const warnings = collectWarnings(page);
    await context.addCookies([{ name: 'ruby_newsletter_popup', value: 'ja', url: SITE }]);
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(3000);
    await expect(page.locator(popup)).toBeVisible();
    expect(warnings.some((line) => line.includes('ignoring the cookie ruby_newsletter_popup="ja"'))).toBe(true);
  });
});

/* ------------------------------------------------------------------ cookie notice and header strips */

test.describe('cookie notice and header strips', () => {
  const notice = '#rb-cookie';
  const strip = '#rb-headerstrip-2';

  test('the cookie notice appears (display, is-show, opaque) and accepting hides it for 30 days', async ({ page, context }) => {
    await openPage(page, 'radio-article');
    await expectSeen(page.locator(notice));
    await expect(page.locator(notice)).toHaveClass(/is-show/);
    await expect(page.locator(notice)).toHaveCSS('pointer-events', 'auto');
    await expectNoAxeViolations(page, `${notice} .cookie-content`);
    await page.locator('#cookie-accept').click();
    await expect(page.locator(notice)).not.toHaveClass(/is-show/);
    await expect(page.locator(notice)).toBeHidden();
    await expect(page.locator(notice)).toHaveCSS('display', 'none');
    const found = await cookie(context, 'ruby_cookie_popup');
    expect([found?.value, found?.path]).toEqual(['1', '/']);
    expect(await lifetimeDays(context, 'ruby_cookie_popup', Date.now())).toBe(30);
    await page.reload();
    await expect(page.locator('.dark-mode-toggle')).toHaveAttribute('aria-pressed', /true|false/);
    await expect(page.locator(notice)).toBeHidden();
  });

  test('the accept link works with the keyboard', async ({ page, context }) => {
    await openPage(page, 'radio-bookmarks');
    await expectSeen(page.locator(notice));
    await page.locator('#cookie-accept').focus();
    await page.keyboard.press('Space');
    await expect(page.locator(notice)).toBeHidden();
    expect((await cookie(context, 'ruby_cookie_popup'))?.value).toBe('1');
  });

  test('a header strip appears, and closing it slides it away, removes it and keeps it away for data-headerstrip days', async ({
    page,
    context,
  }) => {
    await openPage(page, 'radio-article');
    await expectSeen(page.locator(strip));
    await expect(page.locator(`${strip} .headerstrip-submit`)).toHaveAccessibleName('Hinweis schließen');
    await expectNoAxeViolations(page, strip);
    await page.locator(`${strip} .headerstrip-submit`).click();
    await expect(page.locator(strip)).toHaveCount(0);
    const found = await cookie(context, 'rb-headerstrip-2');
    expect([found?.value, found?.path]).toEqual(['1', '/']);
    expect(await lifetimeDays(context, 'rb-headerstrip-2', Date.now())).toBe(7);
    await openPage(page, 'radio-bookmarks');
    await expect(page.locator('.dark-mode-toggle')).toHaveAttribute('aria-pressed', /true|false/);
    await expect(page.locator(strip)).toHaveCount(1);
    await expect(page.locator(strip)).toBeHidden();
  });

  test('a strip with an empty data-headerstrip lasts the default 30 days', async ({ page, context }) => {
    await rewritePage(page, 'radio-article', (html) => html.replace(' data-headerstrip="7"', ' data-headerstrip=""'));
    await openPage(page, 'radio-article');
    await page.locator(`${strip} .headerstrip-submit`).click();
    await expect(page.locator(strip)).toHaveCount(0);
    expect(await lifetimeDays(context, 'rb-headerstrip-2', Date.now())).toBe(30);
  });

  test('corrupted cookies leave the notice and the strip showing, with warnings', async ({ page, context }) => {
    const warnings = collectWarnings(page);
    await context.addCookies([
      { name: 'ruby_cookie_popup', value: 'true', url: SITE },
      { name: 'rb-headerstrip-2', value: '%E0%A4%A', url: SITE },
    ]);
    await openPage(page, 'radio-article');
    await expectSeen(page.locator(notice));
    await expectSeen(page.locator(strip));
    expect(warnings.some((line) => line.includes('ignoring the cookie ruby_cookie_popup="true"'))).toBe(true);
    await page.locator('#cookie-accept').click();
    await expect(page.locator(notice)).toBeHidden();
  });
});

/* ------------------------------------------------------------------ dark mode */

test.describe('dark mode', () => {
  const toggle = '.dark-mode-toggle';
  const darkIcon = `${toggle} .mode-icon-dark`;
  const defaultIcon = `${toggle} .mode-icon-default`;
  const bodyTheme = (page: Page) => page.locator('body').getAttribute('data-theme');
  const withServerDark = (page: Page, pageId = 'radio-article') =>
    rewritePage(page, pageId, (html) => html.replace(/<body class="([^"]*)">/, '<body class="$1" data-theme="dark">'));

  test('the theme hides both icons until the bundle activates one; each click switches and stores the mode', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, 'radio-article');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'default');
    await expectSeen(page.locator(defaultIcon));
    await expect(page.locator(darkIcon)).toBeHidden();
    await expect(page.locator(toggle)).toHaveAttribute('role', 'button');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator(toggle)).toHaveAccessibleName(strings.readerUi.darkModeToggle);
    await expectNoAxeViolations(page, toggle);
    await page.locator(toggle).click();
    expect(await bodyTheme(page)).toBe('dark');
    await expect(page.locator(toggle)).toHaveClass(/trigged/);
    await expect(page.locator('body')).toHaveClass(/switch-smooth/);
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    await expectSeen(page.locator(darkIcon));
    await expect(page.locator(defaultIcon)).toBeHidden();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('RubyDarkMode'))).toBe('dark');
    expect((await cookie(context, 'RubyDarkMode'))?.value).toBe('dark');
    expect(await lifetimeDays(context, 'RubyDarkMode', Date.now())).toBe(60);
    await expectNoAxeViolations(page, toggle);
    await page.locator(toggle).press('Enter');
    expect(await bodyTheme(page)).toBe('default');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    await expectSeen(page.locator(defaultIcon));
    expect(await page.evaluate(() => localStorage.getItem('RubyDarkMode'))).toBe('default');
    expect((await cookie(context, 'RubyDarkMode'))?.value).toBe('default');
  });

  test('the server’s data-theme="dark" wins over a light system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await withServerDark(page);
    await openPage(page, 'radio-article');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    expect(await bodyTheme(page)).toBe('dark');
    await expectSeen(page.locator(darkIcon));
    // Not following the system: the server chose.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await bodyTheme(page)).toBe('dark');
  });

  test('the reader’s stored choice wins over the server’s', async ({ page }) => {
    await withServerDark(page);
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', 'default'));
    await page.reload();
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    expect(await bodyTheme(page)).toBe('default');
  });

  test('a site without dark mode (no toggle, no data-theme) gets none, whatever the system prefers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, 'magazine-article');
    await expect(page.locator('.share-icon').first()).toBeVisible();
    await page.waitForFunction(() => (window as Window & { siteClient?: unknown }).siteClient !== undefined);
    await page.waitForLoadState('load');
    expect(await page.locator('body').getAttribute('data-theme')).toBeNull();
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
  });

  test('the stored mode applies on the next page', async ({ page }) => {
    await openPage(page, 'radio-article');
    await page.locator(toggle).click();
    await openPage(page, 'radio-home');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
  });

  test('as a userscript, the stored mode is on <body> before first paint', async ({ page }) => {
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', 'dark'));
    await page.addInitScript({ content: bundle() });
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openPage(page, 'radio-article', 'default', '&bundle=none');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    const seen = await firstPaint(page);
    expect(seen.body).toMatchObject({ theme: 'dark' });
    expect(seen.ready).toMatchObject({ theme: 'dark', background: DARK_BACKGROUND });
  });

  test('as a userscript, a dark system preference applies before DOMContentLoaded on a site with a toggle', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openAsUserscript(page, 'radio-home');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    expect((await firstPaint(page)).ready).toMatchObject({ theme: 'dark', background: DARK_BACKGROUND });
  });

  test('as a footer script with the head snippet, the stored mode applies before first paint', async ({ page }) => {
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', 'dark'));
    await rewritePage(page, 'radio-article', (html) => html.replace(/<head>/i, `<head>\n${HEAD_SNIPPET}`));
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openPage(page, 'radio-article');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    expect((await firstPaint(page)).body).toMatchObject({ theme: 'dark' });
  });

  test('the head snippet leaves the server’s data-theme when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await rewritePage(page, 'radio-article', (html) =>
      html.replace(/<head>/i, `<head>\n${HEAD_SNIPPET}`).replace(/<body class="([^"]*)">/, '<body class="$1" data-theme="dark">'),
    );
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openPage(page, 'radio-article');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    expect((await firstPaint(page)).body).toMatchObject({ theme: 'dark' });
  });

  test('as a footer script without the snippet, the first paint still shows the printed theme (why the snippet exists)', async ({
    page,
  }) => {
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', 'dark'));
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openPage(page, 'radio-article');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    expect((await firstPaint(page)).body).toMatchObject({ theme: null, background: DEFAULT_BACKGROUND });
  });

  test('with nothing stored or printed, prefers-color-scheme decides and is followed until the reader picks', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, 'radio-article');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'default');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await page.locator(toggle).click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'default');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'default');
  });

  test('corrupted storage and cookie are ignored with warnings', async ({ page, context }) => {
    const warnings = collectWarnings(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', '{"theme":"dark"}'));
    await context.addCookies([{ name: 'RubyDarkMode', value: 'nacht', url: SITE }]);
    await page.reload();
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'default');
    expect(warnings.filter((line) => line.includes('dark mode: ignoring the stored'))).toHaveLength(2);
    await page.locator(toggle).click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('RubyDarkMode'))).toBe('dark');
  });

  test('the 11.x cookie alone (storage cleared) still carries the choice', async ({ page, context }) => {
    await context.addCookies([{ name: 'RubyDarkMode', value: 'dark', url: SITE }]);
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openAsUserscript(page, 'radio-home');
    expect((await firstPaint(page)).body).toMatchObject({ theme: 'dark' });
  });
});

/* ------------------------------------------------------------------ accordion and note boxes */

const animationDurations = (page: Page, id: string) =>
  page.evaluate(
    (target) =>
      document
        .getElementById(target)
        ?.getAnimations()
        .map((animation) => animation.effect?.getTiming().duration) ?? [],
    id,
  );

/**
 * Clicks in the page and reads the animations the click started in the same task, so a busy
 * machine cannot let a short animation end before it is read. One list of durations per id.
 */
const clickAndReadAnimations = (page: Page, selector: string, ids: readonly string[]) =>
  page.evaluate(
    ({ target, elements }) => {
      const control = document.querySelector(target);
      if (!(control instanceof HTMLElement)) throw new Error(`nothing to click: ${target}`);
      control.click();
      return elements.map(
        (id) =>
          document
            .getElementById(id)
            ?.getAnimations()
            .map((animation) => animation.effect?.getTiming().duration) ?? [],
      );
    },
    { target: selector, elements: ids },
  );

test.describe('accordion', () => {
  const block = '.rb-accordion';
  const title = (n: number) => `[aria-controls="faq-123-${n}"]`;

  test('the open flag opens the first item; one item at a time; the open item closes on its click', async ({ page }) => {
    await openPage(page, 'radio-article');
    await expect(page.locator(title(1))).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-123-1')).toBeVisible();
    await expect(page.locator('.accordion-item').first()).toHaveClass(/active/);
    await expectNoAxeViolations(page, block);
    await page.locator(title(2)).click();
    await expect(page.locator(title(1))).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(title(2))).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-123-1')).toBeHidden();
    await expect(page.locator('#faq-123-2')).toBeVisible();
    await page.locator(title(2)).click();
    await expect(page.locator(title(2))).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-123-2')).toBeHidden();
    await expect(page.locator(`${block} .accordion-content:visible`)).toHaveCount(0);
    await expectNoAxeViolations(page, block);
  });

  test('works with the keyboard', async ({ page }) => {
    await openPage(page, 'radio-article');
    await page.locator(title(3)).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(title(3))).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-123-3')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.locator(title(3))).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-123-3')).toBeHidden();
  });

  test('animates for 250 ms, and not at all under prefers-reduced-motion', async ({ page }) => {
    await openPage(page, 'radio-article');
    await expect(page.locator(title(1))).toHaveAttribute('aria-expanded', 'true');
    expect(await clickAndReadAnimations(page, title(2), ['faq-123-2', 'faq-123-1'])).toEqual([[250], [250]]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await clickAndReadAnimations(page, title(3), ['faq-123-3'])).toEqual([[]]);
    await expect(page.locator('#faq-123-3')).toBeVisible();
    await expect(page.locator('#faq-123-2')).toBeHidden();
  });
});

test.describe('note boxes', () => {
  test('the toggle opens and closes the note, with aria-expanded and a 300 ms animation', async ({ page }) => {
    await openPage(page, 'radio-article');
    const toggle = page.locator('[aria-controls="note-123-1"]');
    await expectNoAxeViolations(page, '.rb-note');
    expect(await clickAndReadAnimations(page, '[aria-controls="note-123-1"]', ['note-123-1'])).toEqual([[300]]);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText(strings.readerUi.noteLess);
    await expect(page.locator('#note-123-1')).toBeVisible();
    await expectNoAxeViolations(page, '.rb-note');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText(strings.readerUi.noteMore);
    await expect(page.locator('#note-123-1')).toBeHidden();
  });

  test('the inline note opens without animation', async ({ page }) => {
    await openPage(page, 'radio-article-rest');
    const toggle = page.locator('[aria-controls="note-123-2"]');
    await toggle.click();
    expect(await animationDurations(page, 'note-123-2')).toEqual([]);
    await expect(page.locator('#note-123-2')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, '.rb-note.is-inline');
  });
});

/* ------------------------------------------------------------------ share links */

/** Replaces window.open with a recorder that answers `result` ("window" or null for a blocked pop-up). */
const STUB_OPEN = (result: 'window' | 'null') => `(() => {
  window.__opened = [];
  window.open = function (url, target, features) {
    window.__opened.push({ url: String(url), target: target, features: features });
    return ${result === 'window' ? '{ opener: window, closed: false }' : 'null'};
  };
})();`;
const opened = (page: Page) =>
  page.evaluate(() => (window as Window & { __opened?: { url: string; target: string; features: string }[] }).__opened ?? []);

test.describe('share links', () => {
  const facebook = '.single-bottom-share a.share-action.share-facebook';
  const FACEBOOK_URL = 'https://www.facebook.com/sharer.php?u=https%3A%2F%2Fwww.b80er.de%2F2020%2F11%2F40-jahre-neue-deutsche-welle%2F';

  test('a click on a.share-action opens a 600x350 pop-up (centred on the window) and the page stays', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'radio-article');
    const before = page.url();
    await page.locator(facebook).click();
    const [call] = await opened(page);
    expect([call?.url, call?.target]).toEqual([FACEBOOK_URL, '_blank']);
    const metrics = await page.evaluate(() => ({ x: screenX, y: screenY, w: outerWidth || innerWidth, h: outerHeight || innerHeight }));
    const left = Math.round(metrics.x + Math.max(0, (metrics.w - 600) / 2));
    const top = Math.round(metrics.y + Math.max(0, (metrics.h - 350) / 2));
    expect(call?.features).toBe(`width=600,height=350,left=${left},top=${top},scrollbars=yes,resizable=yes`);
    expect(page.url()).toBe(before);
    // The icon-only links at the top do the same.
    await page.locator('.single-top-share a.share-action.share-twitter').click();
    expect((await opened(page))[1]?.url).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(page.context().pages()).toHaveLength(1);
  });

  test('the real pop-up opens at 600x350 with the share page, without an opener', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Teilen</title>' }),
    );
    await openPage(page, 'radio-article');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator(facebook).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('facebook.com/sharer.php');
    expect(await popup.evaluate(() => [window.opener === null, innerWidth <= 600, innerHeight <= 350])).toEqual([true, true, true]);
    expect(page.url()).toContain('/pages/radio-article');
  });

  test('a blocked pop-up falls back to the link itself', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Teilen</title>' }),
    );
    await page.addInitScript({ content: STUB_OPEN('null') });
    await openPage(page, 'radio-article');
    await Promise.all([page.waitForURL(/facebook\.com/), page.locator(facebook).click()]);
  });

  for (const modifier of ['ControlOrMeta', 'Shift'] as const) {
    test(`${modifier}+click is left to the browser`, async ({ page, context }) => {
      await page.addInitScript({ content: STUB_OPEN('window') });
      await openPage(page, 'radio-article');
      // The browser opens its own tab or window (a route does not reach it, so its URL is not checked).
      await Promise.all([context.waitForEvent('page'), page.locator(facebook).click({ modifiers: [modifier] })]);
      expect(await opened(page)).toHaveLength(0);
      expect(page.url()).toContain('/pages/radio-article');
    });
  }

  test('a middle click is left to the browser', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'radio-article');
    await page.locator(facebook).click({ button: 'middle' });
    expect(await opened(page)).toHaveLength(0);
  });

  test('WhatsApp and e-mail (no share-action) stay links; the theme’s CSS swaps the WhatsApp links at 991 px', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'radio-article');
    const bottom = '.single-bottom-share';
    await expect(page.locator(`${bottom} .share-whatsapp.is-web`)).toBeVisible();
    await expect(page.locator(`${bottom} .share-whatsapp.is-mobile`)).toBeHidden();
    for (const link of [`${bottom} .share-email`, `${bottom} .share-whatsapp.is-web`]) {
      await page.locator(link).evaluate((element) => element.addEventListener('click', (event) => event.preventDefault()));
      await page.locator(link).click();
    }
    expect(await opened(page)).toHaveLength(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator(`${bottom} .share-whatsapp.is-mobile`)).toBeVisible();
    await expect(page.locator(`${bottom} .share-whatsapp.is-web`)).toBeHidden();
  });

  test('the magazine’s share links open the same pop-up', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'magazine-article');
    await page.locator('.single-bottom-share .share-linkedin').click();
    const [call] = await opened(page);
    expect(call?.url).toMatch(/^https:\/\/linkedin\.com\/shareArticle\?mini=true&url=/);
    expect(call?.features).toMatch(/^width=600,height=350,/);
    await expectNoAxeViolations(page, '.single-bottom-share');
  });
});
