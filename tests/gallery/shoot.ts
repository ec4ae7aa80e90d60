/**
 * Pictures gallery states in one browser, a few at a time: each worker keeps one context and one
 * tab and readies it between states (resetPage: no cookie, storage, pop-up or frequency cap left
 * from the state before), each page settled (settle.ts) before its screenshot.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { GALLERY_VIEWPORTS, type GalleryShot, type GalleryState } from '../../harness/gallery-manifest';
import { prepareContext, resetPage, SETTLE_CONTEXT_OPTIONS, settlePage, trackRequests } from './settle';

export interface ShootOptions {
  browser: Browser;
  /** The harness's site origin, e.g. http://127.0.0.1:4573; its provider origin is on the next port. */
  origin: string;
  /** The gallery directory the states' files are relative to. */
  outDir: string;
  /** States pictured at the same time (tabs, each in a context of its own). */
  concurrency: number;
  onShot?: (shot: GalleryShot, done: number) => void;
}

const NAVIGATION_TIMEOUT_MS = 20_000;

/**
 * The tallest picture, in CSS pixels: the whole page, cut here. A scenario's effect is often
 * below the first screen (a song line, a schedule, the comments, a bookmark row), so a picture of
 * the first 800 px showed nothing of it for most states; every page but the single post's endless
 * next posts fits (the longest other, the stations at 375 px, is 7,700 px), and a 1280 px JPEG of
 * this height stays near a megabyte.
 */
const PICTURE_MAX_HEIGHT = 8_000;

/** The page's height, and the part of it the picture keeps. */
async function pictureHeight(page: Page): Promise<{ pageHeight: number; height: number }> {
  const pageHeight = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0));
  return { pageHeight, height: Math.min(Math.max(pageHeight, 1), PICTURE_MAX_HEIGHT) };
}

/** A worker's tab in a context of its own, prepared for settling. */
async function newTab(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ ...SETTLE_CONTEXT_OPTIONS, baseURL: origin });
  await prepareContext(context);
  return context.newPage();
}

async function shootOne(page: Page, state: GalleryState, options: ShootOptions): Promise<GalleryShot> {
  const viewport = GALLERY_VIEWPORTS.find((entry) => entry.id === state.viewport) ?? GALLERY_VIEWPORTS[0]!;
  try {
    await resetPage(page, options.origin);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const inFlight = trackRequests(page);
    await page.goto(state.url, { timeout: NAVIGATION_TIMEOUT_MS });
    const { ms, settled } = await settlePage(page, inFlight);
    inFlight.stop();
    const path = join(options.outDir, state.file);
    mkdirSync(dirname(path), { recursive: true });
    const { pageHeight, height } = await pictureHeight(page);
    // JPEG: a third of PNG's encoding time and size; the baselines of the regression spec are PNG.
    const picture = await page.screenshot({
      path,
      type: 'jpeg',
      quality: 85,
      animations: 'disabled',
      caret: 'hide',
      fullPage: true,
      clip: { x: 0, y: 0, width: viewport.width, height },
    });
    return { ...state, settleMs: ms, settled, digest: createHash('sha1').update(picture).digest('hex'), height, pageHeight };
  } catch (caught) {
    const message = caught instanceof Error ? (caught.message.split('\n')[0] ?? caught.message) : String(caught);
    return { ...state, settleMs: 0, settled: false, error: message };
  }
}

/** Pictures every state, `concurrency` at a time; the shots come back in the states' order. */
export async function shootAll(states: readonly GalleryState[], options: ShootOptions): Promise<GalleryShot[]> {
  const shots: GalleryShot[] = new Array<GalleryShot>(states.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    let tab: Page | null = null;
    while (next < states.length) {
      const index = next++;
      tab ??= await newTab(options.browser, options.origin);
      const shot = await shootOne(tab, states[index]!, options);
      // A failed state may have left its tab in any condition: the next state gets a new one.
      if (shot.error !== undefined) {
        await tab
          .context()
          .close()
          .catch(() => undefined);
        tab = null;
      }
      shots[index] = shot;
      options.onShot?.(shot, ++done);
    }
    await tab
      ?.context()
      .close()
      .catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, states.length)) }, worker));
  return shots;
}
