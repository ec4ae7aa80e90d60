/**
 * What the list actions send. PHP reads `data[uuid]=…` as `$_POST['data']['uuid']`, so the block
 * fields are flattened into that form here. The cache key is the action plus this exact
 * payload, so two requests share an answer only when the server would see the same thing.
 *
 * `live_pagination` sends every field but `page_current`: the server pages by `page_next` and
 * answers the new `page_current`; leaving the old one out makes "page 2 of this filter" one
 * payload whichever page the reader came from, so going back to it costs no request.
 */
import { BLOCK_FIELDS, type BlockData } from './block-data';

export type ListAction = 'quick_filter' | 'live_pagination';

export type Payload = Record<string, string>;

function dataFields(data: BlockData, skip: readonly string[] = []): Payload {
  const fields: Payload = {};
  for (const field of BLOCK_FIELDS) if (!skip.includes(field)) fields[`data[${field}]`] = String(data[field]);
  return fields;
}

/** `quick_filter`: the block's fields after the filter rules (page_current already 1). */
export const quickFilterPayload = (data: BlockData): Payload => dataFields(data);

/** `live_pagination`: the block's fields plus `data[page_next]`. */
export const paginationPayload = (data: BlockData, pageNext: number): Payload => ({
  ...dataFields(data, ['page_current']),
  'data[page_next]': String(pageNext),
});

/** The cache key: the action and the payload in the order it is sent. */
export function cacheKey(action: ListAction, payload: Payload): string {
  return `${action}?${new URLSearchParams(Object.entries(payload)).toString()}`;
}
