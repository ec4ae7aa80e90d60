/**
 * What the list actions send (REAL-MARKUP.md §11, the theme's getAjaxData). PHP reads
 * `data[uuid]=…` as `$_POST['data']['uuid']`, so the block fields are flattened into that form,
 * in the theme's order; a field the block did not print goes as `""` (jQuery sends undefined
 * that way), `orderby` included, which the theme never prints.
 * - quick filter: every field but `page_max` (the theme deletes it before sending), page 1;
 * - next/prev: every field but `page_max`, with `page_current` and `page_next` the target page;
 * - load more / infinite: every field, `page_current` the shown page, plus `page_next`.
 * The cache key is the action plus this exact payload, so two requests share an answer only
 * when the server would see the same thing.
 */
import type { AjaxActionKey } from '../../core/ajax-actions';
import { BLOCK_FIELDS, type BlockData, type BlockField } from './block-data';

/** The logical list actions, named by their key in `ctx.actions`. */
export type ListAction = Extract<AjaxActionKey, 'quickFilter' | 'livePagination'>;

export type Payload = Record<string, string>;

function dataFields(data: BlockData, overrides: Partial<Record<BlockField, string>>, skip: readonly BlockField[] = []): Payload {
  const fields: Payload = {};
  for (const field of BLOCK_FIELDS) if (!skip.includes(field)) fields[`data[${field}]`] = overrides[field] ?? String(data[field]);
  return fields;
}

/** `pixwell_quick_filter`: the block's fields after the filter rules (page_current already 1), no page_max. */
export const quickFilterPayload = (data: BlockData): Payload => dataFields(data, {}, ['page_max']);

/** `pixwell_live_pagination` for next/prev: page_current = page_next = the target page, no page_max. */
export const nextPrevPayload = (data: BlockData, pageNext: number): Payload => ({
  ...dataFields(data, { page_current: String(pageNext) }, ['page_max']),
  'data[page_next]': String(pageNext),
});

/** `pixwell_live_pagination` for load more and infinite scroll: every field plus `data[page_next]`. */
export const loadMorePayload = (data: BlockData, pageNext: number): Payload => ({
  ...dataFields(data, {}),
  'data[page_next]': String(pageNext),
});

/** The cache key: the action and the payload in the order it is sent. */
export function cacheKey(action: ListAction, payload: Payload): string {
  return `${action}?${new URLSearchParams(Object.entries(payload)).toString()}`;
}
