/**
 * The generic array form: what absent, nested and repeated fields become, labels in and out,
 * and decoding that answers every malformed input with an error naming the field, never a throw.
 */
import { describe, expect, it } from 'vitest';
import { lazy } from '../../../../src/core/lazy';
import { fromArray } from '../../../../src/subscriptions/wire/decode';
import { bool, defineMessage, enumOf, msg, msgList, num, str, strList, toArray } from '../../../../src/subscriptions/wire/message';

const Inner = lazy(() => defineMessage('Inner', { seconds: num, nanos: num }));
const Outer = lazy(() =>
  defineMessage('Outer', {
    name: str,
    flag: bool,
    kind: enumOf<1 | 2>(),
    tags: strList,
    inner: msg(Inner),
    inners: msgList(Inner),
  }),
);

describe('array form: encoding', () => {
  it('writes fields in declared order; absent scalars are null, absent messages and lists []', () => {
    expect(toArray(Outer, {}, false)).toEqual([null, null, null, [], [], []]);
    expect(toArray(Outer, {})).toEqual(['Outer', null, null, null, [], [], []]);
  });

  it('labels nested messages exactly when the outer array is labelled', () => {
    const value = { name: 'a', flag: false, kind: 2 as const, tags: ['x'], inner: { seconds: 1 }, inners: [{ nanos: 5 }, {}] };
    expect(toArray(Outer, value, false)).toEqual([
      'a',
      false,
      2,
      ['x'],
      [1, null],
      [
        [null, 5],
        [null, null],
      ],
    ]);
    expect(toArray(Outer, value, true)).toEqual([
      'Outer',
      'a',
      false,
      2,
      ['x'],
      ['Inner', 1, null],
      [
        ['Inner', null, 5],
        ['Inner', null, null],
      ],
    ]);
  });

  it('leads with the label unless asked not to', () => {
    expect(toArray(Outer, { name: 'a' })).toEqual(['Outer', 'a', null, null, [], [], []]);
    expect(toArray(Outer, { name: 'a' }, false)).toEqual(['a', null, null, [], [], []]);
  });
});

describe('array form: decoding', () => {
  it('reads what it writes, with or without labels', () => {
    const value = {
      name: 'a',
      flag: true,
      kind: 1 as const,
      tags: [],
      inner: { seconds: 3, nanos: 0 },
      inners: [{ seconds: null, nanos: 7 }],
    };
    for (const labels of [true, false]) expect(fromArray(Outer, toArray(Outer, value, labels), labels)).toEqual({ ok: true, value });
  });

  it('reads a short array as absent fields, [] as an absent message, and ignores fields it does not know', () => {
    expect(fromArray(Outer, ['Outer', 'a'])).toEqual({
      ok: true,
      value: { name: 'a', flag: null, kind: null, tags: [], inner: null, inners: [] },
    });
    expect(fromArray(Outer, [null, null, null, null, [], null, 'a field added later'], false)).toMatchObject({
      ok: true,
      value: { inner: null, inners: [] },
    });
    // An enum number this client does not know is kept, as the provider's client keeps it.
    expect(fromArray(Outer, [null, null, 9], false)).toMatchObject({ ok: true, value: { kind: 9 } });
  });

  it('answers malformed input with an error naming the field', () => {
    expect(fromArray(Outer, ['Other', 'a'])).toEqual({ ok: false, error: 'Outer: expected the label Outer, got "Other"' });
    expect(fromArray(Outer, [])).toEqual({ ok: false, error: 'Outer: expected the label Outer, got nothing' });
    expect(fromArray(Outer, { name: 'a' })).toEqual({ ok: false, error: 'Outer: expected the array form of Outer, got an object' });
    expect(fromArray(Outer, ['Outer', 1])).toEqual({ ok: false, error: 'Outer.name: expected a string, got a number' });
    expect(fromArray(Outer, ['Outer', 'a', 'true'])).toEqual({ ok: false, error: 'Outer.flag: expected a boolean, got a string' });
    expect(fromArray(Outer, ['Outer', null, null, '1'])).toEqual({ ok: false, error: 'Outer.kind: expected a number, got a string' });
    expect(fromArray(Outer, ['Outer', null, null, null, 'x'])).toEqual({
      ok: false,
      error: 'Outer.tags: expected an array of strings, got a string',
    });
    expect(fromArray(Outer, ['Outer', null, null, null, [1]])).toEqual({
      ok: false,
      error: 'Outer.tags: expected an array of strings, got an array',
    });
    expect(fromArray(Outer, ['Outer', null, null, null, [], ['Inner', 's']])).toEqual({
      ok: false,
      error: 'Outer.inner.seconds: expected a number, got a string',
    });
    expect(fromArray(Outer, ['Outer', null, null, null, [], ['Wrong', 1, 2]])).toEqual({
      ok: false,
      error: 'Outer.inner: expected the label Inner, got "Wrong"',
    });
    expect(fromArray(Outer, ['Outer', null, null, null, [], [], [['Inner', 1, 2], 5]])).toEqual({
      ok: false,
      error: 'Outer.inners[1]: expected the array form of Inner, got a number',
    });
    expect(fromArray(Outer, ['a', null, null, [], { seconds: 1 }], false)).toEqual({
      ok: false,
      error: 'Outer.inner: expected the array form of Inner, got an object',
    });
  });

  it('never throws, whatever it is given', () => {
    const junk: unknown[] = [
      undefined,
      null,
      0,
      'Outer',
      true,
      {},
      [undefined],
      ['Outer', {}, []],
      ['Outer', null, null, null, null, [[[]]], [null]],
      Symbol('x'),
    ];
    for (const raw of junk) for (const labels of [true, false]) expect(() => fromArray(Outer, raw, labels)).not.toThrow();
    for (const raw of junk) expect(fromArray(Outer, raw).ok).toBe(false);
  });
});
