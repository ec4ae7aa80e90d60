import { describe, expect, it } from 'vitest';
import { formatListenerCount } from '../../../src/radio/listener-count';

describe('formatListenerCount', () => {
  it('groups thousands with a dot, as de-DE does', () => {
    expect(formatListenerCount(0)).toBe('0');
    expect(formatListenerCount(999)).toBe('999');
    expect(formatListenerCount(1234)).toBe('1.234');
    expect(formatListenerCount(1234567)).toBe('1.234.567');
  });

  it('agrees with Intl for whole numbers of every length', () => {
    const german = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
    const samples = [-1234, -1, 7, 42, 100, 1000, 9999, 10000, 65536, 123456, 999999, 1000000, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const count of samples) expect(formatListenerCount(count)).toBe(german.format(count));
  });

  it('rounds a fractional count', () => {
    expect(formatListenerCount(1234.6)).toBe('1.235');
    expect(formatListenerCount(0.4)).toBe('0');
  });
});
