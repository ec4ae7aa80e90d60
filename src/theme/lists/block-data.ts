/**
 * The data a list block carries in its `data-*` attributes, exactly as the theme prints them
 * (WordPress strings). The numbers the client reasons with (pages, posts per page) are parsed;
 * every other field stays the printed string, because the server reads it back verbatim. A value
 * that cannot be right makes the whole block stay as printed: guessing a page count or a
 * category would load the wrong posts.
 */

/** The fields, in the order they are sent (so equal blocks give equal payloads and cache keys). */
export const BLOCK_FIELDS = [
  'uuid',
  'name',
  'posts_per_page',
  'page_max',
  'page_current',
  'category',
  'categories',
  'orderby',
  'author',
  'tags',
  'post_not_in',
  'format',
  'offset',
  'quick_filter',
  'tag_not_in',
  'layout',
] as const;

export type BlockField = (typeof BLOCK_FIELDS)[number];

type NumberField = 'posts_per_page' | 'page_max' | 'page_current';

export type BlockData = Record<Exclude<BlockField, NumberField>, string> & Record<NumberField, number>;

export type BlockDataResult = { ok: true; data: BlockData } | { ok: false; problems: string[] };

/** Read one attribute; `undefined` when the theme did not print it. */
export type AttributeReader = (name: string) => string | null | undefined;

/** Fields that must be a whole number when printed (ids, offsets); empty means "not set". */
const ID_FIELDS = new Set<BlockField>(['category', 'author', 'offset']);

const WHOLE = /^\d+$/;

function wholeNumber(
  raw: string | null | undefined,
  field: NumberField,
  min: number,
  fallback: number | undefined,
  problems: string[],
): number {
  const text = raw?.trim() ?? '';
  if (text === '' && fallback !== undefined) return fallback;
  if (!WHOLE.test(text) || Number(text) < min) {
    problems.push(`data-${field}="${raw ?? ''}" is not a whole number ≥ ${min}`);
    return fallback ?? min;
  }
  return Number(text);
}

/** Parse a block's data attributes (`read('posts_per_page')` → `data-posts_per_page`). */
export function parseBlockData(read: AttributeReader): BlockDataResult {
  const problems: string[] = [];
  const text = (field: BlockField): string => read(field)?.trim() ?? '';

  const uuid = text('uuid');
  if (uuid === '') problems.push('data-uuid is missing');
  const strings = {} as Record<Exclude<BlockField, NumberField>, string>;
  for (const field of BLOCK_FIELDS) {
    if (field === 'posts_per_page' || field === 'page_max' || field === 'page_current') continue;
    const value = text(field);
    if (ID_FIELDS.has(field) && value !== '' && !WHOLE.test(value)) problems.push(`data-${field}="${value}" is not an id`);
    strings[field] = value;
  }
  const data: BlockData = {
    ...strings,
    posts_per_page: wholeNumber(read('posts_per_page'), 'posts_per_page', 1, undefined, problems),
    // A block printed without a page count has one page: nothing to paginate, filters still work.
    page_max: wholeNumber(read('page_max'), 'page_max', 0, 1, problems),
    page_current: wholeNumber(read('page_current'), 'page_current', 1, 1, problems),
  };
  return problems.length === 0 ? { ok: true, data } : { ok: false, problems };
}

/** The reader over an element's `data-*` attributes (the theme's names keep their underscores). */
export const dataAttributes =
  (element: Element): AttributeReader =>
  (name) =>
    element.getAttribute(`data-${name}`);
