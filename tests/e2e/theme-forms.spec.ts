/**
 * The theme's forms part in Chromium through the harness (issue 6 points 6 and 7): comment
 * replies and the comment section opened by the address, the review stars and their submit
 * check, the quantity buttons, and the ad-block popup in each ad-script scenario; at a phone
 * and a desktop width, with axe on every region the bundle builds or opens.
 */
import type { Page, Request } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

const WIDTHS = [375, 1280] as const;
const REVIEW_ACTION = 'https://www.magazin.example/wp-comments-post.php';
const RATING_ALERT = 'Bitte wählen Sie eine Bewertung aus.';
const isAdProbe = (request: Request) => request.method() === 'HEAD' && request.url().includes('/pagead2.googlesyndication.com/pagead/js/adsbygoogle.js');

/** Open a page and wait until the bundle's ad-block probe has its answer (or has given up on it). */
async function openAndProbe(page: Page, pageId: string, scenario: string): Promise<void> {
  const probed = page.waitForEvent('requestfinished', { predicate: isAdProbe }).catch(() => undefined);
  const failed = page.waitForEvent('requestfailed', { predicate: isAdProbe }).catch(() => undefined);
  await openPage(page, pageId, scenario);
  await Promise.race([probed, failed]);
}

for (const width of WIDTHS) {
  test.describe(`comments at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('reply moves the form and sets comment_parent; cancel moves it back and resets it', async ({ page }) => {
      await openPage(page, 'magazine-single');
      const toggle = page.locator('.show-post-comment');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#comments')).toBeVisible();

      const parent = page.locator('#comment_parent');
      const cancel = page.locator('#cancel-comment-reply-link');
      await expect(cancel).toBeHidden();
      await page.locator('#div-comment-14 .comment-reply-link').click();
      await expect(page.locator('#div-comment-14 + #respond')).toHaveCount(1);
      await expect(parent).toHaveValue('14');
      await expect(page.locator('#comment_post_ID')).toHaveValue('2841');
      await expect(page.locator('#comment')).toBeFocused();
      await expect(page.locator('#reply-title')).toContainText('Antwort an Jonas Krüger');
      await expect(cancel).toBeVisible();
      expect(page.url()).not.toContain('replytocom');

      // A nested comment: the form follows.
      await page.locator('#div-comment-13 .comment-reply-link').click();
      await expect(page.locator('#div-comment-13 + #respond')).toHaveCount(1);
      await expect(parent).toHaveValue('13');
      await expectNoAxeViolations(page, '#respond');

      await cancel.click();
      await expect(page.locator('.comment-list + #respond')).toHaveCount(1);
      await expect(parent).toHaveValue('0');
      await expect(cancel).toBeHidden();
      await expect(page.locator('#reply-title')).toContainText('Schreiben Sie einen Kommentar');
      await expect(page.locator('#div-comment-13 .comment-reply-link')).toBeFocused();
      await expectNoAxeViolations(page, '.comment-box-wrap');
    });

    test('#respond opens the comment section on arrival and scrolls to the form', async ({ page }) => {
      await openPage(page, 'magazine-single', 'default', '#respond');
      await expect(page.locator('.show-post-comment')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#respond')).toBeVisible();
      await expect(page.locator('#respond')).toBeInViewport();
    });

    test('#comment-12 opens it on arrival, and a later hashchange to a comment does too', async ({ page }) => {
      await openPage(page, 'magazine-single', 'default', '#comment-12');
      await expect(page.locator('#comment-12')).toBeVisible();
      await expect(page.locator('#comment-12')).toBeInViewport();

      await openPage(page, 'magazine-single');
      await expect(page.locator('.comment-box-content')).toBeHidden();
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        location.hash = '#comment-15';
      });
      await expect(page.locator('.show-post-comment')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#comment-15')).toBeInViewport();
    });
  });
}

test.describe('comments without the bundle', () => {
  test('the reply link is WordPress’s ?replytocom= link', async ({ page }) => {
    const asked: string[] = [];
    await page.route('https://www.magazin.example/**', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Antwort-Seite</p>' });
    });
    // Without the bundle the theme's CSS still shows the section when the address points into it.
    await openPage(page, 'magazine-single', 'default', '&bundle=none#respond');
    await page.locator('#div-comment-12 .comment-reply-link').click();
    await expect.poll(() => asked.some((url) => url.includes('?replytocom=12'))).toBe(true);
  });
});

for (const width of WIDTHS) {
  test.describe(`shop product at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the review is blocked without a star, with the page’s alert text, and sent with one', async ({ page }) => {
      const posted: string[] = [];
      await page.route(REVIEW_ACTION, async (route) => {
        posted.push(route.request().postData() ?? '');
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Danke für Ihre Bewertung.</p>' });
      });
      await openPage(page, 'magazine-product');
      const stars = page.locator('#review_form p.stars');
      await expect(stars).toHaveAttribute('role', 'radiogroup');
      await expect(page.locator('#rating')).toBeHidden();
      await page.locator('#comment').fill('Schöne Tasse, der Spruch passt.');
      await page.locator('#author').fill('Lea');
      await page.locator('#email').fill('lea@example.org');

      await page.locator('#commentform #submit').click();
      const alert = page.locator('#review_form [role="alert"]');
      await expect(alert).toHaveText(RATING_ALERT);
      await expect(page.locator('p.stars a.star-1')).toBeFocused();
      await expectNoAxeViolations(page, '#review_form');
      expect(posted).toEqual([]);

      // Keyboard: from the focused first star, two steps right is 3, then pick 4 by click.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('p.stars a.star-3')).toHaveAttribute('aria-checked', 'true');
      await expect(alert).toHaveText('');
      await page.locator('p.stars a.star-4').click();
      await expect(page.locator('p.stars a.star-4')).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('p.stars a.star-3')).toHaveAttribute('aria-checked', 'false');
      await expectNoAxeViolations(page, '#review_form');

      await Promise.all([page.waitForURL(REVIEW_ACTION), page.locator('#commentform #submit').click()]);
      expect(posted).toHaveLength(1);
      const fields = new URLSearchParams(posted[0]);
      expect(fields.get('rating')).toBe('4');
      expect(fields.get('comment_post_ID')).toBe('3120');
    });

    test('quantity buttons keep min, max and step, and do nothing for a disabled field', async ({ page }) => {
      await openPage(page, 'magazine-product');
      const main = page.locator('.quantity:has(#quantity_3120)');
      const input = main.locator('input.qty');
      const minus = main.getByRole('button', { name: strings.themeForms.quantityDecrease });
      const plus = main.getByRole('button', { name: strings.themeForms.quantityIncrease });
      await expect(minus).toBeDisabled();
      for (let i = 0; i < 11; i += 1) await plus.click({ force: true });
      await expect(input).toHaveValue('10');
      await expect(plus).toBeDisabled();
      await minus.click();
      await expect(input).toHaveValue('9');
      await expect(plus).toBeEnabled();
      await input.fill('1');
      await expect(minus).toBeDisabled();

      const carton = page.locator('.quantity:has(#quantity_3121)');
      await carton.locator('.quantity-btn.plus').click();
      await expect(carton.locator('input.qty')).toHaveValue('4');
      await carton.locator('.quantity-btn.minus').click();
      await expect(carton.locator('input.qty')).toHaveValue('2');

      const soldOut = page.locator('.quantity:has(#quantity_3122)');
      await expect(soldOut.locator('.quantity-btn.plus')).toBeDisabled();
      await expect(soldOut.locator('.quantity-btn.minus')).toBeDisabled();
      await expect(soldOut.locator('input.qty')).toHaveValue('1');
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
    const gaveUp = page.waitForEvent('console', { predicate: (message) => message.text().includes('no answer within 3000 ms'), timeout: 10_000 });
    await openPage(page, 'magazine-home', 'theme-adblock-slow');
    await gaveUp;
    await expect(page.locator('#rb-adblock')).toHaveAttribute('data-adblock-probe', 'timeout');
    await expect(page.locator('#rb-adblock')).toBeHidden();
    await expect(page.locator('main > .site-grid')).not.toHaveAttribute('inert', '');
  });
});
