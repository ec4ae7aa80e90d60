import { describe, expect, it } from 'vitest';
import { autoplayRuns, type PauseReason } from '../../../../src/theme/media/autoplay-rules';
import {
  CAROUSEL_DEFAULT_ITEMS,
  dotCount,
  dotOfStart,
  isVisibleItem,
  itemsForWidth,
  lastStart,
  perViewFor,
  startOfDot,
  stepIndex,
} from '../../../../src/theme/media/carousel-rules';

describe('itemsForWidth (spec §9 breakpoints)', () => {
  it.each([
    [0, 1],
    [375, 1],
    [767, 1],
    [768, 2],
    [991, 2],
    [992, 3],
    [1023, 3],
    [1024, 3],
    [1499, 3],
    [1500, 3],
    [2560, 3],
  ])('plain carousel at %i px shows %i', (width, items) => expect(itemsForWidth(width, false)).toBe(items));

  it.each([
    [0, 1],
    [767, 1],
    [768, 2],
    [992, 3],
    [1023, 3],
    [1024, 4],
    [1280, 4],
    [1499, 4],
    [1500, 5],
    [1920, 5],
  ])('wide carousel at %i px shows %i', (width, items) => expect(itemsForWidth(width, true)).toBe(items));

  it('falls back to the library default of 3 when no row applies', () => {
    expect(itemsForWidth(300, false, [{ minWidth: 500, items: 2 }])).toBe(CAROUSEL_DEFAULT_ITEMS);
  });
});

describe('positions', () => {
  it('never shows more per view than there are items, nor fewer than one', () => {
    expect(perViewFor(2, 4)).toBe(2);
    expect(perViewFor(8, 4)).toBe(4);
    expect(perViewFor(8, 0)).toBe(1);
  });

  it('steps by one and wraps around at both ends', () => {
    expect(lastStart(8, 3)).toBe(5);
    expect(stepIndex(0, 8, 3, 'next')).toBe(1);
    expect(stepIndex(5, 8, 3, 'next')).toBe(0);
    expect(stepIndex(0, 8, 3, 'prev')).toBe(5);
    expect(stepIndex(3, 8, 3, 'prev')).toBe(2);
    expect(stepIndex(0, 4, 1, 'prev')).toBe(3);
  });

  it('does not move when everything is on screen', () => {
    expect(stepIndex(0, 3, 3, 'next')).toBe(0);
    expect(stepIndex(0, 3, 4, 'prev')).toBe(0);
  });

  it('clamps a start position left behind by a wider view', () => {
    expect(stepIndex(7, 8, 4, 'next')).toBe(0);
    expect(stepIndex(7, 8, 4, 'prev')).toBe(3);
  });

  it('has one dot per page, the last page aligned to the end', () => {
    expect(dotCount(8, 3)).toBe(3);
    expect(dotCount(4, 1)).toBe(4);
    expect(dotCount(3, 3)).toBe(0);
    expect(startOfDot(0, 8, 3)).toBe(0);
    expect(startOfDot(1, 8, 3)).toBe(3);
    expect(startOfDot(2, 8, 3)).toBe(5);
    expect(dotOfStart(0, 8, 3)).toBe(0);
    expect(dotOfStart(4, 8, 3)).toBe(1);
    expect(dotOfStart(5, 8, 3)).toBe(2);
    expect(dotOfStart(2, 4, 1)).toBe(2);
  });

  it('knows which items are on screen', () => {
    expect([0, 1, 2, 3, 4, 5].map((item) => isVisibleItem(item, 2, 3))).toEqual([false, false, true, true, true, false]);
  });
});

describe('autoplayRuns', () => {
  const base = { enabled: true, reducedMotion: false, movable: true, paused: new Set<PauseReason>() };
  it('runs only when enabled, movable, motion allowed and nothing pauses it', () => {
    expect(autoplayRuns(base)).toBe(true);
    expect(autoplayRuns({ ...base, enabled: false })).toBe(false);
    expect(autoplayRuns({ ...base, reducedMotion: true })).toBe(false);
    expect(autoplayRuns({ ...base, movable: false })).toBe(false);
    for (const reason of ['hover', 'focus', 'hidden', 'dragging'] as const) expect(autoplayRuns({ ...base, paused: new Set([reason]) })).toBe(false);
  });
});
