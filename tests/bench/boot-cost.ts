/**
 * Boot cost: what a reader's browser pays for the bundle while a page loads, in a browser whose
 * V8 compilation cache is off and whose script streaming is off (else a warm cache hides compile
 * cost, and off-thread parsing makes the parse cost a race; see TOOLCHAIN.md).
 *
 * Per page and CPU rate (set through the DevTools Protocol), two variants, interleaved, each in a
 * fresh context:
 * - `bundle`: the page as the harness serves it;
 * - `floor`: the same bundle wrapped in a function that is never called, so the browser only
 *   parses it (the parse floor every figure is read against).
 * Every load is traced through the DevTools Protocol and read by boot-trace.ts: the script's
 * evaluation, its DOMContentLoaded listeners, and the tasks over 50 ms that evaluated the
 * script or called into it (until the network is idle: the first answers and renders included).
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { bootFiguresFromTrace } from './boot-trace';
import type { TraceEvent } from './trace-event';

const BOOT_PAGES = ['radio-home', 'radio-article', 'magazine-category'] as const;
const CPU_RATES = [4, 1] as const;
type BootPage = (typeof BOOT_PAGES)[number];
type Variant = 'bundle' | 'floor';

/** The flags every boot measurement needs (TOOLCHAIN.md, "Measuring boot cost in Chromium"). */
export const BOOT_BROWSER_ARGS = ['--js-flags=--no-compilation-cache', '--disable-features=ScriptStreaming'];

const SCRIPT_PATH = '/site-client.user.js';
const BUNDLE_TAG = `<script src="${SCRIPT_PATH}"></script>`;
const FLOOR_URL = `${SCRIPT_PATH}?parse-floor`;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

type Sample = ReturnType<typeof bootFiguresFromTrace>;

export interface BootFigures {
  page: BootPage;
  cpu: number;
  runs: number;
  /**
   * Medians, milliseconds, and the compiling and running parts. `ratio` is the median of the
   * ratios of the interleaved pairs (bundle run i / floor run i): V8's compile time of the same
   * file jumps by 2–3× from load to load under CPU throttling, and a pair shares its moment.
   */
  evaluate: {
    bundle: number;
    floor: number;
    ratio: number;
    compile: { bundle: number; floor: number };
    run: { bundle: number; floor: number };
  };
  /** The bundle's DOMContentLoaded listeners (the floor has none). */
  domContentLoaded: number;
  /** The task that evaluated (and, streaming off, parsed) the script. */
  evaluationTask: { bundle: number; floor: number };
  /** Other tasks over 50 ms that called into the bundle, over all runs: how many runs had one, and the longest. */
  longTasks: { runsWithOne: number; longest: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function sample(browser: Browser, origin: string, page: BootPage, variant: Variant, cpu: number, floorBody: string): Promise<Sample> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.route(
    (url) => url.pathname === `/pages/${page}`,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes(BUNDLE_TAG)) throw new Error(`${page}: the harness no longer injects ${BUNDLE_TAG}`);
      const src = variant === 'bundle' ? SCRIPT_PATH : FLOOR_URL;
      await route.fulfill({ response, body: html.replace(BUNDLE_TAG, `<script src="${src}"></script>`) });
    },
  );
  await tab.route(`**${FLOOR_URL}`, (route) => route.fulfill({ contentType: 'text/javascript', body: floorBody }));
  const session = await context.newCDPSession(tab);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
  await tab.goto(`${origin}/pages/${page}?scenario=default`, { waitUntil: 'load' });
  // Let the bundle's first answers and renders land, so their tasks are seen.
  await tab.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return bootFiguresFromTrace(trace.traceEvents, SCRIPT_PATH);
}

/** Every page at every CPU rate, `runs` times each, the two variants interleaved. */
export async function bootCost(
  browser: Browser,
  origin: string,
  runs: number,
  bundleFile = 'dist/site-client.user.js',
): Promise<BootFigures[]> {
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
        for (const variant of ['bundle', 'floor'] as const)
          samples[variant].push(await sample(browser, origin, page, variant, cpu, floorBody));
      }
      const medianOf = (variant: Variant, figure: (entry: Sample) => number) => median(samples[variant].map(figure));
      const pairRatios = samples.bundle.map((entry, index) => entry.evaluateMs / (samples.floor[index]?.evaluateMs ?? Number.NaN));
      const evaluate = {
        bundle: medianOf('bundle', (entry) => entry.evaluateMs),
        floor: medianOf('floor', (entry) => entry.evaluateMs),
        ratio: median(pairRatios),
        compile: { bundle: medianOf('bundle', (entry) => entry.compileMs), floor: medianOf('floor', (entry) => entry.compileMs) },
        run: {
          bundle: medianOf('bundle', (entry) => entry.evaluateMs - entry.compileMs),
          floor: medianOf('floor', (entry) => entry.evaluateMs - entry.compileMs),
        },
      };
      results.push({
        page,
        cpu,
        runs,
        evaluate,
        domContentLoaded: medianOf('bundle', (entry) => entry.domContentLoadedMs),
        evaluationTask: {
          bundle: medianOf('bundle', (entry) => entry.evaluationTaskMs),
          floor: medianOf('floor', (entry) => entry.evaluationTaskMs),
        },
        longTasks: {
          runsWithOne: samples.bundle.filter((entry) => entry.longTasks.length > 0).length,
          longest: Math.max(0, ...samples.bundle.flatMap((entry) => entry.longTasks)),
        },
      });
    }
  }
  return results;
}

/** Table rows for the bench's printout. */
export function bootRows(figures: BootFigures[]): [string, string][] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return figures.flatMap((entry): [string, string][] => {
    const at = `boot ${entry.page} at ${entry.cpu}× CPU (median of ${entry.runs})`;
    return [
      [
        `${at}: evaluating the bundle / its parse floor (median ratio of the pairs)`,
        `${ms(entry.evaluate.bundle)} / ${ms(entry.evaluate.floor)} (${entry.evaluate.ratio.toFixed(2)}×)`,
      ],
      [
        `${at}: of which compiling, bundle / floor; running, bundle / floor`,
        `${ms(entry.evaluate.compile.bundle)} / ${ms(entry.evaluate.compile.floor)}; ${ms(entry.evaluate.run.bundle)} / ${ms(entry.evaluate.run.floor)}`,
      ],
      [`${at}: the evaluating task, bundle / floor`, `${ms(entry.evaluationTask.bundle)} / ${ms(entry.evaluationTask.floor)}`],
      [`${at}: DOMContentLoaded work of the bundle`, ms(entry.domContentLoaded)],
      [
        `${at}: runs with another task over 50 ms calling the bundle, longest`,
        `${entry.longTasks.runsWithOne}/${entry.runs}, ${entry.longTasks.longest.toFixed(0)} ms`,
      ],
    ];
  });
}
