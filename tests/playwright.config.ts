/**
 * End-to-end tests: Debian's Chromium headless shell (ensure-chromium.ts) driving the
 * harness, which serves the fixture pages with the production bundle injected.
 */
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './tools/chromium-args';
import { chromiumPath } from './tools/ensure-chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
// Ports of their own, so a harness started with `npm start` can keep running beside the tests.
const sitePort = Number(process.env.E2E_PORT ?? 4273);
const providerPort = sitePort + 1;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  // One browser at a time: on two cores a second Chromium starves the harness, and the fixture
  // pages' real 500 ms laut.fm timeout then fires on answers that were merely queued.
  workers: 1,
  // A failure is run once more to record its trace (recording every passing test costs about a
  // sixth of the run). A test that passes only on the retry still counts as failed in `npm test`.
  retries: 1,
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // Visual regression (e2e/visual.spec.ts): pages are settled, clock fixed and motion off first,
    // so two runs on this Chromium give the same pixels; the tolerance only absorbs anti-aliasing.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.2,
      maxDiffPixels: 100,
      stylePath: fileURLToPath(new URL('gallery/screenshot-mask.css', import.meta.url)),
    },
  },
  // The HTML report shows a failed screenshot comparison as expected, actual and diff side by side.
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }], ['html', { outputFolder: '../reports/e2e-html', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath('headless-shell'),
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'npx tsx harness/server.ts --no-build',
    cwd: root,
    url: `http://127.0.0.1:${sitePort}/__harness/catalogue`,
    env: { HARNESS_PORT: String(sitePort), HARNESS_PROVIDER_PORT: String(providerPort) },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
