import { describe, expect, it } from 'vitest';
import { bootFiguresFromTrace } from '../../bench/boot-trace';
import type { TraceEvent } from '../../bench/trace-event';
import { at, MAIN } from './trace-events';

const SCRIPT = 'http://127.0.0.1:4373/site-client.user.js';

describe('bootFiguresFromTrace', () => {
  it("reads the script's evaluation and its task, its DOMContentLoaded listeners and its long tasks", () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: {} },
      // The parser's task: an inline script, then the bundle.
      at('RunTask', 0, 70),
      at('EvaluateScript', 1, 2, { url: 'http://127.0.0.1:4373/pages/radio-home' }),
      at('EvaluateScript', 10, 55, { url: SCRIPT }),
      at('v8.compile', 10, 40, { url: SCRIPT }),
      // DOMContentLoaded: the bundle's listener and someone else's.
      at('RunTask', 100, 30),
      at('EventDispatch', 101, 28, { type: 'DOMContentLoaded' }),
      at('FunctionCall', 102, 20, { url: SCRIPT }),
      at('FunctionCall', 123, 5, { url: 'http://127.0.0.1:4373/theme.js' }),
      // A long task of the bundle (a React commit) and a long task of the page alone (layout).
      at('RunTask', 200, 80),
      at('FunctionCall', 201, 75, { url: SCRIPT }),
      at('FunctionCall', 210, 10, { url: SCRIPT }),
      at('RunTask', 300, 90),
      at('Layout', 301, 88),
    ];
    expect(bootFiguresFromTrace(events, '/site-client.user.js')).toEqual({
      evaluateMs: 55,
      compileMs: 40,
      domContentLoadedMs: 20,
      evaluationTaskMs: 70,
      longTasks: [80],
    });
  });

  it('ignores other threads and processes (the browser, other frames)', () => {
    const other = { pid: 2, tid: 7 };
    const events = [
      at('RunTask', 0, 20),
      at('EvaluateScript', 1, 15, { url: SCRIPT }),
      at('RunTask', 50, 120, {}, other),
      at('FunctionCall', 51, 100, { url: SCRIPT }, other),
      at('EventDispatch', 60, 40, { type: 'DOMContentLoaded' }, other),
    ];
    expect(bootFiguresFromTrace(events, '/site-client.user.js')).toEqual({
      evaluateMs: 15,
      compileMs: 0,
      domContentLoadedMs: 0,
      evaluationTaskMs: 20,
      longTasks: [],
    });
  });

  it('counts a task of exactly 50 ms as not long, and nested calls once', () => {
    const events = [
      at('RunTask', 0, 50),
      at('EvaluateScript', 1, 40, { url: SCRIPT }),
      at('RunTask', 55, 50),
      at('FunctionCall', 56, 45, { url: SCRIPT }),
      at('RunTask', 110, 20),
      at('EventDispatch', 110, 20, { type: 'DOMContentLoaded' }),
      at('FunctionCall', 111, 12, { url: SCRIPT }),
      at('FunctionCall', 112, 8, { url: SCRIPT }),
    ];
    expect(bootFiguresFromTrace(events, '/site-client.user.js')).toEqual({
      evaluateMs: 40,
      compileMs: 0,
      domContentLoadedMs: 12,
      evaluationTaskMs: 50,
      longTasks: [],
    });
  });

  it('throws when the page never evaluated the script', () => {
    expect(() => bootFiguresFromTrace([at('RunTask', 0, 10)], '/site-client.user.js')).toThrow(/no evaluation of \/site-client.user.js/);
  });
});
