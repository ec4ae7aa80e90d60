import { describe, expect, it } from 'vitest';
import { autoplayRuns, type PauseReason } from '../../../../src/theme/media/autoplay-rules';
import {
  CAROUSEL_DEFAULT_ITEMS,
  CAROUSEL_SELECTOR,
  FAMILY_CLASSES,
  carouselConfig,
  centerItem,
  familyOf,
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
    for (const reason of ['hover', 'focus', 'hidden', 'dragging'] as const)
      expect(autoplayRuns({ ...base, paused: new Set([reason]) })).toBe(false);
  });
});

describe('families (REAL-MARKUP §21)', () => {
  it('finds the family from the block classes', () => {
    expect(familyOf(['rb-owl', 'carousel-feat-3', 'per-load'])).toBe('center-carousel');
    expect(familyOf(['rb-owl', 'carousel-feat-7'])).toBe('center-carousel');
    expect(familyOf(['rb-owl', 'carousel-feat-10'])).toBe('center-carousel');
    expect(familyOf(['rb-owl', 'carousel-feat-9'])).toBe('wide-carousel');
    expect(familyOf(['rb-owl', 'carousel-feat-12'])).toBe('wide-carousel');
    for (const name of ['slider-feat-4', 'slider-feat-5', 'slider-feat-14', 'slider-feat-15'])
      expect(familyOf(['rb-owl', name])).toBe('big-slider');
    expect(familyOf(['rb-owl', 'slider-feat-13'])).toBe('nav-slider');
    expect(familyOf(['rb-owl', 'p-gallery-slider', 'per-load'])).toBe('gallery-slider');
    expect(familyOf(['rb-owl', 'carousel-feat-99'])).toBeNull();
    expect(CAROUSEL_SELECTOR).toContain('.rb-owl.slider-feat-13');
  });

  it('centred carousels: 1/2/3 items, 5 from 1500 px only when the block is wider than 1599 px', () => {
    const narrow = carouselConfig('center-carousel', false, 1200);
    expect(narrow.center).toBe(true);
    expect(itemsForWidth(1600, false, narrow.breakpoints)).toBe(3);
    const wide = carouselConfig('center-carousel', false, 1600);
    expect(itemsForWidth(1499, false, wide.breakpoints)).toBe(3);
    expect(itemsForWidth(1500, false, wide.breakpoints)).toBe(5);
    expect(itemsForWidth(800, false, wide.breakpoints)).toBe(2);
    expect(centerItem(2, 3)).toBe(3);
    expect(centerItem(0, 1)).toBe(0);
    expect(centerItem(0, 4)).toBe(1);
  });

  it('wide carousels: 1/2/3/4/5 items, arrows always', () => {
    const config = carouselConfig('wide-carousel', true, 0);
    expect(config.breakpoints.map((row) => [row.minWidth, row.items])).toEqual([
      [0, 1],
      [768, 2],
      [992, 3],
      [1024, 4],
      [1500, 5],
    ]);
    expect(config.navFrom).toBe(0);
    expect(config.animation).toBe('slide');
  });

  it('big sliders: one item, arrows from 768 px, fade only with sliderAnimation 1', () => {
    expect(carouselConfig('big-slider', false, 0)).toMatchObject({ navFrom: 768, animation: 'slide', dotsData: false });
    expect(carouselConfig('big-slider', true, 0).animation).toBe('fade');
    expect(itemsForWidth(1920, false, carouselConfig('big-slider', false, 0).breakpoints)).toBe(1);
  });

  it('slider-13: dots from data, no arrows, slide-out or fade', () => {
    expect(carouselConfig('nav-slider', false, 0)).toMatchObject({
      dotsData: true,
      navFrom: Number.POSITIVE_INFINITY,
      animation: 'slideout',
    });
    expect(carouselConfig('nav-slider', true, 0).animation).toBe('fade');
  });

  it('gallery slider: waits for its images, arrows always', () => {
    expect(carouselConfig('gallery-slider', true, 0)).toMatchObject({ waitForImages: true, navFrom: 0, animation: 'slide' });
  });
});

describe('CAROUSEL_SELECTOR', () => {
  it('is every family class of the table on an .rb-owl, written out', () => {
    const derived = Object.values(FAMILY_CLASSES)
      .flat()
      .map((name) => `.rb-owl.${name}`);
    expect(CAROUSEL_SELECTOR.split(', ')).toEqual(derived);
  });
});
