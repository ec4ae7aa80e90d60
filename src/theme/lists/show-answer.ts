/**
 * Putting an answer into the block: swap or append the posts (through sanitize.ts), the notice,
 * the controls of spec §4, a polite announcement, and focus for the keyboard reader who asked
 * (to the first new post's link, since the control they used may now be disabled or gone).
 */
import type { AppContext } from '../../context';
import { appendServerHtml, sanitizeHtml } from '../../core/sanitize';
import { strings } from '../../core/strings';
import type { BlockData } from './block-data';
import type { ListAnswer } from './list-answers';
import type { LoadRequest } from './list-request';
import { controlState } from './pagination-rules';
import { createEmpty, fill, firstPostLink, hasPosts, markActiveFilter, syncControls, type BlockControls } from './list-view';

export interface ShowAnswer {
  ctx: AppContext;
  block: HTMLElement;
  inner: HTMLElement;
  controls: BlockControls;
  request: LoadRequest;
  answer: ListAnswer;
  /** The block data the answer applies to. */
  base: BlockData;
  moveFocus: boolean;
}

/** Show the answer and return the block's data after it. */
export function showAnswer({ ctx, block, inner, controls, request, answer, base, moveFocus }: ShowAnswer): BlockData {
  const doc = block.ownerDocument;
  // A notice belongs to the last answer; in append mode an old one would sit between posts.
  for (const old of inner.querySelectorAll(':scope > .block-notice')) old.remove();
  let nodes: Node[];
  if (request.mode === 'append') nodes = appendServerHtml(inner, answer.content);
  else {
    const fragment = sanitizeHtml(answer.content);
    nodes = [...fragment.childNodes];
    inner.replaceChildren(fragment);
    if (!hasPosts(nodes)) inner.append(createEmpty(doc));
  }
  const data: BlockData = { ...base, page_current: answer.pageCurrent, page_max: answer.pageMax ?? base.page_max };
  // An append that brought nothing means the list ended, whatever the page count said:
  // without this, infinite scroll would ask again on every frame.
  if (request.mode === 'append' && !hasPosts(nodes)) data.page_max = Math.min(data.page_max, data.page_current);
  if (answer.notice !== undefined) {
    const notice = doc.createElement('div');
    notice.className = 'block-notice';
    notice.append(sanitizeHtml(answer.notice));
    inner.append(notice);
  }
  if (request.reason === 'filter') markActiveFilter(controls.filterBar, request.filterLink ?? null);
  syncControls(controls, data.page_current, data.page_max);
  ctx.frames.invalidate();

  const count = nodes.filter((node) => node instanceof Element).length;
  const more = controlState(data.page_current, data.page_max).more;
  const said = !hasPosts(nodes)
    ? request.mode === 'append'
      ? strings.themeLists.allLoaded
      : strings.themeLists.empty
    : request.reason === 'filter'
      ? fill(strings.themeLists.filterLoaded, { label: request.filterLink?.textContent?.trim() ?? '' })
      : request.mode === 'replace'
        ? fill(strings.themeLists.pageLoaded, { page: data.page_current, max: data.page_max })
        : `${fill(strings.themeLists.postsAdded, { count })}${more ? '' : ` ${strings.themeLists.allLoaded}`}`;
  ctx.announcer.announce(said);

  if (moveFocus) firstPostLink(nodes)?.focus();
  return data;
}
