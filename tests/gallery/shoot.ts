/**
 * Pictures gallery states in one browser: a few states at a time, one browser context each, a
 * fresh page per state with the context's cookies and both origins' storage cleared before it
 * (no frequency cap, cookie or cache from the state before; a new context per state costs about
 * twice as much), each page settled (settle.ts) before its screenshot.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { GALLERY_VIEWPORTS, type GalleryShot, type GalleryState } from '../../harness/gallery-manifest';
import { freshPage, prepareContext, SETTLE_CONTEXT_OPTIONS, settlePage, trackRequests } from './settle';

export interface ShootOptions {
  browser: Browser;
  /** The harness's site origin, e.g. http://127.0.0.1:4573; its provider origin is on the next port. */
  origin: string;
  /** The gallery directory the states' files are relative to. */
  outDir: string;
  /** States pictured at the same time (browser contexts). */
  concurrency: number;
  onShot?: (shot: GalleryShot, done: number) => void;
}

const NAVIGATION_TIMEOUT_MS = 20_000;

async function shootOne(context: BrowserContext, state: GalleryState, { origin, outDir }: ShootOptions): Promise<GalleryShot> {
  const viewport = GALLERY_VIEWPORTS.find((entry) => entry.id === state.viewport) ?? GALLERY_VIEWPORTS[0]!;
  const page = await freshPage(context, origin);
  try {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const inFlight = trackRequests(page);
    await page.goto(state.url, { timeout: NAVIGATION_TIMEOUT_MS });
    const { ms, settled } = await settlePage(page, inFlight);
    inFlight.stop();
    const path = join(outDir, state.file);
    mkdirSync(dirname(path), { recursive: true });
    // JPEG: a third of PNG's encoding time and size; the baselines of the regression spec are PNG.
    await page.screenshot({ path, type: 'jpeg', quality: 85, animations: 'disabled', caret: 'hide' });
    return { ...state, settleMs: ms, settled };
  } catch (caught) {
    const message = caught instanceof Error ? (caught.message.split('\n')[0] ?? caught.message) : String(caught);
    return { ...state, settleMs: 0, settled: false, error: message };
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** Pictures every state, `concurrency` at a time; the shots come back in the states' order. */
export async function shootAll(states: readonly GalleryState[], options: ShootOptions): Promise<GalleryShot[]> {
  const shots: GalleryShot[] = new Array<GalleryShot>(states.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    const context = await options.browser.newContext({ ...SETTLE_CONTEXT_OPTIONS, baseURL: options.origin });
    await prepareContext(context);
    try {
      while (next < states.length) {
        const index = next++;
        const shot = await shootOne(context, states[index]!, options);
        shots[index] = shot;
        options.onShot?.(shot, ++done);
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, states.length)) }, worker));
  return shots;
}
