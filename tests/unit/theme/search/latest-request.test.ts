import { describe, expect, it } from 'vitest';
import { createDebounce, createLatest } from '../../../../src/theme/search/latest-request';
import { manualClock } from '../../../support/test-context';

describe('createDebounce', () => {
  it('runs once, 300 ms after the last call', async () => {
    const clock = manualClock();
    let runs = 0;
    const debounce = createDebounce(clock, 300, () => (runs += 1));
    debounce.schedule();
    await clock.advance(200);
    debounce.schedule();
    await clock.advance(299);
    expect(runs).toBe(0);
    await clock.advance(1);
    expect(runs).toBe(1);
    await clock.advance(1000);
    expect(runs).toBe(1);
  });
  it('each pause runs once; cancel drops the wait', async () => {
    const clock = manualClock();
    let runs = 0;
    const debounce = createDebounce(clock, 300, () => (runs += 1));
    debounce.schedule();
    await clock.advance(300);
    debounce.schedule();
    await clock.advance(300);
    expect(runs).toBe(2);
    debounce.schedule();
    debounce.cancel();
    await clock.advance(1000);
    expect(runs).toBe(2);
    expect(clock.pending()).toBe(0);
  });
});

describe('createLatest', () => {
  it('a new turn aborts the older one, whose answer is then stale', () => {
    const latest = createLatest();
    const first = latest.begin();
    expect(first.isCurrent()).toBe(true);
    const second = latest.begin();
    expect(first.signal.aborted).toBe(true);
    expect(first.isCurrent()).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it('an older answer that arrives after the newer one is still recognised as stale', async () => {
    const latest = createLatest();
    const shown: string[] = [];
    // Answers that ignore the abort, as a server or cache might: the older resolves last.
    const answer = (text: string, ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve(text), ms));
    const run = async (text: string, ms: number) => {
      const turn = latest.begin();
      const value = await answer(text, ms);
      if (turn.isCurrent()) shown.push(value);
    };
    await Promise.all([run('nac', 30), run('nachtzug', 5)]);
    expect(shown).toEqual(['nachtzug']);
  });

  it('cancel ends the running turn', () => {
    const latest = createLatest();
    const turn = latest.begin();
    latest.cancel();
    expect(turn.signal.aborted).toBe(true);
    expect(turn.isCurrent()).toBe(false);
  });
});
