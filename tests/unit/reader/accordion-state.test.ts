import { describe, expect, it } from 'vitest';
import { accordionAfterClick, accordionInitialOpen, animationMs, isOpenFlag } from '../../../src/reader/accordion-state';

describe('accordionAfterClick', () => {
  it('opens the clicked item alone', () => {
    expect(accordionAfterClick(null, 1)).toBe(1);
    expect(accordionAfterClick(0, 2)).toBe(2);
  });

  it('closes the open item when it is clicked', () => {
    expect(accordionAfterClick(1, 1)).toBeNull();
  });
});

describe('accordionInitialOpen', () => {
  it('opens the first item with the open flag', () => {
    expect(accordionInitialOpen(true, [false, false, false])).toBe(0);
    expect(accordionInitialOpen(true, [false, true])).toBe(0);
  });

  it('keeps only the first item the server printed open', () => {
    expect(accordionInitialOpen(false, [false, true, true])).toBe(1);
    expect(accordionInitialOpen(false, [false, false])).toBeNull();
  });

  it('has nothing to open in an empty block', () => {
    expect(accordionInitialOpen(true, [])).toBeNull();
  });
});

describe('isOpenFlag', () => {
  it('reads WordPress-style flags', () => {
    expect(isOpenFlag('1')).toBe(true);
    expect(isOpenFlag('true')).toBe(true);
    expect(isOpenFlag('0')).toBe(false);
    expect(isOpenFlag('')).toBe(false);
    expect(isOpenFlag(null)).toBe(false);
  });
});

describe('animationMs', () => {
  it('is the base duration unless motion is reduced or the note is inline', () => {
    expect(animationMs(250, { reducedMotion: false })).toBe(250);
    expect(animationMs(300, { reducedMotion: false, inline: false })).toBe(300);
    expect(animationMs(300, { reducedMotion: false, inline: true })).toBe(0);
    expect(animationMs(250, { reducedMotion: true })).toBe(0);
  });
});
