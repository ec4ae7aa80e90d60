/**
 * Fault-matrix rows of the reader's post view count and share links (src/reader): the view the
 * page load reports to the post-views plugin, and the share links, which ask no server (every
 * cell n/a).
 */
import { expect, type Page } from '@playwright/test';
import { bundleStarted } from '../harness-fixtures';
import { FAULT_RAN_FLAG, HOSTILE, type Interaction } from './interaction';
import { jsonObject, notApplicable } from './reader-helpers';
import { ADMIN_AJAX, ajaxAction, NOT_JSON } from './wordpress-requests';

/* ------------------------------------------------------------------ post views */

/** post-views.ts's own TIMEOUT_MS (not exported): the view request's wait. */
const PVC_TIMEOUT_MS = 10_000;
/** The plugin's visits cookie (the first of them), which a counted view sets. */
const PVC_COOKIE = 'pvc_visits[0]';
const pvcCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === PVC_COOKIE);

export const postViewCount: Interaction = {
  name: 'post view count',
  page: 'radio-article',
  url: ADMIN_AJAX,
  matches: ajaxAction('pvc-check-post'),
  // The page load sends the view; the reader does nothing.
  act: async () => undefined,
  // Counted: the plugin's answer is kept in its cookie (`{expiry}b{post id}`), for the next view.
  succeeded: (page) => expect.poll(async () => (await pvcCookie(page))?.value, { message: 'the visits cookie' }).toMatch(/^\d+b123$/),
  // The reader is shown nothing (the counter is invisible); a failed view stores nothing.
  async failed(page) {
    expect(await pvcCookie(page)).toBeUndefined();
  },
  warning: /post views: (the view was not counted|the answer is not JSON)/,
  // The next view counts: the reader opens the post again.
  async retry(page) {
    await page.reload();
    await bundleStarted(page);
  },
  timeoutMs: PVC_TIMEOUT_MS,
  // The plugin echoes JSON; a PHP error page instead is no answer.
  malformed: NOT_JSON,
  hostile: {
    // The answer's text fields: the visits to store (storage.value) and the type.
    answer(healthy) {
      const answer = jsonObject(healthy);
      const storage = answer.storage;
      if (typeof storage !== 'object' || storage === null || !('value' in storage) || !Array.isArray(storage.value))
        throw new Error(`no storage values: ${healthy.slice(0, 80)}`);
      const values: unknown[] = storage.value;
      return JSON.stringify({
        ...answer,
        type: HOSTILE.script,
        storage: { ...storage, value: values.map((value) => `${String(value)}${HOSTILE.text}${HOSTILE.img}`) },
      });
    },
    async shown(page) {
      // Kept as data only: %-encoded in the cookie (no attribute smuggled in), nowhere in the page.
      await expect.poll(async () => (await pvcCookie(page))?.value, { message: 'the visits cookie' }).toMatch(/^\d+b123%3C/);
      const value = (await pvcCookie(page))?.value ?? '';
      expect(value).not.toMatch(/[<>"; ]/);
      expect(decodeURIComponent(value)).toMatch(/^\d+b123/);
      expect(decodeURIComponent(value).endsWith(`${HOSTILE.text}${HOSTILE.img}`)).toBe(true);
      expect(await page.content()).not.toContain(FAULT_RAN_FLAG);
    },
  },
  notApplicable: {
    overtaken: 'The view is sent once per page load: no second request can overtake it.',
  },
};

/* ------------------------------------------------------------------ share */

const SHARE_LINK = '.single-bottom-share a.share-action.share-facebook';
/** Where the Facebook link of the article points: the network's share page. */
const FACEBOOK_SHARE = /^https:\/\/www\.facebook\.com\/sharer\.php\?u=/;
const NO_REQUEST =
  'Share links make no request: the browser opens the network’s share page in a pop-up, and nothing of it comes back to the page.';
/** Never logged: the share links have no request that could fail. */
const NEVER_LOGGED = /(?!)/;

export const share: Interaction = {
  name: 'share',
  page: 'radio-article',
  // The only request is the pop-up's own navigation to the network, which the bundle neither makes nor reads.
  url: FACEBOOK_SHARE,
  // The share page stands in for Facebook, so the pop-up loads without the internet.
  async prepare(page) {
    await page
      .context()
      .route(FACEBOOK_SHARE, (route) =>
        route.fulfill({ contentType: 'text/html; charset=UTF-8', body: '<!DOCTYPE html><title>Teilen</title>' }),
      );
  },
  act: (page) => page.locator(SHARE_LINK).click(),
  async succeeded(page) {
    // The share page opens in a pop-up; the article stays.
    await expect
      .poll(
        () =>
          page
            .context()
            .pages()
            .some((other) => other !== page && FACEBOOK_SHARE.test(other.url())),
        { message: 'the share pop-up' },
      )
      .toBe(true);
    expect(page.url()).toContain('/pages/radio-article');
  },
  warning: NEVER_LOGGED,
  // Nothing is waited for.
  timeoutMs: 0,
  // No answer is read, so none can be malformed (the cell is n/a); the field only completes the row.
  malformed: { body: '', contentType: 'text/html; charset=UTF-8' },
  hostile: { answer: () => notApplicable('share', 'hostile'), shown: async () => notApplicable('share', 'hostile') },
  notApplicable: {
    '404': NO_REQUEST,
    '500': NO_REQUEST,
    timeout: NO_REQUEST,
    malformed: NO_REQUEST,
    hostile: NO_REQUEST,
    overtaken: NO_REQUEST,
    offline: NO_REQUEST,
  },
};
