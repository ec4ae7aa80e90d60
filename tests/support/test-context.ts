/** Small fakes shared by unit tests: a logger that records, a clock moved by hand, visibility. */
import type { Clock, Visibility } from '../../src/core/clock';
import type { Logger } from '../../src/core/log';

export interface RecordingLogger extends Logger {
  lines: { level: 'info' | 'warn' | 'error'; message: string; details: unknown[] }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    info: (message, ...details) => lines.push({ level: 'info', message, details }),
    warn: (message, ...details) => lines.push({ level: 'warn', message, details }),
    error: (message, ...details) => lines.push({ level: 'error', message, details }),
  };
}

export interface ManualClock extends Clock {
  /** Move time forward, running every timer that falls due, in order. */
  advance(ms: number): Promise<void>;
  pending(): number;
}

export function manualClock(startMs = Date.UTC(2020, 10, 26, 14, 31, 32)): ManualClock {
  let now = startMs;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    now: () => now,
    after(ms, callback) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return () => timers.delete(id);
    },
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].callback();
        await settle();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

export interface FakeVisibility extends Visibility {
  set(hidden: boolean): void;
}

export function fakeVisibility(hidden = false): FakeVisibility {
  const listeners = new Set<() => void>();
  return {
    isHidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
}
