/**
 * The theme's list-block actions on the mock admin-ajax (`pixwell_quick_filter`,
 * `pixwell_live_pagination`), answered from the catalogue of theme-lists-data.ts the way
 * Pixwell 9.2's templates/ajax.php and includes/query.php do (REAL-MARKUP.md §11; the WordPress
 * stage's theme double copies them, and tests/wordpress/e2e/admin-ajax-contract.spec.ts compares):
 * - the query comes from `$_POST['data'][…]` (the form only, not the query string), each value
 *   through `sanitize_text_field` as WordPress slashed it: `categories` (a list; not when empty,
 *   "0" or "all") before `category`, negative ids excluding; `tags` (`,` any of them, `+` all),
 *   else `tag_not_in`; `author`; `post_in`, else `post_not_in`; `format` ("default" = standard
 *   posts, any other format finds none: the catalogue holds standard posts only); `offset` (the
 *   first post; page counts still count from the first match, as WP_Query's found rows do);
 *   `posts_per_page` (10 when empty, -1 for all); always newest first (the server orders by
 *   `order`, which the theme's script never sends);
 * - quick filter: page 1, `{"page_max":3,"content":"…"}`, or `{"page_max":"","content":""}`
 *   when nothing matches;
 * - pagination: page `data[page_next]` through `intval` (page 1 when that is 0), `{"content":"…",
 *   "page_max":3,"page_current":"2"}` — page_current echoes page_next as sent, a STRING, and is
 *   the NUMBER 2 when page_next was empty or missing — plus `notice` when page_current == page_max
 *   (PHP's loose comparison); `{"content":""}` when the page has no posts;
 * - a block name the theme does not know gets its page count but no content (an empty name is
 *   `ct_classic`);
 * - encoded as `wp_send_json` does: `/` written `\/`, non-ASCII as `\uXXXX`;
 * - `content` holds the items only (`div.rb-col-m12 > div.p-wrap.p-list.p-list-3`), no wrapper.
 * The "Alle" filter (no category) lists this catalogue; the real site (and the WordPress stage)
 * lists every post of the site, so its page counts there differ by data, not by rule.
 */
import type { AjaxResolver } from './ajax-call';
import { LIST_POSTS, type ListPost } from './theme-lists-data';
import {
  phpEmpty,
  phpIntval,
  phpJsonEncode as wpJsonEncode,
  phpLooseEquals,
  sanitizeTextField,
  WP_JSON_HEADERS,
  wpSlash,
} from './wordpress';

const SITE = 'https://www.magazin.example';

/** The block fields of a request, as the theme reads `$_POST['data'][name]`: slashed by WordPress, then sanitize_text_field. */
export function blockFields(fields: URLSearchParams): Map<string, string> {
  const data = new Map<string, string>();
  for (const [name, value] of fields) {
    const match = /^data\[(\w+)\]$/.exec(name);
    if (match?.[1]) data.set(match[1], sanitizeTextField(wpSlash(value)));
  }
  return data;
}

/** The ids of a comma (or blank) separated list as WP_Query reads `cat` and `author`: positive ones wanted, negative ones excluded. */
function idList(text: string | undefined): { include: number[]; exclude: number[] } {
  const include: number[] = [];
  const exclude: number[] = [];
  for (const part of (text ?? '').split(/[,\s]+/)) {
    const id = phpIntval(part);
    if (id > 0) include.push(id);
    else if (id < 0) exclude.push(-id);
  }
  return { include, exclude };
}

/** Post ids of `post_in` / `post_not_in` (explode(',') then absint in WP_Query). */
const ids = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Math.abs(phpIntval(part)))
    .filter((id) => id > 0);

/** Tag slugs as WP_Query reads `tag`: lower case, blanks dropped. */
const slugs = (text: string, separator: RegExp): string[] =>
  text
    .split(separator)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');

/** Whether a field counts: PHP's `! empty()` and not "all". */
const given = (value: string | undefined): value is string => !phpEmpty(value) && value !== 'all';

/** Every post the block's query matches, newest first, before paging and before the offset. */
function queryPosts(data: Map<string, string>): ListPost[] {
  const categories = data.get('categories');
  const category = data.get('category');
  const cat = given(categories) ? idList(categories) : given(category) ? idList(category) : { include: [], exclude: [] };
  const author = given(data.get('author')) ? idList(data.get('author')) : { include: [], exclude: [] };
  const postIn = ids(data.get('post_in'));
  const notIn = new Set(postIn.length > 0 ? [] : ids(data.get('post_not_in')));
  const tagsField = (data.get('tags') ?? '').replace(/\s+/g, '');
  const anyTag = !phpEmpty(tagsField) && (tagsField.includes(',') || !tagsField.includes('+'));
  const tags = phpEmpty(tagsField) ? [] : slugs(tagsField, anyTag ? /,/ : /\+/);
  const tagNotIn = new Set(phpEmpty(tagsField) && given(data.get('tag_not_in')) ? slugs(data.get('tag_not_in') ?? '', /,/) : []);
  const format = data.get('format');
  // Every catalogue post is a standard post: "default" (not gallery, video or audio) keeps them all, any format finds none.
  if (!phpEmpty(format) && format !== 'default') return [];
  return LIST_POSTS.filter(
    (post) =>
      (cat.include.length === 0 || cat.include.includes(post.category.id)) &&
      !cat.exclude.includes(post.category.id) &&
      (tags.length === 0 || (anyTag ? post.tags.some((tag) => tags.includes(tag)) : tags.every((tag) => post.tags.includes(tag)))) &&
      (author.include.length === 0 || author.include.includes(post.authorId)) &&
      !author.exclude.includes(post.authorId) &&
      (postIn.length === 0 || postIn.includes(post.id)) &&
      !notIn.has(post.id) &&
      !post.tags.some((tag) => tagNotIn.has(tag)),
  );
}

/** The block's `offset` (intval; 0 when empty). */
const offsetOf = (data: Map<string, string>): number => (phpEmpty(data.get('offset')) ? 0 : Math.abs(phpIntval(data.get('offset'))));

/** Every post the block's query matches from its offset on, newest first, before paging. */
export const matchingPosts = (data: Map<string, string>): ListPost[] => queryPosts(data).slice(offsetOf(data));

export interface ListPage {
  posts: ListPost[];
  pageMax: number;
}

/**
 * `posts_per_page` as WP_Query takes it: intval, WordPress's default 10 when that is 0 (an empty
 * field, "abc"), -1 for all, below -1 its absolute value.
 */
function perPageOf(data: Map<string, string>): number {
  const value = phpIntval(data.get('posts_per_page'));
  return value === 0 ? 10 : value < -1 ? -value : value;
}

/**
 * Page `page` of the block's query. With an offset the page's first post is offset + (page − 1) ×
 * posts_per_page, and the page count still counts every match (WP_Query's found rows); -1 posts a
 * page lists every post on one page with a page count of 0 (WP_Query without paging).
 */
export function listPage(data: Map<string, string>, page: number): ListPage {
  const all = queryPosts(data);
  const perPage = perPageOf(data);
  if (perPage === -1) return { posts: all.slice(offsetOf(data)), pageMax: 0 };
  const start = offsetOf(data) + (Math.max(page, 1) - 1) * perPage;
  return { posts: all.slice(start, start + perPage), pageMax: Math.ceil(all.length / perPage) };
}

/** esc_html / esc_attr. */
const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** A post's permalink (plain permalinks: `?p=ID`). */
export const listPermalink = (post: ListPost): string => `${SITE}/?p=${post.id}`;

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-');

/**
 * One post as the `ct_list` block prints it (`pixwell_post_list_3` in a `div.rb-col-m12`):
 * thumbnail link with the category info, title link `a.p-url` followed by Pixwell Core's
 * bookmark `span.read-it-later`, summary, and the meta line. Images are CSS gradients here.
 */
function listPostHtml(post: ListPost): string {
  const link = esc(listPermalink(post));
  const title = esc(post.title);
  return [
    '<div class="rb-col-m12">',
    `<div class="p-wrap p-list p-list-3 post-${post.id} no-avatar">`,
    '<div class="col-left"><div class="p-feat-holder"><div class="p-feat">',
    `<a class="p-flink" href="${link}" title="${title}"><span class="rb-iwrap pc-75 ${esc(post.thumb)}"></span></a>`,
    `<aside class="p-cat-info is-absolute"><a class="cat-info-el cat-info-id-${post.category.id}" href="${SITE}/category/${esc(post.category.slug)}/" rel="category">${esc(post.category.name)}</a></aside>`,
    '</div></div></div>',
    '<div class="col-right">',
    `<div class="p-header"><h2 class="entry-title"><a class="p-url" href="${link}" rel="bookmark" title="${title}">${title}</a><span class="read-it-later bookmark-item" data-title="Später lesen" data-bookmarkid="${post.id}"><i class="rbi rbi-bookmark"></i></span></h2></div>`,
    `<p class="entry-summary">${esc(post.summary)}</p>`,
    '<div class="p-footer"><aside class="p-meta-info">',
    `<span class="meta-info-el meta-info-author"><em class="meta-label">von </em><a href="${SITE}/author/${slugOf(post.author)}/">${esc(post.author)}</a></span>`,
    `<span class="meta-info-el meta-info-date"><abbr class="date published" title="${esc(post.date)}">${esc(post.dateText)}</abbr></span>`,
    '</aside></div>',
    '</div>',
    '</div>',
    '</div>',
  ].join('');
}

export const listContent = (posts: readonly ListPost[]): string => posts.map(listPostHtml).join('\n');

/** The notice of the last page (`pixwell_translate('end_list')`). */
export const END_LIST_TEXT = 'Sie haben das Ende der Liste erreicht!';

/** The notice's markup; masonry blocks add their item classes to the div. */
export function endListNotice(blockName: string | undefined): string {
  const extra = blockName === 'ct_masonry_1' ? ' ct-mh-1 ct-mh-1--width2' : blockName === 'fw_masonry_1' ? ' fw-mh-1 fw-mh-1--width3' : '';
  return `<div class="end-list${extra}"><span class="end-list-info">${END_LIST_TEXT}</span></div>`;
}

/** PHP's json_encode as wp_send_json calls it: `/` as `\/`, every non-ASCII UTF-16 unit as `\uXXXX` (wordpress.ts). */
export const phpJsonEncode = wpJsonEncode;

/** `wp_send_json($value)`. */
export const wpSendJson = (value: unknown, status = 200): Response =>
  new Response(phpJsonEncode(value), { status, headers: WP_JSON_HEADERS });

/** The page `pixwell_live_pagination` asks for: `data[page_next]` through intval, 2 when empty, page 1 when intval makes it 0. */
export function pageNext(fields: URLSearchParams): number {
  const field = blockFields(fields).get('page_next');
  if (phpEmpty(field)) return 2;
  return Math.abs(phpIntval(field)) || 1;
}

/** The block names the theme prints items for (an empty name is `ct_classic`); any other gets no content. */
const KNOWN_BLOCKS: readonly string[] = [
  'fw_grid_1',
  'fw_grid_2',
  'fw_grid_3',
  'fw_grid_4',
  'fw_list_1',
  'fw_list_2',
  'fw_mix_1',
  'fw_mix_2',
  'fw_masonry_1',
  'fw_feat_8',
  'ct_grid_1',
  'ct_grid_2',
  'ct_list',
  'ct_classic',
  'ct_masonry_1',
  'mega_category',
  'fw_related',
];

/** The items of a page, or '' for a block the theme does not know. */
function pageContent(data: Map<string, string>, posts: readonly ListPost[]): string {
  const name = data.get('name');
  return KNOWN_BLOCKS.includes(phpEmpty(name) ? 'ct_classic' : (name ?? '')) ? listContent(posts) : '';
}

/** The quick filter's answer object for these block fields. */
export function quickFilterBody(data: Map<string, string>): Record<string, unknown> {
  const { posts, pageMax } = listPage(data, 1);
  return posts.length === 0 ? { page_max: '', content: '' } : { page_max: pageMax, content: pageContent(data, posts) };
}

/**
 * The pagination answer object for page `page` of these block fields; `page_current` is
 * `data[page_next]` as sent, or the number 2 when it was empty (PHP builds the array as content
 * (''), page_max, page_current, notice, then fills content in).
 */
function paginationBody(data: Map<string, string>, page: number): Record<string, unknown> {
  const { posts, pageMax } = listPage(data, page);
  if (posts.length === 0) return { content: '' };
  const sent = data.get('page_next');
  const pageCurrent = phpEmpty(sent) ? 2 : (sent ?? '');
  const body: Record<string, unknown> = { content: pageContent(data, posts), page_max: pageMax, page_current: pageCurrent };
  if (phpLooseEquals(pageCurrent, pageMax)) body.notice = endListNotice(data.get('name'));
  return body;
}

export const quickFilterAnswer: AjaxResolver = ({ post }) => wpSendJson(quickFilterBody(blockFields(post)));

export const livePaginationAnswer: AjaxResolver = ({ post }) => wpSendJson(paginationBody(blockFields(post), pageNext(post)));
