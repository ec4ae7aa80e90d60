/**
 * Pictures gallery states in one browser, a few at a time: each state in a browser context of its
 * own (no cookie, storage or frequency cap left from the state before), the next state's context
 * made while the current state loads and settles, so its cost hides in the waits; each page
 * settled (settle.ts) before its screenshot.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { GALLERY_VIEWPORTS, type GalleryShot, type GalleryState } from '../../harness/gallery-manifest';
import { prepareContext, SETTLE_CONTEXT_OPTIONS, settlePage, trackRequests } from './settle';

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

interface Stage {
  context: BrowserContext;
  page: Page;
}

async function stage(browser: Browser, origin: string): Promise<Stage> {
  const context = await browser.newContext({ ...SETTLE_CONTEXT_OPTIONS, baseURL: origin });
  await prepareContext(context);
  return { context, page: await context.newPage() };
}

async function shootOne({ page }: Stage, state: GalleryState, outDir: string): Promise<GalleryShot> {
  const viewport = GALLERY_VIEWPORTS.find((entry) => entry.id === state.viewport) ?? GALLERY_VIEWPORTS[0]!;
  try {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const inFlight = trackRequests(page);
    await page.goto(state.url, { timeout: NAVIGATION_TIMEOUT_MS });
    const { ms, settled } = await settlePage(page, inFlight);
    inFlight.stop();
    const path = join(outDir, state.file);
    mkdirSync(dirname(path), { recursive: true });
    // JPEG: a third of PNG's encoding time and size; the baselines of the regression spec are PNG.
    const picture = await page.screenshot({ path, type: 'jpeg', quality: 85, animations: 'disabled', caret: 'hide' });
    return { ...state, settleMs: ms, settled, digest: createHash('sha1').update(picture).digest('hex') };
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
    let ready: Promise<Stage> | null = next < states.length ? stage(options.browser, options.origin) : null;
    while (ready && next < states.length) {
      const index = next++;
      const current = await ready;
      ready = next < states.length ? stage(options.browser, options.origin) : null;
      const shot = await shootOne(current, states[index]!, options.outDir);
      void current.context.close().catch(() => undefined);
      shots[index] = shot;
      options.onShot?.(shot, ++done);
    }
    if (ready) void (await ready).context.close().catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, states.length)) }, worker));
  return shots;
}
