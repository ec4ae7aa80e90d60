/**
 * The page-chrome reader features in Chromium through the harness: newsletter form and popup,
 * cookie notice, header strips, dark mode (and that stored choices apply before first paint),
 * accordion, note boxes and share links; with bad input and an axe check of every region the
 * bundle toggles, in both states.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { HEAD_SNIPPET } from '../../src/reader/head-snippet';
import { strings } from '../../src/core/strings';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, rewritePage, test } from './harness-fixtures';

const bundle = () => readFileSync('dist/site-client.user.js', 'utf8');
const DAY_S = 86_400;

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

/**
 * Records, in the page, what the reader would see at the earliest moments: when <body> and the
 * cookie notice are inserted (after every observer of that same insertion has run, i.e. before
 * the browser can paint) and at DOMContentLoaded.
 */
const FIRST_PAINT_PROBE = `(() => {
  const seen = {};
  window.__firstPaint = seen;
  const look = (when) => {
    const notice = document.getElementById('rb-cookie');
    const strip = document.getElementById('hs-herbst');
    return {
      theme: document.body ? document.body.getAttribute('data-theme') : null,
      background: document.body ? getComputedStyle(document.body).backgroundColor : null,
      cookieNotice: notice ? getComputedStyle(notice).display : null,
      strip: strip ? getComputedStyle(strip).display : null,
    };
  };
  new MutationObserver((records, observer) => {
    if (!seen.body && document.body) queueMicrotask(() => { seen.body = look(); });
    if (!seen.strip && document.getElementById('hs-herbst')) queueMicrotask(() => { seen.strip = look(); });
    if (!seen.notice && document.getElementById('rb-cookie')) queueMicrotask(() => { seen.notice = look(); observer.disconnect(); });
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => { seen.ready = look(); });
})();`;

interface Look {
  theme: string | null;
  background: string | null;
  cookieNotice: string | null;
  strip: string | null;
}
const firstPaint = (page: Page) => page.evaluate(() => (window as Window & { __firstPaint?: Record<string, Look> }).__firstPaint ?? {});

const DARK_BACKGROUND = 'rgb(5, 1, 9)';
const DEFAULT_BACKGROUND = 'rgb(13, 2, 33)';

/* ------------------------------------------------------------------ newsletter form */

test.describe('newsletter form', () => {
  const form = '#rb-newsletter-2 form.rb-newsletter-form';
  // axe looks at what the bundle changes (the notices, the field's aria-invalid): the recorded
  // submit button's own colours (white on #ff2e88, 3.5:1) are the theme's, not the bundle's.
  const notices = `${form} .newsletter-response`;
  const newsletterRequests = (page: Page) => {
    const sent: URLSearchParams[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (request.method() === 'POST' && body?.includes('action=rb_submit_newsletter')) sent.push(new URLSearchParams(body));
    });
    return sent;
  };
  const visibleNotices = (page: Page) => page.locator(`${form} .response-notice:visible`);

  test('an empty email shows email-error and sends nothing', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article');
    await expectNoAxeViolations(page, notices);
    await page.locator(`${form} .newsletter-submit`).click();
    await expect(visibleNotices(page)).toHaveCount(1);
    await expect(page.locator(`${form} .response-notice.email-error`)).toBeVisible();
    await expect(page.locator(`${form} input[name=rb_email_subscribe]`)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`${form} .newsletter-response`)).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(page, notices);
    await expectNoAxeViolations(page, `${form} input[name=rb_email_subscribe]`);
  });

  test('an unchecked privacy checkbox shows privacy-error and sends nothing', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article');
    await page.locator(`${form} input[name=rb_email_subscribe]`).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_email_subscribe]`).press('Enter');
    await expect(page.locator(`${form} .response-notice.privacy-error`)).toBeVisible();
    await expect(visibleNotices(page)).toHaveCount(1);
    await expect(page.locator(`${form} input[name=rb_privacy]`)).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test('email and privacy are sent and the answer’s notice shows', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article');
    await page.locator(`${form} input[name=rb_email_subscribe]`).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_privacy]`).check();
    await page.locator(`${form} .newsletter-submit`).click();
    await expect(page.locator(`${form} .response-notice.success`)).toBeVisible();
    await expect(visibleNotices(page)).toHaveCount(1);
    expect(sent.map((fields) => Object.fromEntries(fields))).toEqual([{ action: 'rb_submit_newsletter', email: 'leser@example.de', privacy: '1' }]);
    await expectNoAxeViolations(page, notices);
  });

  test('an address already subscribed shows email-exists', async ({ page }) => {
    await openPage(page, 'radio-article', 'reader-newsletter-exists');
    await page.locator(`${form} input[name=rb_email_subscribe]`).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_privacy]`).check();
    await page.locator(`${form} .newsletter-submit`).click();
    await expect(page.locator(`${form} .response-notice.email-exists`)).toBeVisible();
  });

  test('a form without the checkbox sends no privacy field', async ({ page }) => {
    const sent = newsletterRequests(page);
    await openPage(page, 'radio-article-rest');
    await page.locator(`${form} input[name=rb_email_subscribe]`).fill('bekannt@example.de');
    await page.locator(`${form} .newsletter-submit`).click();
    await expect(page.locator(`${form} .response-notice.email-exists`)).toBeVisible();
    expect(sent.map((fields) => Object.fromEntries(fields))).toEqual([{ action: 'rb_submit_newsletter', email: 'bekannt@example.de' }]);
  });

  for (const scenario of ['reader-newsletter-500', 'reader-newsletter-malformed']) {
    test(`${scenario}: no success, the address stays, a warning is logged`, async ({ page }) => {
      const warnings = collectWarnings(page);
      await openPage(page, 'radio-article', scenario);
      await page.locator(`${form} input[name=rb_email_subscribe]`).fill('leser@example.de');
      await page.locator(`${form} input[name=rb_privacy]`).check();
      await page.locator(`${form} .newsletter-submit`).click();
      await expect(page.locator(`${form} .response-notice.request-error`)).toHaveText(strings.readerUi.newsletterFailed);
      await expect(page.locator(`${form} .response-notice.success`)).toBeHidden();
      await expect(page.locator(`${form} input[name=rb_email_subscribe]`)).toHaveValue('leser@example.de');
      expect(warnings.some((line) => line.includes('newsletter: '))).toBe(true);
      await expectNoAxeViolations(page, notices);
    });
  }

  test('a request that never answers: double submits are ignored, the timeout shows no success', async ({ page }) => {
    const sent = newsletterRequests(page);
    const warnings = collectWarnings(page);
    await page.clock.install();
    await openPage(page, 'radio-article', 'reader-newsletter-timeout');
    await page.locator(`${form} input[name=rb_email_subscribe]`).fill('leser@example.de');
    await page.locator(`${form} input[name=rb_privacy]`).check();
    await page.locator(`${form} .newsletter-submit`).click();
    await expect(page.locator(form)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${form} .newsletter-submit`)).toHaveAttribute('aria-disabled', 'true');
    // Playwright refuses to click an aria-disabled button; a reader's click still reaches it.
    await page.locator(`${form} .newsletter-submit`).click({ force: true });
    await page.locator(`${form} input[name=rb_email_subscribe]`).press('Enter');
    await page.clock.fastForward(10_000);
    await expect(page.locator(`${form} .response-notice.request-error`)).toBeVisible();
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
  delay === '3000' ? Promise.resolve() : rewritePage(page, POPUP_PAGE, (html) => html.replace('data-delay="3000"', `data-delay="${delay}"`));

test.describe('newsletter popup', () => {
  const popup = '#rb-newsletter-popup';

  test('opens after data-delay on a desktop as a modal dialog with focus trapped inside', async ({ page }) => {
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.locator('#rb-email-subscribe').focus();
    await page.clock.fastForward(2900);
    await expect(page.locator(popup)).toBeHidden();
    await page.clock.fastForward(100);
    const dialog = page.getByRole('dialog', { name: 'Kein 80er-Hit mehr verpassen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('#rb-close-newsletter')).toBeFocused();
    await expect(page.locator('.rb-popup-backdrop')).toBeVisible();
    // Tab goes round inside: close button, email, submit, and back.
    await page.keyboard.press('Tab');
    await expect(page.locator('#rb-email-popup')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(`${popup} .newsletter-submit`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#rb-close-newsletter')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(`${popup} .newsletter-submit`)).toBeFocused();
    await page.clock.resume(); // axe runs on timers of its own
    await expectNoAxeViolations(page, popup);
  });

  test('waits the default 2000 ms when data-delay is empty', async ({ page }) => {
    await withPopup(page, '');
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(1900);
    await expect(page.locator(popup)).toBeHidden();
    await page.clock.fastForward(100);
    await expect(page.locator(popup)).toBeVisible();
  });

  const closers: [string, (page: Page) => Promise<void>][] = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['its close button', (page) => page.locator('#rb-close-newsletter').click()],
    ['the backdrop', (page) => page.mouse.click(8, 8)],
  ];
  for (const [how, close] of closers) {
    test(`closes by ${how}, gives focus back and stays away for data-expired days`, async ({ page, context }) => {
      await withPopup(page);
      await pausedClock(page);
      await openPage(page, POPUP_PAGE);
      await page.locator('#rb-email-subscribe').focus();
      await page.clock.fastForward(3000);
      await expect(page.locator(popup)).toBeVisible();
      await close(page);
      await expect(page.locator(popup)).toBeHidden();
      await expect(page.locator('.rb-popup-backdrop')).toHaveCount(0);
      await expect(page.locator('#rb-email-subscribe')).toBeFocused();
      expect((await cookie(context, 'ruby_newsletter_popup'))?.value).toBe('1');
      expect(await lifetimeDays(context, 'ruby_newsletter_popup', await page.evaluate(() => Date.now()))).toBe(7);
      await page.clock.resume(); // axe runs on timers of its own
    await expectNoAxeViolations(page, popup);
      await page.reload();
      await page.clock.fastForward(10_000);
      await expect(page.locator(popup)).toBeHidden();
    });
  }

  test('never opens on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(10_000);
    await expect(page.locator(popup)).toBeHidden();
    await expect(page.locator('.rb-popup-backdrop')).toHaveCount(0);
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
    await context.addCookies([{ name: 'ruby_newsletter_popup', value: '%E0%A4%A', url: 'http://127.0.0.1/' }]);
    await withPopup(page);
    await pausedClock(page);
    await openPage(page, POPUP_PAGE);
    await page.clock.fastForward(3000);
    await expect(page.locator(popup)).toBeVisible();
    await context.clearCookies();
    await context.addCookies([{ name: 'ruby_newsletter_popup', value: 'ja', url: 'http://127.0.0.1/' }]);
    await page.reload();
    await page.clock.fastForward(3000);
    await expect(page.locator(popup)).toBeVisible();
    expect(warnings.some((line) => line.includes('ignoring the cookie ruby_newsletter_popup="ja"'))).toBe(true);
  });
});

/* ------------------------------------------------------------------ cookie notice and header strips */

test.describe('cookie notice and header strips', () => {
  test('accepting the cookie notice hides it and keeps it hidden for 30 days', async ({ page, context }) => {
    await openPage(page, 'radio-article');
    // Shown as printed (its button's recorded colours are the theme's, 3.5:1); axe checks the region once the bundle hid it.
    await expectNoAxeViolations(page, '#rb-cookie .cookie-content');
    await page.locator('#cookie-accept').click();
    await expect(page.locator('#rb-cookie')).toBeHidden();
    expect((await cookie(context, 'ruby_cookie_popup'))?.value).toBe('1');
    expect(await lifetimeDays(context, 'ruby_cookie_popup', Date.now())).toBe(30);
    await expectNoAxeViolations(page, '#rb-cookie');
    await page.reload();
    await expect(page.locator('#rb-cookie')).toBeHidden();
  });

  test('closing a header strip hides it and keeps it hidden for its data-headerstrip days', async ({ page, context }) => {
    await openPage(page, 'radio-article');
    await expectNoAxeViolations(page, '#hs-herbst');
    await page.locator('#hs-herbst .headerstrip-submit').click();
    await expect(page.locator('#hs-herbst')).toBeHidden();
    expect((await cookie(context, 'hs-herbst'))?.value).toBe('1');
    expect(await lifetimeDays(context, 'hs-herbst', Date.now())).toBe(7);
    await expectNoAxeViolations(page, '#hs-herbst');
    await openPage(page, 'radio-bookmarks');
    await expect(page.locator('#hs-herbst')).toBeHidden();
  });

  test('a strip without data-headerstrip lasts the default 30 days', async ({ page, context }) => {
    await rewritePage(page, 'radio-article', (html) => html.replace(' data-headerstrip="7"', ' data-headerstrip=""'));
    await openPage(page, 'radio-article');
    await page.locator('#hs-herbst .headerstrip-submit').click();
    expect(await lifetimeDays(context, 'hs-herbst', Date.now())).toBe(30);
  });

  test('as a userscript, dismissed notices are hidden before first paint', async ({ page, context }) => {
    await context.addCookies([
      { name: 'ruby_cookie_popup', value: '1', url: 'http://127.0.0.1/' },
      { name: 'hs-herbst', value: '1', url: 'http://127.0.0.1/' },
    ]);
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openAsUserscript(page, 'radio-article');
    await expect(page.locator('#rb-cookie')).toBeHidden();
    const seen = await firstPaint(page);
    expect(seen.strip?.strip).toBe('none');
    expect(seen.notice?.cookieNotice).toBe('none');
    expect(seen.ready).toMatchObject({ cookieNotice: 'none', strip: 'none' });
  });

  test('corrupted cookies leave the notice and the strip showing, with warnings', async ({ page, context }) => {
    const warnings = collectWarnings(page);
    await context.addCookies([
      { name: 'ruby_cookie_popup', value: 'true', url: 'http://127.0.0.1/' },
      { name: 'hs-herbst', value: '%E0%A4%A', url: 'http://127.0.0.1/' },
    ]);
    await openPage(page, 'radio-article');
    await expect(page.locator('.dark-mode-toggle')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#rb-cookie')).toBeVisible();
    await expect(page.locator('#hs-herbst')).toBeVisible();
    expect(warnings.some((line) => line.includes('ignoring the cookie ruby_cookie_popup="true"'))).toBe(true);
    await page.locator('#cookie-accept').click();
    await expect(page.locator('#rb-cookie')).toBeHidden();
  });
});

/* ------------------------------------------------------------------ dark mode */

test.describe('dark mode', () => {
  const toggle = '.dark-mode-toggle';
  const bodyTheme = (page: Page) => page.locator('body').getAttribute('data-theme');

  test('each click switches, stored in localStorage and a 60-day cookie; toggles expose aria-pressed', async ({ page, context }) => {
    await openPage(page, 'radio-article');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page, toggle);
    await page.locator(toggle).click();
    expect(await bodyTheme(page)).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator(`${toggle} .mode-icon-dark`)).toHaveClass(/activated/);
    await expect(page.locator(`${toggle} .mode-icon-default`)).not.toHaveClass(/activated/);
    expect(await page.evaluate(() => localStorage.getItem('RubyDarkMode'))).toBe('dark');
    expect((await cookie(context, 'RubyDarkMode'))?.value).toBe('dark');
    expect(await lifetimeDays(context, 'RubyDarkMode', Date.now())).toBe(60);
    await expectNoAxeViolations(page, toggle);
    await page.locator(toggle).press('Enter');
    expect(await bodyTheme(page)).toBe('default');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('RubyDarkMode'))).toBe('default');
    expect((await cookie(context, 'RubyDarkMode'))?.value).toBe('default');
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

  test('as a footer script with the head snippet, the stored mode and dismissals apply before first paint', async ({ page, context }) => {
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', 'dark'));
    await context.addCookies([{ name: 'ruby_cookie_popup', value: '1', url: 'http://127.0.0.1/' }]);
    await rewritePage(page, 'radio-article', (html) => html.replace(/<head>/i, `<head>\n${HEAD_SNIPPET}`));
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openPage(page, 'radio-article');
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'true');
    const seen = await firstPaint(page);
    expect(seen.body).toMatchObject({ theme: 'dark' });
    expect(seen.notice).toMatchObject({ theme: 'dark', cookieNotice: 'none' });
  });

  test('as a footer script without the snippet, the first paint still shows the printed theme (why the snippet exists)', async ({ page }) => {
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', 'dark'));
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openPage(page, 'radio-article');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    const seen = await firstPaint(page);
    expect(seen.body).toMatchObject({ theme: 'default', background: DEFAULT_BACKGROUND });
  });

  test('with nothing stored, prefers-color-scheme decides and is followed until the reader picks', async ({ page }) => {
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
    await openPage(page, 'radio-article');
    await page.evaluate(() => localStorage.setItem('RubyDarkMode', '{"theme":"dark"}'));
    await context.addCookies([{ name: 'RubyDarkMode', value: 'nacht', url: 'http://127.0.0.1/' }]);
    await page.reload();
    await expect(page.locator(toggle)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'default');
    expect(warnings.filter((line) => line.includes('dark mode: ignoring the stored'))).toHaveLength(2);
    await page.locator(toggle).click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('RubyDarkMode'))).toBe('dark');
  });

  test('the cookie alone (storage cleared) still carries the choice', async ({ page, context }) => {
    await context.addCookies([{ name: 'RubyDarkMode', value: 'dark', url: 'http://127.0.0.1/' }]);
    await page.addInitScript({ content: FIRST_PAINT_PROBE });
    await openAsUserscript(page, 'radio-home');
    expect((await firstPaint(page)).body).toMatchObject({ theme: 'dark' });
  });
});

/* ------------------------------------------------------------------ accordion and note boxes */

const animationDurations = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getAnimations().map((animation) => animation.effect?.getTiming().duration) ?? [], id);

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
    await page.locator(title(2)).click();
    expect(await animationDurations(page, 'faq-123-2')).toEqual([250]);
    expect(await animationDurations(page, 'faq-123-1')).toEqual([250]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator(title(3)).click();
    expect(await animationDurations(page, 'faq-123-3')).toEqual([]);
    await expect(page.locator('#faq-123-3')).toBeVisible();
    await expect(page.locator('#faq-123-2')).toBeHidden();
  });
});

test.describe('note boxes', () => {
  test('the toggle opens and closes the note, with aria-expanded and a 300 ms animation', async ({ page }) => {
    await openPage(page, 'radio-article');
    const toggle = page.locator('[aria-controls="note-123-1"]');
    await expectNoAxeViolations(page, '.rb-note');
    await toggle.click();
    expect(await animationDurations(page, 'note-123-1')).toEqual([300]);
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
const opened = (page: Page) => page.evaluate(() => (window as Window & { __opened?: { url: string; target: string; features: string }[] }).__opened ?? []);

test.describe('share links', () => {
  const facebook = '.share-facebook';

  test('a click opens a 600x350 pop-up centred on the window, and the page stays', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'radio-article');
    const before = page.url();
    await page.locator(facebook).click();
    const [call] = await opened(page);
    expect(call?.url).toBe('https://www.facebook.com/sharer.php?u=https%3A%2F%2Fwww.b80er.de%2F2020%2F11%2F40-jahre-neue-deutsche-welle%2F');
    const metrics = await page.evaluate(() => ({ x: screenX, y: screenY, w: outerWidth || innerWidth, h: outerHeight || innerHeight }));
    const left = Math.round(metrics.x + Math.max(0, (metrics.w - 600) / 2));
    const top = Math.round(metrics.y + Math.max(0, (metrics.h - 350) / 2));
    expect(call?.features).toBe(`width=600,height=350,left=${left},top=${top},scrollbars=yes,resizable=yes`);
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
  });

  test('the real pop-up opens at 600x350 with the share page, without an opener', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Teilen</title>' }));
    await openPage(page, 'radio-article');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator(facebook).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('facebook.com/sharer.php');
    expect(await popup.evaluate(() => [window.opener === null, innerWidth <= 600, innerHeight <= 350])).toEqual([true, true, true]);
    expect(page.url()).toContain('/pages/radio-article');
  });

  test('a blocked pop-up falls back to the link itself', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Teilen</title>' }));
    await page.addInitScript({ content: STUB_OPEN('null') });
    await openPage(page, 'radio-article');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator(facebook).click()]);
    expect(await opened(page)).toHaveLength(1);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('facebook.com/sharer.php');
  });

  test('a blocked pop-up of a link without target navigates the page itself', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Teilen</title>' }));
    await page.addInitScript({ content: STUB_OPEN('null') });
    await rewritePage(page, 'radio-article', (html) => html.replace(/(class="share-action share-icon share-facebook"[^>]*?) target="_blank"/, '$1'));
    await openPage(page, 'radio-article');
    await Promise.all([page.waitForURL(/facebook\.com/), page.locator(facebook).click()]);
  });

  for (const modifier of ['ControlOrMeta', 'Shift'] as const) {
    test(`${modifier}+click is left to the browser`, async ({ page, context }) => {
      await page.addInitScript({ content: STUB_OPEN('window') });
      await openPage(page, 'radio-article');
      // The browser opens its own tab (a route does not reach a tab it opens itself, so its URL is not checked).
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

  test('mail links open as links', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'radio-article');
    await page.locator('.share-email').evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await page.locator('.share-email').click();
    expect(await opened(page)).toHaveLength(0);
  });

  test('the magazine’s share links open the same pop-up', async ({ page }) => {
    await page.addInitScript({ content: STUB_OPEN('window') });
    await openPage(page, 'magazine-article');
    await page.locator('.share-linkedin').click();
    const [call] = await opened(page);
    expect(call?.url).toMatch(/#teilen-linkedin$/);
    expect(call?.features).toMatch(/^width=600,height=350,/);
    await expectNoAxeViolations(page, '.single-share');
  });
});
