// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_OPTIONS, applyClientOptions, describeValue } from '../../../../src/subscriptions/config/client-options';
import type { ClientOptionsConfig } from '../../../../src/subscriptions/model/types';

const apply = (input: unknown, current: ClientOptionsConfig = DEFAULT_CLIENT_OPTIONS) => applyClientOptions(current, input);
const errorOf = (input: unknown): string | null => {
  const result = apply(input);
  return result.ok ? null : result.error;
};

describe('DEFAULT_CLIENT_OPTIONS', () => {
  it('is windowOpenMode auto, analyticsMode 0, analytics and propensity off (spec magazine §9)', () => {
    expect(DEFAULT_CLIENT_OPTIONS).toEqual({
      windowOpenMode: 'auto',
      analyticsMode: 0,
      enableSwgAnalytics: false,
      enablePropensity: false,
      skipAccountCreationScreen: false,
      publisherProvidedId: null,
      paySwgVersion: null,
      experiments: [],
    });
  });
});

describe('applyClientOptions', () => {
  it('applies every known option', () => {
    const result = apply({
      windowOpenMode: 'redirect',
      analyticsMode: 1,
      enableSwgAnalytics: true,
      enablePropensity: true,
      skipAccountCreationScreen: true,
      publisherProvidedId: 'leser-42',
      paySwgVersion: '2',
      experiments: ['exp_a', 'exp_b:50'],
    });
    expect(result).toEqual({
      ok: true,
      config: {
        windowOpenMode: 'redirect',
        analyticsMode: 1,
        enableSwgAnalytics: true,
        enablePropensity: true,
        skipAccountCreationScreen: true,
        publisherProvidedId: 'leser-42',
        paySwgVersion: '2',
        experiments: ['exp_a', 'exp_b:50'],
      },
    });
  });

  it('keeps what the call does not mention and never mutates its input', () => {
    const first = apply({ windowOpenMode: 'redirect', publisherProvidedId: 'p1' });
    if (!first.ok) throw new Error(first.error);
    const second = applyClientOptions(first.config, { analyticsMode: 1 });
    expect(second).toEqual({ ok: true, config: { ...first.config, analyticsMode: 1 } });
    expect(first.config.analyticsMode).toBe(0);
    expect(DEFAULT_CLIENT_OPTIONS.windowOpenMode).toBe('auto');
  });

  it('accepts an empty object', () => {
    expect(apply({})).toEqual({ ok: true, config: DEFAULT_CLIENT_OPTIONS });
  });

  it.each([
    [{ windowOpenMode: 'x' }, 'Unknown windowOpenMode: x'],
    [{ windowOpenMode: 'popup' }, 'Unknown windowOpenMode: popup'],
    [{ windowOpenMode: undefined }, 'Unknown windowOpenMode: undefined'],
    [{ analyticsMode: 2 }, 'Unknown analyticsMode: 2'],
    [{ analyticsMode: '1' }, 'Unknown analyticsMode: "1"'],
    [{ enableSwgAnalytics: 'true' }, 'enableSwgAnalytics must be a boolean, value: "true"'],
    [{ enablePropensity: 1 }, 'enablePropensity must be a boolean, value: 1'],
    [{ skipAccountCreationScreen: null }, 'skipAccountCreationScreen must be a boolean, value: null'],
    [{ publisherProvidedId: '' }, 'publisherProvidedId must be a non-empty string or null, value: ""'],
    [{ publisherProvidedId: 42 }, 'publisherProvidedId must be a non-empty string or null, value: 42'],
    [{ paySwgVersion: 2 }, 'paySwgVersion must be a string, value: 2'],
    [{ paySwgVersion: null }, 'paySwgVersion must be a string, value: null'],
    [{ experiments: 'exp_a' }, 'experiments must be an array of strings, value: "exp_a"'],
    [{ experiments: ['a', 1] }, 'experiments must be an array of strings, value: ["a",1]'],
    [{ foo: 1 }, 'Unknown config property: foo'],
    [{ theme: 'dark' }, 'Unknown config property: theme'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(errorOf(input)).toBe(message);
  });

  it.each([
    [null, 'Config must be an object, value: null'],
    [undefined, 'Config must be an object, value: undefined'],
    ['redirect', 'Config must be an object, value: "redirect"'],
    [5, 'Config must be an object, value: 5'],
    [['windowOpenMode'], 'Config must be an object, value: ["windowOpenMode"]'],
  ])('rejects the non-object %j', (input, message) => {
    expect(errorOf(input)).toBe(message);
  });

  it('applies nothing when one property is wrong', () => {
    const result = apply({ windowOpenMode: 'redirect', foo: 1 });
    expect(result).toEqual({ ok: false, error: 'Unknown config property: foo' });
  });

  it('leaves publisherProvidedId unchanged for undefined and clears it for null', () => {
    const withId: ClientOptionsConfig = { ...DEFAULT_CLIENT_OPTIONS, publisherProvidedId: 'p1' };
    expect(applyClientOptions(withId, { publisherProvidedId: undefined })).toEqual({ ok: true, config: withId });
    expect(applyClientOptions(withId, { publisherProvidedId: null })).toEqual({
      ok: true,
      config: { ...withId, publisherProvidedId: null },
    });
  });

  it("copies the experiments list instead of keeping the caller's array", () => {
    const list = ['a'];
    const result = apply({ experiments: list });
    list.push('b');
    expect(result.ok && result.config.experiments).toEqual(['a']);
  });
});

describe('describeValue', () => {
  it('shows strings bare and everything else as JSON', () => {
    expect(describeValue('x')).toBe('x');
    expect(describeValue({ a: 1 })).toBe('{"a":1}');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(() => 1)).toContain('1');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(describeValue(cyclic)).toBe('[object Object]');
  });
});
