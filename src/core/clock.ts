/**
 * Time as a service. Features never call Date.now or setTimeout directly, so unit tests drive
 * them with a manual clock and the harness can start a page at a recorded moment.
 */
export interface Clock {
  now(): number;
  /** Run `callback` after `ms`; the returned function cancels it. */
  after(ms: number, callback: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};

/** Whether the page is visible, and a way to hear when that changes. */
export interface Visibility {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

export function documentVisibility(doc: Document): Visibility {
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    onChange(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface Poller {
  start(): void;
  stop(): void;
}

export interface PollerOptions {
  /** Fixed, or asked again after every poll (for refreshes planned from the last answer). */
  intervalMs: number | (() => number);
  clock: Clock;
  visibility: Visibility;
  /** One poll. The poller waits for it before planning the next, so polls never overlap. */
  run: () => Promise<void> | void;
}

/**
 * Runs at once, then every `intervalMs` measured from the start of the previous run (an
 * interval given as a function is asked after each run). While the
 * tab is hidden nothing is planned; when it returns, a poll that fell due meanwhile runs at once
 * (the catch-up), otherwise the remaining wait is kept.
 */
export function createPoller({ intervalMs, clock, visibility, run }: PollerOptions): Poller {
  let running = false;
  let inFlight = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let cancelTimer: (() => void) | undefined;
  let stopListening: (() => void) | undefined;

  const clearTimer = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };

  const tick = async () => {
    clearTimer();
    if (!running || inFlight || visibility.isHidden()) return;
    inFlight = true;
    lastStart = clock.now();
    try {
      await run();
    } finally {
      inFlight = false;
      plan();
    }
  };

  const plan = () => {
    clearTimer();
    if (!running || inFlight || visibility.isHidden()) return;
    const interval = typeof intervalMs === 'number' ? intervalMs : intervalMs();
    const wait = Math.max(0, lastStart + interval - clock.now());
    cancelTimer = clock.after(wait, () => void tick());
  };

  return {
    start() {
      if (running) return;
      running = true;
      stopListening = visibility.onChange(() => (visibility.isHidden() ? clearTimer() : plan()));
      plan();
    },
    stop() {
      running = false;
      clearTimer();
      stopListening?.();
      stopListening = undefined;
    },
  };
}
