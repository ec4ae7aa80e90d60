/**
 * The answers of the list actions, checked at the edge (REAL-MARKUP.md §11, templates/ajax.php):
 * - `pixwell_quick_filter`: `{"page_max":3,"content":"…"}`; nothing found: `{"page_max":"","content":""}`;
 * - `pixwell_live_pagination`: `{"content":"…","page_max":3,"page_current":"2"}` (page_current
 *   echoes page_next as a STRING), plus `notice` on the last page; nothing found: `{"content":""}`.
 * Empty answers are "no posts", not errors. Pages may come as numbers or numeric strings; an
 * empty string is "no page". Anything else is a bad shape, and the block shows its error.
 */
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';
import { oneOf } from '../../core/schema-pieces';

/** A page number: an int or a numeric string; `""` (the PHP's empty answer) is undefined. */
const page = lazy(() =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, context): number | undefined => {
      if (typeof value === 'string' && value.trim() === '') return undefined;
      const parsed = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isInteger(parsed) && parsed >= 0) return parsed;
      context.issues.push({ code: 'custom', message: `not a page number: ${String(value)}`, input: value });
      return z.NEVER;
    }),
  ),
);

const notice = lazy(() =>
  z.pipe(
    z.optional(z.union([z.string(), oneOf([null, false])])),
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)),
  ),
);

export const quickFilterAnswer = lazy(() => z.object({ content: z.string(), page_max: z.optional(page()) }));
export const paginationAnswer = lazy(() =>
  z.object({ content: z.string(), page_current: z.optional(page()), page_max: z.optional(page()), notice: notice() }),
);

/** One answer as the block uses it, whichever action brought it. */
export interface ListAnswer {
  content: string;
  /** The page the content is (1 after a filter); undefined when the server found nothing. */
  pageCurrent?: number;
  /** The new maximum, when the answer names one (0 for a filter that found nothing). */
  pageMax?: number;
  notice?: string;
}
