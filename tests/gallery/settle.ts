/**
 * A page "settled" for a screenshot, the same way for the gallery and the visual regression
 * spec, so that a gallery picture and its baseline show the same moment:
 * - the clock stands still at the laut.fm recording's moment (Date only: timers run, which the
 *   bundle's toasts need); a scenario's own clock is shifted from it by the harness;
 * - reduced motion: the bundle then skips its dialog and toast moves and the sliders' autoplay,
 *   and a style stops every CSS animation and transition, the theme's included;
 * - settled = the bundle's first pass is over (`siteClient.ready`), no request younger than
 *   HANG_MS is in flight, the DOM of every frame has been still for QUIET_MS; then the short
 *   timers the page has pending (a prompt's display delay, a popup's delay, an ad's timeout) are
 *   run at once and the page settles again, so a state that appears seconds after the load is in
 *   the picture without the wait; fonts are loaded.
 * Every wait has a bound: a state that never settles is pictured at SETTLE_LIMIT_MS and says so.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** The laut.fm recording's moment (Berlin, winter time): the radio pages' programme matches it. */
const GALLERY_CLOCK = new Date('2020-11-26T15:31:32+01:00');

/** How long the DOM of every frame must have been still. */
const QUIET_MS = 150;
/** Timers the settle runs at once: up to the rewarded ad's 5 s timeout, short of the toast's 8 s auto close. */
const SHORT_TIMER_LIMIT_MS = 5_500;
/** The longest a state may take to settle before it is pictured anyway. */
const SETTLE_LIMIT_MS = 9_000;

/** Stops CSS animations and transitions (the theme's spinners and fades) and the caret's blink. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Runs in every frame (the provider's pages too) before its scripts: notes the DOM's last change
 * and the pending short timers (50 ms to SHORT_TIMER_LIMIT_MS), and adds FREEZE_CSS. `whenQuiet()`
 * resolves once the frame's DOM has been still long enough, so the settle waits inside the page
 * instead of asking every frame over and over (each question costs the browser a round trip).
 * `fastForward()` runs the pending short timers at once, in the order they are due: Date stands
 * still, so the page cannot tell, and a prompt's 3 s delay or an ad's 5 s timeout costs no real
 * time. Plain JavaScript in a string: it runs in the page, not in Node.
 */
const SETTLE_INIT_SCRIPT = `(() => {
  if (window.__gallerySettle) return;
  const LIMIT = ${SHORT_TIMER_LIMIT_MS};
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  const pending = new Map();
  let lastChange = performance.now();
  window.setTimeout = function (handler, ms, ...args) {
    const delay = Number(ms) || 0;
    let id = 0;
    const run = typeof handler === 'function' ? function () { pending.delete(id); return handler.apply(this, arguments); } : handler;
    id = realSet(run, ms, ...args);
    if (typeof handler === 'function' && delay >= 50 && delay <= LIMIT) pending.set(id, { run, args, due: performance.now() + delay });
    return id;
  };
  window.clearTimeout = function (id) { pending.delete(id); return realClear(id); };
  const watch = () => {
    new MutationObserver(() => { lastChange = performance.now(); })
      .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const style = document.createElement('style');
    style.setAttribute('data-gallery', 'freeze');
    style.textContent = ${JSON.stringify(FREEZE_CSS)};
    (document.head || document.documentElement).append(style);
  };
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
  Object.defineProperty(window, '__gallerySettle', {
    value: {
      quietFor: () => performance.now() - lastChange,
      whenQuiet: (ms, limit) => new Promise((resolve) => {
        const deadline = performance.now() + limit;
        const check = () => {
          const quiet = performance.now() - lastChange;
          if (quiet >= ms || performance.now() >= deadline) resolve();
          else realSet(check, Math.min(ms - quiet, deadline - performance.now()) + 1);
        };
        check();
      }),
      pendingTimers: () => pending.size,
      fastForward: () => {
        const due = [...pending].sort((a, b) => a[1].due - b[1].due);
        for (const [id, timer] of due) {
          if (!pending.has(id)) continue;
          realClear(id);
          try { timer.run.apply(window, timer.args); } catch (error) { realSet(() => { throw error; }, 0); }
        }
        return due.length;
      },
    },
  });
})();`;

/** Options of a context whose pages can be settled (the clock and the script: prepareContext). */
export const SETTLE_CONTEXT_OPTIONS = { reducedMotion: 'reduce', timezoneId: 'Europe/Berlin', locale: 'de-DE' } as const;

/** Requests in flight in one page and its frames. */
export interface InFlight {
  /** Requests in flight for less than HANG_MS: one that waits longer is part of the state pictured. */
  count(): number;
  stop(): void;
}

/**
 * A request unanswered after this long is taken as hanging (a timeout scenario's): the picture
 * shows the page waiting for it, as the reader would see it, rather than waiting out the answer.
 */
const HANG_MS = 1_500;

export function trackRequests(page: Page): InFlight {
  const open = new Map<Request, number>();
  const start = (request: Request) => open.set(request, Date.now());
  const end = (request: Request) => open.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    count: () => [...open.values()].filter((at) => Date.now() - at < HANG_MS).length,
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/** The clock first: Playwright's clock replaces the timer functions, which the settle script wraps. */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.clock.setFixedTime(GALLERY_CLOCK);
  await context.addInitScript({ content: SETTLE_INIT_SCRIPT });
}

/** The harness's provider origin: the port after the site's. */
export function providerOrigin(siteOrigin: string): string {
  const url = new URL(siteOrigin);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

/**
 * Readies a page that showed one state to show the next as if it were new: pop-ups closed, the
 * page on about:blank, the context's cookies and both harness origins' storage cleared: local,
 * session (the tab's, which stays), IndexedDB, caches (tests/e2e/gallery-reset.spec.ts). Reusing
 * one tab keeps its renderer process and V8 warm: a state costs about a third of the CPU that a
 * new context or a new tab costs (the back-forward cache, which could keep the last state alive,
 * is off in Playwright's Chromium). Call it before every state, the first too.
 */
export async function resetPage(page: Page, siteOrigin: string): Promise<void> {
  const context = page.context();
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close().catch(() => undefined)),
  );
  await page.goto('about:blank');
  await context.clearCookies();
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of [siteOrigin, providerOrigin(siteOrigin)])
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
}

interface FrameState {
  quietFor: number;
  pendingTimers: number;
}

interface SettleApi {
  quietFor(): number;
  whenQuiet(ms: number, limitMs: number): Promise<void>;
  pendingTimers(): number;
  fastForward(): number;
}

/**
 * Every frame's state. 'wait': each frame first waits (inside the page) until its DOM has been
 * still for QUIET_MS, at most `limitMs`; 'forward': each frame first runs its pending short timers.
 * A frame gone (a dialog closed) or without the script (about:blank) counts as still.
 */
async function frameStates(page: Page, mode: 'now' | 'wait' | 'forward', limitMs = 0): Promise<FrameState[]> {
  return Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(
          async ([how, quietMs, limit]) => {
            const settle = (window as unknown as { __gallerySettle?: SettleApi }).__gallerySettle;
            if (!settle) return { quietFor: Number.POSITIVE_INFINITY, pendingTimers: 0 };
            if (how === 'wait') await settle.whenQuiet(quietMs, limit);
            if (how === 'forward') settle.fastForward();
            return { quietFor: settle.quietFor(), pendingTimers: settle.pendingTimers() };
          },
          [mode, QUIET_MS, limitMs] as const,
        )
        .catch((): FrameState => ({ quietFor: Number.POSITIVE_INFINITY, pendingTimers: 0 })),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rounds of fast-forwarding: the prompt's delay, then what the prompt's own page set. A timer that
 * sets itself again (a poll) is run this many times at most.
 */
const FAST_FORWARD_ROUNDS = 3;

export interface SettleResult {
  /** Milliseconds from the call to the settled page. */
  ms: number;
  /** False when SETTLE_LIMIT_MS ran out first: the picture shows the page still moving. */
  settled: boolean;
}

/**
 * Waits until the page is settled (see the file's comment). Call after `page.goto`: the bundle's
 * first pass, then quiet (no young request, every frame's DOM still for QUIET_MS); pending short
 * timers are then run at once and the page waited for again, a few rounds at most; then fonts.
 */
export async function settlePage(page: Page, inFlight: InFlight, limitMs = SETTLE_LIMIT_MS): Promise<SettleResult> {
  const started = Date.now();
  const left = () => limitMs - (Date.now() - started);
  await Promise.race([page.evaluate(() => window.siteClient?.ready).catch(() => undefined), sleep(Math.max(0, left()))]);
  let rounds = 0;
  let settled = false;
  while (left() > 0) {
    while (inFlight.count() > 0 && left() > 0) await sleep(25);
    await frameStates(page, 'wait', Math.max(0, left()));
    // Frames grew quiet one after another: are they all still quiet now, together?
    const frames = await frameStates(page, 'now');
    const quiet = inFlight.count() === 0 && frames.every((frame) => frame.quietFor >= QUIET_MS);
    if (quiet && rounds < FAST_FORWARD_ROUNDS && frames.some((frame) => frame.pendingTimers > 0)) {
      rounds++;
      await frameStates(page, 'forward');
    } else if (quiet) {
      settled = true;
      break;
    }
  }
  await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() =>
            Promise.race([document.fonts.ready.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 1000))]),
          )
          .catch(() => undefined),
      ),
  );
  return { ms: Date.now() - started, settled };
}
