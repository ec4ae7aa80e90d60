/**
 * Reading a publisher page (harness/publisher-pages.ts) from a test: what its page code received
 * (window.publisherLog, filled by fixtures/pages/fragments/publisher/publisher-log.html) and the
 * page code's own buttons in the log box.
 */
import type { Locator, Page } from '@playwright/test';

export interface PublisherLogEntry {
  what: string;
  value: unknown;
}

/** Everything the page code received so far, in order. */
export const publisherLog = (page: Page): Promise<PublisherLogEntry[]> =>
  page.evaluate(() => (window as unknown as { publisherLog: PublisherLogEntry[] }).publisherLog);

/** The value of the first entry named `what` (undefined while there is none; null for an entry without a value). */
export const received = async (page: Page, what: string): Promise<unknown> => (await publisherLog(page)).find((entry) => entry.what === what)?.value;

/** A button of the page code's own, in the log box. */
export const pageButton = (page: Page, label: string): Locator => page.locator('.publisher-log').getByRole('button', { name: label, exact: true });
