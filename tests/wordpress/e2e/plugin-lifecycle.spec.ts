/**
 * The plugin's life on a real WordPress 6.1, as a site owner goes through it in wp-admin: upload
 * the zip, activate, the front end served with the bundle in place of the theme's and plugins'
 * scripts (their globals handed over), deactivate (the theme's scripts are back), delete (its
 * options are gone, nothing else was written). One site for the whole file: the steps run in order.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { HOLD_LINE_CSS } from '../../../src/radio/hold-line';
import { expect, logIn, test, PLUGIN_FILE, printedHandles, standInsThatRan, wordpress, ZIP_FILE } from './wp-fixtures';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The handles the plugin replaces by default, and the globals each one carries. */
const REPLACED = ['pixwell-global', 'pixwell-core-script', 'feedback-voting-script', 'post-views-counter-frontend'];
const HANDED_OVER = ['themeSettings', 'pixwellParams', 'pixwellCoreParams', 'feedbackVoting', 'pvcArgsFrontend'];

test.describe.configure({ mode: 'serial' });

const pluginRow = (page: Page) => page.locator(`tr[data-plugin="${PLUGIN_FILE}"]`);

/** The options the plugin may have written (and nothing else): every option whose name mentions it. */
const pluginOptions = () =>
  wordpress().sql(`SELECT option_name FROM wp_options WHERE option_name LIKE '%site\\_client%' ORDER BY option_name`).trim();

let optionsBefore: string;
let tablesBefore: string;

test.beforeAll(() => {
  // From a site that never had the plugin (another file of the stage may have installed it).
  wordpress().php(
    `require_once ABSPATH . 'wp-admin/includes/file.php'; if ( file_exists( WP_PLUGIN_DIR . '/${PLUGIN_FILE}' ) ) { deactivate_plugins( '${PLUGIN_FILE}' ); delete_plugins( array( '${PLUGIN_FILE}' ) ); }`,
  );
  optionsBefore = wordpress().sql('SELECT option_name FROM wp_options ORDER BY option_name');
  tablesBefore = wordpress().sql('SHOW TABLES');
});

test('the zip uploads and activates in wp-admin (Plugins → Add New → Upload Plugin)', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/plugin-install.php?tab=upload');
  await page.locator('#pluginzip').setInputFiles(ZIP_FILE);
  await page.locator('#install-plugin-submit').click();
  await expect(page.locator('#wpbody-content')).toContainText('Plugin installed successfully.');
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.locator('#message')).toContainText('Plugin activated.');
  await expect(pluginRow(page)).toHaveClass(/\bactive\b/);
  await expect(pluginRow(page).locator('.plugin-version-author-uri')).toContainText(`Version ${VERSION}`);
  // WordPress read the header: its requirements are the issue's.
  const header = wordpress().value<Record<string, string>>(`get_plugin_data( WP_PLUGIN_DIR . '/${PLUGIN_FILE}', false, false )`);
  expect(header).toMatchObject({ Name: 'Site client', Version: VERSION, RequiresWP: '6.1', RequiresPHP: '8.1', TextDomain: 'site-client' });
  expect(
    header.License ??
      wordpress().php(`echo get_file_data( WP_PLUGIN_DIR . '/${PLUGIN_FILE}', array( 'License' => 'License' ) )['License'];`),
  ).toMatch(/GPL/);
});

test('active: the page prints the bundle once, in the footer, after every handed-over global, and none of the replaced scripts', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/radio-article/')).text();
  const bundleTags = html.match(/<script[^>]+id=["']site-client-js["'][^>]*>/g) ?? [];
  expect(bundleTags).toHaveLength(1);
  expect(bundleTags[0]).toContain(`site-client.user.js?ver=${VERSION}`);
  const bundleAt = html.indexOf(bundleTags[0] ?? '');
  // In the footer: after the page's own markup (the fixture's last element before wp_footer()).
  expect(bundleAt).toBeGreaterThan(html.lastIndexOf('</footer>'));
  for (const global of HANDED_OVER) {
    const at = html.indexOf(`var ${global} =`);
    expect(at, `${global} printed`).toBeGreaterThan(-1);
    expect(at, `${global} before the bundle`).toBeLessThan(bundleAt);
  }
  // The rule for the first paint (src/radio/hold-line.ts), in the head, as WordPress prints an inline style.
  const head = html.slice(0, html.indexOf('</head>'));
  const headStyle = /<style id=["']site-client-head-inline-css["'][^>]*>([^<]*)<\/style>/.exec(head);
  expect(headStyle?.[1]?.trim()).toBe(HOLD_LINE_CSS);
  // WordPress 6.1 quotes attributes with ' in script tags.
  for (const handle of REPLACED) expect(html, `${handle} not printed`).not.toMatch(new RegExp(`id=["']${handle}-js["']`));
  expect(html).not.toMatch(/themes\/pixwell\/assets\/js\/global\.js|pixwell-core\/assets\/core\.js|feedback-voting\/js\/script\.js/);

  await page.goto('/radio-article/');
  await page.evaluate(() => window.siteClient?.ready);
  expect(await printedHandles(page)).toContain('site-client');
  // Nothing of theirs ran: neither the replaced scripts nor the libraries they brought from their own folders.
  expect(await standInsThatRan(page)).toEqual([]);
  // (The theme's html5shiv stays: it is enqueued on its own, for IE 8 only, inside a conditional comment.)
  const withoutIeOnly = html.replace(/<!--\[if [^\]]*\]>[\s\S]*?<!\[endif\]-->/g, '');
  expect(withoutIeOnly).not.toMatch(
    /<script[^>]+src=["'][^"']*\/wp-content\/(themes\/pixwell|plugins\/(pixwell-core|feedback-voting|post-views-counter))\//,
  );
  const types = await page.evaluate(
    (names) => names.map((name) => typeof (window as unknown as Record<string, unknown>)[name]),
    HANDED_OVER,
  );
  expect(types).toEqual(HANDED_OVER.map(() => 'object'));
});

test("deactivated in wp-admin: the theme's and the plugins' scripts are back with their globals, the bundle is gone", async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/plugins.php');
  await pluginRow(page)
    .getByRole('link', { name: /^Deactivate/ })
    .click();
  await expect(page.locator('#message')).toContainText('Plugin deactivated.');

  await page.goto('/radio-article/');
  const handles = await printedHandles(page);
  expect(handles).not.toContain('site-client');
  await expect(page.locator('#site-client-head-inline-css')).toHaveCount(0);
  for (const handle of REPLACED) expect(handles).toContain(handle);
  // With their libraries (Owl Carousel and the others of the theme's assets/js/).
  expect(await standInsThatRan(page)).toEqual(expect.arrayContaining([...REPLACED, 'owl-carousel', 'jquery-waypoints']));
  // Each script found its own globals (and jQuery) when it ran, as the real scripts do.
  const found = await page.evaluate(() =>
    Object.fromEntries(
      (window as unknown as { siteClientTestScripts: { handle: string; globals: Record<string, string> }[] }).siteClientTestScripts.map(
        (entry) => [entry.handle, entry.globals],
      ),
    ),
  );
  expect(found).toMatchObject({
    'pixwell-global': { pixwellParams: 'object', themeSettings: 'object', jQuery: 'function' },
    'pixwell-core-script': { pixwellCoreParams: 'object', jQuery: 'function' },
    'feedback-voting-script': { feedbackVoting: 'object' },
    'post-views-counter-frontend': { pvcArgsFrontend: 'object' },
  });
  expect(await page.evaluate(() => typeof window.siteClient)).toBe('undefined');
});

test('deleted in wp-admin: uninstall removes its options; nothing else was written to the database', async ({ page }) => {
  // Active once more with saved settings, so that there is something to remove.
  await logIn(page);
  await page.goto('/wp-admin/plugins.php');
  await pluginRow(page)
    .getByRole('link', { name: /^Activate/ })
    .click();
  wordpress().php(
    `update_option( 'site_client_settings', array_merge( (array) get_option( 'site_client_settings', array() ), array( 'compat_mode' => true ) ) );`,
  );
  expect(pluginOptions()).toContain('site_client_settings');
  await page.goto('/wp-admin/plugins.php');
  await pluginRow(page)
    .getByRole('link', { name: /^Deactivate/ })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await pluginRow(page)
    .getByRole('link', { name: /^Delete/ })
    .click();
  // WordPress either deletes in place (its script asks with confirm()) or shows its confirmation screen.
  const confirmation = page.getByRole('button', { name: 'Yes, delete these files and data' });
  await expect(confirmation.or(page.getByText('was successfully deleted'))).toBeVisible();
  if (await confirmation.isVisible()) {
    await expect(page.locator('#wpbody-content')).toContainText('Site client');
    await confirmation.click();
    await expect(page.locator('#message')).toContainText('The selected plugin has been deleted.');
  }

  expect(pluginOptions()).toBe('');
  expect(wordpress().value<boolean>(`file_exists( WP_PLUGIN_DIR . '/site-client' )`)).toBe(false);
  expect(wordpress().sql('SHOW TABLES')).toBe(tablesBefore);
  // Options WordPress itself writes while an admin works (transients, the recently active plugins,
  // recovery keys, the script compression test wp-admin runs) may appear; no other new one.
  const wordpressOwn = /^(_site)?_transient_|^(recently_activated|recovery_keys|uninstall_plugins|can_compress_scripts)$/;
  const added = wordpress()
    .sql('SELECT option_name FROM wp_options ORDER BY option_name')
    .split('\n')
    .filter((name) => name !== '' && !optionsBefore.split('\n').includes(name) && !wordpressOwn.test(name));
  expect(added).toEqual([]);
  // WordPress 6.1 itself logs deprecations on PHP 8.2; the plugin's files must log nothing.
  expect(
    wordpress()
      .debugLog()
      .split('\n')
      .filter((line) => line.includes('/plugins/site-client/')),
  ).toEqual([]);
});
