// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeStorage, type SafeStorage } from '../../../../src/core/storage';
import {
  INVALID_FRACTION,
  experimentStorageKey,
  experimentsFromHash,
  isExperimentOn,
  parseExperimentSpec,
} from '../../../../src/subscriptions/config/experiments';
import { recordingLogger } from '../../../support/test-context';

function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => (data.set(key, value), true),
    remove: (key) => void data.delete(key),
  };
}

/** A random source that plays the given values in order and fails the test when it runs dry. */
function randoms(...values: number[]): () => number {
  return () => {
    const next = values.shift();
    if (next === undefined) throw new Error('random() called more often than expected');
    return next;
  };
}

const never = (): number => {
  throw new Error('random() must not be called');
};

describe('parseExperimentSpec', () => {
  it.each([
    ['exp_a', { id: 'exp_a', fraction: 100, control: false }],
    ['exp_a:50', { id: 'exp_a', fraction: 50, control: false }],
    ['exp_a:10:c', { id: 'exp_a', fraction: 10, control: true }],
    ['exp_a:10c', { id: 'exp_a', fraction: 10, control: true }],
    [' exp_a : 0.5 ', { id: 'exp_a', fraction: 0.5, control: false }],
    ['exp_a:0', { id: 'exp_a', fraction: 0, control: false }],
  ])('reads %j', (spec, expected) => {
    expect(parseExperimentSpec(spec)).toEqual(expected);
  });

  it.each(['exp_a:abc', 'exp_a:', 'exp_a:c', 'exp_a:10:x', 'exp_a:1e', 'exp_a:50%'])('throws "invalid fraction" for %j', (spec) => {
    expect(() => parseExperimentSpec(spec)).toThrow(new Error('invalid fraction'));
  });

  it('exports the spec text', () => {
    expect(INVALID_FRACTION).toBe('invalid fraction');
  });
});

describe('experimentsFromHash', () => {
  it('reads comma and semicolon separated specs next to other hash parameters', () => {
    expect(experimentsFromHash('#swg.experiments=a,b:50&rrmPromptRequested=x')).toEqual(['a', 'b:50']);
    expect(experimentsFromHash('#rrmPromptRequested=x&swg.experiments=a;b:10:c')).toEqual(['a', 'b:10:c']);
  });

  it('URL-decodes the value and drops empty entries', () => {
    expect(experimentsFromHash('#swg.experiments=a%2Cb%3A50%3B%20c,,')).toEqual(['a', 'b:50', 'c']);
  });

  it('returns an empty list when the parameter is missing or unreadable', () => {
    expect(experimentsFromHash('')).toEqual([]);
    expect(experimentsFromHash('#')).toEqual([]);
    expect(experimentsFromHash('#comments')).toEqual([]);
    expect(experimentsFromHash('#swg.experiments=%E0%A4%A')).toEqual([]);
    expect(experimentsFromHash('#other.experiments=a')).toEqual([]);
  });
});

describe('isExperimentOn', () => {
  it('is always on over 99 and always off below 1, without drawing or storing', () => {
    const session = memoryStorage();
    expect(isExperimentOn('a', session, never)).toBe(true);
    expect(isExperimentOn('a:100', session, never)).toBe(true);
    expect(isExperimentOn('a:99.5', session, never)).toBe(true);
    expect(isExperimentOn('a:0.5', session, never)).toBe(false);
    expect(isExperimentOn('a:0', session, never)).toBe(false);
    expect(session.data.size).toBe(0);
  });

  it('draws once at fraction 1 and keeps the draw in session storage', () => {
    const session = memoryStorage();
    expect(isExperimentOn('a:1', session, randoms(0.009))).toBe(true);
    expect(session.data.get('subscribe.google.com:e:a:1')).toBe('e');
    expect(isExperimentOn('a:1', session, never)).toBe(true);

    const other = memoryStorage();
    expect(isExperimentOn('a:1', other, randoms(0.01))).toBe(false);
    expect(other.data.get('subscribe.google.com:e:a:1')).toBe('n');
    expect(isExperimentOn('a:1', other, never)).toBe(false);
  });

  it('samples at fraction 99 too', () => {
    expect(isExperimentOn('a:99', memoryStorage(), randoms(0.985))).toBe(true);
    expect(isExperimentOn('a:99', memoryStorage(), randoms(0.995))).toBe(false);
  });

  it('has a control group of the same size at fraction 20', () => {
    const key = 'subscribe.google.com:e:a:20:c';
    const experiment = memoryStorage();
    expect(isExperimentOn('a:20:c', experiment, randoms(0.1, 0.2))).toBe(true);
    expect(experiment.data.get(key)).toBe('e');

    const control = memoryStorage();
    expect(isExperimentOn('a:20:c', control, randoms(0.39, 0.7))).toBe(false);
    expect(control.data.get(key)).toBe('c');
    expect(isExperimentOn('a:20:c', control, never)).toBe(false);

    const outside = memoryStorage();
    expect(isExperimentOn('a:20:c', outside, randoms(0.4))).toBe(false);
    expect(outside.data.get(key)).toBe('n');
  });

  it('ignores a control request above 20', () => {
    const session = memoryStorage();
    expect(isExperimentOn('a:21:c', session, randoms(0.2))).toBe(true);
    expect([...session.data]).toEqual([['subscribe.google.com:e:a:21', 'e']]);
    expect(isExperimentOn('a:21:c', memoryStorage(), randoms(0.3))).toBe(false);
  });

  it('re-draws a stored value other than e, c or n', () => {
    const session = memoryStorage({ 'subscribe.google.com:e:a:50': 'yes' });
    expect(isExperimentOn('a:50', session, randoms(0.1))).toBe(true);
    expect(session.data.get('subscribe.google.com:e:a:50')).toBe('e');
  });

  it('puts the fraction in the key, so a changed rollout draws again', () => {
    const session = memoryStorage({ 'subscribe.google.com:e:a:10': 'n' });
    expect(isExperimentOn('a:10', session, never)).toBe(false);
    expect(isExperimentOn('a:50', session, randoms(0.3))).toBe(true);
    expect(experimentStorageKey('a', 50, false)).toBe('subscribe.google.com:e:a:50');
    expect(experimentStorageKey('a', 5, true)).toBe('subscribe.google.com:e:a:5:c');
  });

  it('throws "invalid fraction" for a bad spec', () => {
    expect(() => isExperimentOn('a:abc', memoryStorage(), never)).toThrow('invalid fraction');
  });

  it('stays off when session storage throws', () => {
    const throwing: SafeStorage = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('SecurityError');
      },
      remove: () => undefined,
    };
    expect(isExperimentOn('a:50', throwing, () => 0)).toBe(false);
  });

  it('stays off when the draw cannot be stored (sandboxed storage)', () => {
    const log = recordingLogger();
    const blocked = safeStorage(
      () => {
        throw new Error('The operation is insecure.');
      },
      log,
      'sessionStorage',
    );
    expect(isExperimentOn('a:50', blocked, () => 0)).toBe(false);
    expect(log.lines.map((line) => line.level)).toEqual(['warn', 'warn']);
  });
});
