/**
 * One load of a list block: what it asks for and how, and the call that brings its answer in
 * one shape whichever action it was (a filter's answer is page 1 by definition).
 */
import type { AjaxActions } from '../../core/ajax-actions';
import type { HttpResult } from '../../core/http';
import type { WpAjax } from '../../core/wp-ajax';
import type { BlockData } from './block-data';
import { paginationAnswer, quickFilterAnswer, type ListAnswer } from './list-answers';
import type { ListAction, Payload } from './payload';

export interface LoadRequest {
  reason: 'filter' | 'next' | 'prev' | 'more' | 'infinite';
  /** Replace (filter, next/prev: fade, loader, swap, restore) or append (load more, infinite). */
  mode: 'replace' | 'append';
  action: ListAction;
  payload: Payload;
  /** The block data the request was built from (a filter's new data, page 1). */
  data: BlockData;
  /** The page asked for (1 for a filter). */
  pageNext: number;
  /** The filter link that was chosen. */
  filterLink?: HTMLElement;
}

export async function fetchListAnswer(
  ajax: WpAjax,
  actions: AjaxActions,
  request: LoadRequest,
  signal: AbortSignal,
): Promise<HttpResult<ListAnswer>> {
  const name = actions[request.action];
  if (request.action === 'quickFilter') {
    const result = await ajax.json(name, request.payload, quickFilterAnswer(), { signal });
    if (!result.ok) return result;
    const { content, page_max } = result.value;
    // `{"page_max":"","content":""}`: the filter found nothing, so there are no pages.
    return { ...result, value: { content, pageCurrent: 1, pageMax: page_max ?? 0 } };
  }
  const result = await ajax.json(name, request.payload, paginationAnswer(), { signal });
  if (!result.ok) return result;
  const { content, page_current, page_max, notice } = result.value;
  return {
    ...result,
    value: {
      content,
      ...(page_current === undefined ? {} : { pageCurrent: page_current }),
      ...(page_max === undefined ? {} : { pageMax: page_max }),
      ...(notice === undefined ? {} : { notice }),
    },
  };
}
