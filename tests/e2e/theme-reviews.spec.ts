/**
 * Pixwell's user reviews in Chromium through the harness, on the theme's real markup (REAL-MARKUP
 * §25) of the infinite-loaded post 2837: stars inserted before the hidden select, the rating alert,
 * replies without a rating, also with WordPress's own comment-reply.js on the page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ensureDebianPackages } from '../tools/debian-packages';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';

/** WordPress's own threaded-comments script, from Debian's WordPress (the WordPress tests' install). */
const COMMENT_REPLY_JS = '/usr/share/wordpress/wp-includes/js/comment-reply.js';
const REVIEW_ACTION = 'https://www.magazin.example/wp-comments-post.php';
const RATING_ALERT = 'Bitte wählen Sie eine Bewertung aus.';
const REVIEWS = '#rb-user-reviews-2837';

test.describe.configure({ timeout: 90_000 });

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

  test("with WordPress's own comment-reply.js on the page (it moves the form and prevents the default first), a reply still hides the rating row and its cancel shows it again", async ({
    page,
  }) => {
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
