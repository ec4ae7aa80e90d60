/**
 * The sanitizer in real Chromium: every attack string of tests/support/hostile-html.ts goes into
 * the live page through it; no handler may run and nothing dangerous may stay, after a second parse
 * too. jsdom's parser is not the browser's, and mutation tricks depend on the browser's.
 */
import { expect, openPage, test } from './harness-fixtures';
import { buildIife } from './iife-build';
import { openProbePage } from './probe-page';
import { HOSTILE } from '../support/hostile-html';
import type { SanitizeProbe } from './sanitize-entry';

let probeScript = '';
test.beforeAll(async () => {
  probeScript = await buildIife('tests/e2e/sanitize-entry.ts', 'sanitizeEntry');
});

test('no attack string runs or leaves anything dangerous in the page', async ({ page }) => {
  const dialogs = await openProbePage(page, probeScript);
  const found = await page.evaluate((inputs) => {
    const { sanitizeProbe } = window as unknown as { sanitizeProbe: SanitizeProbe };
    return inputs.flatMap((input) => sanitizeProbe.insert(input).map((danger) => `${input} → ${danger}`));
  }, HOSTILE);
  expect(found).toEqual([]);
  // Failed image loads and focus handlers fire after insertion: give them their turn.
  await page.locator('.sanitize-probe input').first().focus();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __hit?: unknown }).__hit)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('.sanitize-probe').count()).toBe(HOSTILE.length);
});

test('a next post’s reaction icons stay SVG in the page', async ({ page }) => {
  await openPage(page, 'magazine-article');
  await page.addScriptTag({ content: probeScript });
  await page.evaluate(() => {
    const { sanitizeProbe } = window as unknown as { sanitizeProbe: SanitizeProbe };
    sanitizeProbe.insert(
      '<svg class="rb-svg probe-icon" viewBox="0 0 150 150" aria-hidden="true"><text x="75" y="112" font-size="100" text-anchor="middle">❤️</text></svg>',
    );
  });
  const icon = page.locator('.sanitize-probe svg.probe-icon');
  expect(await icon.evaluate((svg) => [svg.namespaceURI, (svg as SVGSVGElement).viewBox.baseVal.width])).toEqual([
    'http://www.w3.org/2000/svg',
    150,
  ]);
});
