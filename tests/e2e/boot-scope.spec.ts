/**
 * What each site's pages run of the bundle (issue: boot cost): a radio page runs no theme or
 * subscriptions code, a magazine page runs no radio code. Chromium's precise JS coverage lists
 * every function the page called; the bundle is served unminified for this test (the same
 * modules, built as a plain IIFE), where the bundler marks each module's code with a
 * `// src/…` line, so each called function is traced to the module it comes from.
 */
import type { Page } from '@playwright/test';
import { DIALOG_BOX, expect, openPage, RECORDED_AT, test } from './harness-fixtures';
import { buildIife } from './iife-build';

let bundle = '';
/** [offset, module path] of every module's first line, in order. */
let modules: [number, string][] = [];

test.beforeAll(async () => {
  bundle = await buildIife('src/main.ts', 'siteClientScope', 'scope-test');
  modules = [...bundle.matchAll(/^\t\/\/ ((?:src|node_modules)\/\S+)$/gm)].map((match) => [match.index, match[1] ?? '']);
  expect(modules.length).toBeGreaterThan(100);
});

function moduleAt(offset: number): string {
  let found = '(bundle runtime)';
  for (const [start, path] of modules) {
    if (start > offset) break;
    found = path;
  }
  return found;
}

/** The modules (of `src/` and of packages) whose functions ran while the page loaded and settled. */
async function modulesRun(page: Page, pageId: string, settled: () => Promise<void> = async () => undefined): Promise<Set<string>> {
  await page.route('**/site-client.user.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.clock.install({ time: RECORDED_AT });
  await openPage(page, pageId);
  await page.evaluate(() => window.siteClient?.ready);
  await page.waitForLoadState('networkidle');
  await settled();
  const entries = await page.coverage.stopJSCoverage();
  const entry = entries.find((candidate) => candidate.url.endsWith('/site-client.user.js'));
  expect(entry, 'coverage of the bundle').toBeDefined();
  const run = new Set<string>();
  for (const fn of entry?.functions ?? []) {
    const whole = fn.ranges[0];
    // The bundle's own wrapper (offset 0) is where every module's top level runs.
    if (!whole || whole.count === 0 || whole.startOffset === 0) continue;
    // A CommonJS package's wrapper sits where the bundler first needed it (React's JSX runtime
    // inside the first .tsx module): it is the package's code, not the module's.
    if (/^\(?\(exports, module\) =>/.test(bundle.slice(whole.startOffset, whole.startOffset + 40))) continue;
    const path = moduleAt(whole.startOffset);
    run.add(path);
  }
  return run;
}

const under = (run: Set<string>, folder: string) => [...run].filter((path) => path.startsWith(folder));

// Issue 24: the station placeholders and the song line write into the printed elements without
// React, so a radio page that opens no dialog never evaluates React DOM (a third of the bundle).
for (const pageId of ['radio-home', 'radio-article', 'radio-stations']) {
  test(`${pageId} runs no theme and no subscriptions code, and never evaluates React DOM`, async ({ page }) => {
    const run = await modulesRun(page, pageId);
    expect(under(run, 'src/radio/').length, 'the radio code ran').toBeGreaterThan(0);
    expect(under(run, 'src/theme/')).toEqual([]);
    expect(under(run, 'src/subscriptions/')).toEqual([]);
    expect(under(run, 'node_modules/react-dom/')).toEqual([]);
  });
}

test('the article whose automatic prompt opens does evaluate React DOM (the check above can see it)', async ({ page }) => {
  // The React host anchors its root in the page only once React DOM has been loaded.
  const run = await modulesRun(page, 'magazine-article', async () => {
    await expect(page.locator(DIALOG_BOX)).toBeVisible();
    await page.locator('[data-site-client-root]').waitFor({ state: 'attached' });
  });
  expect(under(run, 'node_modules/react-dom/').length).toBeGreaterThan(0);
});

for (const pageId of ['magazine-category', 'magazine-article']) {
  test(`${pageId} runs no radio code`, async ({ page }) => {
    const run = await modulesRun(page, pageId);
    expect(under(run, 'src/theme/').length + under(run, 'src/subscriptions/').length, 'the magazine code ran').toBeGreaterThan(0);
    expect(under(run, 'src/radio/')).toEqual([]);
  });
}
