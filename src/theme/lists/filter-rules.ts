/**
 * The quick filter's rules (spec §4): a choice starts from the block's ORIGINAL data and resets
 * the page to 1. The filter bar shows one active choice at a time, so a category choice leaves
 * the printed tags and a tag choice the printed category, instead of piling choices up.
 * - category 0: the original category and categories;
 * - another category: that category, categories 0;
 * - a tag: tags = that tag (0 or empty: the original tags).
 */
import type { BlockData } from './block-data';

export type FilterKind = 'category' | 'tag';

export interface FilterChoice {
  kind: FilterKind;
  value: string;
}

export type FilterChoiceResult = { ok: true; choice: FilterChoice } | { ok: false; problem: string };

/**
 * A link's choice: `data-ajax_filter` ("category" | "tag") names the kind, else the block's
 * `quick_filter` does ("tag" there makes every link a tag link), else it is a category link.
 */
export function readFilterChoice(kindAttribute: string | null, valueAttribute: string | null, blockMode: string): FilterChoiceResult {
  const named = kindAttribute?.trim().toLowerCase() ?? '';
  const kind: FilterKind | undefined =
    named === '' ? (blockMode.trim().toLowerCase() === 'tag' ? 'tag' : 'category') : named === 'category' || named === 'tag' ? named : undefined;
  if (!kind) return { ok: false, problem: `data-ajax_filter="${kindAttribute ?? ''}" is neither category nor tag` };
  const value = valueAttribute?.trim() ?? '';
  if (kind === 'category' && !/^\d+$/.test(value)) return { ok: false, problem: `category filter value "${valueAttribute ?? ''}" is not a category id` };
  return { ok: true, choice: { kind, value } };
}

/**
 * The block data a choice asks for. Everything but the filtered fields is the printed data,
 * `page_max` included (the answer names the new one), so one choice is one payload whatever
 * was chosen before it, and the cache can answer it.
 */
export function applyFilter(original: BlockData, choice: FilterChoice): BlockData {
  const next: BlockData = { ...original, page_current: 1 };
  if (choice.kind === 'category' && choice.value !== '0') {
    next.category = choice.value;
    next.categories = '0';
  }
  if (choice.kind === 'tag' && choice.value !== '0' && choice.value !== '') next.tags = choice.value;
  return next;
}
