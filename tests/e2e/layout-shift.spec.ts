/**
 * No layout shift from the bundle (issue 24): every page of the harness catalogue (harness/pages.ts,
 * with the publisher pages) at desktop and phone width, loaded in the `default` scenario with the
 * page clock at the recording's moment, shifts by at most 0.01 (Chromium's layout-shift entries
 * without input, summed) from its first paint until the bundle has started, the network is idle
 * and three more seconds have passed on the page clock. Every page shifts 0 without the bundle
 * (`?bundle=none`), so whatever this finds is the bundle's; a failure names the nodes that moved.
 */
import type { Page } from '@playwright/test';
import { pages } from '../../harness/pages';
import { expect, openPage, RECORDED_AT, test } from './harness-fixtures';
import { describeShifts, layoutShift, layoutShifts, watchLayoutShift } from './layout-shift';

const WIDTHS = [1280, 375];
/** The target of issue 24 for every page and width. */
const LIMIT = 0.01;
/** Page-clock time after the network went idle: the sliders' reveals, the radio's first refresh. */
const SETTLE_MS = 3_000;
/** Real time at most for what runs on the compositor's clock, not the page's (a glide, a fade), to end. */
const ANIMATIONS_MS = 600;

/** Every animation of a set length has ended (endless ones, a spinner, do not count), or ANIMATIONS_MS went by. */
const animationsEnded = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: ANIMATIONS_MS },
    )
    .catch(() => undefined);

for (const { id } of pages) {
  for (const width of WIDTHS) {
    test(`${id} at ${width} px shifts its layout by at most ${LIMIT}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShift(page);
      await page.clock.install({ time: RECORDED_AT });
      await openPage(page, id);
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(SETTLE_MS);
      await animationsEnded(page);
      const shift = await layoutShift(page);
      expect(shift, `${id} at ${width} px shifted ${shift.toFixed(4)}:\n${describeShifts(await layoutShifts(page))}`).toBeLessThanOrEqual(
        LIMIT,
      );
    });
  }
}
