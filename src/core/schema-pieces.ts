/**
 * Schema pieces built from the zod/mini parts the whole bundle already carries (`unknown`,
 * `number`, `pipe`, `transform`). zod's own `enum`, `literal`, `null` and `nonnegative` would each
 * bring a class of zod's core into the bundle for one field; these accept and refuse exactly the
 * same values, and a refusal is the same issue (zod/mini words every issue "Invalid input").
 */
import * as z from 'zod/mini';

/** Exactly one of `values` (compared with ===): zod's `enum` for strings, `literal` and `null` for the rest. */
export function oneOf<const T extends string | number | boolean | null>(values: readonly T[]): z.ZodMiniType<T> {
  return z.pipe(
    z.unknown(),
    z.transform((value, context): T => {
      if ((values as readonly unknown[]).includes(value)) return value as T;
      context.issues.push({ code: 'invalid_value', values: [...values], input: value });
      return z.NEVER;
    }),
  );
}

/** A number of at least 0: zod's `number().check(nonnegative())`. */
export function nonNegativeNumber(): z.ZodMiniType<number> {
  return z.pipe(
    z.number(),
    z.transform((value, context): number => {
      if (value >= 0) return value;
      context.issues.push({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: value });
      return z.NEVER;
    }),
  );
}
