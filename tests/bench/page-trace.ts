/**
 * Pure: what one page load cost the page's main thread, read from a Chromium trace (categories
 * `devtools.timeline`, `disabled-by-default-devtools.timeline`, `v8.execute` and
 * `disabled-by-default-v8.cpu_profiler`; `v8.execute` brings `RunMicrotasks`, where promise
 * reactions run: without it the work after every `await`, such as rendering a fetched answer,
 * would be invisible).
 *
 * - *Script* is DevTools' "Scripting": the self time of script events (evaluating and compiling a
 *   script, calls into it, timers, animation frames, idle callbacks, garbage collection), nested V8
 *   events included, the time of layout, style and parsing inside them not. A microtask checkpoint
 *   also runs Blink's own image updates, hundreds of ms on a page of SVG placeholders and no
 *   script at all, so its self time counts only where the sampling profile saw JavaScript
 *   (profile-samples.ts).
 * - *Quiet*: from the page's load event on, the first stretch of `QUIET_MS` in which no task of the
 *   main thread ran more than `ACTIVE_SCRIPT_MS` of script, garbage collection aside (V8 picks its
 *   moment; its time still counts until quiet). Everything before the quiet counts, so work a
 *   script moves into later tasks (slices, idle callbacks, timers) still counts.
 * - *Blocking time*: the sum over the main thread's tasks until quiet of their length beyond 50 ms.
 */
import { dataOf, endOf, urlOf, type TraceEvent } from './trace-event';
import { scriptSampler, type ScriptSampler } from './profile-samples';

export const QUIET_MS = 1500;
/** A task with at most this much script (a bare microtask checkpoint, a no-op timer) does not end the quiet. */
export const ACTIVE_SCRIPT_MS = 1;
const LONG_TASK_MS = 50;

/** Events whose own time is script; anything unnamed here takes the kind of the event around it. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);
/** Events whose own time is the browser's (layout, style, parsing, painting): never script. */
const OTHER_EVENTS = new Set([
  'RunTask',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'HitTest',
  'Decode Image',
  'ImageDecodeTask',
]);

export interface PageTraceFigures {
  /** Script on the main thread from the start of the trace until quiet, ms. */
  scriptMs: number;
  /** Blocking time of the main thread's tasks until quiet, ms. */
  blockingMs: number;
  /** The longest task until quiet, ms. */
  longestTaskMs: number;
  /** When the quiet began, ms after the trace started (just before the navigation). */
  quietAtMs: number;
  /** False when the trace ended before a whole quiet stretch: the figures run to its last activity. */
  quietSeen: boolean;
  /** Evaluating (compiling and running the top level of) the scripts whose address holds `scriptUrl`, ms. */
  evaluateMs: number;
  /**
   * The part of `scriptMs` that is V8 parsing and compiling (the script's top level, and each
   * function when it is first called), ms; needs the trace category
   * `disabled-by-default-v8.compile` (0 without it). The rest is running.
   */
  compileMs: number;
}

/** V8's parsing and compiling events (category `disabled-by-default-v8.compile`) and DevTools' "Compile Script". */
const COMPILE_EVENT = /^(V8\.(Parse|PreParse|Compile)|v8\.compile$)/;

const ms = (microseconds: number) => microseconds / 1000;

/** Complete events in document order: by start, the enclosing one (the longer) first. */
const inOrder = (events: readonly TraceEvent[]) => [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

/** Garbage collection: script time, but V8 picks its moment, so it does not end the quiet. */
const GC_EVENTS = new Set(['MinorGC', 'MajorGC']);

/** An event's own script time, µs, and whether it is garbage collection. */
export interface ScriptSelf {
  self: number;
  gc: boolean;
}

/**
 * The script self time of every complete event of one thread that is script: its duration less
 * its children's, counted when the event is script by its name, or nameless here and inside
 * script. A microtask checkpoint's self time is what `sampler` saw of JavaScript in it (without a
 * profile: all of it).
 */
export function scriptSelfTimes(events: readonly TraceEvent[], sampler: ScriptSampler | null = null): Map<TraceEvent, ScriptSelf> {
  const script = new Map<TraceEvent, ScriptSelf>();
  const bySamples = (event: TraceEvent) => sampler !== null && event.name === 'RunMicrotasks';
  const sampled = (event: TraceEvent) => sampler?.(event.ts, endOf(event)) ?? event.dur ?? 0;
  const stack: { event: TraceEvent; isScript: boolean; gc: boolean; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && endOf(stack[stack.length - 1]!.event) <= until) {
      const done = stack.pop()!;
      if (done.isScript) script.set(done.event, { self: Math.max(0, done.self), gc: done.gc });
    }
  };
  for (const event of inOrder(events)) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= bySamples(parent.event) ? sampled(event) : (event.dur ?? 0);
    const isScript = SCRIPT_EVENTS.has(event.name) || (!OTHER_EVENTS.has(event.name) && parent?.isScript === true);
    const gc = GC_EVENTS.has(event.name) || (isScript && parent?.gc === true);
    stack.push({ event, isScript, gc, self: bySamples(event) ? sampled(event) : (event.dur ?? 0) });
  }
  close(Number.POSITIVE_INFINITY);
  return script;
}

/** One unit of the thread's work: a task (or script outside any task), its script and the garbage collection in it, µs. */
export interface WorkUnit {
  start: number;
  end: number;
  script: number;
  gc: number;
}

/** Outermost events of one thread (tasks, and script events outside any task), with their script. */
export function workUnits(
  events: readonly TraceEvent[],
  sampler: ScriptSampler | null = null,
  selfTimes = scriptSelfTimes(events, sampler),
): WorkUnit[] {
  const units: WorkUnit[] = [];
  const add = (unit: WorkUnit, event: TraceEvent) => {
    const own = selfTimes.get(event);
    unit.script += own?.self ?? 0;
    if (own?.gc) unit.gc += own.self;
  };
  for (const event of inOrder(events)) {
    const last = units[units.length - 1];
    if (last && event.ts < last.end) {
      add(last, event);
      continue;
    }
    if (event.name !== 'RunTask' && !SCRIPT_EVENTS.has(event.name)) continue;
    const unit = { start: event.ts, end: endOf(event), script: 0, gc: 0 };
    add(unit, event);
    units.push(unit);
  }
  return units;
}

/**
 * The first moment from `from` on that begins `quiet` µs without an active unit (one with more
 * than `activeScript` µs of script besides garbage collection). `seen` is false when the trace (ending at `traceEnd`) stops
 * before such a stretch is complete; the moment is then the end of the last active unit.
 */
export function quietPoint(
  units: readonly WorkUnit[],
  from: number,
  traceEnd: number,
  quiet = QUIET_MS * 1000,
  activeScript = ACTIVE_SCRIPT_MS * 1000,
): { at: number; seen: boolean } {
  let at = from;
  for (const unit of units) {
    if (unit.script - unit.gc <= activeScript || unit.end <= at) continue;
    if (unit.start >= at + quiet) return { at, seen: true };
    at = Math.max(at, unit.end);
  }
  return { at, seen: at + quiet <= traceEnd };
}

/** Blocking time (each task's length beyond `LONG_TASK_MS`) and the longest task of `units`, µs. */
export function blockingTime(units: readonly WorkUnit[]): { blocking: number; longest: number } {
  const longTask = LONG_TASK_MS * 1000;
  return {
    blocking: units.reduce((sum, unit) => sum + Math.max(0, unit.end - unit.start - longTask), 0),
    longest: units.reduce((longest, unit) => Math.max(longest, unit.end - unit.start), 0),
  };
}

/**
 * `pagePath`: a part of the page's address (`/pages/radio-home`); its main frame's commit names the
 * renderer's main thread, and only that thread counts (the browser's own pages trace too).
 * `scriptUrl`: a part of the address of the script whose evaluation is reported apart.
 * Throws when the trace holds no commit of the page.
 */
export function pageFiguresFromTrace(events: readonly TraceEvent[], pagePath: string, scriptUrl: string): PageTraceFigures {
  const commit = events.find(
    (event) => event.name === 'CommitLoad' && dataOf(event).isOutermostMainFrame === true && urlOf(event).includes(pagePath),
  );
  if (!commit) throw new Error(`the trace holds no commit of ${pagePath}`);
  const frame = dataOf(commit).frame;
  const onMain = events.filter((event) => event.pid === commit.pid && event.tid === commit.tid);
  const complete = onMain.filter((event) => event.ph === 'X');
  const timed = events.filter((event) => event.ph !== 'M');
  // A reduce, not Math.min(...): a trace holds far more events than a call takes arguments.
  const traceStart = timed.reduce((least, event) => Math.min(least, event.ts), Number.POSITIVE_INFINITY);
  const traceEnd = timed.reduce((most, event) => Math.max(most, endOf(event)), Number.NEGATIVE_INFINITY);
  const load = onMain.find((event) => event.name === 'MarkLoad' && dataOf(event).frame === frame);

  const selfTimes = scriptSelfTimes(complete, scriptSampler(events, commit.pid, commit.tid));
  const units = workUnits(complete, null, selfTimes);
  const quiet = quietPoint(units, load?.ts ?? commit.ts, traceEnd);
  let compile = 0;
  for (const [event, own] of selfTimes) if (event.ts < quiet.at && COMPILE_EVENT.test(event.name)) compile += own.self;
  const untilQuiet = units.filter((unit) => unit.start < quiet.at);
  const { blocking, longest } = blockingTime(untilQuiet.filter((unit) => unit.end > unit.start));
  const evaluations = complete.filter((event) => event.name === 'EvaluateScript' && urlOf(event).includes(scriptUrl));
  return {
    scriptMs: ms(untilQuiet.reduce((sum, unit) => sum + unit.script, 0)),
    blockingMs: ms(blocking),
    longestTaskMs: ms(longest),
    quietAtMs: ms(quiet.at - traceStart),
    quietSeen: quiet.seen,
    evaluateMs: ms(evaluations.reduce((sum, event) => sum + (event.dur ?? 0), 0)),
    compileMs: ms(compile),
  };
}
