/**
 * The child-theme recipe of docs/integrating.md, taken from that file itself and run on WordPress (as a small
 * plugin standing in for the child theme's functions.php, the bundle copied into the active
 * theme's folder, the site-client plugin inactive): the bundle is printed once, after every
 * handed-over global; none of the replaced scripts or their libraries load; the features work.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOLD_LINE_CSS } from '../../../src/radio/hold-line';
import { deactivatePlugin, expect, printedHandles, standInsThatRan, test, wordpress } from './wp-fixtures';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RECIPE = 'child-theme-recipe';

/** The PHP block between the recipe markers of docs/integrating.md. */
export function recipeFromDocs(doc: string): string {
  const block = /<!-- child-theme-recipe[^>]*-->\s*```php\n([\s\S]*?)```\s*<!-- \/child-theme-recipe -->/.exec(doc);
  if (!block?.[1]) throw new Error('docs/integrating.md has no child-theme recipe between its markers');
  return block[1];
}

test.beforeAll(() => {
  const site = wordpress();
  deactivatePlugin();
  // The child theme's folder is the stylesheet directory: here the test theme's own.
  copyFileSync(join(ROOT, 'dist/site-client.user.js'), join(site.siteDir, 'wp-content/themes/pixwell/site-client.user.js'));
  const dir = join(site.siteDir, 'wp-content/plugins', RECIPE);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${RECIPE}.php`),
    `<?php\n/**\n * Plugin Name: ${RECIPE}\n */\n${recipeFromDocs(readFileSync(join(ROOT, 'docs/integrating.md'), 'utf8'))}`,
  );
  site.php(`activate_plugin( '${RECIPE}/${RECIPE}.php' );`);
});

test.afterAll(() => {
  const site = wordpress();
  site.php(`deactivate_plugins( '${RECIPE}/${RECIPE}.php' );`);
  rmSync(join(site.siteDir, 'wp-content/plugins', RECIPE), { recursive: true, force: true });
  rmSync(join(site.siteDir, 'wp-content/themes/pixwell/site-client.user.js'), { force: true });
});

test('the child-theme recipe of docs/integrating.md: the bundle after every global, no replaced script, the features work', async ({
  page,
}) => {
  const response = await page.goto('/radio-article/');
  const html = (await response?.text()) ?? '';
  const bundleAt = html.search(/<script[^>]+id=["']site-client-js["']/);
  expect(bundleAt).toBeGreaterThan(-1);
  for (const global of ['themeSettings', 'pixwellParams', 'pixwellCoreParams', 'feedbackVoting', 'pvcArgsFrontend']) {
    const at = html.indexOf(`var ${global} =`);
    expect(at, `${global} printed`).toBeGreaterThan(-1);
    expect(at, `${global} before the bundle`).toBeLessThan(bundleAt);
  }
  // The plugin's head rule for the radio placeholders, the same text (src/radio/hold-line.ts).
  const headStyle = /<style id=["']site-client-head-inline-css["'][^>]*>([^<]*)<\/style>/.exec(html.slice(0, html.indexOf('</head>')));
  expect(headStyle?.[1]?.trim()).toBe(HOLD_LINE_CSS);
  await page.evaluate(() => window.siteClient?.ready);
  const handles = await printedHandles(page);
  expect(handles.filter((handle) => handle === 'site-client')).toHaveLength(1);
  expect(await standInsThatRan(page)).toEqual([]);
  await page.locator('.feedback-voting-container .feedback-yes').first().click();
  await expect(page.locator('p.feedback-thankyou')).toBeVisible();
});
