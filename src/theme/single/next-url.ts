/**
 * Which next-post URL the single-post infinite load may follow, and how it asks for it. Only
 * same-origin http(s) URLs: the address bar follows the articles with history.replaceState,
 * which cannot take another origin, and a page of another site is not the next post anyway.
 */

/**
 * The query flag that marks the infinite load's request (the theme's "ruby single next post"),
 * so the server can tell it from a reader's visit (caching, page-view counting, a lighter page).
 */
const INFINITE_FLAG = 'rbsnp';

/** `raw` resolved against `base`: an absolute same-origin http(s) URL without hash, or null. */
export function resolveNextUrl(raw: string | null | undefined, base: string): string | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  let baseUrl: URL;
  try {
    baseUrl = new URL(base);
    url = new URL(text, baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== baseUrl.origin) return null;
  url.hash = '';
  return url.href;
}

/** The URL the request goes to: the post's URL with `rbsnp=1` (other query fields kept). */
export function withInfiniteFlag(url: string): string {
  const target = new URL(url);
  target.searchParams.set(INFINITE_FLAG, '1');
  return target.href;
}
