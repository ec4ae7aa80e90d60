/**
 * Layout shift on one catalogue page at one width, loaded at 4× CPU in the boot browser: the sum
 * of every `layout-shift` entry without recent input (no session windows: every shift a reader
 * sees counts), observed from before the page's first script.
 * - Radio pages: load and a 10-minute view in the `song-changes` scenario (its page clock starts
 *   at 15:31:30 and the song ends at 15:31:38; harness/page-inject.ts shifts Date from whatever
 *   clock runs, so Playwright's fake clock composes with it). The view runs Playwright's clock
 *   (`page.clock.install`, then `runFor` in steps, at full CPU speed), so every poll, song change
 *   and re-render of ten minutes happens in seconds.
 * - Every other page: its load, in the `default` scenario.
 * Optionally, in the same load: whether React DOM ran (JS coverage, react-dom-coverage.ts) and the
 * page's event listeners (listener-count.ts), after the load and after the view.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { countListeners, type ListenerCount } from './listener-count';
import { PAGE_CPU_RATE } from './page-cost';
import { FAKE_CLOCK_TOLERANCE_MS, waitForQuiet } from './quiet-wait';
import { reactDomEvaluated } from './react-dom-coverage';

const VIEW_MS = 10 * 60_000;
/**
 * The clock's step. The radio pages time out a laut.fm request after 500 ms (`timeout` in their
 * widget settings) on the page clock, while the answer comes in real time: a step that let the
 * clock pass a pending request's timeout would fail it. A request sent during one step has its
 * timeout at least 300 ms later, so the next step cannot reach it, and before every step the view
 * waits until no request is pending.
 */
const STEP_MS = 200;
const RECORDED_AT = new Date('2020-11-26T15:31:32+01:00');
const SCRIPT_PATH = '/site-client.user.js';

const isRadioPage = (page: string) => page.startsWith('radio-');

interface Shift {
  value: number;
  /** ms after navigation (the page's real timeline, not its fake clock). */
  at: number;
  /** The shifted nodes, as tag.class (at most three). */
  sources: string[];
}

export interface LayoutShiftFigures {
  width: number;
  /** Summed layout shift once the load was quiet. */
  load: number;
  /** Radio pages: summed layout shift over the load and the 10-minute view. */
  view?: number;
  /** The largest shifts seen (at most three). */
  largest: Shift[];
  /** Radio pages: requests sent during the view, and those that failed (0 expected: a failure is the bench's, not the page's). */
  viewRequests?: { sent: number; failed: number };
}

export interface ViewExtras {
  /** React DOM evaluated by the end of the load, and by the end of the view (radio pages); null: no React DOM in the bundle. */
  reactDom?: { load: boolean | null; view?: boolean | null };
  listeners?: { load: ListenerCount; view?: ListenerCount };
}

/** Kept as source text, like scroll-cost.ts's probe: tsx would name inner functions with a helper the page lacks. */
const SHIFT_PROBE = `(() => {
  const state = { sum: 0, largest: [] };
  const describe = (node) => node && node.nodeType === 1 ? (node.tagName.toLowerCase() + (node.classList.length ? '.' + [...node.classList].join('.') : '')).slice(0, 80) : String(node && node.nodeName);
  const take = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      state.sum += entry.value;
      state.largest.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).slice(0, 3).map((source) => describe(source.node)) });
      state.largest.sort((a, b) => b.value - a.value);
      state.largest.length = Math.min(state.largest.length, 3);
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // Entries wait for a task of their own: take the pending ones before answering.
  window.__benchLayoutShift = () => { take(observer.takeRecords()); return { sum: state.sum, largest: state.largest }; };
})();`;

async function readShift(tab: Page): Promise<{ sum: number; largest: Shift[] }> {
  return tab.evaluate<{ sum: number; largest: Shift[] }>('window.__benchLayoutShift()');
}

async function reactDomNow(session: CDPSession, bundle: string): Promise<boolean | null> {
  const { result } = await session.send('Profiler.takePreciseCoverage');
  const entry = result.find((script) => script.url.endsWith(SCRIPT_PATH));
  return entry ? reactDomEvaluated(bundle, entry.functions) : false;
}

/** Requests in flight, so that the clock never outruns an answer. */
function pendingRequests(tab: Page): { pending: () => number; sent: () => number; failed: () => number } {
  let pending = 0;
  let sent = 0;
  let failed = 0;
  tab.on('request', () => {
    pending += 1;
    sent += 1;
  });
  tab.on('requestfinished', () => (pending -= 1));
  tab.on('requestfailed', () => {
    pending -= 1;
    failed += 1;
  });
  return { pending: () => pending, sent: () => sent, failed: () => failed };
}

async function settle(requests: { pending: () => number }): Promise<void> {
  for (let waited = 0; requests.pending() > 0 && waited < 10_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The listener count is a lot of protocol calls: made at full speed, then the throttle comes back. */
async function listenersNow(session: CDPSession): Promise<ListenerCount> {
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    return await countListeners(session);
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: PAGE_CPU_RATE });
  }
}

export interface ViewOptions {
  origin: string;
  page: string;
  width: number;
  /** The bundle's text, for the coverage's offsets; set to read whether React DOM ran. */
  coverageOf?: string;
  listeners?: boolean;
  /** `&bundle=none`: the page without the bundle (for the listeners it has of its own). */
  query?: string;
}

export async function layoutShiftView(browser: Browser, options: ViewOptions): Promise<LayoutShiftFigures & ViewExtras> {
  const { origin, page, width, coverageOf } = options;
  const radio = isRadioPage(page);
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  try {
    const tab = await context.newPage();
    await tab.addInitScript({ content: SHIFT_PROBE });
    const session = await context.newCDPSession(tab);
    await session.send('Emulation.setCPUThrottlingRate', { rate: PAGE_CPU_RATE });
    await session.send('Performance.enable');
    if (coverageOf !== undefined) {
      await session.send('Profiler.enable');
      // Binary coverage of functions: whether each ran, the least the profiler can be asked for.
      await session.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    }
    if (radio) await tab.clock.install({ time: RECORDED_AT });
    const requests = pendingRequests(tab);
    await tab.goto(`${origin}/pages/${page}?scenario=${radio ? 'song-changes' : 'default'}${options.query ?? ''}`, { waitUntil: 'load' });
    const quiet = () => (radio ? waitForQuiet(session, FAKE_CLOCK_TOLERANCE_MS) : waitForQuiet(session));
    await quiet();
    const load = await readShift(tab);
    const extras: ViewExtras = {};
    if (coverageOf !== undefined) extras.reactDom = { load: await reactDomNow(session, coverageOf) };
    if (options.listeners) extras.listeners = { load: await listenersNow(session) };
    const figures: LayoutShiftFigures = { width, load: load.sum, largest: load.largest };
    if (radio) {
      const sentBefore = requests.sent();
      const failedBefore = requests.failed();
      // At full speed: at 4× each of the 3,000 steps took about 20 ms (a minute per view), at 1×
      // about 2 ms; a shift comes from what the page changes, not from how fast it changes it.
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      for (let elapsed = 0; elapsed < VIEW_MS; elapsed += STEP_MS) {
        await settle(requests);
        await tab.clock.runFor(STEP_MS);
      }
      await settle(requests);
      await quiet();
      const view = await readShift(tab);
      Object.assign(figures, {
        view: view.sum,
        largest: view.largest,
        viewRequests: { sent: requests.sent() - sentBefore, failed: requests.failed() - failedBefore },
      });
      // Coverage was reset when taken after the load: this is what ran during the view.
      if (extras.reactDom) {
        const during = await reactDomNow(session, coverageOf ?? '');
        extras.reactDom.view = during === null ? null : during || extras.reactDom.load === true;
      }
      if (extras.listeners) extras.listeners.view = await listenersNow(session);
    }
    return { ...figures, ...extras };
  } finally {
    await context.close();
  }
}
