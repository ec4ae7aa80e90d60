import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  readGlobal,
  readSettings,
  settingsDefaults,
  wpRead,
  wpBool,
  wpInt,
  wpList,
  wpScalar,
  wpString,
  wpUnknown,
  type Scalar,
} from '../../../src/core/wp-config';

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
    [' On ', true],
    ['TRUE', true],
    ['no', false],
    [false, false],
    [2, false],
  ])('wpBool(%j) is %j', (input, expected) => {
    expect(wpBool.read(input)).toBe(expected);
  });

  it('wpInt reads numeric strings and falls back on empty, junk or values below the minimum', () => {
    const field = wpInt(30, 5);
    expect(field.read('45')).toBe(45);
    expect(field.read(' 45 ')).toBe(45);
    expect(field.read(12.7)).toBe(12);
    expect(field.read('')).toBe(30);
    expect(field.read(' ')).toBe(30);
    expect(field.read('abc')).toBe(30);
    expect(field.read('2')).toBe(30);
    expect(field.read(4.5)).toBe(30);
    expect(field.read(true)).toBe(30);
    expect(field.read(null)).toBe(30);
    expect(field.read(undefined)).toBe(30);
    expect(wpInt(1).read('-3')).toBe(-3);
  });

  it('wpString falls back on empty or missing and turns numbers into text', () => {
    expect(wpString('x').read('')).toBe('x');
    expect(wpString('x').read('y')).toBe('y');
    expect(wpString('x').read(' y ')).toBe(' y ');
    expect(wpString('x').read(undefined)).toBe('x');
    expect(wpString('x').read(null)).toBe('x');
    expect(wpString('x').read(false)).toBe('x');
    expect(wpString('x').read(8)).toBe('8');
  });

  it('wpList splits, trims and drops empties', () => {
    expect(wpList.read(' b80er, radiohayom ,,')).toEqual(['b80er', 'radiohayom']);
    expect(wpList.read(undefined)).toEqual([]);
    expect(wpList.read(1)).toEqual([]);
  });

  it('wpScalar and wpUnknown keep the value as printed; wpRead reads every value with its own rule', () => {
    expect(wpScalar.read('1')).toBe('1');
    const object = { a: 1 };
    expect(wpUnknown.read(object)).toBe(object);
    expect(wpRead((value) => Array.isArray(value)).read([])).toBe(true);
  });

  it('readGlobal never throws, even for a throwing getter', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'boom', {
      get: () => {
        throw new Error('no');
      },
    });
    expect(readGlobal(win, 'boom')).toBeUndefined();
  });
});

describe('readSettings', () => {
  const fields = () => ({
    stations: wpList,
    news: wpBool,
    refresh: wpInt(30, 5),
    label: wpString('»'),
    dot: wpScalar,
    mode: wpRead((value) => (value === 'fade' ? 'fade' : 'slide')),
    extra: wpUnknown,
  });

  it('reads every field with its reader, typed by the readers', () => {
    const read = readSettings(
      { stations: 'a, b', news: '1', refresh: '45', label: 'x', dot: 0, mode: 'fade', extra: { any: 'thing' } },
      fields(),
    );
    expect(read).toEqual({
      ok: true,
      value: { stations: ['a', 'b'], news: true, refresh: 45, label: 'x', dot: 0, mode: 'fade', extra: { any: 'thing' } },
    });
    if (!read.ok) return;
    expectTypeOf(read.value).toEqualTypeOf<{
      stations: string[];
      news: boolean;
      refresh: number;
      label: string;
      dot: Scalar;
      mode: 'fade' | 'slide';
      extra: unknown;
    }>();
  });

  it('gives missing keys their defaults and ignores keys it does not know', () => {
    const read = readSettings({ refresh: '60', unknown: { deep: [1] } }, fields());
    expect(read).toEqual({
      ok: true,
      value: { stations: [], news: false, refresh: 60, label: '»', dot: undefined, mode: 'slide', extra: undefined },
    });
    expect(read.ok && Object.keys(read.value)).not.toContain('unknown');
  });

  it('is not ok when a scalar field holds something else, and names each such key', () => {
    expect(readSettings({ stations: { a: 1 } }, fields())).toEqual({
      ok: false,
      detail: 'stations: expected a string, number or boolean, got an object',
    });
    expect(readSettings({ news: ['1'], dot: Number.NaN, mode: {}, extra: [] }, fields())).toEqual({
      ok: false,
      detail: 'news: expected a string, number or boolean, got an array; dot: expected a string, number or boolean, got NaN',
    });
  });

  it('is not ok for anything but an object', () => {
    expect(readSettings('x', fields())).toEqual({ ok: false, detail: 'expected an object, got a string' });
    expect(readSettings([], fields())).toEqual({ ok: false, detail: 'expected an object, got an array' });
    expect(readSettings(null, fields())).toEqual({ ok: false, detail: 'expected an object, got null' });
    expect(readSettings(undefined, fields())).toEqual({ ok: false, detail: 'expected an object, got undefined' });
  });

  it('settingsDefaults are what an empty object reads as', () => {
    const read = readSettings({}, fields());
    expect(read.ok && read.value).toEqual(settingsDefaults(fields()));
  });
});
