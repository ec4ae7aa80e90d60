/**
 * Pure: the boot figures of one page load, read from a Chromium trace (the DevTools Protocol's
 * `Tracing` domain, categories `devtools.timeline` and `disabled-by-default-devtools.timeline`).
 *
 * Marks around the `<script>` would also count whatever the parser does between the script's
 * download and its evaluation; the trace names the work itself:
 * - `EvaluateScript` with the script's URL: compiling and running the script's top level, and
 *   `v8.compile` inside it, the compiling alone;
 * - `FunctionCall` with the script's URL: every later call into it (listeners, timers, messages);
 * - `RunTask`: one task of the thread, the unit a long task is measured in.
 */
import { dataOf, endOf, urlOf, type TraceEvent } from './trace-event';

export interface TraceFigures {
  /** Compiling and running the script's top level, ms. */
  evaluateMs: number;
  /** The compiling part of it (`v8.compile`), ms: the same work for the bundle and its parse floor. */
  compileMs: number;
  /** The script's DOMContentLoaded listeners, ms. */
  domContentLoadedMs: number;
  /**
   * The task that evaluated the script, ms: with script streaming off it also parses the script
   * (and the page around it), so it is read against the same task of the parse floor.
   */
  evaluationTaskMs: number;
  /** Every other task over 50 ms that called into the script (listeners, timers, renders, answers), ms. */
  longTasks: number[];
}

const LONG_TASK_MS = 50;

const within = (inner: TraceEvent, outer: TraceEvent) => inner.ts >= outer.ts && endOf(inner) <= endOf(outer);
const ms = (microseconds: number) => microseconds / 1000;

/** Complete events that are not nested in another event of the same list. */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: TraceEvent[] = [];
  for (const event of sorted) if (!out.some((outer) => within(event, outer))) out.push(event);
  return out;
}

/**
 * `scriptUrl`: the script's address as the page loaded it (a part of it is enough). The thread
 * that evaluated it is the page's main thread; events of other threads and processes are ignored.
 * Throws when the trace holds no evaluation of the script (the page did not load it).
 */
export function bootFiguresFromTrace(events: readonly TraceEvent[], scriptUrl: string): TraceFigures {
  const complete = events.filter((event) => event.ph === 'X');
  const ofScript = (event: TraceEvent) => urlOf(event).includes(scriptUrl);
  const evaluation = complete.filter((event) => event.name === 'EvaluateScript' && ofScript(event));
  const first = evaluation[0];
  if (!first) throw new Error(`the trace holds no evaluation of ${scriptUrl}`);
  const onMain = complete.filter((event) => event.pid === first.pid && event.tid === first.tid);

  const scriptWork = outermost(
    onMain.filter((event) => (event.name === 'EvaluateScript' || event.name === 'FunctionCall') && ofScript(event)),
  );
  const contentLoaded = onMain.filter((event) => event.name === 'EventDispatch' && dataOf(event).type === 'DOMContentLoaded');
  const tasks = outermost(onMain.filter((event) => event.name === 'RunTask'));

  const calls = scriptWork.filter((work) => work.name === 'FunctionCall');
  const sum = (list: TraceEvent[]) => ms(list.reduce((total, event) => total + (event.dur ?? 0), 0));
  return {
    evaluateMs: sum(outermost(evaluation)),
    compileMs: sum(
      outermost(
        onMain.filter((event) => event.name === 'v8.compile' && ofScript(event) && evaluation.some((evaluate) => within(event, evaluate))),
      ),
    ),
    domContentLoadedMs: sum(calls.filter((call) => contentLoaded.some((dispatch) => within(call, dispatch)))),
    evaluationTaskMs: sum(tasks.filter((task) => within(first, task))),
    longTasks: tasks
      .filter((task) => ms(task.dur ?? 0) > LONG_TASK_MS && calls.some((call) => within(call, task)))
      .map((task) => ms(task.dur ?? 0)),
  };
}
