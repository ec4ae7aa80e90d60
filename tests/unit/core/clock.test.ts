import { describe, expect, it } from 'vitest';
import { createPoller } from '../../../src/core/clock';
import { fakeVisibility, manualClock } from '../../support/test-context';

function setup(hidden = false) {
  const clock = manualClock();
  const visibility = fakeVisibility(hidden);
  const runs: number[] = [];
  const poller = createPoller({ intervalMs: 30_000, clock, visibility, run: () => void runs.push(clock.now()) });
  return { clock, visibility, runs, poller, start: clock.now() };
}

/** A poller every 1 s whose runs last until `release()`; `calls()` counts the runs started. */
function gatedPoller() {
  const clock = manualClock();
  let release: () => void = () => undefined;
  let calls = 0;
  const poller = createPoller({
    intervalMs: 1000,
    clock,
    visibility: fakeVisibility(),
    run: () => {
      calls++;
      return new Promise<void>((resolve) => (release = resolve));
    },
  });
  return { clock, poller, calls: () => calls, release: () => release() };
}

describe('createPoller', () => {
  it('runs at once (on the next turn) and then every interval', async () => {
    const { clock, runs, poller, start } = setup();
    poller.start();
    expect(runs).toEqual([]);
    await clock.advance(0);
    await clock.advance(65_000);
    expect(runs).toEqual([start, start + 30_000, start + 60_000]);
  });

  it('plans nothing while hidden and catches up at once when the tab returns', async () => {
    const { clock, visibility, runs, poller, start } = setup();
    poller.start();
    await clock.advance(1000);
    visibility.set(true);
    await clock.advance(120_000);
    expect(runs).toEqual([start]);
    expect(clock.pending()).toBe(0);
    visibility.set(false);
    await clock.advance(0);
    expect(runs).toEqual([start, start + 121_000]);
    await clock.advance(30_000);
    expect(runs).toHaveLength(3);
  });

  it('keeps the remaining wait when the tab returns before the next poll is due', async () => {
    const { clock, visibility, runs, poller, start } = setup();
    poller.start();
    await clock.advance(10_000);
    visibility.set(true);
    await clock.advance(5_000);
    visibility.set(false);
    await clock.advance(14_999);
    expect(runs).toEqual([start]);
    await clock.advance(1);
    expect(runs).toEqual([start, start + 30_000]);
  });

  it('does not start while hidden, and stop() cancels everything', async () => {
    const { clock, visibility, runs, poller } = setup(true);
    poller.start();
    await clock.advance(60_000);
    expect(runs).toEqual([]);
    poller.stop();
    visibility.set(false);
    await clock.advance(60_000);
    expect(runs).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('never overlaps polls: a slow run delays the next one', async () => {
    const { clock, poller, calls, release } = gatedPoller();
    poller.start();
    await clock.advance(5000);
    expect(calls()).toBe(1);
    release();
    await clock.advance(0);
    expect(calls()).toBe(2);
  });

  it('asks an interval given as a function after every run, and plans the next poll from it', async () => {
    const clock = manualClock();
    const start = clock.now();
    const intervals = [10_000, 20_000, 5_000];
    let asked = 0;
    const runs: number[] = [];
    const poller = createPoller({
      intervalMs: () => intervals[Math.min(asked++, intervals.length - 1)]!,
      clock,
      visibility: fakeVisibility(),
      run: () => void runs.push(clock.now() - start),
    });
    poller.start();
    await clock.advance(0);
    await clock.advance(40_000);
    // Asked once before the first run (whose wait is 0 either way), then after each run.
    expect(runs).toEqual([0, 20_000, 25_000, 30_000, 35_000, 40_000]);
    expect(asked).toBe(runs.length + 1);
  });

  it('plans nothing more when stopped while a poll runs', async () => {
    const { clock, poller, calls, release } = gatedPoller();
    poller.start();
    await clock.advance(0);
    expect(calls()).toBe(1);
    poller.stop();
    release();
    await clock.advance(5000);
    expect(calls()).toBe(1);
    expect(clock.pending()).toBe(0);
  });
});
