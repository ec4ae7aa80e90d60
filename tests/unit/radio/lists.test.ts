import { describe, expect, it } from 'vitest';
import { cleanList, isInline, joinList, limitList } from '../../../src/radio/lists';

describe('joinList', () => {
  it("joins with the separator and the last pair with the last separator (defaults ', ' and ' & ')", () => {
    expect(joinList(['a', 'b', 'c'], ', ', ' & ')).toBe('a, b & c');
    expect(joinList(['a', 'b', 'c', 'd'], ', ', ' & ')).toBe('a, b, c & d');
    expect(joinList(['a', 'b'], ', ', ' & ')).toBe('a & b');
    expect(joinList(['a'], ', ', ' & ')).toBe('a');
    expect(joinList([], ', ', ' & ')).toBe('');
  });
  it('uses configured separators as given', () => {
    expect(joinList(['Nena', 'Falco', 'Trio'], ' / ', ' und ')).toBe('Nena / Falco und Trio');
  });
});

describe('limitList', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];
  it('keeps the first max items', () => {
    expect(limitList(five, 3)).toEqual(['a', 'b', 'c']);
    expect(limitList(five, 5)).toEqual(five);
    expect(limitList(five, 9)).toEqual(five);
  });
  it('keeps none for 0, negative or NaN', () => {
    expect(limitList(five, 0)).toEqual([]);
    expect(limitList(five, -1)).toEqual([]);
    expect(limitList(five, Number.NaN)).toEqual([]);
  });
  it('keeps all for Infinity and rounds fractions down', () => {
    expect(limitList(five, Number.POSITIVE_INFINITY)).toEqual(five);
    expect(limitList(five, 2.7)).toEqual(['a', 'b']);
  });
  it('returns a new array', () => {
    expect(limitList(five, 9)).not.toBe(five);
  });
});

describe('isInline', () => {
  it('is inline only for layout option 2', () => {
    expect(isInline({ djs: 2 }, 'djs')).toBe(true);
    expect(isInline({ djs: 1 }, 'djs')).toBe(false);
    expect(isInline({ genres: 2 }, 'djs')).toBe(false);
    expect(isInline({}, 'djs')).toBe(false);
  });
});

describe('cleanList', () => {
  it('trims, drops empty entries and repeats, and keeps the order', () => {
    expect(cleanList([' Nena', 'Falco ', '', '  ', 'Nena', 'Trio', 'Falco'])).toEqual(['Nena', 'Falco', 'Trio']);
    expect(cleanList([])).toEqual([]);
  });
});
