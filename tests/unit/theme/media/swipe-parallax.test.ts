import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDecision } from '../../../../src/theme/media/swipe';
import { headerInView, PARALLAX_FACTOR, parallaxShift } from '../../../../src/theme/media/parallax-rules';

describe('swipeDecision', () => {
  it('a drag to the left is next, to the right previous', () => {
    expect(swipeDecision(-120, 5)).toBe('next');
    expect(swipeDecision(120, -5)).toBe('prev');
  });
  it('needs the threshold', () => {
    expect(swipeDecision(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull();
    expect(swipeDecision(-SWIPE_THRESHOLD_PX, 0)).toBe('next');
    expect(swipeDecision(30, 0, 20)).toBe('prev');
  });
  it('a mostly vertical movement is a scroll, not a swipe', () => {
    expect(swipeDecision(-80, 120)).toBeNull();
    expect(swipeDecision(80, 80)).toBeNull();
  });
  it('ignores broken numbers', () => {
    expect(swipeDecision(Number.NaN, 0)).toBeNull();
    expect(swipeDecision(-Infinity, 0)).toBeNull();
  });
});

describe('parallax', () => {
  const box = { top: 150, height: 300 };
  it('does not move while the header sits below the top of the view', () => {
    expect(parallaxShift(box, 0)).toBe(0);
    expect(parallaxShift(box, 150)).toBe(0);
  });
  it('moves at a fraction of the scroll once the page scrolls past the header top', () => {
    expect(parallaxShift(box, 250)).toBeCloseTo(100 * PARALLAX_FACTOR);
    expect(parallaxShift(box, 250, 0.5)).toBe(50);
  });
  it('stops once the header has left the view', () => {
    expect(parallaxShift(box, 10_000)).toBeCloseTo(300 * PARALLAX_FACTOR);
  });
  it('knows when the header is on screen', () => {
    expect(headerInView(box, 0, 800)).toBe(true);
    expect(headerInView(box, 449, 800)).toBe(true);
    expect(headerInView(box, 450, 800)).toBe(false);
    expect(headerInView({ top: 2000, height: 300 }, 0, 800)).toBe(false);
    expect(headerInView({ top: 2000, height: 300 }, 1201, 800)).toBe(true);
  });
});
