import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../bench/trace-event';
import { blockingTime, pageFiguresFromTrace, quietPoint, scriptSelfTimes, workUnits, type WorkUnit } from '../../bench/page-trace';
import { at, instant, MAIN } from './trace-events';

const SCRIPT = 'http://127.0.0.1:4573/site-client.user.js';
const PAGE = 'http://127.0.0.1:4573/pages/radio-home?scenario=default';
const ms = 1000;
const unit = (start: number, end: number, script: number, gc = 0): WorkUnit => ({
  start: start * ms,
  end: end * ms,
  script: script * ms,
  gc: gc * ms,
});

describe('scriptSelfTimes', () => {
  it('counts script events less the layout and style inside them, and V8 events inside script as script', () => {
    const call = at('FunctionCall', 0, 30, { url: SCRIPT });
    const layout = at('Layout', 10, 8);
    const interrupt = at('V8.BytecodeBudgetInterrupt', 20, 2);
    const task = at('RunTask', 0, 40);
    const times = scriptSelfTimes([task, call, layout, interrupt]);
    expect(times.get(call)).toEqual({ self: 20 * ms, gc: false });
    expect(times.get(interrupt)).toEqual({ self: 2 * ms, gc: false });
    expect(times.has(layout)).toBe(false);
    expect(times.has(task)).toBe(false);
  });

  it('flags garbage collection, nested V8 phases included', () => {
    const gc = at('MajorGC', 0, 10);
    const phase = at('V8.GC_MARK_COMPACTOR', 1, 4);
    const times = scriptSelfTimes([gc, phase]);
    expect(times.get(gc)).toEqual({ self: 6 * ms, gc: true });
    expect(times.get(phase)).toEqual({ self: 4 * ms, gc: true });
  });

  it("counts a microtask checkpoint's own time as the profile's JavaScript in it, without a profile all of it", () => {
    const checkpoint = at('RunMicrotasks', 0, 100);
    const svg = at('ParseHTML', 10, 20);
    // The sampler saw 15 ms of JavaScript in the checkpoint, none of it in the SVG document's parse.
    const sampler = (start: number, end: number) => (start === 0 && end === 100 * ms ? 15 * ms : 0);
    expect(scriptSelfTimes([checkpoint, svg], sampler).get(checkpoint)).toEqual({ self: 15 * ms, gc: false });
    expect(scriptSelfTimes([checkpoint, svg]).get(checkpoint)).toEqual({ self: 80 * ms, gc: false });
  });
});

describe('workUnits', () => {
  it('makes one unit per task with the script inside it, and one per script event outside any task', () => {
    const events = [
      at('RunTask', 0, 40),
      at('EvaluateScript', 5, 20, { url: SCRIPT }),
      at('MinorGC', 30, 4),
      at('RunTask', 50, 10),
      at('Paint', 51, 5),
      at('TimerFire', 70, 3),
    ];
    expect(workUnits(events)).toEqual([unit(0, 40, 24, 4), unit(50, 60, 0), unit(70, 73, 3)]);
  });
});

describe('quietPoint', () => {
  it('is the end of the last active unit before the first quiet stretch after the load', () => {
    const units = [unit(0, 100, 80), unit(500, 520, 10), unit(1000, 1010, 5), unit(3000, 3100, 50)];
    expect(quietPoint(units, 200 * ms, 10_000 * ms)).toEqual({ at: 1010 * ms, seen: true });
  });

  it('lets units with little script, or only garbage collection, pass within the quiet', () => {
    const units = [unit(0, 100, 80), unit(400, 401, 0.5), unit(900, 930, 30, 29.5)];
    expect(quietPoint(units, 100 * ms, 10_000 * ms)).toEqual({ at: 100 * ms, seen: true });
  });

  it('runs to the last activity, not seen, when the trace ends first', () => {
    const units = [unit(0, 100, 80), unit(1200, 1300, 40)];
    expect(quietPoint(units, 100 * ms, 2000 * ms)).toEqual({ at: 1300 * ms, seen: false });
  });

  it('does not count a stretch before the load as quiet', () => {
    const units = [unit(0, 10, 5), unit(2000, 2100, 60)];
    expect(quietPoint(units, 1900 * ms, 5000 * ms)).toEqual({ at: 2100 * ms, seen: true });
  });
});

describe('blockingTime', () => {
  it('sums the length of every task beyond 50 ms, exactly 50 ms being none', () => {
    expect(blockingTime([unit(0, 120, 0), unit(200, 250, 0), unit(300, 360, 0)])).toEqual({ blocking: 80 * ms, longest: 120 * ms });
  });
});

describe('pageFiguresFromTrace', () => {
  const commit = (start: number, thread = MAIN) =>
    at('CommitLoad', start, 0.1, { frame: 'F', isOutermostMainFrame: true, url: PAGE }, thread);
  const events = (): TraceEvent[] => [
    { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: {} },
    instant('TracingStartedInBrowser', 0, {}, { pid: 9, tid: 9 }),
    at('RunTask', 10, 1),
    commit(10),
    at('RunTask', 20, 120),
    at('EvaluateScript', 25, 100, { url: SCRIPT }),
    at('v8.compile', 25, 70, { url: SCRIPT }),
    // An SVG image's load event says isMainFrame too, but names another frame.
    instant('MarkLoad', 150, { frame: 'SVG' }),
    instant('MarkLoad', 200, { frame: 'F' }),
    at('RunTask', 300, 60),
    at('FunctionCall', 301, 40, { url: SCRIPT }),
    // A function compiled when first called (disabled-by-default-v8.compile): script, and compiling.
    at('V8.CompileCode', 305, 10),
    at('V8.ParseFunction', 306, 4),
    // Work of the browser's own pages in another process.
    at('RunTask', 400, 500, {}, { pid: 2, tid: 2 }),
    at('FunctionCall', 401, 400, {}, { pid: 2, tid: 2 }),
    // After the quiet: not counted.
    at('RunTask', 3000, 70),
    at('TimerFire', 3001, 60),
    at('V8.CompileCode', 3002, 5),
    at('RunTask', 5000, 1),
  ];

  it("reads the page's main thread from its commit until quiet after its load", () => {
    expect(pageFiguresFromTrace(events(), '/pages/radio-home', '/site-client.user.js')).toEqual({
      scriptMs: 140,
      blockingMs: 70 + 10,
      longestTaskMs: 120,
      quietAtMs: 360,
      quietSeen: true,
      evaluateMs: 100,
      // The script's top level (v8.compile) and the function (its CompileCode with the ParseFunction inside).
      compileMs: 70 + 10,
    });
  });

  it('throws when the trace holds no commit of the page', () => {
    expect(() => pageFiguresFromTrace(events(), '/pages/magazine-home', '/site-client.user.js')).toThrow(
      /no commit of \/pages\/magazine-home/,
    );
  });
});
