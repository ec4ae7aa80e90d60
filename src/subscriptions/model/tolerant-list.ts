/**
 * Provider answers grow new item kinds over time; one item that does not fit must never cost the
 * reader the whole list (their entitlements, the funnel, the caps). These keep what fits.
 */
import * as z from 'zod/mini';

/** Pure: the items of `items` that `item` accepts, parsed; the others dropped. */
export function keepFitting<T>(item: z.ZodMiniType<T>, items: readonly unknown[]): T[] {
  return items.flatMap((candidate) => {
    const parsed = z.safeParse(item, candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A schema for a list whose unfitting items are dropped; anything but a list reads as []. */
export function tolerantList<T>(item: z.ZodMiniType<T>) {
  return z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items) => keepFitting(item, items)),
    ),
    [],
  );
}
