/**
 * The theme's live search (`pixwell_live_search` on the magazine's admin-ajax), answered as
 * `pixwell_ajax_live_search` does (T:templates/ajax.php): `wp_send_json($html)`, so the body is a
 * JSON-encoded string with `/` written `\/` and non-ASCII as `\uXXXX`; `""` when `s` is empty.
 * The HTML: `div.live-search-content` holding `div.live-search-listing.rb-row` with up to 3
 * `div.rb-col-m12 > div.p-wrap.p-list.p-list-4` (the theme's list-4 module), then, when there is
 * more than one page, `div.pagination-wrap.live-search-more > a.p-link.live-search-submit`; no hit
 * gives `p.search-not-found`. The catalogue is every post a magazine page shows
 * (theme-search-data.ts): a post matches when its title, summary or category contains the text
 * (case-insensitive), as WordPress's `LIKE '%s%'` search over title and excerpt would.
 */
import { HttpResponse } from 'msw';
import type { AjaxResolver } from './admin-ajax';
import { searchPosts, type SearchPost } from './theme-search-data';
import { MAGAZINE_ORIGIN } from './theme-posts';
import { WP_JSON_HEADERS } from './wordpress';

/** `posts_per_page` of the theme's search query. */
export const SEARCH_RESULT_LIMIT = 3;
/** The theme's `no_search_result` text, in the site's language. */
export const SEARCH_NOT_FOUND_TEXT = 'Leider passt nichts zu Ihren Suchbegriffen. Bitte versuchen Sie es mit anderen Stichwörtern.';
/** The theme's `view_all_results` text. */
export const SEARCH_VIEW_ALL_TEXT = 'ALLE ERGEBNISSE ANZEIGEN';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[char] ?? char);

const fold = (text: string): string => text.toLocaleLowerCase('de-DE');

/** PHP's `json_encode` of a string with WordPress's default flags: `\/` and `\uXXXX` escapes. */
export function phpJsonString(text: string): string {
  return JSON.stringify(text)
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `wp_send_json($value)` of a string, as admin-ajax sends it. */
export const wpSendJsonString = (text: string, status = 200): Response => new HttpResponse(phpJsonString(text), { status, headers: WP_JSON_HEADERS });

/** The catalogue posts matching `text`, in catalogue order (newest first). */
export function searchCatalogue(text: string): SearchPost[] {
  const needle = fold(text.trim());
  if (needle === '') return [];
  return searchPosts().filter((post) => [post.title, post.summary, post.category.name].some((field) => fold(field).includes(needle)));
}

/** `pixwell_post_list_4()` of one post, in its `rb-col-m12` column. */
function resultItem(post: SearchPost): string {
  const link = escapeHtml(post.permalink);
  const title = escapeHtml(post.title);
  return `<div class="rb-col-m12"><div class="p-wrap p-list p-list-4 post-${post.id} no-avatar">
<div class="col-left"><div class="p-feat"><a class="p-flink" href="${link}" title="${title}"><span class="rb-iwrap pc-75 ${escapeHtml(post.thumb)}"></span></a></div></div>
<div class="col-right">
<div class="p-header"><h4 class="entry-title h6"><a class="p-url" href="${link}" rel="bookmark" title="${title}">${title}</a></h4></div>
<div class="p-footer"><aside class="p-meta-info"><span class="meta-info-el meta-info-cat"><a href="${MAGAZINE_ORIGIN}/kategorie/${escapeHtml(post.category.slug)}/">${escapeHtml(post.category.name)}</a></span><span class="meta-info-el meta-info-date"><abbr class="date published">${escapeHtml(post.dateText)}</abbr></span></aside></div>
</div>
</div></div>`;
}

/** The HTML the theme renders for `text` (before `wp_send_json`); '' for empty text. */
export function liveSearchHtml(text: string): string {
  const query = text.trim();
  if (query === '') return '';
  const found = searchCatalogue(query);
  if (found.length === 0) return `<div class="live-search-content">\n<p class="search-not-found">${SEARCH_NOT_FOUND_TEXT}</p>\n</div>`;
  const listing = `<div class="live-search-listing rb-row">\n${found.slice(0, SEARCH_RESULT_LIMIT).map(resultItem).join('\n')}\n</div>`;
  const more =
    found.length > SEARCH_RESULT_LIMIT
      ? `\n<div class="pagination-wrap live-search-more"><a href="${MAGAZINE_ORIGIN}/?s=${encodeURIComponent(query).replace(/%20/g, '+')}" class="p-link live-search-submit"><span>${SEARCH_VIEW_ALL_TEXT}</span><i class="rbi rbi-arrow-right"></i></a></div>`
      : '';
  return `<div class="live-search-content">\n${listing}${more}\n</div>`;
}

/** `empty($_POST['s'])` answers `""`; anything else the rendered fragment, JSON-encoded. */
export const liveSearchAnswer: AjaxResolver = ({ fields }) => {
  const s = fields.get('s') ?? '';
  return wpSendJsonString(s === '' || s === '0' ? '' : liveSearchHtml(s));
};
