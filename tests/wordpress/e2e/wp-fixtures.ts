/** Helpers of the WordPress stage's tests: the running site, logging in, the plugin's state. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { PLUGIN_ZIP } from '../../tools/wordpress-zip';
import { ADMIN, siteTools } from '../wordpress-site';

export { expect };

/** The real ad script's address: the bundle's ad-block check asks for it (siteClientConfig.adScriptUrl's default). */
const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/**
 * Playwright's test with the one answer from the internet these pages need: this machine is
 * offline, and without an answer from the ad script the bundle rightly takes the reader for
 * one with an ad blocker and locks the magazine's pages behind its popup.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(AD_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await use(context);
  },
});

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const ZIP_FILE = join(ROOT, PLUGIN_ZIP);
export const PLUGIN_FILE = 'site-client/site-client.php';

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run these tests with tests/wordpress/playwright.config.ts (its global set-up starts WordPress)`);
  return value;
}

/** The running test WordPress. */
export function wordpress() {
  const tools = siteTools(env('WP_SITE_DIR'), env('WP_SOCKET'));
  return {
    url: env('WP_URL'),
    siteDir: env('WP_SITE_DIR'),
    ...tools,
    /** A PHP expression's value, JSON-decoded. */
    value<T = unknown>(expression: string): T {
      return JSON.parse(tools.php(`echo wp_json_encode( ${expression} );`)) as T;
    },
    /** WordPress's debug log (notices, warnings and errors of this run). */
    debugLog(): string {
      const file = join(env('WP_RUN_DIR'), 'debug.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
  };
}

export async function logIn(page: Page): Promise<void> {
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill(ADMIN.user);
  await page.locator('#user_pass').fill(ADMIN.password);
  await page.locator('#wp-submit').click();
  await expect(page.locator('#wpadminbar')).toBeVisible();
}

/** The plugin installed from the zip and active (without the browser: the lifecycle test does it through wp-admin). */
export function activatePlugin(): void {
  const site = wordpress();
  site.php(`
    if ( ! file_exists( WP_PLUGIN_DIR . '/${PLUGIN_FILE}' ) ) {
      require_once ABSPATH . 'wp-admin/includes/file.php';
      WP_Filesystem();
      $unzipped = unzip_file( ${JSON.stringify(ZIP_FILE)}, WP_PLUGIN_DIR );
      if ( is_wp_error( $unzipped ) ) { fwrite( STDERR, $unzipped->get_error_message() ); exit( 1 ); }
    }
    $activated = activate_plugin( '${PLUGIN_FILE}' );
    if ( is_wp_error( $activated ) ) { fwrite( STDERR, $activated->get_error_message() ); exit( 1 ); }
  `);
}

export function deactivatePlugin(): void {
  wordpress().php(`deactivate_plugins( '${PLUGIN_FILE}' );`);
}

/** The plugin's settings, replaced as a whole (null: deleted, so the defaults apply). */
export function setPluginSettings(settings: Record<string, unknown> | null): void {
  const site = wordpress();
  if (settings === null) site.php(`delete_option( 'site_client_settings' );`);
  else site.php(`update_option( 'site_client_settings', json_decode( ${JSON.stringify(JSON.stringify(settings))}, true ) );`);
}

/** The script handles WordPress printed on a page (`<script id="{handle}-js">`), in order. */
export async function printedHandles(page: Page): Promise<string[]> {
  return page.locator('script[id$="-js"]').evaluateAll((scripts) => scripts.map((script) => script.id.replace(/-js$/, '')));
}

/** What the stand-ins of the theme's and plugins' scripts recorded when they ran. */
export async function standInsThatRan(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { siteClientTestScripts?: { handle: string }[] }).siteClientTestScripts ?? []).map((entry) => entry.handle),
  );
}
