import { describe, expect, it } from 'vitest';
import { parseNumber, quantityButtonState, quantityLimits, stepQuantity } from '../../../../src/theme/forms/quantity-rules';

const limits = (min: string | null, max: string | null, step: string | null) => quantityLimits({ min, max, step });

describe('quantityLimits', () => {
  it('defaults to 1, 9999 and 1 without attributes', () => {
    expect(limits(null, null, null)).toEqual({ min: 1, max: 9999, step: 1 });
  });

  it('takes well-formed attributes', () => {
    expect(limits('1', '10', '1')).toEqual({ min: 1, max: 10, step: 1 });
    expect(limits('0', '5', '0.5')).toEqual({ min: 0, max: 5, step: 0.5 });
  });

  it('falls back per attribute on malformed values', () => {
    expect(limits('abc', '', 'any')).toEqual({ min: 1, max: 9999, step: 1 });
    expect(limits('2', '1e999', '-3')).toEqual({ min: 2, max: 9999, step: 1 });
    expect(limits('2', '1e999', '2')).toEqual({ min: 2, max: 9998, step: 2 });
    expect(limits(' 3 ', '12px', '0')).toEqual({ min: 3, max: 9999, step: 1 });
  });

  it('lowers max to the last value on the step grid', () => {
    expect(limits('1', '10', '2')).toEqual({ min: 1, max: 9, step: 2 });
    expect(limits('2', '12', '2')).toEqual({ min: 2, max: 12, step: 2 });
    expect(limits('0', '1', '0.3')).toEqual({ min: 0, max: 0.9, step: 0.3 });
  });

  it('leaves min as the only value when max is below it', () => {
    expect(limits('5', '3', '1')).toEqual({ min: 5, max: 5, step: 1 });
  });
});

describe('stepQuantity', () => {
  const oneToTen = limits('1', '10', '1');

  it('steps by one within the limits', () => {
    expect(stepQuantity('1', 1, oneToTen)).toBe(2);
    expect(stepQuantity('5', -1, oneToTen)).toBe(4);
  });

  it('stops at max and min', () => {
    expect(stepQuantity('10', 1, oneToTen)).toBe(10);
    expect(stepQuantity('1', -1, oneToTen)).toBe(1);
  });

  it('clamps a value outside the range', () => {
    expect(stepQuantity('25', 1, oneToTen)).toBe(10);
    expect(stepQuantity('25', -1, oneToTen)).toBe(10);
    expect(stepQuantity('-4', -1, oneToTen)).toBe(1);
    expect(stepQuantity('-4', 1, oneToTen)).toBe(1);
  });

  it('turns an empty or malformed value into the min', () => {
    expect(stepQuantity('', 1, oneToTen)).toBe(1);
    expect(stepQuantity('', -1, oneToTen)).toBe(1);
    expect(stepQuantity('zwei', 1, limits('2', '12', '2'))).toBe(2);
  });

  it('uses the step attribute and its grid from min', () => {
    const twos = limits('2', '12', '2');
    expect(stepQuantity('2', 1, twos)).toBe(4);
    expect(stepQuantity('12', 1, twos)).toBe(12);
    // Off the grid (typed 5): up to the next grid value, down to the previous one.
    expect(stepQuantity('5', 1, twos)).toBe(6);
    expect(stepQuantity('5', -1, twos)).toBe(4);
  });

  it('steps decimals without floating-point noise', () => {
    const tenths = limits('0', '1', '0.1');
    expect(stepQuantity('0.2', 1, tenths)).toBe(0.3);
    expect(stepQuantity('0.3', -1, tenths)).toBe(0.2);
    expect(stepQuantity('0.7', 1, tenths)).toBe(0.8);
    const halves = limits('0.5', '3', '0.5');
    expect(stepQuantity('2.5', 1, halves)).toBe(3);
    expect(stepQuantity('1', -1, halves)).toBe(0.5);
  });

  it('uses the defaults when the attributes are missing', () => {
    const defaults = limits(null, null, null);
    expect(stepQuantity('9999', 1, defaults)).toBe(9999);
    expect(stepQuantity('9998', 1, defaults)).toBe(9999);
    expect(stepQuantity('1', -1, defaults)).toBe(1);
  });
});

describe('quantityButtonState', () => {
  const oneToTen = limits('1', '10', '1');

  it('disables each button at its limit', () => {
    expect(quantityButtonState('1', oneToTen, false)).toEqual({ minusDisabled: true, plusDisabled: false });
    expect(quantityButtonState('10', oneToTen, false)).toEqual({ minusDisabled: false, plusDisabled: true });
    expect(quantityButtonState('4', oneToTen, false)).toEqual({ minusDisabled: false, plusDisabled: false });
    expect(quantityButtonState('40', oneToTen, false)).toEqual({ minusDisabled: false, plusDisabled: true });
  });

  it('disables both for a disabled input', () => {
    expect(quantityButtonState('4', oneToTen, true)).toEqual({ minusDisabled: true, plusDisabled: true });
  });

  it('offers only plus for an empty value', () => {
    expect(quantityButtonState('', oneToTen, false)).toEqual({ minusDisabled: true, plusDisabled: false });
  });
});

describe('parseNumber', () => {
  it('reads numbers and rejects the rest', () => {
    expect(parseNumber('3')).toBe(3);
    expect(parseNumber('0,5')).toBe(0.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber('3 Stück')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
    expect(parseNumber('0x10')).toBeNull();
  });
});
