/**
 * No fixture page loads anything from the internet: every request a page makes while it loads
 * and the bundle starts (documents, frames, scripts, styles, images, fetches) goes to one of the
 * harness's two origins (the site and the provider), or is a `data:`/`blob:`/`about:` URL that
 * never leaves the browser. (The end-to-end config maps every other host to nowhere, so a stray
 * request would only fail here; on a QA machine with a network it would reach the real site.)
 */
import { HARNESS_API, type Catalogue } from '../../harness/catalogue-types';
import { expect, openPage, test } from './harness-fixtures';

const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

test('no page of the catalogue requests anything outside the harness', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const site = new URL(baseURL ?? 'http://127.0.0.1:4273');
  // The provider origin is the site's port + 1 (tests/playwright.config.ts).
  const harnessOrigins = new Set([site.origin, `${site.protocol}//${site.hostname}:${Number(site.port) + 1}`]);
  const { pages } = (await (await request.get(HARNESS_API.catalogue)).json()) as Catalogue;
  expect(pages.length).toBeGreaterThan(10);
  let outside: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    const line = `${sent.resourceType()} ${url.origin}${url.pathname}`;
    if (!LOCAL_SCHEMES.has(url.protocol) && !harnessOrigins.has(url.origin)) outside.push(line);
  });
  for (const { id } of pages) {
    outside = [];
    await openPage(page, id);
    await page.waitForLoadState('load');
    // The long read's featured video autoplays once scrolled to (its address changes then too),
    // and the infinite lists load on the way down. Not 'networkidle': the radio pages poll.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(750);
    expect.soft(outside, id).toEqual([]);
  }
});
