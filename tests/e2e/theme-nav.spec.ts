/**
 * Navigation of the magazine theme in Chromium (issue 6 points 4 and 8), on the markup the theme
 * prints and under its visibility CSS (REAL-MARKUP §14, §16, §18): the sticky top bar
 * (`aside#sticky-nav.section-sticky-holder`; magazine-single in smart mode, magazine-home plain) at
 * 1280 and the mobile bar (`aside#mobile-sticky-nav`) at 768 and 375, shown by `is-show` with the
 * theme's inline `top:-{height}px`; the sticky sidebar's states at 1280 and none at 768; the
 * off-canvas menu (`body.mobile-js-menu`) with its ways in and out, focus return and the
 * `.explain-menu` sub-menu toggles the bundle adds; the table of contents; back to top, created
 * by the bundle on `body.is-backtop`; axe on the open menu and the TOC; and that the bundle
 * registers a single scroll listener however many scroll features the page has.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

/** Counts scroll and resize listeners added to window or document once the bundle has started. */
const LISTENER_PROBE = `(() => {
  window.__bundleListeners = { scroll: 0, resize: 0 };
  for (const target of [window, document]) {
    const add = target.addEventListener;
    target.addEventListener = function (type, listener, options) {
      if ((type === 'scroll' || type === 'resize') && performance.getEntriesByName('site-client:start').length > 0) window.__bundleListeners[type] += 1;
      return add.call(this, type, listener, options);
    };
  }
})();`;

/** Scroll to `y` at once and let the frame loop run (two frames: its task, then paint). */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Document offset where the bars may show: the navigation's bottom (header's on phones) + 70 px. */
async function showAt(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = document.querySelector('.navbar-outer')?.getBoundingClientRect();
    const box = nav && nav.height > 0 ? nav : document.querySelector('#site-header')?.getBoundingClientRect();
    return Math.round((box?.bottom ?? 0) + window.scrollY + 70);
  });
}

async function open(page: Page, pageId: string): Promise<void> {
  // The next-post chain of the long read is another feature's; here its answer would lengthen the page mid-test.
  await page.route(/rueckkehr-der-nachtzuege/, (route) => route.abort());
  await openPage(page, pageId);
  await expect(page.locator('#back-top')).toHaveAttribute('aria-hidden', 'true');
}

const bar = (page: Page) => page.locator('#sticky-nav');
const mobileBar = (page: Page) => page.locator('#mobile-sticky-nav');
const sidebarState = (page: Page) => page.locator('.sidebar-sticky').getAttribute('data-sticky-state');

// The machine may be busy: generous time per test (nothing here asserts timings).
test.describe.configure({ timeout: 120_000 });

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('magazine-single (smart): the top bar shows only while scrolling up past nav bottom + 70 px; focusable only then', async ({
    page,
  }) => {
    await open(page, 'magazine-single');
    const threshold = await showAt(page);
    await scrollToY(page, threshold + 400);
    await expect(bar(page)).not.toHaveClass(/is-show/);
    await scrollToY(page, threshold + 300);
    await expect(bar(page)).toHaveClass(/is-show/);
    await expect(bar(page)).toHaveCSS('visibility', 'visible');
    await expect(bar(page)).toHaveAttribute('aria-hidden', 'false');
    await expect(bar(page).locator('a[tabindex]')).toHaveCount(0);
    await scrollToY(page, threshold + 350);
    await expect(bar(page)).not.toHaveClass(/is-show/);
    await expect(bar(page)).toHaveAttribute('aria-hidden', 'true');
    expect(
      await bar(page)
        .locator('a')
        .evaluateAll((links) => links.every((link) => link.getAttribute('tabindex') === '-1')),
    ).toBe(true);
    // Scrolling up, but not past the threshold: no bar.
    await scrollToY(page, threshold + 10);
    await scrollToY(page, threshold - 10);
    await expect(bar(page)).not.toHaveClass(/is-show/);
    await expect(mobileBar(page)).not.toHaveClass(/is-show/);
  });

  test('magazine-home (plain): the top bar shows past the threshold in either direction', async ({ page }) => {
    await open(page, 'magazine-home');
    const threshold = await showAt(page);
    // The theme's CSS keeps the bar hidden above the viewport; the inline offset is its own height.
    await expect(bar(page)).toHaveCSS('visibility', 'hidden');
    const height = await bar(page).evaluate((element) => (element as HTMLElement).offsetHeight);
    expect(height).toBeGreaterThan(0);
    await expect(bar(page)).toHaveAttribute('style', new RegExp(`top: -${height}px`));
    await scrollToY(page, threshold - 20);
    await expect(bar(page)).not.toHaveClass(/is-show/);
    await scrollToY(page, threshold + 20);
    await expect(bar(page)).toHaveClass(/is-show/);
    await expect(bar(page)).toHaveCSS('visibility', 'visible');
    await expect(bar(page)).toHaveCSS('top', '0px');
    await scrollToY(page, threshold + 900);
    await expect(bar(page)).toHaveClass(/is-show/);
    await scrollToY(page, threshold - 20);
    await expect(bar(page)).not.toHaveClass(/is-show/);
  });

  test('the sticky sidebar: inline position, width and top on .sidebar-inner, measured against .rbc-content', async ({ page }) => {
    await open(page, 'magazine-single');
    const inner = page.locator('aside.rbc-sidebar.sidebar-sticky > .sidebar-inner').first();
    const geometry = await page.evaluate(() => {
      const aside = document.querySelector<HTMLElement>('aside.rbc-sidebar.sidebar-sticky');
      const content = document.querySelector('.rbc-wrap > .rbc-content')?.getBoundingClientRect();
      const styles = aside ? getComputedStyle(aside) : null;
      const navbar = document.body.classList.contains('sticky-nav') ? document.querySelector<HTMLElement>('.navbar-wrap') : null;
      return {
        contentTop: (content?.top ?? 0) + window.scrollY,
        contentBottom: (content?.bottom ?? 0) + window.scrollY,
        width: (aside?.clientWidth ?? 0) - parseFloat(styles?.paddingLeft ?? '0') - parseFloat(styles?.paddingRight ?? '0'),
        innerHeight: document.querySelector<HTMLElement>('.sidebar-inner')?.offsetHeight ?? 0,
        topOffset: (document.getElementById('wpadminbar')?.offsetHeight ?? 0) + (navbar?.offsetHeight ?? 0),
      };
    });
    expect(geometry.contentBottom - geometry.contentTop).toBeGreaterThan(geometry.innerHeight + 1000);
    expect(await sidebarState(page)).toBe('top_content');
    await expect(inner).not.toHaveAttribute('style', /position/);
    // The script adds the theme's clearfix after the inner box.
    await expect(page.locator('aside.sidebar-sticky > .sidebar-inner + .clearfix').first()).toBeAttached();

    // Mid-article: fixed (below the bars, or at the bottom for a tall sidebar) or carried along, with the column's width.
    await scrollToY(page, Math.round(geometry.contentTop + 1500));
    const state = await sidebarState(page);
    expect(['fixed_top', 'fixed_bottom', 'absolute']).toContain(state);
    const placed = await inner.evaluate((element) => ({
      position: element.style.position,
      width: element.style.width,
      top: element.style.top,
      bottom: element.style.bottom,
      z: element.style.zIndex,
    }));
    expect(placed.position).toBe(state === 'absolute' ? 'absolute' : 'fixed');
    expect(parseFloat(placed.width)).toBeCloseTo(geometry.width, 0);
    if (state === 'fixed_top') expect(placed.top).toBe(`${geometry.topOffset}px`);
    if (state === 'fixed_bottom') expect(placed.bottom).toBe('0px');
    if (state !== 'absolute') expect(placed.z).toBe('100');
    // Scrolling on down a screen and a half: fixed at some point.
    const seen = new Set<string | null>([state]);
    for (let step = 1; step <= 6; step += 1) {
      await scrollToY(page, Math.round(geometry.contentTop + 1500 + step * 200));
      seen.add(await sidebarState(page));
    }
    expect([...seen].some((value) => value === 'fixed_top' || value === 'fixed_bottom')).toBe(true);

    // At the end of the content: absolute, its bottom on the content's bottom.
    await scrollToY(page, Math.round(geometry.contentBottom - 300));
    expect(await sidebarState(page)).toBe('bottom_content');
    await expect(inner).toHaveCSS('position', 'absolute');
    const bottoms = await page.evaluate(() => {
      const content = document.querySelector('.rbc-wrap > .rbc-content')?.getBoundingClientRect();
      const box = document.querySelector('.sidebar-inner')?.getBoundingClientRect();
      return Math.round((content?.bottom ?? 0) - (box?.bottom ?? 0));
    });
    expect(Math.abs(bottoms)).toBeLessThanOrEqual(1);
    await scrollToY(page, 0);
    expect(await sidebarState(page)).toBe('top_content');
    await expect(inner).not.toHaveAttribute('style', /position/);
  });

  test('table of contents (Pixwell Core 9.2): .rb-smooth-scroll sets inline smooth scrolling; a link reaches its heading below the bar, focused; axe', async ({
    page,
  }) => {
    await open(page, 'magazine-single');
    const box = page.locator('#ruby-table-contents.rb-table-contents.rb-smooth-scroll');
    await expect(box).toHaveCount(1);
    expect(await page.evaluate(() => [document.documentElement.style.scrollBehavior, document.body.style.scrollBehavior])).toEqual([
      'smooth',
      'smooth',
    ]);
    await expectNoAxeViolations(page, '#ruby-table-contents');
    await box.locator('.table-link a', { hasText: 'Die Schwammstadt' }).click();
    const heading = page.locator('h2#rb-die-schwammstadt');
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#rb-die-schwammstadt$/);
    // Smooth: the page travels over several frames, then rests with the heading below the sticky bar.
    await expect
      .poll(
        async () => {
          const first = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
          await page.waitForTimeout(150);
          const second = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
          return first === second ? second : null;
        },
        { timeout: 10_000 },
      )
      .not.toBeNull();
    const margin = await heading.evaluate((element) => parseFloat(element.style.scrollMarginTop));
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(Math.round(top) - margin)).toBeLessThanOrEqual(2);
  });

  test('table of contents under prefers-reduced-motion: no smooth scrolling is set', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'magazine-single');
    await expect(page.locator('#ruby-table-contents')).toBeAttached();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => [document.documentElement.style.scrollBehavior, document.body.style.scrollBehavior])).toEqual([
      '',
      '',
    ]);
  });

  test('back to top: created by the bundle (not printed), shown after 200 px, reaches 0, focus at the top of the page', async ({
    page,
  }) => {
    await open(page, 'magazine-single');
    const html = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(html).not.toContain('id="back-top"');
    const backTop = page.locator('body > a#back-top[href="#"]');
    await expect(backTop.locator('> span#back-top-inner + i.rbi.rbi-arrow-up')).toHaveCount(1);
    await scrollToY(page, 150);
    await expect(backTop).toBeHidden();
    await scrollToY(page, 4000);
    await expect(backTop).toBeVisible();
    await expect(backTop).toHaveCSS('position', 'fixed');
    await expect(backTop).toHaveAccessibleName('Nach oben');
    await backTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#site')).toBeFocused();
    await expect(backTop).toBeHidden();
  });

  for (const pageId of ['magazine-single', 'magazine-home']) {
    test(`${pageId}: the bundle adds one scroll and one resize listener for all its scroll features`, async ({ page }) => {
      await page.addInitScript({ content: LISTENER_PROBE });
      await open(page, pageId);
      await scrollToY(page, 1500);
      await scrollToY(page, 1200);
      await expect(bar(page)).toHaveClass(/is-show/);
      const listeners = await page.evaluate(
        () => (window as unknown as { __bundleListeners: { scroll: number; resize: number } }).__bundleListeners,
      );
      expect(listeners).toEqual({ scroll: 1, resize: 1 });
    });
  }
});

test.describe('768 px', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('magazine-single: the mobile bar instead of the top bar (smart: on scroll up); the sidebar stays static', async ({ page }) => {
    await open(page, 'magazine-single');
    const threshold = await showAt(page);
    await scrollToY(page, threshold + 600);
    await expect(mobileBar(page)).not.toHaveClass(/is-show/);
    await scrollToY(page, threshold + 500);
    await expect(mobileBar(page)).toHaveClass(/is-show/);
    await expect(mobileBar(page).locator('.off-canvas-trigger')).not.toHaveAttribute('tabindex', '-1');
    await expect(bar(page)).not.toHaveClass(/is-show/);
    for (const y of [0, 2000, 1900, 6000]) {
      await scrollToY(page, y);
      expect(await sidebarState(page)).toBeNull();
      await expect(page.locator('.sidebar-inner')).toHaveCSS('position', 'static');
    }
  });
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const headerTrigger = (page: Page) => page.locator('#mobile-navbar .off-canvas-trigger');
  const panel = (page: Page) => page.locator('#off-canvas-section');
  const isOpen = (page: Page) => page.evaluate(() => document.body.classList.contains('mobile-js-menu'));

  test('magazine-home (plain): the mobile bar shows past the threshold, the top bar never', async ({ page }) => {
    await open(page, 'magazine-home');
    const threshold = await showAt(page);
    await scrollToY(page, threshold + 200);
    await expect(mobileBar(page)).toHaveClass(/is-show/);
    await expect(bar(page)).not.toHaveClass(/is-show/);
    await scrollToY(page, 0);
    await expect(mobileBar(page)).not.toHaveClass(/is-show/);
  });

  test('off-canvas: hidden by the theme CSS until body.mobile-js-menu; the trigger opens it (focus inside, page locked); sub-menus; axe', async ({
    page,
  }) => {
    await open(page, 'magazine-single');
    await expect(panel(page)).not.toHaveClass(/is-hidden/);
    await expect(panel(page)).toHaveCSS('visibility', 'hidden');
    await expect(page.locator('.site-mask')).toHaveCSS('visibility', 'hidden');
    await headerTrigger(page).click();
    expect(await isOpen(page)).toBe(true);
    await expect(page).not.toHaveURL(/#$/);
    await expect(page.locator('.site-mask')).toHaveCSS('visibility', 'visible');
    await expect(headerTrigger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('#off-canvas-close-btn')).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).locator(':focus')).toHaveCount(1);
    // The bundle appends the theme's toggle inside each parent item's link.
    const wissen = panel(page).locator('#off-canvas-menu > li.menu-item-has-children').first();
    const subToggle = wissen.locator('> a > aside.explain-menu > i[role=button]');
    await expect(panel(page).locator('a > aside.explain-menu > i.rbi.rbi-angle-down')).toHaveCount(3);
    const klima = panel(page).getByRole('link', { name: 'Klima' });
    await expect(klima).toBeHidden();
    await subToggle.click();
    await expect(subToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(klima).toBeVisible();
    await expect(wissen).toHaveClass(/hovering-menu/);
    await expect(page).not.toHaveURL(/#kategorie-wissen/);
    // The nested one, by keyboard; closing the parent hides it again.
    const technik = wissen.locator('li.menu-item-has-children > a > aside.explain-menu > i[role=button]');
    await technik.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('link', { name: 'Raumfahrt' })).toBeVisible();
    await page.waitForTimeout(350);
    await expectNoAxeViolations(page, '#off-canvas-section');
    await subToggle.click();
    await expect(subToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(klima).toBeHidden();
    await expect(wissen).not.toHaveClass(/hovering-menu/);
    await expect(panel(page).getByRole('link', { name: 'Raumfahrt' })).toBeHidden();
    await expect(technik).toHaveAttribute('aria-expanded', 'false');
  });

  const closers: [string, (page: Page) => Promise<void>][] = [
    ['the close button', (page) => page.locator('#off-canvas-close-btn').click()],
    ['the mask', (page) => page.locator('.site-mask').click({ position: { x: 360, y: 400 } })],
    ['Escape', (page) => page.keyboard.press('Escape')],
  ];
  for (const [way, close] of closers) {
    test(`off-canvas: ${way} closes it and focus returns to the trigger`, async ({ page }) => {
      await open(page, 'magazine-single');
      await headerTrigger(page).click();
      await expect(page.locator('#off-canvas-close-btn')).toBeFocused();
      await close(page);
      expect(await isOpen(page)).toBe(false);
      await expect(headerTrigger(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(headerTrigger(page)).toBeFocused();
      await expect(panel(page)).toBeHidden();
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    });
  }

  test('off-canvas from the mobile bar’s trigger: focus returns there', async ({ page }) => {
    await open(page, 'magazine-home');
    await scrollToY(page, (await showAt(page)) + 300);
    const trigger = mobileBar(page).locator('.off-canvas-trigger');
    await expect(mobileBar(page)).toHaveClass(/is-show/);
    await trigger.click();
    expect(await isOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });
});
