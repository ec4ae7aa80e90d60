import { describe, expect, it } from 'vitest';
import { fullscreenHeight, thumbShift, THUMB_PARALLAX_DIVISOR } from '../../../../src/theme/single/parallax-thumb-rules';

describe('parallax featured image rules', () => {
  it('a full-screen thumb fills the rest of the first screen, or a whole screen further down', () => {
    expect(fullscreenHeight(181, 800)).toBe('calc(100vh - 181px)');
    expect(fullscreenHeight(180.6, 800)).toBe('calc(100vh - 181px)');
    expect(fullscreenHeight(0, 800)).toBe('calc(100vh - 0px)');
    expect(fullscreenHeight(900, 800)).toBe('100vh');
  });
  it('moves a quarter of the scroll past its top, within one thumb height either way', () => {
    expect(THUMB_PARALLAX_DIVISOR).toBe(4);
    expect(thumbShift(581, 181, 619)).toBe(100);
    expect(thumbShift(181, 181, 619)).toBe(0);
    expect(thumbShift(0, 181, 619)).toBe(-45);
    expect(thumbShift(181 + 620, 181, 619)).toBeNull();
  });
});
