/**
 * The HTML fragment the theme's `rb_bookmark` action answers: the asked posts in the theme's
 * list layout, one `article.p-wrap.p-list[data-pid]` each, in the order asked, each with its
 * own bookmark button (so the list can be edited where it is shown); `p.bookmark-empty` when no
 * asked id is a post. Pure: the posts come in as arguments. Text is escaped here exactly once,
 * as WordPress's `esc_html`/`esc_attr` would, so quotes and ampersands in titles arrive as
 * entities and a client must not escape them again.
 */
import type { WpPost, WpSite } from './wordpress-data';

/** `esc_html`/`esc_attr`: the five characters HTML gives meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

/** The theme's bookmark icon, as the pages print it. */
const BOOKMARK_ICON =
  '<svg class="rb-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>';

/** The bookmark button of a post, as the theme prints it everywhere (closed state: not added). */
export const bookmarkButton = (postId: number): string =>
  `<button type="button" class="read-it-later bookmark-item" data-bookmarkid="${postId}" title="Für später merken" aria-label="Für später merken">${BOOKMARK_ICON}<span class="bookmark-label">Merken</span></button>`;

/**
 * One post in the list layout. `extra` adds markup inside the article (the hostile scenario
 * uses it); the theme adds nothing there.
 */
export function bookmarkArticle(post: WpPost, extra: { head?: string; title?: string; footer?: string } = {}): string {
  return [
    `<article class="p-wrap p-list post-${post.id}" data-pid="${post.id}">`,
    `<div class="p-feat ${escapeHtml(post.thumb)}" aria-hidden="true"></div>`,
    '<div class="p-content">',
    extra.head ?? '',
    `<div class="p-cat"><a class="cat-info-el" href="#kategorie-${escapeHtml(post.category.slug)}">${escapeHtml(post.category.name)}</a></div>`,
    `<h3 class="entry-title p-title"><a href="${escapeHtml(post.url)}"${extra.title ?? ''}>${escapeHtml(post.title)}</a></h3>`,
    `<p class="entry-summary">${escapeHtml(post.summary)}</p>`,
    '<div class="p-footer">',
    `<time class="entry-date published" datetime="${escapeHtml(post.date)}">${escapeHtml(post.dateText)}</time>`,
    bookmarkButton(post.id),
    extra.footer ?? '',
    '</div>',
    '</div>',
    '</article>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** `<p class="bookmark-empty">` with the site's text. */
export const bookmarkEmpty = (site: WpSite): string => `<p class="bookmark-empty">${escapeHtml(site.bookmarkEmpty)}</p>`;

/**
 * The posts of `ids` that exist, in the order asked, each once (WP_Query's `post__in` with
 * `orderby => post__in`); ids that are no post of the site are left out.
 */
export function bookmarkedPosts(site: WpSite, ids: readonly number[]): WpPost[] {
  const seen = new Set<number>();
  const posts: WpPost[] = [];
  for (const id of ids) {
    const post = site.posts.find((candidate) => candidate.id === id);
    if (post && !seen.has(id)) posts.push(post);
    seen.add(id);
  }
  return posts;
}

/** The whole `rb_bookmark` answer for `ids`. */
export function bookmarkFragment(site: WpSite, ids: readonly number[]): string {
  const posts = bookmarkedPosts(site, ids);
  return posts.length === 0 ? bookmarkEmpty(site) : posts.map((post) => bookmarkArticle(post)).join('\n');
}
