/**
 * The single post's parallax featured image in Chromium through the harness, on the theme's real
 * markup (REAL-MARKUP §23): it fades in (`feat-loaded`), the full-screen thumb fills the rest of the
 * first screen, and it moves with the scroll only under `body.is-parallax-feat`.
 */
import { expect, openPage, rewritePage, scrollToY, test } from './harness-fixtures';

const PAGE = 'magazine-single';
test.describe('parallax featured image at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the image fades in (feat-loaded) and the full-screen thumb fills the rest of the first screen', async ({ page }) => {
    await openPage(page, PAGE);
    const thumb = page.locator('.parallax-thumb.is-fullscreen');
    await expect(thumb).toHaveClass(/feat-loaded/);
    await expect.poll(() => thumb.locator('img').evaluate((image) => Number(getComputedStyle(image).opacity))).toBeCloseTo(0.4, 2);
    const { style, top, height } = await thumb.evaluate((element) => ({
      style: element.style.height,
      top: element.getBoundingClientRect().top + window.scrollY,
      height: element.getBoundingClientRect().height,
    }));
    // Chromium keeps calc(100vh - Npx) as calc(-Npx + 100vh).
    expect(style).toMatch(/^calc\((100vh - \d+px|-\d+px \+ 100vh)\)$/);
    expect(Math.round(top + height)).toBe(800);
    // Without body.is-parallax-feat the image does not move.
    await scrollToY(page, 200);
    await page.waitForTimeout(200);
    await expect(thumb.locator('.rb-iwrap')).not.toHaveAttribute('style', /transform/);
  });

  test('with body.is-parallax-feat scrolling moves .rb-iwrap by a quarter of the scroll', async ({ page }) => {
    await rewritePage(page, PAGE, (html) => html.replace(/<body class="/, '<body class="is-parallax-feat '));
    await openPage(page, PAGE);
    const inner = page.locator('.parallax-thumb .rb-iwrap');
    const top = await page.locator('.parallax-thumb').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, 400);
    await expect
      .poll(() => inner.evaluate((element) => element.style.transform))
      .toBe(`translate3d(0px, ${Math.round((400 - top) / 4)}px, 0px)`);
    await expect(inner).toHaveClass(/parallax-init/);
  });
});
