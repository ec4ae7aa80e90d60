/**
 * The generic array form: what absent, nested and repeated fields become, labels in and out,
 * and decoding that answers every malformed input with an error naming the field, never a throw.
 */
import { describe, expect, it } from 'vitest';
import { lazy } from '../../../../src/core/lazy';
import { defineMessage, field } from '../../../../src/subscriptions/wire/message';

const Inner = lazy(() => defineMessage('Inner', { seconds: field.number(), nanos: field.number() }));
const Outer = lazy(() =>
  defineMessage('Outer', {
    name: field.string(),
    flag: field.boolean(),
    kind: field.enum<1 | 2>(),
    tags: field.strings(),
    inner: field.message(Inner),
    inners: field.messages(Inner),
  }),
);

describe('array form: encoding', () => {
  it('writes fields in declared order; absent scalars are null, absent messages and lists []', () => {
    expect(Outer().toArray({}, false)).toEqual([null, null, null, [], [], []]);
    expect(Outer().toArray({})).toEqual(['Outer', null, null, null, [], [], []]);
  });

  it('labels nested messages exactly when the outer array is labelled', () => {
    const value = { name: 'a', flag: false, kind: 2 as const, tags: ['x'], inner: { seconds: 1 }, inners: [{ nanos: 5 }, {}] };
    expect(Outer().toArray(value, false)).toEqual(['a', false, 2, ['x'], [1, null], [[null, 5], [null, null]]]);
    expect(Outer().toArray(value, true)).toEqual(['Outer', 'a', false, 2, ['x'], ['Inner', 1, null], [['Inner', null, 5], ['Inner', null, null]]]);
  });

  it('gives a message to send: its label and both array forms', () => {
    const message = Outer().message({ name: 'a' });
    expect(message.label).toBe('Outer');
    expect(message.toArray()).toEqual(['Outer', 'a', null, null, [], [], []]);
    expect(message.toArray(false)).toEqual(['a', null, null, [], [], []]);
  });
});

describe('array form: decoding', () => {
  it('reads what it writes, with or without labels', () => {
    const value = { name: 'a', flag: true, kind: 1 as const, tags: [], inner: { seconds: 3, nanos: 0 }, inners: [{ seconds: null, nanos: 7 }] };
    for (const labels of [true, false]) expect(Outer().fromArray(Outer().toArray(value, labels), labels)).toEqual({ ok: true, value });
  });

  it('reads a short array as absent fields, [] as an absent message, and ignores fields it does not know', () => {
    expect(Outer().fromArray(['Outer', 'a'])).toEqual({ ok: true, value: { name: 'a', flag: null, kind: null, tags: [], inner: null, inners: [] } });
    expect(Outer().fromArray([null, null, null, null, [], null, 'a field added later'], false)).toMatchObject({ ok: true, value: { inner: null, inners: [] } });
    // An enum number this client does not know is kept, as the provider's client keeps it.
    expect(Outer().fromArray([null, null, 9], false)).toMatchObject({ ok: true, value: { kind: 9 } });
  });

  it('answers malformed input with an error naming the field', () => {
    expect(Outer().fromArray(['Other', 'a'])).toEqual({ ok: false, error: 'Outer: expected the label Outer, got "Other"' });
    expect(Outer().fromArray([])).toEqual({ ok: false, error: 'Outer: expected the label Outer, got nothing' });
    expect(Outer().fromArray({ name: 'a' })).toEqual({ ok: false, error: 'Outer: expected the array form of Outer, got an object' });
    expect(Outer().fromArray(['Outer', 1])).toEqual({ ok: false, error: 'Outer.name: expected a string, got a number' });
    expect(Outer().fromArray(['Outer', 'a', 'true'])).toEqual({ ok: false, error: 'Outer.flag: expected a boolean, got a string' });
    expect(Outer().fromArray(['Outer', null, null, '1'])).toEqual({ ok: false, error: 'Outer.kind: expected a number, got a string' });
    expect(Outer().fromArray(['Outer', null, null, null, 'x'])).toEqual({ ok: false, error: 'Outer.tags: expected an array of strings, got a string' });
    expect(Outer().fromArray(['Outer', null, null, null, [1]])).toEqual({ ok: false, error: 'Outer.tags: expected an array of strings, got an array' });
    expect(Outer().fromArray(['Outer', null, null, null, [], ['Inner', 's']])).toEqual({ ok: false, error: 'Outer.inner.seconds: expected a number, got a string' });
    expect(Outer().fromArray(['Outer', null, null, null, [], ['Wrong', 1, 2]])).toEqual({ ok: false, error: 'Outer.inner: expected the label Inner, got "Wrong"' });
    expect(Outer().fromArray(['Outer', null, null, null, [], [], [['Inner', 1, 2], 5]])).toEqual({
      ok: false,
      error: 'Outer.inners[1]: expected the array form of Inner, got a number',
    });
    expect(Outer().fromArray(['a', null, null, [], { seconds: 1 }], false)).toEqual({ ok: false, error: 'Outer.inner: expected the array form of Inner, got an object' });
  });

  it('never throws, whatever it is given', () => {
    const junk: unknown[] = [undefined, null, 0, 'Outer', true, {}, [undefined], ['Outer', {}, []], ['Outer', null, null, null, null, [[[]]], [null]], Symbol('x')];
    for (const raw of junk) for (const labels of [true, false]) expect(() => Outer().fromArray(raw, labels)).not.toThrow();
    for (const raw of junk) expect(Outer().fromArray(raw).ok).toBe(false);
  });
});
