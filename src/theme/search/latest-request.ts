/**
 * Two small timing helpers of the live search, free of the DOM so their races can be tested
 * step by step: a debounce driven by the injectable clock, and "the newest request wins" — each
 * new turn aborts the one before, and an answer of an older turn is recognisably stale even when
 * it arrives after all (a server that ignored the abort, a cached answer).
 */
import type { Clock } from '../../core/clock';

interface Turn {
  signal: AbortSignal;
  /** False once a newer turn began or everything was cancelled. */
  isCurrent(): boolean;
}

export interface Latest {
  begin(): Turn;
  /** Abort the running turn, if any; no answer of it counts any more. */
  cancel(): void;
}

export function createLatest(): Latest {
  let current: AbortController | undefined;
  return {
    begin() {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      return { signal: controller.signal, isCurrent: () => current === controller && !controller.signal.aborted };
    },
    cancel() {
      current?.abort();
      current = undefined;
    },
  };
}

export interface Debounce {
  /** (Re)start the wait; `run` fires once the calls pause for `ms`. */
  schedule(): void;
  cancel(): void;
}

export function createDebounce(clock: Clock, ms: number, run: () => void): Debounce {
  let cancelTimer: (() => void) | undefined;
  const cancel = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };
  return {
    schedule() {
      cancel();
      cancelTimer = clock.after(ms, () => {
        cancelTimer = undefined;
        run();
      });
    },
    cancel,
  };
}
