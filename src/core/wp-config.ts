/**
 * WordPress prints localized settings with every scalar as a string ("1", "", "30"). These schema
 * pieces accept what it prints (and the plain JSON types a hand-written page might use) and
 * coerce to the type the feature needs, falling back to the default on anything unusable.
 * Every piece is a call (`wpBool()`, `wpInt(30, 5)`), made inside a schema's own `lazy` builder,
 * so that nothing is built when the bundle loads.
 */
import * as z from 'zod/mini';
import { lazy } from './lazy';

// Optional so that a missing key reaches the transform (and its default) instead of failing.
const scalar = lazy(() => z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()])));

/** "1", 1, true, "true" and "yes" are on; everything else (including "", "0", missing) is off. */
export const wpBool = lazy(() =>
  z.pipe(
    scalar(),
    z.transform((value) => value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()))),
  ),
);

/** A whole number, or `fallback` when missing, empty or not a number. */
export const wpInt = (fallback: number, min = Number.MIN_SAFE_INTEGER) =>
  z.pipe(
    scalar(),
    z.transform((value) => {
      const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(parsed) && parsed >= min ? Math.trunc(parsed) : fallback;
    }),
  );

/** A string, or `fallback` when missing or empty. */
export const wpString = (fallback: string) =>
  z.pipe(
    scalar(),
    z.transform((value) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback)),
  );

/** A comma separated list of names, trimmed, empties dropped. */
export const wpList = lazy(() =>
  z.pipe(
    scalar(),
    z.transform((value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : [],
    ),
  ),
);

/** Read a global the CMS printed, without ever throwing (a getter on window could). */
export function readGlobal(win: Window, name: string): unknown {
  try {
    return (win as unknown as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}
