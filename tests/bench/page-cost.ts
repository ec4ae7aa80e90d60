/**
 * The bundle's main-thread cost on one catalogue page, at 4× CPU, in the boot browser (no V8
 * compilation cache, no script streaming: boot-cost.ts, TOOLCHAIN.md). Three variants, each in a
 * fresh context, interleaved run by run so that a pair shares its moment (V8's compile time of the
 * same file jumps by 2–3× from load to load under throttling):
 * - `bundle`: the page as the harness serves it;
 * - `none`: the same page without the bundle (`?bundle=none`): the page's own inline scripts;
 * - `floor`: the bundle wrapped in a function that is never called: only parsed.
 * Every load is traced (page-trace.ts) from just before the navigation until the page has been
 * quiet; the floor's load only until DOMContentLoaded, since only its evaluation is read.
 * Extra script = bundle − none, run by run; the ratio is the median of the runs' extra / floor.
 * The extra script holds the bundle's own parsing, of which the floor is the part done before
 * anything runs, so that ratio is above 1 by construction; the extra *run* (the same without V8's
 * parsing and compiling, read from `disabled-by-default-v8.compile`) is reported beside it.
 */
import type { Browser } from '@playwright/test';
import { pageFiguresFromTrace, type PageTraceFigures } from './page-trace';
import type { TraceEvent } from './trace-event';
import { waitForQuiet } from './quiet-wait';
import { median } from './stats';

export const PAGE_CPU_RATE = 4;
const SCRIPT_PATH = '/site-client.user.js';
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.compile',
];
type Variant = 'bundle' | 'none' | 'floor';
const VARIANTS: readonly Variant[] = ['bundle', 'none', 'floor'];

export interface PageCost {
  page: string;
  runs: number;
  /** Medians, ms. `extraScript`: of the runs' bundle − none script until quiet. */
  extraScript: number;
  /** Evaluating the parse floor (its `EvaluateScript`: parsing, nothing run). */
  parseFloor: number;
  /** Median of the runs' extra script / parse floor (target of issue 24: at most 0.8). */
  ratio: number;
  /**
   * The extra script without V8's parsing and compiling (bundle − none, each less its compile
   * time), median, ms, and its ratio to the parse floor: what the bundle's code costs to run,
   * beside what it costs to load, which the parse floor is a part of.
   */
  extraRun: number;
  runRatio: number;
  script: { bundle: number; none: number };
  blocking: { bundle: number; none: number };
  longestTask: { bundle: number; none: number };
  /** When the quiet began, ms after navigating. */
  quietAt: { bundle: number; none: number };
  /** Loads (bundle and none) whose trace ended before a whole quiet stretch (the page never went quiet within the cap). */
  notQuiet: number;
}

export interface PageCostOptions {
  origin: string;
  /** The bundle's text, as the harness serves it. */
  bundle: string;
  runs: number;
}

/** The bundle wrapped so that the browser parses all of it and runs none of it. */
const parseFloorBody = (bundle: string) => `function siteClientParseFloor() {\n${bundle}\n}\n`;

async function sample(
  browser: Browser,
  page: string,
  variant: Variant,
  bodies: Record<'bundle' | 'floor', string>,
  origin: string,
): Promise<PageTraceFigures> {
  const context = await browser.newContext();
  let tracing = false;
  try {
    const tab = await context.newPage();
    // Both script variants come the same way (a fulfilled route), so only their text differs.
    if (variant !== 'none')
      await tab.route(`**${SCRIPT_PATH}`, (route) =>
        route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: bodies[variant] }),
      );
    const session = await context.newCDPSession(tab);
    await session.send('Emulation.setCPUThrottlingRate', { rate: PAGE_CPU_RATE });
    await session.send('Performance.enable');
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    tracing = true;
    // The floor is read from its evaluation alone, over before DOMContentLoaded (a footer script).
    const waitUntil = variant === 'floor' ? 'domcontentloaded' : 'load';
    await tab.goto(`${origin}/pages/${page}?scenario=default${variant === 'none' ? '&bundle=none' : ''}`, { waitUntil });
    if (variant !== 'floor') await waitForQuiet(session);
    tracing = false;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const figures = pageFiguresFromTrace(trace.traceEvents, `/pages/${page}`, SCRIPT_PATH);
    // BENCH_DEBUG=1: every load's figures, to see which load made a median doubtful.
    if (process.env.BENCH_DEBUG) console.log(page, variant, JSON.stringify(figures));
    return figures;
  } finally {
    // A failed load must not leave the browser tracing: the next startTracing would throw.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** One page, `runs` times each variant, interleaved. */
export async function pageCost(browser: Browser, page: string, { origin, bundle, runs }: PageCostOptions): Promise<PageCost> {
  const bodies = { bundle, floor: parseFloorBody(bundle) };
  const samples: Record<Variant, PageTraceFigures[]> = { bundle: [], none: [], floor: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const variant of VARIANTS) samples[variant].push(await sample(browser, page, variant, bodies, origin));
  }
  const extras = samples.bundle.map((entry, index) => entry.scriptMs - (samples.none[index]?.scriptMs ?? Number.NaN));
  const running = (entry: PageTraceFigures | undefined) => (entry ? entry.scriptMs - entry.compileMs : Number.NaN);
  const extraRuns = samples.bundle.map((entry, index) => running(entry) - running(samples.none[index]));
  const perFloor = (values: number[]) => values.map((value, index) => value / (samples.floor[index]?.evaluateMs ?? Number.NaN));
  const both = (figure: (entry: PageTraceFigures) => number) => ({
    bundle: median(samples.bundle.map(figure)),
    none: median(samples.none.map(figure)),
  });
  return {
    page,
    runs,
    extraScript: median(extras),
    parseFloor: median(samples.floor.map((entry) => entry.evaluateMs)),
    ratio: median(perFloor(extras)),
    extraRun: median(extraRuns),
    runRatio: median(perFloor(extraRuns)),
    script: both((entry) => entry.scriptMs),
    blocking: both((entry) => entry.blockingMs),
    longestTask: both((entry) => entry.longestTaskMs),
    quietAt: both((entry) => entry.quietAtMs),
    notQuiet: [...samples.bundle, ...samples.none].filter((entry) => !entry.quietSeen).length,
  };
}

/** One unmeasured load of each variant: the browser's own code and the harness warm up. */
export async function warmUp(browser: Browser, page: string, origin: string, bundle: string): Promise<void> {
  const bodies = { bundle, floor: parseFloorBody(bundle) };
  for (const variant of VARIANTS) await sample(browser, page, variant, bodies, origin);
}
