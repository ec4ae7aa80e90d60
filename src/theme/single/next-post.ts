/**
 * One next post of the single-post infinite load: GET its page with the infinite flag, parse it
 * (DOMParser runs no script of it), and take the article container through sanitize. The rest of
 * the fetched page (its header, scripts, sidebar) never enters ours.
 */
import { fetchText, type HttpError } from '../../core/http';
import { sanitizeHtml } from '../../core/sanitize';
import { withInfiniteFlag } from './next-url';

export const ARTICLE_SELECTOR = '.single-p-outer';
export const NEXT_POST_TIMEOUT_MS = 8000;

export interface NextPost {
  /** The sanitized `.single-p-outer`, not yet in the page. */
  article: HTMLElement;
  postId: string;
  /** The fetched page's own `#single-post-infinite[data-nextposturl]`, as printed (null: the last post). */
  nextUrl: string | null;
}

export type NextPostResult = { ok: true; post: NextPost } | { ok: false; error: HttpError } | { ok: false; malformed: string };

/** Pure: the article of a fetched page, or why there is none usable. */
export function extractNextPost(html: string, doc: Document): { ok: true; post: NextPost } | { ok: false; malformed: string } {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const source = page.querySelector(ARTICLE_SELECTOR);
  if (!source) return { ok: false, malformed: `no ${ARTICLE_SELECTOR} in the page` };
  const fragment = sanitizeHtml(source.outerHTML);
  const found = fragment.querySelector<HTMLElement>(ARTICLE_SELECTOR);
  const article = found && found.ownerDocument !== doc ? doc.adoptNode(found) : found;
  const postId = article?.getAttribute('data-postid')?.trim() ?? '';
  if (!article || postId === '' || !article.hasAttribute('data-postlink')) {
    return { ok: false, malformed: `${ARTICLE_SELECTOR} without data-postid or data-postlink` };
  }
  // The theme prints the full document title on the container; a page that does not still has <title>.
  if (!article.getAttribute('data-posttitle')?.trim() && page.title.trim() !== '') article.setAttribute('data-posttitle', page.title.trim());
  const nextUrl = page.querySelector('#single-post-infinite')?.getAttribute('data-nextposturl')?.trim() ?? '';
  return { ok: true, post: { article, postId, nextUrl: nextUrl === '' ? null : nextUrl } };
}

export async function loadNextPost(url: string, doc: Document, signal: AbortSignal): Promise<NextPostResult> {
  const result = await fetchText(withInfiniteFlag(url), {
    signal,
    timeoutMs: NEXT_POST_TIMEOUT_MS,
    init: { credentials: 'same-origin', headers: { Accept: 'text/html' } },
  });
  if (!result.ok) return result;
  return extractNextPost(result.value, doc);
}
