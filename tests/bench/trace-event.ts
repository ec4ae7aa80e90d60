/** One event of a Chromium trace (the DevTools Protocol's `Tracing` domain) and the reads every trace reader shares. */

/** The fields of a trace event the bench reads; Chromium writes many more. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { data?: unknown };
}

/** The event's `args.data`, or an empty record when it has none. */
export const dataOf = (event: TraceEvent): Record<string, unknown> =>
  typeof event.args?.data === 'object' && event.args.data !== null ? (event.args.data as Record<string, unknown>) : {};

/** The script address an event names (`EvaluateScript`, `FunctionCall`), or ''. */
export const urlOf = (event: TraceEvent): string => {
  const { url } = dataOf(event);
  return typeof url === 'string' ? url : '';
};

/** When the event ended, microseconds. */
export const endOf = (event: TraceEvent): number => event.ts + (event.dur ?? 0);
