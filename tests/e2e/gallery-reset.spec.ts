/**
 * The gallery and the visual regression spec reuse one tab from state to state (resetPage in
 * tests/gallery/settle.ts): nothing a state leaves behind may reach the next one. A state here
 * writes everything a page can keep, on the site's origin and in a frame on the provider's, and
 * opens a pop-up; after resetPage the next load finds none of it.
 */
import type { Frame, Page } from '@playwright/test';
import { providerOrigin, resetPage } from '../gallery/settle';
import { expect, pageUrl, test } from './harness-fixtures';

const PAGE = pageUrl('radio-article', 'default');

/** Everything a document of one origin keeps: local and session storage, a cookie, an IndexedDB database. */
async function leaveTraces(target: Page | Frame): Promise<void> {
  await target.evaluate(async () => {
    localStorage.setItem('left-behind', 'local');
    sessionStorage.setItem('left-behind', 'session');
    document.cookie = 'left-behind=cookie; path=/';
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('left-behind', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('kept');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
    });
  });
}

async function traces(
  target: Page | Frame,
): Promise<{ local: string | null; session: string | null; cookie: string; databases: string[] }> {
  return target.evaluate(async () => ({
    local: localStorage.getItem('left-behind'),
    session: sessionStorage.getItem('left-behind'),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
}

/** A frame on the harness's provider origin (any path there answers with a document of that origin). */
async function providerFrame(page: Page, baseURL: string): Promise<Frame> {
  const src = `${providerOrigin(baseURL)}/left-behind`;
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.append(frame);
  }, src);
  await expect.poll(() => page.frames().some((frame) => frame.url() === src)).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url() === src)!;
  await frame.waitForLoadState();
  return frame;
}

const NOTHING = { local: null, session: null, cookie: '', databases: [] };

test('resetPage leaves nothing of a state for the next: storage, cookies, IndexedDB, session storage and pop-ups', async ({
  page,
  baseURL,
}) => {
  const site = String(baseURL);
  await page.goto(PAGE);
  await leaveTraces(page);
  await leaveTraces(await providerFrame(page, site));
  const popup = page.waitForEvent('popup');
  await page.evaluate(() => window.open('/__harness/catalogue', 'left-behind', 'width=400,height=300'));
  await popup;
  expect(page.context().pages()).toHaveLength(2);
  // The bundle keeps its own too: the post views cookie and its IndexedDB database.
  const before = await traces(page);
  expect(before).toMatchObject({ local: 'local', session: 'session' });
  expect(before.cookie).toContain('left-behind=cookie');
  expect(before.cookie).toContain('pvc_visits');
  expect(before.databases).toEqual(expect.arrayContaining(['left-behind', 'site-client']));

  await resetPage(page, site);

  expect(page.url()).toBe('about:blank');
  expect(page.context().pages()).toEqual([page]);
  // A document of each origin without the bundle, so nothing is written anew before the check.
  await page.goto('/left-behind');
  expect(await traces(page)).toEqual(NOTHING);
  expect(await traces(await providerFrame(page, site))).toEqual(NOTHING);
});
