/**
 * The theme's forms part in Chromium through the harness, on the theme's real markup
 * (REAL-MARKUP §25, §26): the comment box revealed by its button or by the address, WordPress's
 * threaded replies, the quantity spans, and the
 * ad-block popup in each ad-script scenario; at a phone and a desktop width, with axe on every
 * region the bundle builds or opens.
 */
import type { Page, Request } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

test.describe.configure({ timeout: 90_000 });

const WIDTHS = [375, 1280] as const;
const isAdProbe = (request: Request) =>
  request.method() === 'HEAD' && request.url().includes('/pagead2.googlesyndication.com/pagead/js/adsbygoogle.js');

/** Open a page and wait until the bundle's ad-block probe has its answer (or has given up on it). */
async function openAndProbe(page: Page, pageId: string, scenario: string): Promise<void> {
  const probed = page.waitForEvent('requestfinished', { predicate: isAdProbe }).catch(() => undefined);
  const failed = page.waitForEvent('requestfailed', { predicate: isAdProbe }).catch(() => undefined);
  await openPage(page, pageId, scenario);
  await Promise.race([probed, failed]);
}

/** The single post without its next-post chain (its answer would bring a second #comments). */
async function openSingle(page: Page, query = ''): Promise<void> {
  await page.route(/rueckkehr-der-nachtzuege/, (route) => route.abort());
  await openPage(page, 'magazine-single', 'default', query);
}

for (const width of WIDTHS) {
  test.describe(`comments at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the button reveals the box (is-hidden removed) and goes; reply and cancel move the form', async ({ page }) => {
      await openSingle(page);
      const button = page.locator('.comment-box-header a.show-post-comment');
      const content = page.locator('.comment-box-header + .comment-box-content');
      await expect(content).toHaveClass(/is-hidden/);
      await expect(content).toBeHidden();
      await expect(button).toHaveAttribute('role', 'button');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(content).not.toHaveClass(/is-hidden/);
      await expect(page.locator('#comments')).toBeVisible();
      await expect(button).toHaveCount(0);
      expect(page.url()).not.toMatch(/#$/);

      const parent = page.locator('#comment_parent');
      const cancel = page.locator('#cancel-comment-reply-link');
      await expect(cancel).toBeHidden();
      await page.locator('#div-comment-14 .comment-reply-link').click();
      await expect(page.locator('#div-comment-14 + #respond')).toHaveCount(1);
      await expect(parent).toHaveValue('14');
      await expect(page.locator('#comment')).toBeFocused();
      await expect(page.locator('#reply-title')).toContainText('Antwort an Jonas Krüger');
      await expect(cancel).toBeVisible();
      expect(page.url()).not.toContain('replytocom');
      await expectNoAxeViolations(page, '#respond');

      await cancel.click();
      await expect(page.locator('.comment-list + #respond')).toHaveCount(1);
      await expect(parent).toHaveValue('0');
      await expect(cancel).toBeHidden();
      await expect(page.locator('#div-comment-14 .comment-reply-link')).toBeFocused();
      // (The theme's own h4 after the article's h2 is its heading order, not the bundle's.)
      await expectNoAxeViolations(page, '.comment-box-content');
    });

    test('the keyboard opens the box and focus moves into it', async ({ page }) => {
      await openSingle(page);
      const button = page.locator('a.show-post-comment');
      await button.focus();
      await page.keyboard.press('Space');
      await expect(page.locator('.comment-box-content')).toBeVisible();
      await expect(page.locator('.comment-box-content')).toBeFocused();
    });

    test('#respond clicks the button on arrival and scrolls to the form', async ({ page }) => {
      await openSingle(page, '#respond');
      await expect(page.locator('.comment-box-content')).not.toHaveClass(/is-hidden/);
      await expect(page.locator('a.show-post-comment')).toHaveCount(0);
      await expect(page.locator('#respond')).toBeInViewport();
    });

    test('#comment-12 opens it on arrival, and a later hashchange to #comments does too', async ({ page }) => {
      await openSingle(page, '#comment-12');
      await expect(page.locator('#comment-12')).toBeVisible();
      await expect(page.locator('#comment-12')).toBeInViewport();

      await openSingle(page);
      await expect(page.locator('.comment-box-content')).toBeHidden();
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        location.hash = '#comments';
      });
      await expect(page.locator('.comment-box-content')).toBeVisible();
      await expect(page.locator('#comments')).toBeInViewport();
    });
  });
}

test.describe('comments without the bundle', () => {
  test('the box stays hidden by the theme’s CSS (is-hidden)', async ({ page }) => {
    await openPage(page, 'magazine-single', 'default', '&bundle=none');
    await expect(page.locator('.comment-box-content')).toBeHidden();
  });
});

for (const width of WIDTHS) {
  test.describe(`shop product at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the printed quantity spans step within min and max, fire a bubbling change, and do nothing for a disabled field', async ({
      page,
    }) => {
      await openPage(page, 'magazine-product');
      await page.evaluate(() => {
        (window as unknown as { __changes: string[] }).__changes = [];
        document.addEventListener('change', (event) => {
          const target = event.target as HTMLInputElement;
          if (target.matches('input.qty')) (window as unknown as { __changes: string[] }).__changes.push(`${target.id}=${target.value}`);
        });
      });
      const main = page.locator('.quantity:has(#quantity_3120)');
      const input = main.locator('input.qty');
      const up = main.locator('span.quantity-btn.up');
      const down = main.locator('span.quantity-btn.down');
      await expect(main.locator('.quantity-btn')).toHaveCount(2);
      await expect(up).toHaveAttribute('role', 'button');
      await expect(up).toHaveAccessibleName(strings.themeForms.quantityIncrease);
      await expect(down).toHaveAttribute('aria-disabled', 'true');
      await up.click();
      await up.click();
      await expect(input).toHaveValue('3');
      // Past the limit the span is aria-disabled: force the extra presses, which change nothing.
      for (let i = 0; i < 9; i += 1) await up.click({ force: true });
      await expect(input).toHaveValue('10');
      await expect(up).toHaveAttribute('aria-disabled', 'true');
      await down.click();
      await expect(input).toHaveValue('9');
      expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes.slice(0, 2))).toEqual([
        'quantity_3120=2',
        'quantity_3120=3',
      ]);

      // Keyboard: the spans are buttons.
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue('8');
      await page.keyboard.press('Space');
      await expect(input).toHaveValue('7');

      const carton = page.locator('.quantity:has(#quantity_3121)');
      await carton.locator('.quantity-btn.up').click();
      await expect(carton.locator('input.qty')).toHaveValue('4');
      await carton.locator('.quantity-btn.down').click();
      await expect(carton.locator('input.qty')).toHaveValue('2');

      const soldOut = page.locator('.quantity:has(#quantity_3122)');
      await soldOut.locator('.quantity-btn.up').click({ force: true });
      await expect(soldOut.locator('input.qty')).toHaveValue('1');
      await expect(soldOut.locator('.quantity-btn.up')).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(page, 'form.cart');
    });
  });
}

for (const width of WIDTHS) {
  test.describe(`ad-block popup at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a blocked ad script opens a popup that cannot be closed and keeps focus', async ({ page }) => {
      await openAndProbe(page, 'magazine-home', 'theme-adblock-blocked');
      const popup = page.locator('#rb-adblock');
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute('role', 'alertdialog');
      await expect(popup).toHaveAttribute('aria-modal', 'true');
      const reload = popup.locator('.adblock-reload');
      await expect(reload).toBeFocused();
      await expect(page.locator('main > .site-grid')).toHaveAttribute('inert', '');

      await page.keyboard.press('Escape');
      await expect(popup).toBeVisible();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      await expect(reload).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(reload).toBeFocused();
      // Clicks on the dark overlay and where the page lies behind it.
      await page.mouse.click(5, 5);
      await page.mouse.click(width - 5, 795);
      await expect(popup).toBeVisible();
      await expect(reload).toBeFocused();
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoAxeViolations(page, '#rb-adblock');
    });
  });
}

test.describe('ad-block popup in the other scenarios', () => {
  test('opens on the single post too when blocked', async ({ page }) => {
    await openAndProbe(page, 'magazine-single', 'theme-adblock-blocked');
    await expect(page.locator('#rb-adblock')).toBeVisible();
    await expect(page.locator('#rb-adblock .adblock-reload')).toBeFocused();
  });

  for (const scenario of ['default', 'theme-adblock-404', 'theme-adblock-500']) {
    test(`stays closed when the ad server answers (${scenario})`, async ({ page, mockRequests }) => {
      await openAndProbe(page, 'magazine-home', scenario);
      await expect(page.locator('#rb-adblock')).toHaveAttribute('data-adblock-probe', 'answered');
      expect(mockRequests.count(/adsbygoogle\.js/)).toBe(1);
      await expect(page.locator('#rb-adblock')).toBeHidden();
      await expect(page.locator('main > .site-grid')).not.toHaveAttribute('inert', '');
    });
  }

  test('stays closed when the ad script is slower than 3000 ms (theme-adblock-slow)', async ({ page }) => {
    const gaveUp = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('no answer within 3000 ms'),
      timeout: 10_000,
    });
    await openPage(page, 'magazine-home', 'theme-adblock-slow');
    await gaveUp;
    await expect(page.locator('#rb-adblock')).toHaveAttribute('data-adblock-probe', 'timeout');
    await expect(page.locator('#rb-adblock')).toBeHidden();
    await expect(page.locator('main > .site-grid')).not.toHaveAttribute('inert', '');
  });
});
