/**
 * What the subscriptions rows share (rows-provider-calls.ts, rows-provider-pages.ts): the
 * provider's answers (the anti-XSSI prefix, the API's and the pages' addresses, a maintenance page
 * in place of a page), the common part of every row of a provider page's load (`providerPageRow`),
 * the edits that make a provider answer hostile, and the reader's ways to reload and to wait for
 * the dialog.
 */
import { expect, type Page } from '@playwright/test';
import { PROVIDER_TIMEOUT_MS, XSSI_PREFIX } from '../../../src/subscriptions/api/provider-api';
import { bundleStarted, DIALOG_BOX, dialogPath, dialogSettled } from '../harness-fixtures';
import type { Interaction } from './interaction';

/** What the provider puts before its JSON answers: the anti-XSSI prefix and a newline (the client strips the prefix, JSON.parse the newline). */
export const XSSI = `${XSSI_PREFIX}\n`;
/** The type of the provider's JSON answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';
/** The provider's API for a publication, as the harness serves it (`/mock/{scenario}/news.google.com/swg/_/api/v1/…`). */
export const API = String.raw`\/news\.google\.com\/swg\/_\/api\/v1\/publication\/[^/?]+`;
/** GET /publication/{id}/article: the reader's entitlements with what the article offers (the unlock report POSTs to it too). */
export const ARTICLE = new RegExp(`${API}\\/article\\?`);
/** A provider page's load (its address always has a query: the client's `_=` at least; activities/frame-url.ts). */
const providerPageLoad = (path: string) => new RegExp(String.raw`\/news\.google\.com\/swg\/(?:u\/\w+\/)?ui\/v1\/${path}\?`);

/** The client config's display delay of the article's auto prompt (fixtures/provider/clientconfiguration.json, displayDelaySeconds). */
export const DISPLAY_DELAY_MS = 3_000;

/** What the provider answers in place of a page while its front end is down for maintenance: a 200 that is not the page. */
const MAINTENANCE_PAGE = {
  body: '<!DOCTYPE html><html lang="de"><title>Wartungsarbeiten</title><p>Wir sind gleich wieder für Sie da.</p></html>',
  contentType: 'text/html; charset=utf-8',
};

/** The faults a provider page's load cannot meet, with the reasons (true of the code). */
const PROVIDER_PAGE_NOT_APPLICABLE = {
  hostile:
    'the answer is the provider’s own page in its own cross-origin frame: the client reads nothing of its document (only Web Activities messages, each checked against its schema in activities/frame-port.ts), so no text of it can reach the site’s page',
  overtaken:
    'from the moment the client opens a provider page in its dialog the dialog’s overlay (.swg-dialog-overlay, fixed over the whole window) takes every click until the dialog closes: the reader cannot ask for the page again while it loads',
} as const;

/** The rows of a provider page's load have no hostile cell (PROVIDER_PAGE_NOT_APPLICABLE.hostile): never used. */
const NO_HOSTILE_ANSWER: Interaction['hostile'] = { answer: (healthy) => healthy, shown: () => Promise.resolve() };

/**
 * What every row of a provider page's load shares: the client learns of the failure when its wait
 * for the page's handshake ends, logs the page that did not connect, and closes the dialog, so the
 * article is readable, scrollable and its buttons usable again.
 */
export function providerPageRow(
  path: string,
): Pick<Interaction, 'url' | 'failed' | 'warning' | 'timeoutMs' | 'noticedAfterMs' | 'malformed' | 'hostile' | 'notApplicable'> {
  return {
    url: providerPageLoad(path),
    async failed(page) {
      await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
      await expect(page.locator('.swg-dialog-overlay')).toHaveCount(0);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow),
      ).not.toContain('hidden');
    },
    warning: new RegExp(`the provider page \\S*${path}\\S* did not connect within ${PROVIDER_TIMEOUT_MS} ms`),
    timeoutMs: PROVIDER_TIMEOUT_MS,
    noticedAfterMs: PROVIDER_TIMEOUT_MS,
    malformed: MAINTENANCE_PAGE,
    hostile: NO_HOSTILE_ANSWER,
    notApplicable: PROVIDER_PAGE_NOT_APPLICABLE,
  };
}

/** A provider answer behind its prefix, read, changed and written back with the prefix. */
export const editProviderJson = (healthy: string, change: (answer: unknown) => unknown): string =>
  XSSI + JSON.stringify(change(JSON.parse(healthy.startsWith(XSSI) ? healthy.slice(XSSI.length) : healthy) as unknown));

/** Every string of `value` equal to a key of `swap` replaced by its value (JSON in, JSON out). */
export function swapTexts(value: unknown, swap: Record<string, string>): unknown {
  if (typeof value === 'string') return swap[value] ?? value;
  if (Array.isArray(value)) return value.map((item) => swapTexts(item, swap));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swapTexts(inner, swap)]));
  return value;
}

/** The reader loads the page again: the way to try again when what the page load asked for failed. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await bundleStarted(page);
}

/** The dialog shows the provider page at `path` and has settled (its page connected, the box still). */
export async function dialogAt(page: Page, path: RegExp): Promise<void> {
  await expect.poll(() => dialogPath(page).catch(() => '')).toMatch(path);
  await dialogSettled(page);
}
