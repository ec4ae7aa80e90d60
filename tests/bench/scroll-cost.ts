/**
 * Scripting time per scroll frame on the long read (magazine-single) with every scroll feature on:
 * sticky nav (smart), sticky sidebar, back to top, parallax, TOC, video autoplay, infinite next
 * posts. The page is scrolled by one step per animation frame, down and back up, and Chromium's
 * own counters (CDP Performance.getMetrics: ScriptDuration, LayoutDuration, RecalcStyleDuration)
 * are read before and after. The same walk on the same page without the bundle (`?bundle=none`)
 * gives the driver's own cost, so the difference is what the bundle adds per frame.
 */
import type { Browser } from '@playwright/test';

export interface ScrollCost {
  frames: number;
  /** Milliseconds per frame, with the bundle and without it. */
  script: { bundle: number; none: number };
  layout: { bundle: number; none: number };
  style: { bundle: number; none: number };
  /** Frames the bundle's frame loop ran, and scroll listeners the bundle registered on window. */
  loopFrames: number;
  bundleScrollListeners: number;
}

const STEP_PX = 40;
const STEPS = 150;
const VIEWPORT = { width: 1280, height: 800 };

/** Counts `scroll` listeners added to window after the bundle's first line (its mark). */
const LISTENER_PROBE = `(() => {
  const add = window.addEventListener;
  window.__bundleScrollListeners = 0;
  window.addEventListener = function (type, listener, options) {
    if (type === 'scroll' && performance.getEntriesByName('site-client:start').length > 0) window.__bundleScrollListeners += 1;
    return add.call(this, type, listener, options);
  };
})();`;

/**
 * Scroll down `steps` steps of `step` px and back up, one step per frame; resolves with the
 * frame count. Kept as source text (like the probe) because tsx names inner functions with a
 * `__name` helper that does not exist in the page.
 */
const walk = (steps: number, step: number) => `new Promise((resolve) => {
  let frame = 0;
  const next = () => {
    window.scrollBy(0, frame < ${steps} ? ${step} : -${step});
    frame += 1;
    if (frame < ${steps * 2}) requestAnimationFrame(next);
    else resolve(frame);
  };
  requestAnimationFrame(next);
})`;

async function measure(
  browser: Browser,
  url: string,
): Promise<{ frames: number; script: number; layout: number; style: number; loopFrames: number; listeners: number }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript({ content: LISTENER_PROBE });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  const read = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return { script: value('ScriptDuration'), layout: value('LayoutDuration'), style: value('RecalcStyleDuration') };
  };
  // A first walk warms the code paths (JIT, first layout of lazily shown bars) and loads the
  // infinite posts it reaches, so the measured walk is the steady state of reading the page.
  await page.evaluate(walk(STEPS, STEP_PX));
  await page.waitForLoadState('networkidle');
  const loopFrames = () => page.evaluate(() => window.siteClient?.frameStats().frames ?? 0);
  const loopBefore = await loopFrames();
  const before = await read();
  const frames = Number(await page.evaluate(walk(STEPS, STEP_PX)));
  const after = await read();
  const extra = {
    listeners: await page.evaluate(() => (window as unknown as { __bundleScrollListeners: number }).__bundleScrollListeners),
    loopFrames: (await loopFrames()) - loopBefore,
  };
  await context.close();
  const perFrame = (seconds: number) => (seconds * 1000) / frames;
  return {
    frames,
    script: perFrame(after.script - before.script),
    layout: perFrame(after.layout - before.layout),
    style: perFrame(after.style - before.style),
    ...extra,
  };
}

export async function scrollCost(browser: Browser, origin: string, runs: number): Promise<ScrollCost> {
  const url = `${origin}/pages/magazine-single?scenario=default`;
  const withBundle: Awaited<ReturnType<typeof measure>>[] = [];
  const without: Awaited<ReturnType<typeof measure>>[] = [];
  for (let run = 0; run < runs; run += 1) {
    withBundle.push(await measure(browser, url));
    without.push(await measure(browser, `${url}&bundle=none`));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const pick = (list: typeof withBundle, key: 'script' | 'layout' | 'style') => median(list.map((entry) => entry[key]));
  return {
    frames: withBundle[0]?.frames ?? 0,
    script: { bundle: pick(withBundle, 'script'), none: pick(without, 'script') },
    layout: { bundle: pick(withBundle, 'layout'), none: pick(without, 'layout') },
    style: { bundle: pick(withBundle, 'style'), none: pick(without, 'style') },
    loopFrames: median(withBundle.map((entry) => entry.loopFrames)),
    bundleScrollListeners: median(withBundle.map((entry) => entry.listeners)),
  };
}
