/**
 * The theme's media features in Chromium through the harness, on the markup Pixwell 9.2 prints
 * (REAL-MARKUP §19-23): the .rb-owl carousels and sliders (revealed: owl-loaded, per-load and the
 * load animation gone; items per width; arrows, dots, keys, swipe; fade with sliderAnimation 1;
 * slider-13's dots from .ct-nav; autoplay on the page clock), the gallery lightbox opened from
 * a.gallery-popup-link / a.rb-gallery-link with its pictures from the hidden aside, overlay
 * captions, the Ruby Gallery grid, masonry blocks and the portfolio filter, the category header
 * background and its parallax; then the featured video's autoplay at 60 % and the `.rb-ires`
 * wrapper of direct YouTube/Vimeo embeds.
 */
import type { Page } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { computeLayout } from '../../src/theme/media/grid-layout';
import { parallaxOffset } from '../../src/theme/media/parallax-rules';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, rewritePage, test } from './harness-fixtures';

// The shared test machine is often heavily loaded: these page-heavy tests get more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const SLIDER_SPEED_MS = 5550; // themeSettings.sliderSpeed printed by fragments/theme/head.html

/** The printed settings with some keys changed (the value stays an array holding one JSON string). */
async function withSettings(page: Page, pageId: string, changes: Record<string, number>): Promise<void> {
  await rewritePage(page, pageId, (html) => {
    let out = html;
    for (const [key, value] of Object.entries(changes)) out = out.replace(new RegExp(`(\\\\"${key}\\\\":)\\d+`), `$1${value}`);
    return out;
  });
}

function collectConsole(page: Page, type: 'warning' | 'error'): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type && message.text().includes('[site-client]')) lines.push(message.text());
  });
  return lines;
}

const SLIDER = '#uid_home_slider .rb-owl';
const CAROUSEL = '#uid_home_popular .rb-owl';
const FOCUS = '#uid_home_focus .rb-owl';

/** The visible slides (every other .owl-item is inert). */
async function visibleSlides(page: Page, selector: string): Promise<number> {
  return page.locator(`${selector} .owl-item.active`).count();
}

async function activeTitle(page: Page, selector: string): Promise<string | null> {
  return page.locator(`${selector} .owl-item.active .entry-title`).first().textContent();
}

test.describe('carousels and sliders on the real markup', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every .rb-owl is revealed: owl-loaded, per-load and the load animation gone, overlays shown', async ({ page }) => {
    await openPage(page, 'magazine-home');
    for (const selector of [SLIDER, CAROUSEL, FOCUS]) {
      const owl = page.locator(selector);
      await expect(owl).toHaveClass(/owl-loaded/);
      await expect(owl).not.toHaveClass(/per-load/);
      await expect(owl).toBeVisible();
      await expect(owl.locator('xpath=preceding-sibling::div[contains(@class,"load-animation")]')).toHaveCount(0);
      // The slides stay the printed .p-wrap, now each inside one .owl-item.
      await expect(owl.locator('.owl-stage > .owl-item > .p-wrap').first()).toBeVisible();
      await expect(owl.locator('.owl-item.active .content-overlay').first()).toHaveCSS('opacity', '1');
    }
    await expect(page.locator(`${SLIDER} .owl-item:not(.active) .content-overlay`).first()).toHaveCSS('opacity', '0');
  });

  test('the big slider moves by its arrows (real buttons with the theme texts), dots, keys and swipe; axe', async ({ page }) => {
    await openPage(page, 'magazine-home');
    const slider = page.locator(SLIDER);
    const titles = await slider.locator('.entry-title').allTextContents();
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[0]);
    const next = slider.locator('.owl-nav .rb-owl-next[role=presentation] button');
    await expect(next).toHaveText('Weiter');
    await expect(next.locator('i.rbi.rbi-angle-right')).toHaveCount(1);
    await next.click();
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[1]);
    await expect(slider.locator('.owl-stage')).toHaveAttribute('style', /translate3d\(-100%/);
    const dots = slider.locator('.owl-dots button.owl-dot');
    await expect(dots).toHaveCount(4);
    await expect(dots.nth(1)).toHaveClass(/active/);
    await dots.nth(3).click();
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[3]);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[0]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[3]);
    await slider.locator('.rb-owl-prev button').click();
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[2]);

    const box = await slider.locator('.owl-stage-outer').boundingBox();
    if (!box) throw new Error('no stage');
    await page.mouse.move(box.x + box.width * 0.6, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + 45);
    await page.mouse.up();
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[3]);
    await expect(page).toHaveURL(/\/pages\/magazine-home/);
    await expectNoAxeViolations(page, SLIDER);
    await expectNoAxeViolations(page, CAROUSEL);
  });

  test('fades with sliderAnimation 1: no stage movement, the old slide hidden', async ({ page }) => {
    await withSettings(page, 'magazine-home', { sliderAnimation: 1 });
    await openPage(page, 'magazine-home');
    const slider = page.locator(SLIDER);
    await expect(slider).toHaveClass(/is-fade/);
    await slider.locator('.rb-owl-next button').click();
    await expect(slider.locator('.owl-item').nth(1)).toHaveClass(/active/);
    await expect(slider.locator('.owl-item').nth(1)).toHaveCSS('opacity', '1');
    await expect(slider.locator('.owl-item').nth(0)).toHaveCSS('visibility', 'hidden');
    await expect(slider.locator('.owl-stage')).not.toHaveAttribute('style', /translate/);
  });

  test('sliderDot 0: no dots', async ({ page }) => {
    await withSettings(page, 'magazine-home', { sliderDot: 0 });
    await openPage(page, 'magazine-home');
    await expect(page.locator(SLIDER)).toHaveClass(/owl-loaded/);
    await expect(page.locator(`${SLIDER} .owl-dot`)).toHaveCount(0);
  });

  test('slider-13: one div.owl-dot.ruby-dot per slide holding its .ct-nav; a dot (click or Enter) shows its slide', async ({ page }) => {
    await openPage(page, 'magazine-home');
    const focus = page.locator(FOCUS);
    const dots = focus.locator('.owl-dots > div.owl-dot.ruby-dot');
    await expect(dots).toHaveCount(4);
    const titles = await focus.locator('.p-wrap .entry-title').allTextContents();
    await expect(dots.nth(2).locator('.ct-nav-holder .nav-title')).toHaveText(titles[2] ?? '');
    await expect(dots.nth(2)).toBeVisible();
    await expect(focus.locator('.owl-nav')).toHaveClass(/disabled/);
    await dots.nth(2).click();
    await expect.poll(() => activeTitle(page, FOCUS)).toBe(titles[2]);
    await expect(dots.nth(2)).toHaveClass(/active/);
    await dots.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeTitle(page, FOCUS)).toBe(titles[1]);
    await expect(focus.locator('.owl-item').nth(2)).toHaveClass(/loaded/);
  });

  test('autoplay with sliderPlay 1 advances every sliderSpeed ms and pauses on hover and focus', async ({ page }) => {
    await withSettings(page, 'magazine-home', { sliderPlay: 1 });
    await page.clock.install();
    await openPage(page, 'magazine-home');
    const slider = page.locator(SLIDER);
    const titles = await slider.locator('.entry-title').allTextContents();
    await expect(slider).toHaveClass(/owl-loaded/);
    await slider.locator('.owl-stage-outer').hover();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3000));
    const start = await activeTitle(page, SLIDER);
    await page.clock.runFor(SLIDER_SPEED_MS * 3);
    expect(await activeTitle(page, SLIDER)).toBe(start);
    await page.mouse.move(5, 5);
    await page.clock.runFor(SLIDER_SPEED_MS - 50);
    expect(await activeTitle(page, SLIDER)).toBe(start);
    await page.clock.runFor(100);
    await expect.poll(() => activeTitle(page, SLIDER)).toBe(titles[(titles.indexOf(start ?? '') + 1) % titles.length]);
    const focused = await activeTitle(page, SLIDER);
    await slider.locator('.owl-item.active a.p-url').focus();
    await page.clock.runFor(SLIDER_SPEED_MS * 2);
    expect(await activeTitle(page, SLIDER)).toBe(focused);
  });

  test('no autoplay with the printed sliderPlay 0', async ({ page }) => {
    await page.clock.install();
    await openPage(page, 'magazine-home');
    await expect(page.locator(SLIDER)).toHaveClass(/owl-loaded/);
    const first = await activeTitle(page, SLIDER);
    await page.clock.runFor(SLIDER_SPEED_MS * 3);
    expect(await activeTitle(page, SLIDER)).toBe(first);
  });
});

for (const [width, expected, arrows] of [
  [375, 1, false],
  [800, 2, true],
  [1000, 3, true],
  [1280, 4, true],
  [1600, 5, true],
] as const) {
  test.describe(`carousel-feat-9 at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`shows ${expected} posts; the big slider one (arrows ${arrows ? 'shown' : 'hidden'})`, async ({ page }) => {
      await openPage(page, 'magazine-home');
      await expect(page.locator(CAROUSEL)).toHaveClass(/owl-loaded/);
      await expect.poll(() => visibleSlides(page, CAROUSEL)).toBe(expected);
      const outer = await page.locator(`${CAROUSEL} .owl-stage-outer`).boundingBox();
      const item = await page.locator(`${CAROUSEL} .owl-item`).first().boundingBox();
      expect(Math.abs((item?.width ?? 0) * expected - (outer?.width ?? -1))).toBeLessThan(2);
      expect(await visibleSlides(page, SLIDER)).toBe(1);
      if (arrows) await expect(page.locator(`${SLIDER} .owl-nav`)).not.toHaveClass(/disabled/);
      else await expect(page.locator(`${SLIDER} .owl-nav`)).toHaveClass(/disabled/);
    });
  });
}

const GALLERY = '.p-gallery-slider';

test.describe('gallery lightbox and captions', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the gallery slider starts; captions lose is-hide once their images loaded', async ({ page }) => {
    await openPage(page, 'magazine-single');
    const slider = page.locator(GALLERY);
    await expect(slider).toHaveClass(/owl-loaded/);
    await expect(slider).not.toHaveClass(/per-load/);
    await expect(page.locator('.post-gallery-outer > .load-animation')).toHaveCount(0);
    await expect(page.locator('.image-caption.is-overlay.is-hide')).toHaveCount(0);
    await expect(slider.locator('.owl-item.active .image-caption')).toHaveCSS('opacity', '1');
    await expect(slider.locator('.rb-owl-next button')).toHaveText('Weiter');
  });

  test('opens at data-index with the pictures of the hidden aside; title, counter, arrows, strip, wrap, focus, Escape', async ({
    page,
  }) => {
    await openPage(page, 'magazine-single');
    const slider = page.locator(GALLERY);
    await slider.scrollIntoViewIfNeeded();
    await slider.locator('.rb-owl-next button').click();
    await slider.locator('.rb-owl-next button').click();
    const link = slider.locator('.owl-item.active a.gallery-popup-link');
    await expect(link).toHaveAttribute('data-index', '2');
    await expect(link).toHaveAttribute('href', '#');
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await link.click();

    const dialog = page.getByRole('dialog', { name: strings.themeMedia.lightboxLabel });
    await expect(dialog).toBeVisible();
    expect(page.url()).not.toContain('#');
    const aside = page.locator('#gallery-popup-2841');
    await expect(aside).toBeHidden();
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('3 / 6');
    await expect(dialog.locator('.rb-lightbox-title')).toHaveText(
      (await aside.locator('.gallery-el').nth(2).locator('.image-title').textContent()) ?? '',
    );
    await expect(dialog.locator('.rb-lightbox-image')).toHaveAttribute(
      'src',
      (await aside.locator('.gallery-el').nth(2).locator('.gallery-popup-image img').getAttribute('src')) ?? '',
    );
    await expect(dialog.locator('.rb-lightbox-caption')).toHaveText(
      (await aside.locator('.gallery-el').nth(2).locator('.image-popup-caption').textContent()) ?? '',
    );
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page, '.rb-lightbox');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('4 / 6');
    await dialog.locator('.rb-lightbox-select[data-index="0"]').click();
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('1 / 6');
    await expect(dialog.locator('.rb-lightbox-select[data-index="0"]')).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('6 / 6');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('1 / 6');
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.rb-lightbox') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the Ruby Gallery grid loses gallery-loading, lays out its columns and opens its own aside', async ({ page }) => {
    await openPage(page, 'magazine-single');
    const inner = page.locator('.rb-gallery-wrap > .gallery-inner');
    await expect(inner).not.toHaveClass(/gallery-loading/);
    await expect(inner).toHaveCSS('opacity', '1');
    const boxes = await page
      .locator('.rb-gallery-el')
      .evaluateAll((items) =>
        items
          .map((item) => item.getBoundingClientRect())
          .map((r) => ({ x: Math.round(r.left), y: Math.round(r.top), h: Math.round(r.height) })),
      );
    expect(new Set(boxes.map((b) => b.x)).size).toBe(3);
    // Masonry, not rows: the fourth picture sits under the shortest of the first three.
    const firstRow = boxes.slice(0, 3);
    const shortest = firstRow.reduce((a, b) => (a.y + a.h <= b.y + b.h ? a : b));
    expect(boxes[3]?.x).toBe(shortest.x);
    const link = page.locator('a.rb-gallery-link[data-index="4"]');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const dialog = page.getByRole('dialog', { name: strings.themeMedia.lightboxLabel });
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('5 / 6');
    await expect(dialog.locator('.rb-lightbox-title')).toHaveText(
      (await page.locator('#rb-lightbox-3120 .gallery-el').nth(4).locator('.image-title').textContent()) ?? '',
    );
    await dialog.getByRole('button', { name: strings.themeMedia.lightboxClose }).click();
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('a trigger whose aside is missing logs and stays on the page', async ({ page }) => {
    const warnings = collectConsole(page, 'warning');
    await rewritePage(page, 'magazine-single', (html) => html.replace('id="rb-lightbox-3120"', 'id="rb-lightbox-gone"'));
    await openPage(page, 'magazine-single');
    await page.locator('a.rb-gallery-link').first().click();
    await expect.poll(() => warnings.join('\n')).toContain('gallery lightbox: no pictures');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).not.toContain('#');
  });
});

interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes of the shown items, relative to the container. */
async function placed(page: Page, container: string, item: string): Promise<Placed[]> {
  return page.locator(container).evaluate((element, itemClass) => {
    const origin = element.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>(`:scope > .${itemClass}`)]
      .filter((child) => child.style.display !== 'none')
      .map((child) => {
        const box = child.getBoundingClientRect();
        return { x: Math.round(box.left - origin.left), y: Math.round(box.top - origin.top), width: box.width, height: box.height };
      });
  }, item);
}

function overlaps(boxes: readonly Placed[]): boolean {
  return boxes.some((a, i) =>
    boxes.some(
      (b, j) => j > i && a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1,
    ),
  );
}

async function expectLaidOut(page: Page, container: string, item: string, sizer: string, columns: number): Promise<Placed[]> {
  await expect(page.locator(`${container} > .${item}`).first()).toHaveCSS('position', 'absolute');
  await expect
    .poll(async () => {
      const boxes = await placed(page, container, item);
      const width = await page.locator(container).evaluate((element) => element.getBoundingClientRect().width);
      const column = await page.locator(`${container} > .${sizer}`).evaluate((element) => element.getBoundingClientRect().width);
      const expected = computeLayout('masonry', boxes, width, 0, column).positions;
      const off = boxes.filter(
        (box, index) => Math.abs(box.x - (expected[index]?.x ?? -99)) > 2 || Math.abs(box.y - (expected[index]?.y ?? -99)) > 2,
      );
      return off.length === 0
        ? 'ok'
        : `${boxes.map((b) => `${b.x},${b.y}`).join(' ')} | ${expected.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ')}`;
    })
    .toBe('ok');
  const boxes = await placed(page, container, item);
  expect(overlaps(boxes)).toBe(false);
  expect(new Set(boxes.map((b) => b.x)).size).toBe(columns);
  return boxes;
}

const WISSEN = '#uid_wissen_masonry .content-inner';
const PORTFOLIO = '#uid_portfolio .content-inner';

test.describe('masonry at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the fw-masonry-1 block packs three columns without overlaps; the container takes the height', async ({ page }) => {
    await openPage(page, 'magazine-category');
    const boxes = await expectLaidOut(page, WISSEN, 'fw-mh-1', 'fw-ms-1', 3);
    const height = (await page.locator(WISSEN).boundingBox())?.height ?? 0;
    expect(Math.max(...boxes.map((b) => b.y + b.height))).toBeCloseTo(height, 0);
  });

  test('items appended by a list load are laid out too', async ({ page }) => {
    await openPage(page, 'magazine-category');
    await expectLaidOut(page, WISSEN, 'fw-mh-1', 'fw-ms-1', 3);
    await page.locator(WISSEN).evaluate((inner) => {
      for (let i = 0; i < 2; i += 1) {
        const item = inner.querySelector('.fw-mh-1')?.cloneNode(true) as HTMLElement;
        item.removeAttribute('style');
        inner.append(item);
      }
    });
    await expect(page.locator(`${WISSEN} > .fw-mh-1`)).toHaveCount(12);
    await expectLaidOut(page, WISSEN, 'fw-mh-1', 'fw-ms-1', 3);
  });

  test('the portfolio filter moves .active, shows one category and lays out again', async ({ page }) => {
    await openPage(page, 'magazine-portfolio');
    await expectLaidOut(page, PORTFOLIO, 'fw-mh-1', 'fw-ms-1', 3);
    const all = page.locator('.pp-filter-el[data-filter="*"]');
    const portrait = page.locator('.pp-filter-el[data-filter=".portfolio-category-portraet"]');
    await expect(all).toHaveClass(/active/);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await portrait.click();
    await expect(portrait).toHaveClass(/active/);
    await expect(portrait).toHaveAttribute('aria-pressed', 'true');
    await expect(all).not.toHaveClass(/active/);
    await expect(page.locator(`${PORTFOLIO} > .fw-mh-1:visible`)).toHaveCount(3);
    expect(await page.locator(`${PORTFOLIO} > .fw-mh-1:visible:not(.portfolio-category-portraet)`).count()).toBe(0);
    const boxes = await expectLaidOut(page, PORTFOLIO, 'fw-mh-1', 'fw-ms-1', 3);
    expect(boxes.every((b) => b.y === 0)).toBe(true);
    await all.click();
    await expect(page.locator(`${PORTFOLIO} > .fw-mh-1:visible`)).toHaveCount(9);
    await expectLaidOut(page, PORTFOLIO, 'fw-mh-1', 'fw-ms-1', 3);
  });
});

test.describe('masonry at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('one column', async ({ page }) => {
    await openPage(page, 'magazine-category');
    await expectLaidOut(page, WISSEN, 'fw-mh-1', 'fw-ms-1', 1);
  });
});

test.describe('masonry at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  test('two columns', async ({ page }) => {
    await openPage(page, 'magazine-portfolio');
    await expectLaidOut(page, PORTFOLIO, 'fw-mh-1', 'fw-ms-1', 2);
  });
});

test.describe('category header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const shiftOf = (page: Page) =>
    page.locator('#category-header-bg').evaluate((element) => {
      const transform = getComputedStyle(element).transform;
      return new DOMMatrixReadOnly(transform === 'none' ? '' : transform).m42;
    });

  test('shows its data-background (is-show, opacity .8) and moves by (scrollTop − top) / 3 on scroll', async ({ page }) => {
    await openPage(page, 'magazine-category');
    const background = page.locator('#category-header-bg');
    await expect(background).toHaveClass(/is-show/);
    await expect(background).toHaveCSS('opacity', '0.8');
    expect(await background.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
    const box = await page.locator('.header-holder').evaluate((element) => ({
      top: element.getBoundingClientRect().top + window.scrollY,
      height: element.getBoundingClientRect().height,
    }));
    // body.is-parallax-feat: placed before any scroll.
    await expect.poll(() => shiftOf(page)).toBe(parallaxOffset(box, 0) ?? 0);
    const scrollY = Math.round(box.top + box.height / 2);
    await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    await expect.poll(() => shiftOf(page)).toBe(parallaxOffset(box, scrollY));
    expect(await shiftOf(page)).toBeGreaterThan(0);
  });

  test('without is-parallax-feat it waits for the first scroll', async ({ page }) => {
    await rewritePage(page, 'magazine-category', (html) => html.replace(' is-parallax-feat', ''));
    await openPage(page, 'magazine-category');
    await expect(page.locator('#category-header-bg')).toHaveClass(/is-show/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('#category-header-bg').evaluate((element) => element.style.transform)).toBe('');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.locator('#category-header-bg').evaluate((element) => element.style.transform)).toContain('translate3d');
  });

  test('stays still under prefers-reduced-motion, but still shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, 'magazine-category');
    await expect(page.locator('#category-header-bg')).toHaveClass(/is-show/);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY >= 200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shiftOf(page)).toBe(0);
  });
});

test.describe('featured video and embeds', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the featured video (.is-autoplay) gets autoplay=1 and autoplay-added once its top reaches 60 % of the viewport', async ({
    page,
  }) => {
    await openPage(page, 'magazine-single');
    const box = page.locator('.single-feat.post-video-outer.is-autoplay');
    const frame = box.locator('.embed-holder > iframe');
    // The harness serves the player's stand-in under the scenario's mocks (page-inject.ts).
    const printed = (await frame.getAttribute('src')) ?? '';
    expect(printed).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mock\/default\/www\.youtube\.com\/embed\/ScMzIvxBSi4\?feature=oembed$/);
    // Below the full-screen header: not yet.
    await page.waitForTimeout(300);
    await expect(box).not.toHaveClass(/autoplay-added/);
    // Its top at 70 % of the viewport: still not.
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.7));
    await page.waitForTimeout(300);
    await expect(box).not.toHaveClass(/autoplay-added/);
    // At 50 %: once.
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.5));
    await expect(box).toHaveClass(/autoplay-added/);
    await expect(frame).toHaveAttribute('src', `${printed}&autoplay=1`);
    // The stand-in player was reloaded with the flag, as YouTube's would be.
    await expect(page.frameLocator('.post-video-outer .embed-holder > iframe').locator('body')).toHaveAttribute('data-autoplay', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
    await page.waitForTimeout(300);
    await expect(frame).toHaveAttribute('src', `${printed}&autoplay=1`);
  });

  test('a page loaded past the video starts it at once', async ({ page }) => {
    await openPage(page, 'magazine-single', 'default', '#rb-die-schwammstadt');
    await expect(page.locator('.post-video-outer')).toHaveClass(/autoplay-added/);
  });

  test('direct YouTube and Vimeo iframes of .entry-content are wrapped in div.rb-ires.is-loaded (16:9); others are not', async ({
    page,
  }) => {
    await openPage(page, 'magazine-single');
    const content = page.locator('.single-content .entry-content');
    await expect(content.locator(':scope > .rb-ires.is-loaded > iframe')).toHaveCount(2);
    await expect(content.locator(':scope > .rb-ires iframe[src*="/www.youtube.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1);
    await expect(content.locator(':scope > .rb-ires iframe[src*="/player.vimeo.com/video/76979871"]')).toHaveCount(1);
    await expect(content.locator(':scope > iframe.map-embed')).toHaveCount(1);
    const ratio = await content
      .locator('.rb-ires')
      .first()
      .evaluate((box) => {
        const frame = box.querySelector('iframe')?.getBoundingClientRect();
        return frame ? frame.height / frame.width : 0;
      });
    expect(ratio).toBeCloseTo(0.5625, 2);
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, 'magazine-single', 'default', '#rb-die-schwammstadt');
    await page.waitForTimeout(500);
    await expect(page.locator('.post-video-outer')).not.toHaveClass(/autoplay-added/);
  });
});
