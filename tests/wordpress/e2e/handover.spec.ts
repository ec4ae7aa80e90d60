/**
 * What the hand-over does beside the four default handles, on a real WordPress: a script of
 * another plugin that depends on a replaced handle keeps working (it now loads after the bundle)
 * and is reported in wp-admin; the provider's swg.js enqueued by another plugin is replaced, its
 * queued publisher code handed to the bundle; compatibility mode keeps the theme's scripts and the
 * bundle leaves their features alone; a plugin script that is not replaced keeps its feature.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { activatePlugin, expect, logIn, printedHandles, setPluginSettings, standInsThatRan, test, wordpress } from './wp-fixtures';

test.describe.configure({ mode: 'serial' });

/** A small plugin of another vendor, written into the site for these tests only. */
function installOtherPlugin(slug: string, php: string, files: Record<string, string> = {}): void {
  const dir = join(wordpress().siteDir, 'wp-content/plugins', slug);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${slug}.php`), `<?php\n/**\n * Plugin Name: ${slug}\n */\n${php}\n`);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  wordpress().php(`activate_plugin( '${slug}/${slug}.php' );`);
}

function removeOtherPlugin(slug: string): void {
  wordpress().php(`deactivate_plugins( '${slug}/${slug}.php' );`);
  rmSync(join(wordpress().siteDir, 'wp-content/plugins', slug), { recursive: true, force: true });
}

const DEPENDENT = 'extras-of-another-vendor';
const SWG_PLUGIN = 'publisher-subscriptions';
/** What the publisher's page code queues for the provider's client (its documented pattern). */
const PUBLISHER_CODE =
  '(self.SWG = self.SWG || []).push(function (subscriptions) { window.publisherGot = typeof subscriptions.getEntitlements; });';

function siteClientLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('[site-client]')) lines.push(message.text());
  });
  return lines;
}

async function open(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  await page.evaluate(() => window.siteClient?.ready);
  return (await response?.text()) ?? '';
}

test.beforeAll(() => {
  activatePlugin();
  setPluginSettings(null);
});

test.afterAll(() => {
  removeOtherPlugin(DEPENDENT);
  removeOtherPlugin(SWG_PLUGIN);
  setPluginSettings(null);
});

test('a script that depends on a replaced handle loads after the bundle, finds its globals, and is reported in wp-admin', async ({
  page,
}) => {
  installOtherPlugin(
    DEPENDENT,
    `add_action( 'wp_enqueue_scripts', function () {
      wp_enqueue_script( 'extras', plugins_url( 'extras.js', __FILE__ ), array( 'pixwell-global' ), '1.0', true );
    } );`,
    {
      'extras.js':
        "window.siteClientTestScripts = (window.siteClientTestScripts || []).concat({ handle: 'extras', globals: { pixwellParams: typeof pixwellParams } });\n",
    },
  );
  await open(page, '/magazine-home/');
  const handles = await printedHandles(page);
  expect(handles).not.toContain('pixwell-global');
  expect(handles.indexOf('extras')).toBeGreaterThan(handles.indexOf('site-client'));
  expect(
    await page.evaluate(
      () => (window as unknown as { siteClientTestScripts: { handle: string; globals: Record<string, string> }[] }).siteClientTestScripts,
    ),
  ).toEqual([{ handle: 'extras', globals: { pixwellParams: 'object' } }]);

  await logIn(page);
  for (const screen of ['/wp-admin/', '/wp-admin/plugins.php', '/wp-admin/options-general.php?page=site-client']) {
    await page.goto(screen);
    await expect(page.locator('.notice', { hasText: 'depends on' })).toContainText(
      'The script extras depends on pixwell-global, which Site client replaces.',
    );
  }
  removeOtherPlugin(DEPENDENT);
});

test("the provider's swg.js enqueued by another plugin is replaced; the publisher's queued code runs with the bundle", async ({ page }) => {
  installOtherPlugin(
    SWG_PLUGIN,
    `add_action( 'wp_enqueue_scripts', function () {
      wp_enqueue_script( 'google-swg', 'https://news.google.com/swg/js/v1/swg.js', array(), null, true );
      wp_add_inline_script( 'google-swg', ${JSON.stringify(PUBLISHER_CODE).replace(/\$/g, '\\$')} );
    } );`,
  );
  const html = await open(page, '/magazine-article/');
  expect(html).not.toContain('news.google.com/swg/js/v1/swg.js');
  const codeAt = html.indexOf(PUBLISHER_CODE);
  expect(codeAt).toBeGreaterThan(-1);
  expect(codeAt).toBeLessThan(html.search(/<script[^>]+id=["']site-client-js["']/));
  await expect.poll(() => page.evaluate(() => (window as unknown as { publisherGot?: string }).publisherGot)).toBe('function');
  removeOtherPlugin(SWG_PLUGIN);
});

test("compatibility mode keeps the theme's scripts (the bundle leaves their features to them); the plugins' scripts stay replaced", async ({
  page,
}) => {
  setPluginSettings({ compat_mode: true });
  const lines = siteClientLines(page);
  await open(page, '/radio-article/');
  const handles = await printedHandles(page);
  expect(handles).toEqual(expect.arrayContaining(['pixwell-global', 'pixwell-core-script', 'site-client']));
  expect(handles).not.toContain('feedback-voting-script');
  expect(handles).not.toContain('post-views-counter-frontend');
  // The theme's scripts ran (with their libraries); the plugins' did not.
  const ran = await standInsThatRan(page);
  expect(ran).toEqual(expect.arrayContaining(['pixwell-core-script', 'pixwell-global', 'owl-carousel']));
  expect(ran).not.toContain('feedback-voting-script');
  expect(ran).not.toContain('post-views-counter-frontend');
  expect(lines.some((line) => line.includes('"pixwell-core-script" is on the page (PIXWELL_CORE_SCRIPT)'))).toBe(true);
  // The vote is still the bundle's: the plugin's script was handed over.
  await page.locator('.feedback-voting-container .feedback-yes').first().click();
  await expect(page.locator('p.feedback-thankyou')).toBeVisible();
});

test('a plugin script left out of the replaced handles keeps its feature; the bundle says so', async ({ page }) => {
  setPluginSettings({
    handles: { 'pixwell-global': true, 'pixwell-core-script': true, 'feedback-voting-script': false, 'post-views-counter-frontend': true },
  });
  const lines = siteClientLines(page);
  await open(page, '/radio-article/');
  expect(await printedHandles(page)).toContain('feedback-voting-script');
  expect(await standInsThatRan(page)).toEqual(['feedback-voting-script']);
  expect(
    lines.some((line) =>
      line.includes('"feedback-voting-script" is on the page (script#feedback-voting-script-js): leaving feedback-vote to it'),
    ),
  ).toBe(true);
});

test('siteClientConfig is printed only with what differs from the defaults', async ({ page }) => {
  setPluginSettings(null);
  await open(page, '/radio-article/');
  expect(await page.evaluate(() => typeof (window as unknown as { siteClientConfig?: unknown }).siteClientConfig)).toBe('undefined');
  setPluginSettings({ ajax_actions: { quickFilter: 'quick_filter' }, urls: { payOrigin: 'https://pay.example.org' } });
  await open(page, '/radio-article/');
  expect(await page.evaluate(() => (window as unknown as { siteClientConfig?: unknown }).siteClientConfig)).toEqual({
    ajaxActions: { quickFilter: 'quick_filter' },
    payOrigin: 'https://pay.example.org',
  });
});
