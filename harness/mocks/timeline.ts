/**
 * The mock radio keeps playing: last_songs is answered "as of" a moment, from the recorded list
 * followed by the station's upcoming songs. The moment is the request's cache-busting timestamp
 * (the page's own clock, so Playwright's clock and the harness's fixed clock both drive it);
 * outside the recorded window the recording is returned unchanged.
 */
import { parseLautDate } from '../../src/radio/laut-date';
import type { RawPlayed } from './lautfm-data';

const LIST_LENGTH = 10;

export function lastSongsAsOf(recorded: RawPlayed[], upcoming: RawPlayed[], asOfMs: number | null): RawPlayed[] {
  if (asOfMs === null || upcoming.length === 0) return recorded;
  const timeline = [...[...recorded].reverse(), ...upcoming];
  const first = parseLautDate(timeline[0]?.started_at);
  const last = parseLautDate(timeline.at(-1)?.ends_at);
  if (first === null || last === null || asOfMs < first || asOfMs >= last) return recorded;
  const playing = timeline.findLastIndex((entry) => (parseLautDate(entry.started_at) ?? Infinity) <= asOfMs);
  return timeline.slice(Math.max(0, playing + 1 - LIST_LENGTH), playing + 1).reverse();
}
