/**
 * Boot cost (issue 12): what a reader's browser pays for the bundle while a page loads, in a
 * browser whose V8 compilation cache is off and whose script streaming is off (else a warm cache
 * hides compile cost, and off-thread parsing makes the parse cost a race; see TOOLCHAIN.md).
 *
 * Per page and CPU rate, two variants, interleaved, each in a fresh context:
 * - `bundle`: the page as the harness serves it;
 * - `floor`: the same bundle wrapped in a function that is never called, so the browser only
 *   parses it (the parse floor every figure is read against).
 * Inline scripts mark both sides of the bundle's `<script>`, so evaluation is the time from the
 * later of the first mark and the end of the script's download to the second mark; DOMContentLoaded work is the navigation timing's listener time; long tasks (over 50 ms)
 * come from a `longtask` observer installed before any page script, and count as the bundle's
 * when they overlap its evaluation, its DOMContentLoaded listeners or come later (the bundle's
 * timers, renders and answers; the floor variant shows what the page alone does there).
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

export const BOOT_PAGES = ['radio-home', 'radio-article', 'magazine-category'] as const;
export const CPU_RATES = [4, 1] as const;
export type BootPage = (typeof BOOT_PAGES)[number];
type Variant = 'bundle' | 'floor';

/** The flags every boot measurement needs (TOOLCHAIN.md, "Measuring boot cost in Chromium"). */
export const BOOT_BROWSER_ARGS = ['--js-flags=--no-compilation-cache', '--disable-features=ScriptStreaming'];

const BUNDLE_TAG = '<script src="/site-client.user.js"></script>';
const FLOOR_URL = '/site-client.user.js?parse-floor';

/** Installed before any page script: the long tasks of the whole load. */
const LONG_TASK_PROBE = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) { /* no long task timing: none reported */ }
})();`;

/**
 * Read in the page once it is idle. Source text, like the probe: tsx names inner functions with a
 * `__name` helper that does not exist in the page.
 */
const READ_FIGURES = `(() => {
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
  const after = mark('boot:after');
  // The parser waits for the download after the first mark: evaluation starts once the script's
  // response has ended (the first script resource of the page is the bundle's).
  const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/site-client.user.js'));
  const before = Math.max(mark('boot:before'), script ? script.responseEnd : Number.NaN);
  const nav = performance.getEntriesByType('navigation')[0];
  const overlaps = (task, from, to) => task.start < to && task.start + task.duration > from;
  const bundles = window.__longTasks.filter((task) =>
    overlaps(task, before, after) ||
    overlaps(task, nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd) ||
    task.start >= nav.domContentLoadedEventEnd);
  return {
    evaluateMs: after - before,
    dclMs: nav.domContentLoadedEventEnd - nav.domContentLoadedEventStart,
    longTasks: bundles.map((task) => task.duration),
  };
})()`;

interface Sample {
  evaluateMs: number;
  dclMs: number;
  /** Durations of the long tasks counted as the bundle's. */
  longTasks: number[];
}

export interface BootFigures {
  page: BootPage;
  cpu: number;
  runs: number;
  /** Medians, milliseconds. */
  evaluate: { bundle: number; floor: number; ratio: number };
  domContentLoaded: { bundle: number; floor: number };
  /** Long tasks over 50 ms in the bundle's windows, over all runs: how many runs had one, and the longest. */
  longTasks: { bundle: { runsWithOne: number; longest: number }; floor: { runsWithOne: number; longest: number } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function sample(browser: Browser, origin: string, page: BootPage, variant: Variant, cpu: number, floorBody: string): Promise<Sample> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.addInitScript({ content: LONG_TASK_PROBE });
  await tab.route(
    (url) => url.pathname === `/pages/${page}`,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes(BUNDLE_TAG)) throw new Error(`${page}: the harness no longer injects ${BUNDLE_TAG}`);
      const src = variant === 'bundle' ? '/site-client.user.js' : FLOOR_URL;
      const marked = `<script>performance.mark('boot:before')</script><script src="${src}"></script><script>performance.mark('boot:after')</script>`;
      await route.fulfill({ response, body: html.replace(BUNDLE_TAG, marked) });
    },
  );
  await tab.route(`**${FLOOR_URL}`, (route) => route.fulfill({ contentType: 'text/javascript', body: floorBody }));
  const session = await context.newCDPSession(tab);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await tab.goto(`${origin}/pages/${page}?scenario=default`, { waitUntil: 'load' });
  // Let the bundle's first answers and renders land, so their tasks are seen.
  await tab.waitForLoadState('networkidle');
  const figures = (await tab.evaluate(READ_FIGURES)) as Sample;
  await context.close();
  return figures;
}

/** Every page at every CPU rate, `runs` times each, the two variants interleaved. */
export async function bootCost(browser: Browser, origin: string, runs: number, bundleFile = 'dist/site-client.user.js'): Promise<BootFigures[]> {
  const bundle = readFileSync(bundleFile, 'utf8');
  // Never called: the browser parses the whole file and runs none of it.
  const floorBody = `function siteClientParseFloor() {\n${bundle}\n}\n`;
  const results: BootFigures[] = [];
  for (const cpu of CPU_RATES) {
    for (const page of BOOT_PAGES) {
      const samples: Record<Variant, Sample[]> = { bundle: [], floor: [] };
      // One unmeasured load per variant warms the harness and the browser's own code.
      await sample(browser, origin, page, 'bundle', cpu, floorBody);
      await sample(browser, origin, page, 'floor', cpu, floorBody);
      for (let run = 0; run < runs; run += 1) {
        for (const variant of ['bundle', 'floor'] as const) samples[variant].push(await sample(browser, origin, page, variant, cpu, floorBody));
      }
      const longest = (list: Sample[]) => Math.max(0, ...list.flatMap((entry) => entry.longTasks));
      const evaluate = { bundle: median(samples.bundle.map((entry) => entry.evaluateMs)), floor: median(samples.floor.map((entry) => entry.evaluateMs)) };
      results.push({
        page,
        cpu,
        runs,
        evaluate: { ...evaluate, ratio: evaluate.bundle / evaluate.floor },
        domContentLoaded: { bundle: median(samples.bundle.map((entry) => entry.dclMs)), floor: median(samples.floor.map((entry) => entry.dclMs)) },
        longTasks: {
          bundle: { runsWithOne: samples.bundle.filter((entry) => entry.longTasks.length > 0).length, longest: longest(samples.bundle) },
          floor: { runsWithOne: samples.floor.filter((entry) => entry.longTasks.length > 0).length, longest: longest(samples.floor) },
        },
      });
    }
  }
  return results;
}

/** Table rows for the bench's printout. */
export function bootRows(figures: BootFigures[]): [string, string][] {
  return figures.flatMap((entry): [string, string][] => {
    const at = `boot ${entry.page} at ${entry.cpu}× CPU (median of ${entry.runs})`;
    const long = entry.longTasks;
    return [
      [`${at}: evaluating the bundle / its parse floor`, `${entry.evaluate.bundle.toFixed(1)} ms / ${entry.evaluate.floor.toFixed(1)} ms = ${entry.evaluate.ratio.toFixed(2)}×`],
      [`${at}: DOMContentLoaded work, bundle / floor`, `${entry.domContentLoaded.bundle.toFixed(1)} ms / ${entry.domContentLoaded.floor.toFixed(1)} ms`],
      [
        `${at}: runs with a long task (>50 ms) of the bundle, longest; floor`,
        `${long.bundle.runsWithOne}/${entry.runs}, ${long.bundle.longest.toFixed(0)} ms; ${long.floor.runsWithOne}/${entry.runs}, ${long.floor.longest.toFixed(0)} ms`,
      ],
    ];
  });
}
