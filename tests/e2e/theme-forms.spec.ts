/**
 * The theme's forms part in Chromium through the harness, on the theme's real markup
 * (REAL-MARKUP §25, §26): the comment box revealed by its button or by the address, WordPress's
 * threaded replies, Pixwell's user reviews on the infinite-loaded post 2837 (stars inserted before
 * the hidden select, the rating alert, replies without a rating), the quantity spans, and the
 * ad-block popup in each ad-script scenario; at a phone and a desktop width, with axe on every
 * region the bundle builds or opens.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { expectNoAxeViolations } from './axe';
import { ensureDebianPackages } from '../tools/debian-packages';
import { expect, openPage, test } from './harness-fixtures';

/** WordPress's own threaded-comments script, from Debian's WordPress (the WordPress tests' install). */
const COMMENT_REPLY_JS = '/usr/share/wordpress/wp-includes/js/comment-reply.js';

test.describe.configure({ timeout: 90_000 });

const WIDTHS = [375, 1280] as const;
const REVIEW_ACTION = 'https://www.magazin.example/wp-comments-post.php';
const RATING_ALERT = 'Bitte wählen Sie eine Bewertung aus.';
const REVIEWS = '#rb-user-reviews-2837';
const isAdProbe = (request: Request) => request.method() === 'HEAD' && request.url().includes('/pagead2.googlesyndication.com/pagead/js/adsbygoogle.js');

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

/** The single post with its next post (2837, the one with user reviews) appended. */
async function openReviews(page: Page): Promise<void> {
  await openPage(page, 'magazine-single');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.locator(REVIEWS).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.locator(REVIEWS).scrollIntoViewIfNeeded();
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

test.describe('user reviews on the appended post at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('stars go before the hidden select once; no rating: the page’s alert and no send; a star sets the select', async ({ page }) => {
    const posted: string[] = [];
    await page.route(REVIEW_ACTION, async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Danke für Ihre Bewertung.</p>' });
    });
    await openReviews(page);
    const formBox = page.locator(`${REVIEWS} .rb-reviews-form`);
    const row = formBox.locator('.rb-form-rating');
    await expect(formBox).toHaveClass(/is-loaded/);
    await expect(row.locator('.rb-review-stars + select.rb-rating-selection')).toHaveCount(1);
    await expect(row.locator('select.rb-rating-selection')).toBeHidden();
    const stars = row.locator('.rb-review-stars > span > a.star[href="#"]');
    await expect(stars).toHaveCount(5);
    expect(await stars.evaluateAll((links) => links.map((link) => link.getAttribute('data-rating')))).toEqual(['1', '2', '3', '4', '5']);
    await expect(row.locator('.rating-alert')).toBeHidden();

    await formBox.locator('textarea[name="comment"]').fill('Gute Übersicht, danke.');
    await formBox.locator('input[name="author"]').fill('Lea');
    await formBox.locator('input[name="email"]').fill('lea@example.org');
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await formBox.locator('.form-submit [type="submit"]').click();
    await expect.poll(() => alerts).toEqual([`alert: ${RATING_ALERT}`]);
    await page.waitForTimeout(300);
    expect(posted).toEqual([]);

    await stars.nth(3).click();
    await expect(stars.nth(3)).toHaveClass(/active/);
    await expect(row).toHaveClass(/selected/);
    await expect(row.locator('select.rb-rating-selection')).toHaveValue('4');
    await page.keyboard.press('ArrowLeft');
    await expect(row.locator('select.rb-rating-selection')).toHaveValue('3');
    await expect(stars.nth(2)).toBeFocused();
    // (The theme's reply title is empty by design, title_reply ''; axe judges the bundle's part.)
    await expectNoAxeViolations(page, `${REVIEWS} .rb-form-rating`);

    await Promise.all([page.waitForURL(REVIEW_ACTION), formBox.locator('.form-submit [type="submit"]').click()]);
    expect(posted).toHaveLength(1);
    const fields = new URLSearchParams(posted[0]);
    expect(fields.get('rbrating')).toBe('3');
    expect(fields.get('comment_post_ID')).toBe('2837');
  });

  test('a reply hides the rating row and needs no rating; cancel shows it again', async ({ page }) => {
    await openReviews(page);
    const row = page.locator(`${REVIEWS} .rb-form-rating`);
    await page.locator(`${REVIEWS} #comment-41 .comment-reply-link`).click();
    await expect(row).toHaveClass(/is-hidden/);
    await expect(row).toBeHidden();
    await expect(page.locator(`${REVIEWS} input[name="comment_parent"]`)).toHaveValue('41');
    await page.locator(`${REVIEWS} #cancel-comment-reply-link`).click();
    await expect(row).not.toHaveClass(/is-hidden/);
    await expect(row).toBeVisible();
  });

  test("with WordPress's own comment-reply.js on the page (it moves the form and prevents the default first), a reply still hides the rating row and its cancel shows it again", async ({ page }) => {
    await openReviews(page);
    expect(ensureDebianPackages({ label: "WordPress's comment-reply.js", paths: [COMMENT_REPLY_JS], packages: ['wordpress'] })).toBe(true);
    // The real script, as WordPress enqueues it on threaded-comment pages; it starts at once on a loaded page.
    await page.addScriptTag({ content: readFileSync(COMMENT_REPLY_JS, 'utf8') });
    const row = page.locator(`${REVIEWS} .rb-form-rating`);
    await page.locator(`${REVIEWS} #comment-41 .comment-reply-link`).click();
    // WordPress moved a form (its placeholder is its own), so the bundle moved none.
    await expect(page.locator('#wp-temp-form-div')).toHaveCount(1);
    await expect(row).toHaveClass(/is-hidden/);
    await expect(row).toBeHidden();
    // WordPress shows the cancel link of the form it moved (the page's first #respond) after comment 41.
    await page.locator(`${REVIEWS} #cancel-comment-reply-link`).filter({ visible: true }).click();
    await expect(page.locator('#wp-temp-form-div')).toHaveCount(0);
    await expect(row).not.toHaveClass(/is-hidden/);
    await expect(row).toBeVisible();
  });
});

for (const width of WIDTHS) {
  test.describe(`shop product at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the printed quantity spans step within min and max, fire a bubbling change, and do nothing for a disabled field', async ({ page }) => {
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
      expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes.slice(0, 2))).toEqual(['quantity_3120=2', 'quantity_3120=3']);

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
    const gaveUp = page.waitForEvent('console', { predicate: (message) => message.text().includes('no answer within 3000 ms'), timeout: 10_000 });
    await openPage(page, 'magazine-home', 'theme-adblock-slow');
    await gaveUp;
    await expect(page.locator('#rb-adblock')).toHaveAttribute('data-adblock-probe', 'timeout');
    await expect(page.locator('#rb-adblock')).toBeHidden();
    await expect(page.locator('main > .site-grid')).not.toHaveAttribute('inert', '');
  });
});
