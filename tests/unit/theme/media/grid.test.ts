import { describe, expect, it } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { columnCount, computeLayout, layoutModeOf } from '../../../../src/theme/media/grid-layout';
import { matchesFilter, parseGridFilter } from '../../../../src/theme/media/grid-filter';
import { MASONRY_BLOCKS, MASONRY_SELECTOR, masonryBlockOf } from '../../../../src/theme/media/masonry-grid';

const item = (height: number, width = 100) => ({ width, height });

describe('layoutModeOf', () => {
  it('defaults to masonry and knows fitRows', () => {
    expect(layoutModeOf(null)).toBe('masonry');
    expect(layoutModeOf(' ')).toBe('masonry');
    expect(layoutModeOf('fitRows')).toBe('fitRows');
  });
  it("throws the library's error for an unknown mode", () => {
    expect(() => layoutModeOf('cellsByRow')).toThrow(new Error('No layout mode: cellsByRow'));
    expect(strings.themeMedia.noLayoutMode).toBe('No layout mode: {mode}');
    expect(() => computeLayout('packery', [item(10)], 300, 0)).toThrow('No layout mode: packery');
  });
});

describe('columnCount', () => {
  it('fits columns with gutters between them', () => {
    expect(columnCount(340, 100, 20)).toBe(3);
    expect(columnCount(339, 100, 20)).toBe(2);
    expect(columnCount(1160, 373.33, 20)).toBe(3);
    expect(columnCount(50, 100, 20)).toBe(1);
    expect(columnCount(300, 0, 20)).toBe(1);
  });
});

describe('masonry', () => {
  it('puts each item on the shortest column, leftmost on a tie', () => {
    const layout = computeLayout('masonry', [item(100), item(50), item(80), item(30), item(40)], 340, 20);
    expect(layout.positions).toEqual([
      { x: 0, y: 0 },
      { x: 120, y: 0 },
      { x: 240, y: 0 },
      { x: 120, y: 70 },
      { x: 240, y: 100 },
    ]);
    expect(layout.height).toBe(140);
  });
  it('stacks everything in one column when only one fits', () => {
    const layout = computeLayout('masonry', [item(10), item(20), item(30)], 100, 10);
    expect(layout.positions.map((p) => p.y)).toEqual([0, 20, 50]);
    expect(layout.positions.every((p) => p.x === 0)).toBe(true);
    expect(layout.height).toBe(80);
  });
  it('lets a wide item span columns', () => {
    const layout = computeLayout('masonry', [item(50), item(100), item(40, 220)], 340, 20);
    expect(layout.positions[2]).toEqual({ x: 0, y: 120 });
  });
  it('needs no height for no items', () => {
    expect(computeLayout('masonry', [], 340, 20)).toEqual({ positions: [], height: 0 });
  });
});

describe("masonry with a sizer (the theme's Isotope)", () => {
  it("takes the sizer's width as the column width, no gutter", () => {
    const layout = computeLayout('masonry', [item(100, 396), item(50, 396), item(80, 396), item(30, 396)], 1200, 0, 396);
    expect(layout.positions).toEqual([
      { x: 0, y: 0 },
      { x: 396, y: 0 },
      { x: 792, y: 0 },
      { x: 396, y: 50 },
    ]);
    expect(layout.height).toBe(100);
  });
  it('a full-width item (fw-mh-1--width3) spans all columns', () => {
    const layout = computeLayout('masonry', [item(100, 396), item(40, 1200)], 1200, 0, 396);
    expect(layout.positions[1]).toEqual({ x: 0, y: 100 });
  });
  it('falls back to the first item without a sizer width', () => {
    expect(computeLayout('masonry', [item(10, 600), item(10, 600)], 1200, 0, 0).positions[1]).toEqual({ x: 600, y: 0 });
  });
});

describe('masonry blocks (REAL-MARKUP §22)', () => {
  it('maps each block to its item and sizer', () => {
    expect(masonryBlockOf(['block-wrap', 'fw-masonry-1', 'is-masonry'])).toEqual({
      block: 'fw-masonry-1',
      item: 'fw-mh-1',
      sizer: 'fw-ms-1',
    });
    expect(masonryBlockOf(['ct-masonry-1', 'is-masonry'])?.item).toBe('ct-mh-1');
    expect(masonryBlockOf(['fw-portfolio-1', 'is-masonry'])?.sizer).toBe('fw-ms-1');
    expect(masonryBlockOf(['content-wrap', 'pp-archive-m3', 'is-masonry'])?.item).toBe('fw-mh-1');
    expect(masonryBlockOf(['content-wrap', 'pp-archive-m4', 'is-masonry'])).toEqual({
      block: 'pp-archive-m4',
      item: 'fw-mh-c4',
      sizer: 'fw-ms-c4',
    });
    expect(masonryBlockOf(['fw-masonry-1'])).toBeNull();
    expect(masonryBlockOf(['is-masonry'])).toBeNull();
  });
});

describe('fitRows', () => {
  it('wraps to a new row below the tallest item', () => {
    const layout = computeLayout('fitRows', [item(100), item(50), item(80), item(30)], 340, 20);
    expect(layout.positions).toEqual([
      { x: 0, y: 0 },
      { x: 120, y: 0 },
      { x: 240, y: 0 },
      { x: 0, y: 120 },
    ]);
    expect(layout.height).toBe(150);
  });
  it('keeps an item too wide for any row on a row of its own', () => {
    const layout = computeLayout('fitRows', [item(10, 500), item(10)], 300, 0);
    expect(layout.positions).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 10 },
    ]);
  });
});

describe('portfolio filters', () => {
  it('* and an empty value show everything', () => {
    expect(parseGridFilter('*')).toEqual({ kind: 'all' });
    expect(parseGridFilter(null)).toEqual({ kind: 'all' });
  });
  it('class lists must all match', () => {
    const filter = parseGridFilter('.cat-a.featured');
    expect(filter).toEqual({ kind: 'classes', classes: ['cat-a', 'featured'] });
    if (!filter) throw new Error('no filter');
    expect(matchesFilter(['masonry-item', 'cat-a', 'featured'], filter)).toBe(true);
    expect(matchesFilter(['masonry-item', 'cat-a'], filter)).toBe(false);
  });
  it('refuses what is not a class list', () => {
    expect(parseGridFilter('div > a')).toBeNull();
    expect(parseGridFilter('.cat-a, .cat-b')).toBeNull();
    expect(parseGridFilter('<img src=x>')).toBeNull();
  });
});

describe('MASONRY_SELECTOR', () => {
  it('is every block of the table with .is-masonry, written out', () => {
    expect(MASONRY_SELECTOR.split(', ')).toEqual(MASONRY_BLOCKS.map((row) => `.${row.block}.is-masonry`));
  });
});
