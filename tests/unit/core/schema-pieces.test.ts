import * as z from 'zod/mini';
import { prettifyError } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { nonNegativeNumber, oneOf } from '../../../src/core/schema-pieces';

/** What a schema makes of a value: its output, or the log text of its refusal. */
const outcome = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: parsed.data } : { refused: prettifyError(parsed.error) };
};

const values: unknown[] = [undefined, null, true, false, 0, -1, 2.5, Number.NaN, '', 'success', 'other', {}, []];

describe('oneOf', () => {
  it('accepts and refuses exactly what zod enum, literal and null do, with the same log text', () => {
    const notices = ['email-error', 'success'] as const;
    const pairs: [z.ZodMiniType, z.ZodMiniType][] = [
      [z.object({ notice: z.enum(notices) }), z.object({ notice: oneOf(notices) })],
      [z.object({ success: z.literal(true) }), z.object({ success: oneOf([true]) })],
      [z.union([z.string(), z.null(), z.literal(false)]), z.union([z.string(), oneOf([null, false])])],
    ];
    for (const [zod, ours] of pairs) {
      for (const value of values) {
        expect(outcome(ours, value)).toEqual(outcome(zod, value));
        expect(outcome(ours, { notice: value, success: value })).toEqual(outcome(zod, { notice: value, success: value }));
      }
    }
  });
});

describe('nonNegativeNumber', () => {
  it('is zod number().check(nonnegative())', () => {
    for (const value of values) expect(outcome(nonNegativeNumber(), value)).toEqual(outcome(z.number().check(z.nonnegative()), value));
  });
});
