/**
 * Driving a publisher page (harness/publisher-pages.ts) from a test: what its page code received
 * (window.publisherLog, filled by fixtures/pages/fragments/publisher/publisher-log.html), the page
 * code's own buttons in the log box, and the steps every selling page ends with.
 */
import type { Locator, Page } from '@playwright/test';
import { DIALOG_BOX, dialogFrame, dialogPath, dialogSettled, expect } from './harness-fixtures';

export interface PublisherLogEntry {
  what: string;
  value: unknown;
}

/** Everything the page code received so far, in order. */
export const publisherLog = (page: Page): Promise<PublisherLogEntry[]> =>
  page.evaluate(() => (window as unknown as { publisherLog: PublisherLogEntry[] }).publisherLog);

/** The value of the first entry named `what` (undefined while there is none; null for an entry without a value). */
export const received = async (page: Page, what: string): Promise<unknown> =>
  (await publisherLog(page)).find((entry) => entry.what === what)?.value;

/** A button of the page code's own, in the log box. */
export const pageButton = (page: Page, label: string): Locator =>
  page.locator('.publisher-log').getByRole('button', { name: label, exact: true });

/** The dialog shows the provider page at `path` and has settled. */
export async function dialogAt(page: Page, path: RegExp): Promise<void> {
  await expect.poll(() => dialogPath(page).catch(() => '')).toMatch(path);
  await dialogSettled(page);
}

/** "Bezahlen" in the pay pop-up, then "Weiter" in the confirmation that the page code's complete() opens; complete() resolves. */
export async function payAndConfirm(page: Page, popup: Page): Promise<void> {
  await popup.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await dialogAt(page, /\/payconfirmiframe$/);
  await dialogFrame(page).getByRole('button', { name: 'Weiter' }).click();
  await expect.poll(() => received(page, 'complete() erledigt'), { message: 'complete() resolved' }).toBe(null);
  await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
}

/** What the page's Google tags heard: `ga(…)` and `gtag(…)` calls and `dataLayer` pushes, recorded from before the page's scripts run. */
export interface TagsHeard {
  ga: unknown[][];
  gtag: unknown[][];
  dataLayer: unknown[];
}

/** Give the page recording ga, gtag and dataLayer (call before it opens). */
export async function recordTags(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = { ga: [] as unknown[][], gtag: [] as unknown[][] };
    Object.assign(window, {
      tagsHeard: heard,
      dataLayer: [],
      ga: (...args: unknown[]) => heard.ga.push(args),
      gtag: (...args: unknown[]) => heard.gtag.push(args),
    });
  });
}

export const tagsHeard = (page: Page): Promise<TagsHeard> =>
  page.evaluate(() => {
    const recorded = window as unknown as { tagsHeard: Omit<TagsHeard, 'dataLayer'>; dataLayer: unknown[] };
    return { ...recorded.tagsHeard, dataLayer: recorded.dataLayer };
  });
