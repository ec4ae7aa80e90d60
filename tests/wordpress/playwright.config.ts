/**
 * The WordPress stage: Chromium against a real WordPress (wordpress-site.ts) started by the global
 * set-up for the whole run and stopped after it. The plugin zip (dist/site-client-wordpress.zip)
 * must be built first; `npm test` builds it in its bundle stage.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tools/chromium-args';
import { chromiumPath } from '../tools/ensure-chromium';

export const WORDPRESS_PORT = Number(process.env.WP_E2E_PORT ?? 4293);

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../../test-results/wordpress',
  // One WordPress, one browser: the tests change the site's state (plugin active or not, settings),
  // so they run one after another, each file in its order.
  workers: 1,
  fullyParallel: false,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: '../../reports/wordpress.json' }],
    ['html', { outputFolder: '../../reports/wordpress-html', open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${WORDPRESS_PORT}`,
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath('headless-shell'), args: [...CHROMIUM_ARGS] },
  },
});
