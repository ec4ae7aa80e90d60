/**
 * The quick filter's rules. The filter bar's links carry only `data-ajax_filter_val`; the block's
 * `data-quick_filter` (category, tag or author) says what the value is. A choice starts from the
 * block's ORIGINAL data and resets the page to 1 (REAL-MARKUP.md §11, spec §4):
 * - category mode: value 0 ("All") restores the printed category and categories (the spec's
 *   rule; Pixwell 9.2 meant the same but, never having stored them, sent category 0 and an empty
 *   categories, which widened the block to every category); another value sets category to it
 *   and categories to 0;
 * - tag mode: tags = the value (0: the printed tags);
 * - author mode: author = the value (0: the printed author). Pixwell 9.2's script changed no
 *   field here and reloaded the same posts; the server reads `author`, so this filters.
 */
import type { BlockData } from './block-data';

type FilterKind = 'category' | 'tag' | 'author';

export interface FilterChoice {
  kind: FilterKind;
  value: string;
}

export type FilterChoiceResult = { ok: true; choice: FilterChoice } | { ok: false; problem: string };

const KINDS: readonly string[] = ['category', 'tag', 'author'];

/** A link's choice, by the block's `data-quick_filter` mode. */
export function readFilterChoice(valueAttribute: string | null, blockMode: string): FilterChoiceResult {
  const mode = blockMode.trim().toLowerCase();
  if (!KINDS.includes(mode)) return { ok: false, problem: `data-quick_filter="${blockMode}" is neither category, tag nor author` };
  const kind = mode as FilterKind;
  const value = valueAttribute?.trim() ?? '';
  if ((kind === 'category' || kind === 'author') && !/^\d+$/.test(value))
    return { ok: false, problem: `${kind} filter value "${valueAttribute ?? ''}" is not an id` };
  if (value === '') return { ok: false, problem: 'a filter link without data-ajax_filter_val' };
  return { ok: true, choice: { kind, value } };
}

/** Whether a choice is the block's own listing ("All"). */
const isAllChoice = (choice: FilterChoice): boolean => choice.value === '0';

/**
 * The block data a choice asks for. Everything but the filtered fields is the printed data, so
 * one choice is one payload whatever was chosen before it, and the cache can answer it.
 */
export function applyFilter(original: BlockData, choice: FilterChoice): BlockData {
  const next: BlockData = { ...original, page_current: 1 };
  if (isAllChoice(choice)) return next;
  if (choice.kind === 'category') {
    next.category = choice.value;
    next.categories = '0';
  } else if (choice.kind === 'tag') next.tags = choice.value;
  else next.author = choice.value;
  return next;
}
