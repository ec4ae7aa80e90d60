/**
 * Waiting, while a page runs, until it has been quiet: Chromium's own count of script time
 * (`ScriptDuration`, DevTools Protocol `Performance.getMetrics`) polled from outside the page, so
 * the waiting adds no task of its own to the page. It only decides when to stop looking: the
 * figures come from the trace (page-trace.ts), whose rule also counts garbage collection, which
 * this counter leaves out, hence the margin.
 */
import type { CDPSession } from '@playwright/test';
import { ACTIVE_SCRIPT_MS, QUIET_MS } from './page-trace';

const POLL_MS = 100;
/** More than the trace's quiet, for work the counter does not see (garbage collection). */
const MARGIN_MS = 200;
/** A page that never goes quiet (a ticking clock) is given up on after this long. */
export const QUIET_CAP_MS = 20_000;
/**
 * Script a page may run in the window and still count as quiet, ms. Playwright's fake clock keeps
 * its time in step with the real one from a timer of its own in the page (about 1 ms of script a
 * second at 4× CPU), so a page on that clock needs more than one without.
 */
export const FAKE_CLOCK_TOLERANCE_MS = 10;

/**
 * Resolves once the page ran less than `toleranceMs` of script in the last `QUIET_MS` plus a
 * margin, or at the cap. Call `Performance.enable` on the session first.
 */
export async function waitForQuiet(session: CDPSession, toleranceMs = ACTIVE_SCRIPT_MS, capMs = QUIET_CAP_MS): Promise<void> {
  const window = QUIET_MS + MARGIN_MS;
  const started = Date.now();
  const seen: { at: number; script: number }[] = [];
  while (Date.now() - started < capMs) {
    const { metrics } = await session.send('Performance.getMetrics');
    const now = Date.now();
    // Seconds in the counter.
    const script = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
    seen.push({ at: now, script });
    while (seen.length > 1 && now - seen[1]!.at >= window) seen.shift();
    const oldest = seen[0]!;
    if (now - oldest.at >= window && script - oldest.script < toleranceMs) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
