/**
 * The theme's live search (`live_search` on the magazine's admin-ajax): the HTML fragment the
 * theme prints, from a small fixed catalogue (the magazine's posts in fixtures/wordpress and their
 * permalinks), so every query has one known answer. A post matches when its title, summary or
 * category contains the text (case-insensitive); at most SEARCH_RESULT_LIMIT items, then a link
 * to the full search page. No match answers the theme's "nothing found" paragraph.
 */
import type { AjaxResolver } from './admin-ajax';
import { POST_PAGES, MAGAZINE_ORIGIN } from './theme-posts';
import { wpText } from './wordpress';
import { wpSite, type WpPost } from './wordpress-data';

export const SEARCH_RESULT_LIMIT = 4;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const fold = (text: string): string => text.toLocaleLowerCase('de-DE');

/** The catalogue posts matching `text`, in catalogue order (newest first). */
export function searchCatalogue(text: string): WpPost[] {
  const needle = fold(text.trim());
  if (needle === '') return [];
  return wpSite('magazine').posts.filter((post) => [post.title, post.summary, post.category.name].some((field) => fold(field).includes(needle)));
}

const permalinkOf = (post: WpPost): string => POST_PAGES.find((page) => page.id === post.id)?.permalink ?? `${MAGAZINE_ORIGIN}/?p=${post.id}`;

function resultItem(post: WpPost): string {
  const link = escapeHtml(permalinkOf(post));
  const category = `<span class="p-category">${escapeHtml(post.category.name)}</span>`;
  return `<div class="p-wrap p-list-search post-${post.id}">
  <a class="p-thumb ${escapeHtml(post.thumb)}" href="${link}" tabindex="-1" aria-hidden="true"></a>
  <div class="p-body">${category}
    <h3 class="entry-title"><a class="p-url" href="${link}">${escapeHtml(post.title)}</a></h3>
    <time class="p-date">${escapeHtml(post.dateText)}</time>
  </div>
</div>`;
}

/** The fragment the theme answers for `text`. */
export function liveSearchHtml(text: string): string {
  if (text.trim() === '') return '';
  const found = searchCatalogue(text);
  const query = escapeHtml(text.trim());
  if (found.length === 0) return `<p class="search-no-result">Keine Beiträge zu „${query}“ gefunden.</p>`;
  const more = `<a class="search-more" href="${MAGAZINE_ORIGIN}/?s=${encodeURIComponent(text.trim())}">Alle Ergebnisse für „${query}“</a>`;
  return `<div class="search-results-inner">\n${found.slice(0, SEARCH_RESULT_LIMIT).map(resultItem).join('\n')}\n${more}\n</div>`;
}

/** Without `s` (or with only blanks) the theme answers an empty fragment. */
export const liveSearchAnswer: AjaxResolver = ({ fields }) => wpText(liveSearchHtml(fields.get('s') ?? ''));
