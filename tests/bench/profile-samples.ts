/**
 * Pure: the V8 sampling profile a Chromium trace carries (category
 * `disabled-by-default-v8.cpu_profiler`: a `Profile` event per thread, then `ProfileChunk`s with
 * nodes, samples and time deltas), read as "how much of this stretch of the thread ran
 * JavaScript". A microtask checkpoint (`RunMicrotasks`) runs promise reactions, JavaScript, but
 * also Blink's own image updates (every `<img>` is processed in a microtask; an SVG image is a
 * whole document built there): on a magazine page with sixteen SVG placeholders that is 100 to
 * 700 ms at 4× CPU with no script at all, from one load to the next. Only the samples tell the two
 * apart: a sample whose innermost frame is a JavaScript function (or the garbage collector) is
 * script; `(program)` is the browser's native code, `(idle)` nothing.
 */
import { dataOf, type TraceEvent } from './trace-event';

/** Nodes that are not JavaScript: the browser's own code, the idle thread, the tree's root. */
const NOT_SCRIPT = new Set(['(program)', '(idle)', '(root)']);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string };
}
interface ChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** µs of script among the samples taken within [start, end) on the profiled thread. */
export type ScriptSampler = (start: number, end: number) => number;

/**
 * The profile of the thread `pid`/`tid`. Each sample stands for the time until the next one (the
 * last for none). Returns null when the trace holds no profile of that thread.
 */
export function scriptSampler(events: readonly TraceEvent[], pid: number, tid: number): ScriptSampler | null {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return null;
  const id = (profile as TraceEvent & { id?: string }).id;
  const startTime = Number(dataOf(profile).startTime ?? profile.ts);
  const script = new Map<number, boolean>();
  const points: { at: number; node: number }[] = [];
  let at = startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || (event as TraceEvent & { id?: string }).id !== id) continue;
    const data = dataOf(event) as ChunkData;
    for (const node of data.cpuProfile?.nodes ?? []) script.set(node.id, !NOT_SCRIPT.has(node.callFrame.functionName));
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((node, index) => {
      at += deltas[index] ?? 0;
      points.push({ at, node });
    });
  }
  // Deltas may step back a little (samples arrive out of order): order by time.
  points.sort((a, b) => a.at - b.at);
  // prefix[i]: µs of script in the samples before i.
  const prefix = [0];
  points.forEach((point, index) => {
    const next = points[index + 1];
    prefix.push(prefix[index]! + (next && script.get(point.node) === true ? next.at - point.at : 0));
  });
  /** Index of the first sample at or after `time`. */
  const firstFrom = (time: number) => {
    let low = 0;
    let high = points.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (points[mid]!.at < time) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return (start, end) => prefix[firstFrom(end)]! - prefix[firstFrom(start)]!;
}
