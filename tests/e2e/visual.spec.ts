/**
 * Visual regression: the key states (tests/gallery/key-states.ts) against their committed
 * baselines (tests/e2e/__screenshots__/visual.spec.ts/), each settled as the gallery settles its
 * pictures. A failed comparison leaves the expected, actual and diff images in test-results/ and
 * in the HTML report (reports/e2e-html). `npm run gallery -- --update` refreshes the baselines
 * that changed. The tolerance is the config's (playwright.config.ts, expect.toHaveScreenshot).
 */
import { test as base, type Page } from '@playwright/test';
import { pageUrl } from '../../harness/catalogue-types';
import { GALLERY_VIEWPORTS } from '../../harness/gallery-manifest';
import { baselineName, KEY_STATES } from '../gallery/key-states';
import { prepareContext, resetPage, SETTLE_CONTEXT_OPTIONS, settlePage, trackRequests } from '../gallery/settle';
import { expect } from './harness-fixtures';

/**
 * One tab for the worker, readied between states as the gallery readies its tabs (resetPage), so a
 * baseline and its gallery picture come from the same kind of load; a new context per test cost a
 * third of the file's time.
 */
const test = base.extend<object, { settleTab: Page }>({
  settleTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...SETTLE_CONTEXT_OPTIONS, baseURL: String(workerInfo.project.use.baseURL) });
      await prepareContext(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const state of KEY_STATES) {
  const viewport = GALLERY_VIEWPORTS.find((entry) => entry.id === state.viewport)!;
  test(`${state.page} · ${state.scenario} at ${viewport.label}: ${state.shows}`, async ({ settleTab: page, baseURL }) => {
    await resetPage(page, String(baseURL));
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const inFlight = trackRequests(page);
    await page.goto(pageUrl(state.page, state.scenario));
    const { settled } = await settlePage(page, inFlight);
    inFlight.stop();
    expect(settled, 'the page settled before its picture').toBe(true);
    await expect(page).toHaveScreenshot(baselineName(state));
  });
}
