/**
 * `npm run bench`: figures, not assertions (machines are noisy).
 * - bundle size, raw and gzip;
 * - time from the bundle's first line (`performance.mark('site-client:start')`) to the song line
 *   filled, on the harness page, median of several cold loads in Chromium;
 * - mocked requests per refresh on that page (first load, then one 30 s refresh);
 * - the two-station page with every placeholder: time to all placeholders filled (median) and
 *   requests per refresh (by endpoint and station).
 * - scripting, layout and style time per scroll frame on the theme's long read (scroll-cost.ts);
 * - boot cost on the radio front page, the radio article and the magazine category page, at 4×
 *   and 1× CPU, against the bundle's parse floor (boot-cost.ts);
 * - per catalogue page (page-bench.ts): extra script until quiet against the parse floor, blocking
 *   time, layout shift at two widths, React DOM evaluated or not, the radio front page's listeners.
 * Prints a table and writes reports/bench.json. `npm run bench -- --boot` measures only the boot,
 * `-- --pages` only the per-page part, `-- --pages=radio-home,magazine-home` only those pages.
 * The bundle is built once and a copy of it served, so a build by anyone else during the run (the
 * run takes half an hour) changes nothing that is measured.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { BUNDLE_FILE, fileSize } from '../tools/bundle-size';
import { chromiumPath, ensureChromium } from '../tools/ensure-chromium';
import { scrollCost, type ScrollCost } from './scroll-cost';
import { BOOT_BROWSER_ARGS, bootCost, bootRows } from './boot-cost';
import { pagesBench, pagesTable, type PagesReport } from './page-bench';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BOOT_ONLY = process.argv.includes('--boot');
const PAGES_FLAG = process.argv.find((arg) => arg === '--pages' || arg.startsWith('--pages='));
const PAGES_ONLY = PAGES_FLAG !== undefined;
/** `--pages=a,b`: only those pages; `--pages`: all of the catalogue. */
const ONLY_PAGES = PAGES_FLAG?.startsWith('--pages=') ? PAGES_FLAG.slice('--pages='.length).split(',').filter(Boolean) : [];
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PORT = Number(process.env.BENCH_PORT ?? 4373);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = `${ORIGIN}/pages/radio-home?scenario=default`;
const EXPECTED = 'Nena - 99 Luftballons';
const RECORDED_AT = new Date('2020-11-26T15:31:32+01:00');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForHarness(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/__harness/catalogue`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('harness did not start');
}

/** Recorded in the page before any script: when the song line first shows the expected text. */
const FILL_PROBE = `(() => {
  window.__songLineFilledAt = new Promise((resolve) => {
    const check = () => {
      const el = document.getElementById('b80er-songinfo');
      if (el && el.textContent === ${JSON.stringify(EXPECTED)}) { resolve(performance.now()); return true; }
      return false;
    };
    new MutationObserver(() => check()).observe(document, { subtree: true, childList: true, characterData: true });
  });
})();`;

async function timeToSongLine(browser: Browser): Promise<{ fromScript: number; fromNavigation: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: FILL_PROBE });
  await page.goto(PAGE);
  const figures = await page.evaluate(async () => {
    const filledAt = await (window as unknown as { __songLineFilledAt: Promise<number> }).__songLineFilledAt;
    const start = performance.getEntriesByName('site-client:start')[0]?.startTime ?? Number.NaN;
    return { fromScript: filledAt - start, fromNavigation: filledAt };
  });
  await context.close();
  return figures;
}

async function requestsPerRefresh(browser: Browser): Promise<{ first: Record<string, number>; refresh: Record<string, number> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mock/')) seen.push(path.replace(/^\/mock\/[^/]+\/[^/]+/, ''));
  });
  await page.clock.install({ time: RECORDED_AT });
  await page.goto(PAGE);
  await page.locator('#b80er-songinfo').getByText(EXPECTED).waitFor();
  await page.waitForLoadState('networkidle');
  const firstCount = seen.length;
  await page.clock.fastForward(30_000);
  await page.locator('#b80er-songinfo').getByText(EXPECTED).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const tally = (paths: string[]) => paths.reduce<Record<string, number>>((acc, path) => ({ ...acc, [path]: (acc[path] ?? 0) + 1 }), {});
  return { first: tally(seen.slice(0, firstCount)), refresh: tally(seen.slice(firstCount)) };
}

const STATIONS_PAGE = `${ORIGIN}/pages/radio-stations?scenario=default`;

/**
 * Recorded before any script: the moment of the latest change inside any placeholder. Once the
 * page is idle, that is when the last placeholder got its content (some answers are legitimately
 * empty, such as a show without a description, so "text differs from the printed one" would not do).
 */
const LAST_FILL_PROBE = `(() => {
  window.__lastFillAt = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (node && node.closest('[class*="api_lfm_"]')) window.__lastFillAt = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function timeToAllPlaceholders(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: LAST_FILL_PROBE });
  await page.goto(STATIONS_PAGE);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const ms = await page.evaluate(() => {
    const start = performance.getEntriesByName('site-client:start')[0]?.startTime ?? Number.NaN;
    return (window as unknown as { __lastFillAt: number }).__lastFillAt - start;
  });
  await context.close();
  return ms;
}

interface StationRefreshes {
  placeholders: number;
  first: number;
  /** Per station: refreshes after the first load (polls of /listeners) and requests per refresh. */
  byStation: Record<string, { refreshes: number; perRefresh: number }>;
}

/**
 * Each station plans its own polls (a song change brings one forward), so refreshes are counted
 * per station: one poll asks /listeners once, and every other endpoint at most once.
 */
async function stationsRequestsPerRefresh(browser: Browser): Promise<StationRefreshes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname.startsWith('/mock/') && seen.push(new URL(request.url()).pathname));
  await page.clock.install({ time: RECORDED_AT });
  await page.goto(STATIONS_PAGE);
  await page.waitForLoadState('networkidle');
  const placeholders = await page.locator('[class*="api_lfm_"]').count();
  const first = seen.length;
  await page.clock.runFor(120_000);
  await page.waitForLoadState('networkidle');
  await context.close();
  const later = seen.slice(first);
  const byStation: StationRefreshes['byStation'] = {};
  for (const station of ['b80er', 'radiohayom']) {
    const requests = later.filter((path) => path.includes(`/station/${station}`));
    const refreshes = requests.filter((path) => path.endsWith(`/station/${station}/listeners`)).length;
    byStation[station] = { refreshes, perRefresh: requests.length / Math.max(1, refreshes) };
  }
  return { placeholders, first, byStation };
}

interface LoadFigures {
  runs: { fromScript: number; fromNavigation: number }[];
  fromScript: number;
  fromNavigation: number;
  requests: Awaited<ReturnType<typeof requestsPerRefresh>>;
  allFilled: number[];
  stations: StationRefreshes;
  scroll: ScrollCost;
}

/** The song line, the stations page and the scroll walk, in an ordinary browser. */
async function loadFigures(): Promise<LoadFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: BROWSER_ARGS });
  // One warm-up load so the first measured run does not pay for the browser's own start.
  await timeToSongLine(browser);
  const runs: { fromScript: number; fromNavigation: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeToSongLine(browser));
  const requests = await requestsPerRefresh(browser);
  const allFilled: number[] = [];
  for (let i = 0; i < RUNS; i++) allFilled.push(await timeToAllPlaceholders(browser));
  const stations = await stationsRequestsPerRefresh(browser);
  const scroll = await scrollCost(browser, ORIGIN, Math.min(RUNS, 5));
  await browser.close();
  return {
    runs,
    fromScript: median(runs.map((run) => run.fromScript)),
    fromNavigation: median(runs.map((run) => run.fromNavigation)),
    requests,
    allFilled,
    stations,
    scroll,
  };
}

function loadRows({ fromScript, fromNavigation, requests, allFilled, stations, scroll }: LoadFigures): [string, string][] {
  return [
    [`script start → song line filled (median of ${RUNS})`, `${fromScript.toFixed(1)} ms`],
    [`navigation → song line filled (median of ${RUNS})`, `${fromNavigation.toFixed(1)} ms`],
    [
      'requests on first load',
      Object.entries(requests.first)
        .map(([path, n]) => `${n}× ${path}`)
        .join(', '),
    ],
    [
      'requests per 30 s refresh',
      Object.entries(requests.refresh)
        .map(([path, n]) => `${n}× ${path}`)
        .join(', '),
    ],
    [
      `two stations: script start → all ${stations.placeholders} placeholders filled (median of ${RUNS})`,
      `${median(allFilled).toFixed(1)} ms`,
    ],
    ['two stations: requests on first load (5 endpoints × 2 stations + /time)', String(stations.first)],
    ...Object.entries(stations.byStation).map(([station, { refreshes, perRefresh }]): [string, string] => [
      `two stations: ${station} requests per refresh (${refreshes} refreshes in 120 s)`,
      perRefresh.toFixed(1),
    ]),
    [
      `long read: scripting per scroll frame, bundle − none (median of ${Math.min(RUNS, 5)}, ${scroll.frames} frames)`,
      `${(scroll.script.bundle - scroll.script.none).toFixed(3)} ms (${scroll.script.bundle.toFixed(3)} − ${scroll.script.none.toFixed(3)})`,
    ],
    ['long read: layout per scroll frame, bundle / none', `${scroll.layout.bundle.toFixed(3)} ms / ${scroll.layout.none.toFixed(3)} ms`],
    [
      'long read: style recalculation per scroll frame, bundle / none',
      `${scroll.style.bundle.toFixed(3)} ms / ${scroll.style.none.toFixed(3)} ms`,
    ],
    [
      `long read: scroll listeners the bundle added on window; frame-loop frames in the ${scroll.frames}-frame walk`,
      `${scroll.bundleScrollListeners}; ${scroll.loopFrames}`,
    ],
  ];
}

/** Boot and per-page figures need a browser of their own: no compilation cache, no script streaming. */
async function inBootBrowser<T>(measure: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: [...BROWSER_ARGS, ...BOOT_BROWSER_ARGS] });
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!ensureChromium('browser')) process.exit(1);
  const started = Date.now();
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const served = mkdtempSync(join(tmpdir(), 'site-client-bench-'));
  const bundleFile = join(served, 'site-client.user.js');
  copyFileSync(BUNDLE_FILE, bundleFile);
  const size = fileSize(readFileSync(bundleFile));

  const harness = spawn('npx', ['tsx', 'harness/server.ts', '--no-build'], {
    env: { ...process.env, HARNESS_PORT: String(PORT), HARNESS_PROVIDER_PORT: String(PORT + 1), SITE_CLIENT_DIST: served },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHarness();
    const partial = BOOT_ONLY || PAGES_ONLY;
    // A partial run keeps the other figures of the last full run.
    const previous =
      partial && existsSync('reports/bench.json')
        ? (JSON.parse(readFileSync('reports/bench.json', 'utf8')) as { pages?: PagesReport })
        : {};
    const load = partial ? undefined : await loadFigures();
    const boot = PAGES_ONLY ? undefined : await inBootBrowser((browser) => bootCost(browser, ORIGIN, RUNS, bundleFile));
    const bundle = readFileSync(bundleFile, 'utf8');
    const pageOptions = {
      origin: ORIGIN,
      bundle,
      maxRuns: RUNS,
      only: ONLY_PAGES,
      ...(previous.pages ? { previous: previous.pages } : {}),
    };
    const pages = BOOT_ONLY ? undefined : await inBootBrowser((browser) => pagesBench(browser, pageOptions));
    const rows: [string, string][] = [
      ['bundle size (raw)', kb(size.raw)],
      ['bundle size (gzip -9)', kb(size.gzip)],
      ...(load ? loadRows(load) : []),
      ...(boot ? bootRows(boot) : []),
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\n| ${'figure'.padEnd(width)} | value`);
    console.log(`|${'-'.repeat(width + 2)}|------`);
    for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value}`);
    if (pages) console.log(`\n${pagesTable(pages).join('\n')}`);
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/bench.json',
      JSON.stringify({ ...previous, size, ...load, ...(boot ? { boot } : {}), ...(pages ? { pages } : {}) }, null, 2),
    );
    console.log(`\nbench: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  } finally {
    if (harness.pid) process.kill(-harness.pid, 'SIGTERM');
    rmSync(served, { recursive: true, force: true });
  }
}

void main().catch((caught: unknown) => {
  console.error(caught);
  process.exit(1);
});
