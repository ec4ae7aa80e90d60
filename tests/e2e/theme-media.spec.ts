/**
 * The theme's media features in Chromium through the harness: the gallery lightbox (click, Enter,
 * keys, swipe, focus trap and return, scroll lock), the feature slider and the wide carousel
 * (items per width from the breakpoints table, arrows, dots, keys, swipe, autoplay on the page
 * clock and its pauses), masonry grids and portfolio filters, the parallax category header, the
 * featured video's autoplay at 60 % and the `.rb-ires` wrapper of direct YouTube/Vimeo embeds;
 * axe on the open lightbox and the carousel.
 */
import type { Page } from '@playwright/test';
import { strings } from '../../src/core/strings';
import { computeLayout } from '../../src/theme/media/grid-layout';
import { parallaxShift } from '../../src/theme/media/parallax-rules';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, rewritePage, test } from './harness-fixtures';

const SLIDER_SPEED_MS = 5550; // themeSettings.sliderSpeed printed by fragments/theme/head.html


/** The embeds' hosts are not reachable here: answer them with an empty page. */
async function stubPlayers(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|unused\.invalid)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

function collectConsole(page: Page, type: 'warning' | 'error'): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type && message.text().includes('[site-client]')) lines.push(message.text());
  });
  return lines;
}

test.describe('gallery lightbox', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens at the clicked picture, steps with keys and buttons, wraps, traps focus, closes on Escape', async ({ page }) => {
    await openPage(page, 'magazine-single');
    const links = page.locator('#gallery-1 a');
    await expect(links).toHaveCount(8);
    await expect(links.first()).toHaveAttribute('aria-haspopup', 'dialog');
    await links.nth(2).scrollIntoViewIfNeeded();
    await links.nth(2).click();

    const dialog = page.getByRole('dialog', { name: strings.themeMedia.lightboxLabel });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/magazine-single/);
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('3 / 8');
    await expect(dialog.locator('.rb-lightbox-image')).toHaveAttribute('src', (await links.nth(2).getAttribute('href')) ?? '');
    await expect(dialog.locator('.rb-lightbox-caption')).toHaveText((await page.locator('#gallery-1 figcaption').nth(2).textContent())?.trim() ?? '');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page, '.rb-lightbox');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('4 / 8');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('1 / 8');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('8 / 8');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('1 / 8');
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('8 / 8');

    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.rb-lightbox') !== null)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(links.nth(2)).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('Enter on a focused picture opens it; the close button and the backdrop close it', async ({ page }) => {
    await openPage(page, 'magazine-single');
    const first = page.locator('#gallery-1 a').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: strings.themeMedia.lightboxLabel });
    await expect(dialog.locator('.rb-lightbox-counter')).toHaveText('1 / 8');
    await expect(dialog.getByRole('button', { name: strings.themeMedia.lightboxClose })).toBeFocused();
    await dialog.getByRole('button', { name: strings.themeMedia.lightboxClose }).click();
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test('a swipe on the picture steps; a short or vertical drag does not', async ({ page }) => {
    await openPage(page, 'magazine-single');
    await page.locator('#gallery-1 a').nth(4).click();
    const counter = page.locator('.rb-lightbox-counter');
    await expect(counter).toHaveText('5 / 8');
    const box = await page.locator('.rb-lightbox-image').boundingBox();
    if (!box) throw new Error('no picture');
    const drag = async (dx: number, dy: number) => {
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y + dy / 2);
      await page.mouse.move(x + dx, y + dy);
      await page.mouse.up();
    };
    await drag(-200, 10);
    await expect(counter).toHaveText('6 / 8');
    await drag(200, -10);
    await drag(200, 0);
    await expect(counter).toHaveText('4 / 8');
    await drag(-20, 0);
    await drag(-80, 200);
    await expect(counter).toHaveText('4 / 8');
  });
});

/** The carousel's slides on screen (every other one is inert). */
async function visibleSlides(page: Page, selector: string): Promise<number> {
  return page.locator(`${selector} .slider-item:not([inert])`).count();
}

for (const [width, expected] of [
  [375, 1],
  [768, 2],
  [1280, 4],
  [1600, 5],
] as const) {
  test.describe(`wide carousel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`shows ${expected} posts and the feature slider one`, async ({ page }) => {
      await openPage(page, 'magazine-home');
      const carousel = page.locator('#home-popular-carousel');
      await expect(carousel).toHaveClass(/is-enhanced/);
      await expect.poll(() => visibleSlides(page, '#home-popular-carousel')).toBe(expected);
      const viewport = await carousel.locator('.rb-slides-viewport').boundingBox();
      const slide = await carousel.locator('.slider-item').first().boundingBox();
      expect(Math.abs((slide?.width ?? 0) * expected - (viewport?.width ?? -1))).toBeLessThan(2);
      expect(await visibleSlides(page, '#home-feature-slider')).toBe(1);
    });
  });
}

test.describe('carousel width changes', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('a narrower window refreshes the items per view; the plain carousel stops at three', async ({ page }) => {
    await rewritePage(page, 'magazine-home', (html) => html.replace('data-wide="1"', 'data-wide="0"'));
    await openPage(page, 'magazine-home');
    await expect.poll(() => visibleSlides(page, '#home-popular-carousel')).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => visibleSlides(page, '#home-popular-carousel')).toBe(2);
  });
});

test.describe('feature slider', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('arrows named by the settings, dots, keys and swipe; axe on the carousel', async ({ page }) => {
    await openPage(page, 'magazine-home');
    const slider = page.locator('#home-feature-slider');
    const active = () => slider.locator('.slider-item:not([inert]) .slider-title').textContent();
    const titles = await slider.locator('.slider-title').allTextContents();
    await expect.poll(active).toBe(titles[0]);
    await slider.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(active).toBe(titles[1]);
    const dots = slider.locator('.rb-slider-dot');
    await expect(dots).toHaveCount(4);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await dots.nth(3).click();
    await expect.poll(active).toBe(titles[3]);
    await slider.getByRole('button', { name: 'Weiter' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(active).toBe(titles[0]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(active).toBe(titles[3]);
    await slider.getByRole('button', { name: 'Zurück' }).click();
    await expect.poll(active).toBe(titles[2]);

    const box = await slider.locator('.rb-slides-viewport').boundingBox();
    if (!box) throw new Error('no viewport');
    await page.mouse.move(box.x + box.width * 0.6, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + 45);
    await page.mouse.up();
    await expect.poll(active).toBe(titles[3]);
    await expect(page).toHaveURL(/\/pages\/magazine-home/);

    await expectNoAxeViolations(page, '#home-feature-slider');
    await expectNoAxeViolations(page, '#home-popular-carousel');
  });

  test('fades when the settings say so', async ({ page }) => {
    await rewritePage(page, 'magazine-home', (html) => html.replace('\\"sliderAnimation\\":\\"slide\\"', '\\"sliderAnimation\\":\\"fade\\"'));
    await openPage(page, 'magazine-home');
    const slider = page.locator('#home-feature-slider');
    await expect(slider).toHaveClass(/is-fade/);
    await slider.getByRole('button', { name: 'Weiter' }).click();
    await expect(slider.locator('.slider-item').nth(1)).toHaveCSS('opacity', '1');
    await expect(slider.locator('.slider-item').nth(0)).toHaveCSS('visibility', 'hidden');
    await expect(slider.locator('.rb-slides-track')).not.toHaveAttribute('style', /translate/);
  });

  test('autoplay advances every sliderSpeed ms and pauses on hover and focus', async ({ page }) => {
    await page.clock.install();
    await openPage(page, 'magazine-home');
    const slider = page.locator('#home-feature-slider');
    const active = () => slider.locator('.slider-item:not([inert]) .slider-title').textContent();
    const titles = await slider.locator('.slider-title').allTextContents();
    await expect(slider).toHaveClass(/is-enhanced/);
    // Hover first (which stops the countdown), then stop the page clock: from here on, time moves only by runFor.
    await slider.locator('.rb-slides-viewport').hover();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    const start = await active();
    await page.clock.runFor(SLIDER_SPEED_MS * 3);
    expect(await active()).toBe(start);

    await page.mouse.move(5, 895);
    await page.clock.runFor(SLIDER_SPEED_MS - 50);
    expect(await active()).toBe(start);
    await page.clock.runFor(100);
    const next = titles[(titles.indexOf(start ?? '') + 1) % titles.length];
    await expect.poll(active).toBe(next);
    await page.clock.runFor(SLIDER_SPEED_MS);
    await expect.poll(active).toBe(titles[(titles.indexOf(start ?? '') + 2) % titles.length]);

    const focused = await active();
    await slider.locator('.slider-item:not([inert]) a').focus();
    await page.clock.runFor(SLIDER_SPEED_MS * 2);
    expect(await active()).toBe(focused);
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, 'magazine-home');
    const slider = page.locator('#home-feature-slider');
    await expect(slider).toHaveClass(/is-enhanced/);
    const first = await slider.locator('.slider-item:not([inert]) .slider-title').textContent();
    await page.clock.runFor(SLIDER_SPEED_MS * 3);
    expect(await slider.locator('.slider-item:not([inert]) .slider-title').textContent()).toBe(first);
  });
});

interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes of the visible items, relative to the grid. */
async function placed(page: Page, grid: string): Promise<Placed[]> {
  return page.locator(grid).evaluate((element) => {
    const origin = element.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>(':scope > .masonry-item:not([hidden])')].map((item) => {
      const box = item.getBoundingClientRect();
      return { x: Math.round(box.left - origin.left), y: Math.round(box.top - origin.top), width: box.width, height: box.height };
    });
  });
}

function overlaps(boxes: readonly Placed[]): boolean {
  return boxes.some((a, i) => boxes.some((b, j) => j > i && a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1));
}

async function expectLaidOut(page: Page, grid: string, columns: number): Promise<Placed[]> {
  await expect(page.locator(grid)).toHaveClass(/is-laid-out/);
  await expect
    .poll(async () => {
      const boxes = await placed(page, grid);
      const gridWidth = (await page.locator(grid).boundingBox())?.width ?? 0;
      const expected = computeLayout('masonry', boxes, gridWidth, 20).positions;
      // Sizes are fractional on screen and whole pixels in offsetWidth/offsetHeight: 2 px of slack.
      const off = boxes.filter((box, index) => Math.abs(box.x - (expected[index]?.x ?? -99)) > 2 || Math.abs(box.y - (expected[index]?.y ?? -99)) > 2);
      return off.length === 0 ? 'ok' : `${boxes.map((b) => `${b.x},${b.y}`).join(' ')} | ${expected.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ')}`;
    })
    .toBe('ok');
  const boxes = await placed(page, grid);
  expect(overlaps(boxes)).toBe(false);
  expect(new Set(boxes.map((b) => b.x)).size).toBe(columns);
  return boxes;
}

test.describe('masonry at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the archive grid packs three columns without overlaps', async ({ page }) => {
    await openPage(page, 'magazine-category');
    const boxes = await expectLaidOut(page, '#wissen-masonry', 3);
    const height = (await page.locator('#wissen-masonry').boundingBox())?.height ?? 0;
    expect(Math.max(...boxes.map((b) => b.y + b.height))).toBeCloseTo(height, 0);
  });

  test('portfolio filters show one category, mark the pressed button and lay out again', async ({ page }) => {
    await openPage(page, 'magazine-portfolio');
    await expectLaidOut(page, '#portfolio-grid', 3);
    const all = page.getByRole('button', { name: 'Alle' });
    const portrait = page.getByRole('button', { name: 'Porträt' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(portrait).toHaveAttribute('aria-pressed', 'false');
    await portrait.click();
    await expect(portrait).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#portfolio-grid > .masonry-item:not([hidden])')).toHaveCount(3);
    expect(await page.locator('#portfolio-grid > .masonry-item:not([hidden]):not(.portfolio-cat-portraet)').count()).toBe(0);
    const boxes = await expectLaidOut(page, '#portfolio-grid', 3);
    expect(boxes.every((b) => b.y === 0)).toBe(true);
    await all.click();
    await expect(page.locator('#portfolio-grid > .masonry-item:not([hidden])')).toHaveCount(9);
    await expectLaidOut(page, '#portfolio-grid', 3);
  });

  test('an unknown layout mode is logged and leaves the printed flow; filters still work', async ({ page }) => {
    const errors = collectConsole(page, 'error');
    await rewritePage(page, 'magazine-portfolio', (html) => html.replace('id="portfolio-grid" data-layout="masonry"', 'id="portfolio-grid" data-layout="cellsByRow"'));
    await openPage(page, 'magazine-portfolio');
    await expect.poll(() => errors.join('\n')).toContain(strings.themeMedia.noLayoutMode.replace('{mode}', 'cellsByRow'));
    await expect(page.locator('#portfolio-grid')).not.toHaveClass(/is-laid-out/);
    await expect(page.locator('#portfolio-grid > .masonry-item').first()).toHaveCSS('position', 'static');
    await page.getByRole('button', { name: 'Landschaft' }).click();
    await expect(page.locator('#portfolio-grid > .masonry-item:not([hidden])')).toHaveCount(3);
  });
});

test.describe('masonry at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('one column', async ({ page }) => {
    await openPage(page, 'magazine-category');
    await expectLaidOut(page, '#wissen-masonry', 1);
  });
});

test.describe('masonry at 768 px', () => {
  test.use({ viewport: { width: 768, height: 900 } });
  test('two columns', async ({ page }) => {
    await openPage(page, 'magazine-portfolio');
    await expectLaidOut(page, '#portfolio-grid', 2);
  });
});

test.describe('parallax category header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const shiftOf = (page: Page) =>
    page.locator('.category-header-bg').evaluate((element) => {
      const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform === 'none' ? '' : getComputedStyle(element).transform);
      return matrix.m42;
    });

  test('the background moves at a fraction of the scroll', async ({ page }) => {
    await openPage(page, 'magazine-category');
    const top = await page.locator('.category-header-outer').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const height = await page.locator('.category-header-outer').evaluate((element) => element.getBoundingClientRect().height);
    expect(await shiftOf(page)).toBe(0);
    const scrollY = Math.round(top + height / 2);
    await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    await expect.poll(() => shiftOf(page)).toBeCloseTo(parallaxShift({ top, height }, scrollY), 0);
    expect(await shiftOf(page)).toBeGreaterThan(0);
    expect(await shiftOf(page)).toBeLessThan(scrollY - top);
  });

  test('stays still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, 'magazine-category');
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY >= 200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shiftOf(page)).toBe(0);
  });
});

test.describe('featured video and embeds', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the featured video (.is-autoplay) gets autoplay=1 and autoplay-added once its top reaches 60 % of the viewport', async ({ page }) => {
    await stubPlayers(page);
    await openPage(page, 'magazine-single');
    const box = page.locator('.single-feat.post-video-outer.is-autoplay');
    const frame = box.locator('.embed-holder > iframe');
    const printed = 'https://www.youtube.com/embed/ScMzIvxBSi4?feature=oembed';
    // Below the full-screen header: not yet.
    await expect(frame).toHaveAttribute('src', printed);
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
    await page.evaluate(() => window.scrollTo(0, 0));
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
    await page.waitForTimeout(300);
    await expect(frame).toHaveAttribute('src', `${printed}&autoplay=1`);
  });

  test('a page loaded past the video starts it at once', async ({ page }) => {
    await stubPlayers(page);
    await openPage(page, 'magazine-single', 'default', '#rb-die-schwammstadt');
    await expect(page.locator('.post-video-outer')).toHaveClass(/autoplay-added/);
  });

  test('direct YouTube and Vimeo iframes of .entry-content are wrapped in div.rb-ires.is-loaded (16:9); others are not', async ({ page }) => {
    await stubPlayers(page);
    await openPage(page, 'magazine-single');
    const content = page.locator('.single-content .entry-content');
    await expect(content.locator(':scope > .rb-ires.is-loaded > iframe')).toHaveCount(2);
    await expect(content.locator(':scope > .rb-ires iframe[src^="https://www.youtube.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1);
    await expect(content.locator(':scope > .rb-ires iframe[src^="https://player.vimeo.com/video/76979871"]')).toHaveCount(1);
    await expect(content.locator(':scope > iframe.map-embed')).toHaveCount(1);
    const ratio = await content.locator('.rb-ires').first().evaluate((box) => {
      const frame = box.querySelector('iframe')?.getBoundingClientRect();
      return frame ? frame.height / frame.width : 0;
    });
    expect(ratio).toBeCloseTo(0.5625, 2);
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await stubPlayers(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, 'magazine-single', 'default', '#rb-die-schwammstadt');
    await page.waitForTimeout(500);
    await expect(page.locator('.post-video-outer')).not.toHaveClass(/autoplay-added/);
  });
});
