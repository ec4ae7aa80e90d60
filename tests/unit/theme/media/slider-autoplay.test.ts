import { describe, expect, it } from 'vitest';
import { createSliderAutoplay } from '../../../../src/theme/media/slider-autoplay';
import { manualClock } from '../../../support/test-context';

function setup(overrides: { enabled?: boolean; reduced?: boolean } = {}) {
  const clock = manualClock();
  let steps = 0;
  const autoplay = createSliderAutoplay({
    clock,
    enabled: overrides.enabled ?? true,
    intervalMs: 5550,
    reducedMotion: () => overrides.reduced ?? false,
    movable: () => true,
    step: () => (steps += 1),
  });
  return { clock, autoplay, steps: () => steps };
}

describe('slider autoplay', () => {
  it('steps every interval', async () => {
    const { clock, autoplay, steps } = setup();
    autoplay.restart();
    await clock.advance(5549);
    expect(steps()).toBe(0);
    await clock.advance(1);
    expect(steps()).toBe(1);
    await clock.advance(5550 * 2);
    expect(steps()).toBe(3);
  });

  it('waits while any pause reason holds and counts afresh afterwards', async () => {
    const { clock, autoplay, steps } = setup();
    autoplay.restart();
    await clock.advance(4000);
    autoplay.pause('hover', true);
    autoplay.pause('focus', true);
    await clock.advance(20_000);
    autoplay.pause('hover', false);
    await clock.advance(20_000);
    expect(steps()).toBe(0);
    autoplay.pause('focus', false);
    await clock.advance(5549);
    expect(steps()).toBe(0);
    await clock.advance(1);
    expect(steps()).toBe(1);
  });

  it('a move by the reader restarts the countdown', async () => {
    const { clock, autoplay, steps } = setup();
    autoplay.restart();
    await clock.advance(5000);
    autoplay.restart();
    await clock.advance(5000);
    expect(steps()).toBe(0);
    await clock.advance(550);
    expect(steps()).toBe(1);
  });

  it('never runs when off, under reduced motion, or after stop', async () => {
    for (const options of [{ enabled: false }, { reduced: true }]) {
      const { clock, autoplay, steps } = setup(options);
      autoplay.restart();
      await clock.advance(60_000);
      expect(steps()).toBe(0);
      expect(autoplay.runs()).toBe(false);
    }
    const { clock, autoplay, steps } = setup();
    autoplay.restart();
    autoplay.stop();
    autoplay.pause('hover', true);
    autoplay.pause('hover', false);
    await clock.advance(60_000);
    expect(steps()).toBe(0);
    expect(clock.pending()).toBe(0);
  });
});
