/** Trace events for the bench's readers, written in milliseconds on the page's main thread. */
import type { TraceEvent } from '../../bench/trace-event';

export const MAIN = { pid: 1, tid: 1 };
const ms = 1000;

/** A complete event (`ph: 'X'`), times in ms. */
export const at = (name: string, start: number, duration: number, data: Record<string, unknown> = {}, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: start * ms,
  dur: duration * ms,
  args: { data },
});

/** An instant event (`ph: 'I'`), its time in ms. */
export const instant = (name: string, start: number, data: Record<string, unknown>, thread = MAIN): TraceEvent => ({
  name,
  ph: 'I',
  ...thread,
  ts: start * ms,
  args: { data },
});
