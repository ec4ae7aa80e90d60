/**
 * The theme's live search (`pixwell_live_search` on the magazine's admin-ajax), answered as
 * `pixwell_ajax_live_search` does (T:templates/ajax.php; the WordPress stage's theme double
 * copies it, and tests/wordpress/e2e/admin-ajax-contract.spec.ts compares): `$_POST['s']` (the
 * form only) empty in PHP's sense ("" or "0") answers `""`; else the text as WordPress slashed it,
 * through `sanitize_text_field`, is WordPress's search, and `wp_send_json($html)` sends a
 * JSON-encoded string with `/` written `\/` and non-ASCII as `\uXXXX`. A text the sanitizer
 * empties (blanks, markup only) searches nothing: WP_Query then lists the newest posts.
 * The HTML: `div.live-search-content` holding `div.live-search-listing.rb-row` with up to 3
 * `div.rb-col-m12 > div.p-wrap.p-list.p-list-4` (the theme's list-4 module), then, when there is
 * more than one page, `div.pagination-wrap.live-search-more > a.p-link.live-search-submit`; no hit
 * gives `p.search-not-found`. The catalogue is every post a magazine page shows
 * (theme-search-data.ts); WordPress's search (WP_Query `s`): the text split into terms (quoted
 * phrases kept), a post matches when every term is in its title or excerpt (`LIKE '%term%'`,
 * case and accents ignored as MySQL's collation does; a term with a leading `-` must not be),
 * ordered as WP_Query orders a search: title matches first, then newest first. (WordPress also
 * drops its stopwords from a search of several words; the mock drops none.)
 */
import { HttpResponse } from 'msw';
import type { AjaxResolver } from './ajax-call';
import { searchPosts, type SearchPost } from './theme-search-data';
import { MAGAZINE_ORIGIN } from './theme-posts';
import { phpEmpty, phpJsonEncode, sanitizeTextField, WP_JSON_HEADERS, wpSlash } from './wordpress';

/** `posts_per_page` of the theme's search query. */
export const SEARCH_RESULT_LIMIT = 3;
/** The theme's `no_search_result` text, in the site's language. */
export const SEARCH_NOT_FOUND_TEXT = 'Leider passt nichts zu Ihren Suchbegriffen. Bitte versuchen Sie es mit anderen Stichwörtern.';
/** The theme's `view_all_results` text. */
const SEARCH_VIEW_ALL_TEXT = 'ALLE ERGEBNISSE ANZEIGEN';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[char] ?? char);

/** How MySQL's utf8mb4 collation compares in LIKE: case and accents ignored. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('de-DE');

/** PHP's `json_encode` of a string with WordPress's default flags: `\/` and `\uXXXX` escapes. */
export const phpJsonString = (text: string): string => phpJsonEncode(text);

/** `wp_send_json($value)` of a string, as admin-ajax sends it. */
export const wpSendJsonString = (text: string, status = 200): Response =>
  new HttpResponse(phpJsonString(text), { status, headers: WP_JSON_HEADERS });

/** What the theme searches for: the text as WordPress slashed it, through sanitize_text_field. */
const searchInput = (text: string): string => sanitizeTextField(wpSlash(text));

/**
 * WP_Query's reading of a search (`parse_search`): the text unslashed, split at blanks, commas
 * and `+` with quoted phrases kept, single letters dropped (the whole text when nothing or more
 * than nine terms are left); `count` is the number of pieces before the dropping, which decides
 * the order.
 */
function searchTerms(input: string): { sentence: string; count: number; terms: string[] } {
  const sentence = input.replace(/\\(.)/g, '$1').replace(/[\r\n]/g, '');
  const pieces = sentence.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const terms = pieces
    .map((term) => (/^".+"$/.test(term) ? term.replace(/^["']+|["']+$/g, '') : term.replace(/^["' ]+|["' ]+$/g, '')))
    .filter((term) => term !== '' && !(term.length === 1 && /^[a-z-]$/i.test(term)));
  return { sentence, count: pieces.length === 0 ? 1 : pieces.length, terms: terms.length === 0 || terms.length > 9 ? [sentence] : terms };
}

const has = (field: string, term: string): boolean => fold(field).includes(fold(term));

/**
 * The catalogue posts WordPress's search finds for `text` (as sent), in its order: every post,
 * newest first, when the sanitized text is empty; else the posts matching every term (in title or
 * excerpt; a term with a leading `-` in neither), ordered as WP_Query orders a search — one piece:
 * title matches first; several: the whole text in the title, every term in the title, any term in
 * the title, the whole text in the excerpt, the rest — then newest first.
 */
export function searchCatalogue(text: string): SearchPost[] {
  const input = searchInput(text);
  const posts = searchPosts();
  if (input === '') return [...posts];
  const { sentence, count, terms } = searchTerms(input);
  const parsed = terms.map((term) =>
    term.length > 1 && term.startsWith('-') ? { text: term.slice(1), exclude: true } : { text: term, exclude: false },
  );
  const inTitle = parsed.filter((term) => !term.exclude).map((term) => term.text);
  const found = posts.filter((post) =>
    parsed.every((term) => [post.title, post.summary].some((field) => has(field, term.text)) !== term.exclude),
  );
  const useSentence = !/(?:\s|^)-/.test(sentence);
  const rank = (post: SearchPost): number => {
    if (count <= 1) return inTitle[0] !== undefined && has(post.title, inTitle[0]) ? 0 : 1;
    if (useSentence && has(post.title, sentence)) return 1;
    if (inTitle.length > 0 && inTitle.length < 7 && inTitle.every((term) => has(post.title, term))) return 2;
    if (inTitle.length > 1 && inTitle.length < 7 && inTitle.some((term) => has(post.title, term))) return 3;
    if (useSentence && has(post.summary, sentence)) return 4;
    return 6;
  };
  // A stable sort keeps the catalogue's order (newest first) within a rank.
  return found
    .map((post) => ({ post, rank: rank(post) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ post }) => post);
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

/** The HTML the theme renders for `text` as sent (before `wp_send_json`); '' for a text PHP calls empty. */
export function liveSearchHtml(text: string): string {
  if (phpEmpty(text)) return '';
  const found = searchCatalogue(text);
  if (found.length === 0) return `<div class="live-search-content">\n<p class="search-not-found">${SEARCH_NOT_FOUND_TEXT}</p>\n</div>`;
  const listing = `<div class="live-search-listing rb-row">\n${found.slice(0, SEARCH_RESULT_LIMIT).map(resultItem).join('\n')}\n</div>`;
  const more =
    found.length > SEARCH_RESULT_LIMIT
      ? `\n<div class="pagination-wrap live-search-more"><a href="${MAGAZINE_ORIGIN}/?s=${encodeURIComponent(searchInput(text)).replace(/%20/g, '+')}" class="p-link live-search-submit"><span>${SEARCH_VIEW_ALL_TEXT}</span><i class="rbi rbi-arrow-right"></i></a></div>`
      : '';
  return `<div class="live-search-content">\n${listing}${more}\n</div>`;
}

/** `empty($_POST['s'])` answers `""`; anything else the rendered fragment, JSON-encoded. */
export const liveSearchAnswer: AjaxResolver = ({ post }) => wpSendJsonString(liveSearchHtml(post.get('s') ?? ''));
