/**
 * Settings → Site client on a real WordPress: it saves, the front end follows, bad input is
 * rejected with a message and the previous value kept, hostile values never run (neither on the
 * screen, nor in its messages, nor on the front end), and only administrators with a valid nonce
 * may change anything.
 */
import type { Page } from '@playwright/test';
import { activatePlugin, expect, logIn, printedHandles, setPluginSettings, test, wordpress } from './wp-fixtures';

test.describe.configure({ mode: 'serial' });

const SCREEN = '/wp-admin/options-general.php?page=site-client';
const HOSTILE = '"><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">';

/** Whatever a hostile value may have run. */
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { pwned?: number }).pwned);

async function save(page: Page): Promise<void> {
  await page.locator('#submit').click();
  await page.waitForURL(/settings-updated=true|page=site-client/);
}

test.beforeAll(() => {
  activatePlugin();
  setPluginSettings(null);
});

test.afterAll(() => setPluginSettings(null));

test('saves action names, addresses and compatibility mode; the front end follows', async ({ page }) => {
  await logIn(page);
  await page.goto(SCREEN);
  await expect(page.locator('h1')).toHaveText('Site client');
  await page.locator('#site-client-action-quickFilter').fill('quick_filter');
  await page.locator('#site-client-url-payOrigin').fill('https://pay.example.org/');
  await page.locator('#site-client-compat-mode').check();
  await save(page);
  await expect(page.locator('#setting-error-settings_updated')).toContainText('Settings saved.');
  await expect(page.locator('#site-client-action-quickFilter')).toHaveValue('quick_filter');
  await expect(page.locator('#site-client-url-payOrigin')).toHaveValue('https://pay.example.org');
  await expect(page.locator('#site-client-compat-mode')).toBeChecked();

  await page.goto('/magazine-home/');
  expect(await page.evaluate(() => (window as unknown as { siteClientConfig?: unknown }).siteClientConfig)).toEqual({
    ajaxActions: { quickFilter: 'quick_filter' },
    payOrigin: 'https://pay.example.org',
  });
  expect(await printedHandles(page)).toContain('pixwell-global');
});

test('rejects bad input with a message naming the field, keeps the previous value, and runs nothing hostile', async ({ page }) => {
  await logIn(page);
  await page.goto(SCREEN);
  await page.locator('#site-client-action-liveSearch').fill(HOSTILE);
  await page.locator('#site-client-action-quickFilter').fill('quick filter');
  await page.locator('#site-client-url-embedProxy').fill('javascript:alert(1)//');
  await page.locator('#site-client-url-adScriptUrl').fill(`https://ads.example.org/a.js?${HOSTILE}`);
  await page.locator('#site-client-extra-handles').fill(`my-handle\n${HOSTILE}`);
  await save(page);

  const errors = page.locator('.notice-error, .error');
  await expect(errors.first()).toBeVisible();
  // The messages quote the rejected text as text.
  await expect(page.locator('#wpbody-content')).toContainText('<script>window.pwned = 1</script>');
  await expect(page.locator('#wpbody-content')).toContainText('javascript:alert(1)//');
  expect(await pwned(page)).toBeUndefined();
  // The previous values stay: the earlier test's action name, and nothing for the others.
  await expect(page.locator('#site-client-action-quickFilter')).toHaveValue('quick_filter');
  await expect(page.locator('#site-client-action-liveSearch')).toHaveValue('');
  await expect(page.locator('#site-client-url-embedProxy')).toHaveValue('');
  const stored = wordpress().value<{ ajax_actions: Record<string, string>; urls: Record<string, string>; extra_handles: string[] }>(
    `get_option( 'site_client_settings' )`,
  );
  expect(stored.ajax_actions.liveSearch).toBe('');
  expect(stored.urls.embedProxy).toBe('');
  expect(stored.extra_handles).not.toContain(HOSTILE);
  expect(JSON.stringify(stored)).not.toContain('<script>');

  // Whatever was kept of the address is printed escaped: on the screen and on the front end.
  await page.reload();
  expect(await pwned(page)).toBeUndefined();
  await page.goto('/magazine-home/');
  expect(await pwned(page)).toBeUndefined();
});

test("only administrators reach the screen, and a save without the screen's nonce changes nothing", async ({ page, browser }) => {
  wordpress().php(
    `if ( ! get_user_by( 'login', 'leser' ) ) { wp_insert_user( array( 'user_login' => 'leser', 'user_pass' => 'leser-password', 'role' => 'subscriber' ) ); }`,
  );
  const reader = await browser.newPage();
  await reader.goto('/wp-login.php');
  await reader.locator('#user_login').fill('leser');
  await reader.locator('#user_pass').fill('leser-password');
  await reader.locator('#wp-submit').click();
  await reader.waitForURL(/wp-admin/);
  const denied = await reader.goto(SCREEN);
  expect(denied?.status()).toBe(403);
  await expect(reader.locator('body')).toContainText('Sorry, you are not allowed to access this page.');
  await reader.close();

  await logIn(page);
  const before = wordpress().php(`echo wp_json_encode( get_option( 'site_client_settings' ) );`);
  const forged = await page.request.post('/wp-admin/options.php', {
    form: {
      option_page: 'site_client',
      action: 'update',
      'site_client_settings[compat_mode]': '0',
      'site_client_settings[ajax_actions][bookmarks]': 'forged',
    },
  });
  expect(forged.status()).toBe(403);
  expect(wordpress().php(`echo wp_json_encode( get_option( 'site_client_settings' ) );`)).toBe(before);
});
