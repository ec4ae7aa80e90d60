/**
 * One next post of the single-post infinite load: GET its URL with the `rbsnp=1` flag. The theme
 * answers a bare document (templates/single/ajax-load-next.php) whose body holds only the post's
 * `.single-p-outer[data-postid][data-postlink][data-nextposturl]`; the next URL is on that
 * container and empty for the last post. DOMParser runs no script of it, and the container
 * enters the page through sanitize only.
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
  /** The fetched container's `data-nextposturl` as printed; null when empty or missing (the last post). */
  nextUrl: string | null;
}

export type NextPostResult = { ok: true; post: NextPost } | { ok: false; error: HttpError } | { ok: false; malformed: string };

/** Pure: the article of a fetched answer, or why there is none usable. */
export function extractNextPost(html: string, doc: Document): { ok: true; post: NextPost } | { ok: false; malformed: string } {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const source = page.querySelector(ARTICLE_SELECTOR);
  if (!source) return { ok: false, malformed: `no ${ARTICLE_SELECTOR} in the answer` };
  // Read before sanitizing: the next URL is the server's, not part of what enters the page.
  // A whole page (a caching plugin that ignores the flag) still names it on its wrapper.
  const printed = source.getAttribute('data-nextposturl') ?? source.closest('[data-nextposturl]')?.getAttribute('data-nextposturl') ?? '';
  const fragment = sanitizeHtml(source.outerHTML);
  const found = fragment.querySelector<HTMLElement>(ARTICLE_SELECTOR);
  const article = found && found.ownerDocument !== doc ? doc.adoptNode(found) : found;
  const postId = article?.getAttribute('data-postid')?.trim() ?? '';
  if (!article || postId === '' || !article.hasAttribute('data-postlink')) {
    return { ok: false, malformed: `${ARTICLE_SELECTOR} without data-postid or data-postlink` };
  }
  const nextUrl = printed.trim();
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
