/**
 * Putting an answer into the block (the theme's animationEnd + checkPagination): swap or append
 * the posts (through sanitize.ts), the notice after them, the controls' state, a polite
 * announcement, and focus for the keyboard reader who asked (to the first new post's link,
 * since the control they used may now be disabled or gone).
 *
 * Empty answers (`{"content":""}`, `{"page_max":"","content":""}`) are "no more posts": a filter
 * shows the empty message; next/prev keeps the shown posts and ends the paging there; an append
 * ends load more and infinite scroll.
 */
import type { AppContext } from '../../context';
import { appendServerHtml, sanitizeHtml } from '../../core/sanitize';
import { strings } from '../../core/strings';
import type { BlockData } from './block-data';
import type { ListAnswer } from './list-answers';
import type { LoadRequest } from './list-request';
import { controlState } from './pagination-rules';
import { createEmpty, fill, firstPostLink, hasPosts, markActiveFilter, syncControls, type BlockControls } from './list-view';

/** Marks the notices the bundle put in, so the next answer replaces them. */
const NOTICE_MARK = 'data-list-notice';

export interface ShowAnswer {
  ctx: AppContext;
  inner: HTMLElement;
  controls: BlockControls;
  request: LoadRequest;
  answer: ListAnswer;
  /** The block data the answer applies to. */
  base: BlockData;
  moveFocus: boolean;
  /** Appended items are faded in: `is-hide` comes off after this callback's delay. */
  reveal: (elements: readonly Element[]) => void;
}

/** Show the answer and return the block's data after it. */
export function showAnswer({ ctx, inner, controls, request, answer, base, moveFocus, reveal }: ShowAnswer): BlockData {
  const doc = inner.ownerDocument;
  const found = answer.content.trim() !== '';
  let nodes: Node[] = [];
  const data: BlockData = { ...base };

  if (request.reason === 'filter') {
    const fragment = sanitizeHtml(answer.content);
    nodes = [...fragment.childNodes];
    inner.replaceChildren(fragment);
    if (!hasPosts(nodes)) inner.append(createEmpty(doc));
    data.page_current = 1;
    data.page_max = answer.pageMax ?? 0;
  } else if (!found) {
    // The page asked for has no posts: the list ends at the page shown.
    data.page_max = Math.min(base.page_max, base.page_current);
  } else {
    for (const old of inner.querySelectorAll(`:scope > [${NOTICE_MARK}]`)) old.remove();
    if (request.mode === 'append') {
      nodes = appendServerHtml(inner, answer.content);
      const items = nodes.filter((node): node is Element => node instanceof Element);
      for (const item of items) item.classList.add('is-hide', 'opacity-animate');
      reveal(items);
    } else {
      const fragment = sanitizeHtml(answer.content);
      nodes = [...fragment.childNodes];
      inner.replaceChildren(fragment);
    }
    data.page_current = answer.pageCurrent ?? request.pageNext;
    if (answer.pageMax !== undefined) data.page_max = answer.pageMax;
    if (answer.notice !== undefined) {
      for (const node of appendServerHtml(inner, answer.notice)) if (node instanceof Element) node.setAttribute(NOTICE_MARK, '');
    }
  }
  // An answer that brought nothing means the list ended, whatever the page count said:
  // without this, infinite scroll would ask again on every frame.
  if (request.mode === 'append' && !hasPosts(nodes)) data.page_max = Math.min(data.page_max, data.page_current);

  if (request.reason === 'filter') markActiveFilter(controls.filterBar, request.filterLink ?? null);
  syncControls(controls, data.page_current, data.page_max);
  ctx.frames.invalidate();

  const count = nodes.filter((node) => node instanceof Element).length;
  const more = controlState(data.page_current, data.page_max).more;
  const said = !hasPosts(nodes)
    ? request.reason === 'filter'
      ? strings.themeLists.empty
      : strings.themeLists.allLoaded
    : request.reason === 'filter'
      ? fill(strings.themeLists.filterLoaded, { label: request.filterLink?.textContent?.trim() ?? '' })
      : request.mode === 'replace'
        ? fill(strings.themeLists.pageLoaded, { page: data.page_current, max: data.page_max })
        : `${fill(strings.themeLists.postsAdded, { count })}${more ? '' : ` ${strings.themeLists.allLoaded}`}`;
  ctx.announcer.announce(said);

  if (moveFocus) firstPostLink(nodes)?.focus();
  return data;
}
