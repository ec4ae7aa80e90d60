/**
 * What Pixwell Core's `rb_bookmark` action answers (C:includes/bookmark.php,
 * T:templates/blocks/bookmark-list.php), as HTML before `wp_send_json` encodes it:
 * - no `ids[]` list (`ids` missing, `ids=`, `ids=123`): the theme's empty block `div.bookmark-empty`
 *   (icon, `h6.h3`, `p`);
 * - ids of published posts: `div.content-wrap > div.content-inner.rb-row.rb-n20-gutter`, one
 *   `div.p-outer.rb-p20-gutter.rb-col-m12.rb-col-d6 > div.p-wrap.p-list.p-list-2` per post, in
 *   date order (the query's `post__in` keeps WordPress's default order), each with its bookmark
 *   button after the title's `a.p-url`;
 * - a list, but no published post among its ids (`absint`: "abc" and "" are 0, "-118" is 118):
 *   nothing (`""`).
 * Pure: the posts come in as arguments. Text is escaped here exactly once, as WordPress's
 * `esc_html`/`esc_attr` would, so a client must not escape it again.
 */
import type { WpPost, WpSite } from './wordpress-data';

/** `esc_html`/`esc_attr`: the five characters HTML gives meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

/** The theme's "read later" text (`pixwell_translate('read_later')`) on the German sites. */
const READ_LATER = 'Für später merken';

/** `pixwell_bookmark()`: the button the theme prints after a title's link (not yet `loaded`). */
const bookmarkButton = (postId: number): string =>
  `<span class="read-it-later bookmark-item" data-title="${escapeHtml(READ_LATER)}" data-bookmarkid="${postId}"><i class="rbi rbi-bookmark"></i></span>`;

/**
 * One post in the theme's list 2 layout. `extra` adds markup inside it (the hostile scenario
 * uses it); the theme adds nothing there.
 */
export function bookmarkArticle(post: WpPost, extra: { head?: string; title?: string; footer?: string } = {}): string {
  return [
    '<div class="p-outer rb-p20-gutter rb-col-m12 rb-col-d6">',
    `<div class="p-wrap p-list p-list-2 clearfix">`,
    `<div class="col-left"><div class="p-feat-holder"><div class="p-feat"><a class="p-flink" href="${escapeHtml(post.url)}" title="${escapeHtml(post.title)}"><span class="rb-iwrap ${escapeHtml(post.thumb)}"></span></a></div></div></div>`,
    '<div class="col-right">',
    extra.head ?? '',
    `<aside class="p-cat-info is-relative"><a class="cat-info-el" href="#kategorie-${escapeHtml(post.category.slug)}" rel="category">${escapeHtml(post.category.name)}</a></aside>`,
    `<div class="p-header"><h2 class="entry-title"><a class="p-url" href="${escapeHtml(post.url)}" rel="bookmark" title="${escapeHtml(post.title)}"${extra.title ?? ''}>${escapeHtml(post.title)}</a>${bookmarkButton(post.id)}</h2></div>`,
    `<p class="entry-summary">${escapeHtml(post.summary)}</p>`,
    '<div class="p-footer">',
    `<aside class="p-meta-info"><span class="meta-info-el meta-info-date"><abbr class="date published" title="${escapeHtml(post.date)}">${escapeHtml(post.dateText)}</abbr></span><span class="meta-info-el mobile-bookmark">${bookmarkButton(post.id)}</span></aside>`,
    extra.footer ?? '',
    '</div>',
    '</div>',
    '</div>',
    '</div>',
  ]
    .filter((line) => line !== '')
    .join('');
}

/** `pixwell_bookmark_list_empty()`: the theme's block when no ids were sent. */
export const bookmarkEmpty = (site: WpSite): string =>
  `<div class="bookmark-empty"><div class="bookmark-empty-icon"><i class="rbi rbi-warning"></i></div><h6 class="h3">${escapeHtml(site.bookmarkEmpty.title)}</h6><p>${escapeHtml(site.bookmarkEmpty.text)}</p></div>`;

/** The published posts among `ids`, each once, newest first (WP_Query's default order). */
export function bookmarkedPosts(site: WpSite, ids: readonly number[]): WpPost[] {
  const wanted = new Set(ids);
  return site.posts.filter((post) => wanted.has(post.id)).sort((a, b) => b.date.localeCompare(a.date));
}

/** The theme's list around the posts (`pixwell_block_content_open/close`). */
export const bookmarkList = (articles: readonly string[]): string =>
  `<div class="content-wrap"><div class="content-inner rb-row rb-n20-gutter">${articles.join('')}</div></div>`;

/**
 * The whole `rb_bookmark` answer as HTML: `ids` null when the request had no `ids[]` list
 * (PHP: `empty($_POST['ids']) || !is_array(...)`), else the list through `absint`.
 */
export function bookmarkFragment(site: WpSite, ids: readonly number[] | null): string {
  if (ids === null) return bookmarkEmpty(site);
  const posts = bookmarkedPosts(site, ids);
  return posts.length === 0 ? '' : bookmarkList(posts.map((post) => bookmarkArticle(post)));
}
