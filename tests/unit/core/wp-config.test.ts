import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { readGlobal, wpBool, wpInt, wpList, wpString } from '../../../src/core/wp-config';

describe('WordPress config coercion', () => {
  it.each([
    ['1', true],
    ['', false],
    ['0', false],
    [true, true],
    [1, true],
    [null, false],
    [undefined, false],
    ['yes', true],
  ])('wpBool(%j) is %j', (input, expected) => {
    expect(wpBool().parse(input)).toBe(expected);
  });

  it('wpInt reads numeric strings and falls back on empty, junk or values below the minimum', () => {
    const schema = wpInt(30, 5);
    expect(schema.parse('45')).toBe(45);
    expect(schema.parse(12.7)).toBe(12);
    expect(schema.parse('')).toBe(30);
    expect(schema.parse('abc')).toBe(30);
    expect(schema.parse('2')).toBe(30);
    expect(schema.parse(undefined)).toBe(30);
  });

  it('wpString falls back on empty or missing', () => {
    expect(wpString('x').parse('')).toBe('x');
    expect(wpString('x').parse('y')).toBe('y');
    expect(wpString('x').parse(undefined)).toBe('x');
  });

  it('wpList splits, trims and drops empties', () => {
    expect(wpList().parse(' b80er, radiohayom ,,')).toEqual(['b80er', 'radiohayom']);
    expect(wpList().parse(undefined)).toEqual([]);
  });

  it('a missing key takes the default inside an object', () => {
    expect(z.object({ refresh: wpInt(30) }).parse({})).toEqual({ refresh: 30 });
  });

  it('readGlobal never throws, even for a throwing getter', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'boom', { get: () => { throw new Error('no'); } });
    expect(readGlobal(win, 'boom')).toBeUndefined();
  });
});
