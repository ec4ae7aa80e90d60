/**
 * With the plugin active on a real WordPress, the features that depend on the handed-over globals
 * work through the real admin-ajax.php (the test doubles answer with wp_send_json as the real
 * theme and plugins do, from real posts, with real nonces): the list blocks, the live search, the
 * bookmarks page, the reactions, the feedback vote, the post view count, and the sliders with the
 * site's own themeSettings.
 */
import type { Page, Response } from '@playwright/test';
import { activatePlugin, expect, setPluginSettings, test, wordpress } from './wp-fixtures';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  activatePlugin();
  setPluginSettings(null);
});

/** The next answer of the real admin-ajax.php to `action`. */
function answerTo(page: Page, action: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url() === `${wordpress().url}/wp-admin/admin-ajax.php` &&
      new URLSearchParams(response.request().postData() ?? '').get('action') === action,
  );
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => window.siteClient?.ready);
}

const titles = (page: Page, block: string) => page.locator(`#${block} .content-inner .p-wrap .entry-title a.p-url`).allTextContents();

test('list blocks: next page, quick filter and load more', async ({ page }) => {
  await open(page, '/magazine-home/');
  const first = await titles(page, 'uid_home_1');
  const next = answerTo(page, 'pixwell_live_pagination');
  await page.locator('#uid_home_1 .ajax-next').click();
  expect((await next).status()).toBe(200);
  await expect.poll(() => titles(page, 'uid_home_1')).not.toEqual(first);
  await expect(page.locator('#uid_home_1 .ajax-prev')).not.toHaveClass(/is-disable/);

  const filtered = answerTo(page, 'pixwell_quick_filter');
  await page.locator('#ajax_filter_uid_home_1 a.quick-filter-link', { hasText: 'Wissen' }).click();
  const filterAnswer = await filtered;
  expect(filterAnswer.status()).toBe(200);
  expect(filterAnswer.headers()['content-type']).toMatch(/^application\/json/);
  await expect(page.locator('#ajax_filter_uid_home_1 a.quick-filter-link', { hasText: 'Wissen' })).toHaveClass(/is-active/);
  await expect.poll(async () => (await titles(page, 'uid_home_1')).length).toBeGreaterThan(0);

  const before = await page.locator('#uid_home_2 .content-inner .p-wrap').count();
  const more = answerTo(page, 'pixwell_live_pagination');
  await page.locator('#uid_home_2 .loadmore-link').click();
  expect((await more).status()).toBe(200);
  await expect.poll(() => page.locator('#uid_home_2 .content-inner .p-wrap').count()).toBeGreaterThan(before);
  await expect(page.locator('.block-error')).toHaveCount(0);
});

test("live search: the header popup finds the site's posts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/magazine-home/');
  const search = '.navbar-holder.is-main-nav .nav-search-live';
  await page.locator(`${search} > .nav-search-link`).click();
  await expect(page.locator(`${search} > .navbar-search-popup`)).toHaveClass(/show-searchform/);
  const answer = page.waitForResponse((response) => new URLSearchParams(response.request().postData() ?? '').get('s') === 'Nachtzug');
  await page.locator(`${search} input[type=search]`).fill('Nachtzug');
  expect((await answer).status()).toBe(200);
  const found = page.locator(`${search} .navbar-search-response .p-wrap .entry-title`);
  await expect(found.first()).toBeVisible();
  // WordPress's own search: title matches first.
  await expect(found.first()).toContainText(/Nachtzug/);
});

test('bookmarks page: the saved posts from the cookie, listed by WordPress', async ({ page, context }) => {
  await context.addCookies([{ name: 'RBBookmarkData', value: encodeURIComponent('[118,123]'), url: wordpress().url }]);
  const answer = answerTo(page, 'rb_bookmark');
  await open(page, '/radio-bookmarks/');
  expect((await answer).status()).toBe(200);
  await expect(page.locator('#bookmarks-list .p-wrap')).toHaveCount(2);
  await expect(page.locator('#bookmarks-list .bookmark-perload')).toHaveCount(0);
});

test("reactions: a reaction is stored by WordPress and shown as the reader's own on the next visit", async ({ page }) => {
  const loaded = answerTo(page, 'rb_load_reaction');
  await open(page, '/radio-article/');
  expect(await (await loaded).json()).toEqual([]);
  await expect(page.locator('#reaction-123')).toHaveClass(/\bdata-loaded\b/);
  const happy = page.locator('#reaction-123 .reaction[data-reaction="happy"]');
  const added = answerTo(page, 'rb_add_reaction');
  await happy.click();
  expect(await (await added).json()).toBe(true);
  await expect(happy).toHaveClass(/\bactive\b/);

  const reloaded = answerTo(page, 'rb_load_reaction');
  await open(page, '/radio-article/');
  expect(await (await reloaded).json()).toEqual(['happy']);
  await expect(happy).toHaveClass(/\bactive\b/);
});

test("feedback vote: the vote passes the real nonce check and the site's thank-you shows", async ({ page }) => {
  await open(page, '/radio-article/');
  const thanks = await page.evaluate(() => (window as unknown as { feedbackVoting: { thankYouMsg: string } }).feedbackVoting.thankYouMsg);
  const voted = answerTo(page, 'my_feedback_plugin_vote');
  await page.locator('.feedback-voting-container .feedback-yes').first().click();
  const answer = await voted;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true, data: { vote_id: expect.any(Number) as unknown } });
  await expect(page.locator('p.feedback-thankyou')).toBeVisible();
  expect(await page.locator('p.feedback-thankyou').innerHTML()).toBe(thanks);
});

test('post view count: the view is counted once by WordPress and its cookie kept', async ({ page, context }) => {
  await context.clearCookies();
  const counted = answerTo(page, 'pvc-check-post');
  await open(page, '/radio-article/');
  const answer = await counted;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ post_id: 123, counted: true });
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name.startsWith('pvc_visits'))).toBe(true);

  const again = answerTo(page, 'pvc-check-post');
  await open(page, '/radio-article/');
  expect(await (await again).json()).toMatchObject({ post_id: 123, counted: false });
});

test("sliders: the arrows carry the texts the site owner set in the theme's options (themeSettings)", async ({ page }) => {
  const site = wordpress();
  const saved = site.php(`echo wp_json_encode( get_option( 'pixwell_theme_options' ) );`);
  site.php(
    `$o = get_option( 'pixwell_theme_options' ); $o['slider_next'] = 'Vorwärts'; $o['slider_prev'] = 'Rückwärts'; update_option( 'pixwell_theme_options', $o );`,
  );
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/magazine-home/');
    const settings = await page.evaluate(
      () =>
        JSON.parse((window as unknown as { themeSettings: string[] }).themeSettings[0] ?? '{}') as { textNext: string; textPrev: string },
    );
    expect(settings).toMatchObject({ textNext: 'Vorwärts', textPrev: 'Rückwärts' });
    const slider = page.locator('#uid_home_slider .rb-owl');
    await expect(slider).toHaveClass(/owl-loaded/);
    await expect(slider.locator('.owl-nav .rb-owl-next button')).toHaveText('Vorwärts');
    await expect(slider.locator('.owl-nav .rb-owl-prev button')).toHaveText('Rückwärts');
  } finally {
    site.php(`update_option( 'pixwell_theme_options', json_decode( ${JSON.stringify(saved)}, true ) );`);
  }
});
