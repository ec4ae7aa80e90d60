/**
 * The answers of the list actions, checked at the edge (spec §3: content, page_max, page_current,
 * optionally notice). PHP's `wp_send_json` may print numbers as strings ("3") and an absent
 * notice as false or null; anything else is a bad shape, and the block shows its error.
 */
import * as z from 'zod/mini';

const page = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, context) => {
    const parsed = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (Number.isInteger(parsed) && parsed >= 0) return parsed;
    context.issues.push({ code: 'custom', message: `not a page number: ${String(value)}`, input: value });
    return z.NEVER;
  }),
);

const notice = z.pipe(
  z.optional(z.union([z.string(), z.null(), z.literal(false)])),
  z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)),
);

export const quickFilterAnswer = z.object({ content: z.string(), page_max: page, notice });
export const paginationAnswer = z.object({ content: z.string(), page_current: page, page_max: z.optional(page), notice });

/** One answer as the block uses it, whichever action brought it. */
export interface ListAnswer {
  content: string;
  /** The page the content is (1 after a filter). */
  pageCurrent: number;
  /** The new maximum, when the answer names one. */
  pageMax?: number;
  notice?: string;
}
