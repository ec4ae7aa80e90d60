/**
 * The moment a page's clock starts at: the scenario's, when it fixes one; else, on the radio pages
 * that show the station's programme, the moment of the laut.fm recording. Without it those pages
 * ran on today's date while the mock answered the recorded Thursday afternoon: "Heute", "Morgen"
 * and today's schedule followed the real weekday, not the recording's. The recording's moment is
 * only the page's default: a test that sets its own clock (Playwright's) keeps it. The articles
 * and the bookmarks page show no programme, and their reader features write cookies whose expiry
 * the server computes on the real clock (post views), so they keep the real clock.
 */
import { RECORDING_CLOCK } from './scenario-sets/stations';

/** Radio pages whose placeholders name days (current and next show, today's schedule, the week). */
export const PROGRAMME_PAGES: readonly string[] = ['radio-home', 'radio-stations', 'radio-schedule'];

export interface PageClock {
  clock: string;
  /** True for the page's default moment: a test's clock wins over it. */
  clockYieldsToTestClock: boolean;
}

/** Pure: the clock a page is served with in a scenario, or null for the real clock. */
export function pageClock(pageId: string, scenarioClock: string | undefined): PageClock | null {
  if (scenarioClock) return { clock: scenarioClock, clockYieldsToTestClock: false };
  return PROGRAMME_PAGES.includes(pageId) ? { clock: RECORDING_CLOCK, clockYieldsToTestClock: true } : null;
}
