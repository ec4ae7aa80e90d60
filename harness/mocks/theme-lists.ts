/**
 * The theme's list-block actions on the mock admin-ajax (`pixwell_quick_filter`,
 * `pixwell_live_pagination`), answered from the catalogue of theme-lists-data.ts the way
 * Pixwell 9.2's templates/ajax.php and includes/query.php do (REAL-MARKUP.md §11):
 * - the query comes from `$_POST['data'][…]`: category (or categories when category is empty
 *   or 0), tags, author, post_not_in, tag_not_in, format, offset, posts_per_page; always
 *   newest first (the server orders by `order`, which the theme's script never sends);
 * - quick filter: page 1, `{"page_max":3,"content":"…"}`, or `{"page_max":"","content":""}`
 *   when nothing matches;
 * - pagination: page `data[page_next]` (2 when missing), `{"content":"…","page_max":3,
 *   "page_current":"2"}` — page_current echoes page_next as a STRING — plus `notice` on the
 *   last page; `{"content":""}` when the page has no posts;
 * - encoded as `wp_send_json` does: `/` written `\/`, non-ASCII as `\uXXXX`;
 * - `content` holds the items only (`div.rb-col-m12 > div.p-wrap.p-list.p-list-3`), no wrapper.
 */
import type { AjaxResolver } from './admin-ajax';
import { LIST_POSTS, type ListPost } from './theme-lists-data';
import { WP_JSON_HEADERS } from './wordpress';

const SITE = 'https://www.magazin.example';

/** The block fields of a request, as PHP reads `data[name]`. */
export function blockFields(fields: URLSearchParams): Map<string, string> {
  const data = new Map<string, string>();
  for (const [name, value] of fields) {
    const match = /^data\[(\w+)\]$/.exec(name);
    if (match?.[1]) data.set(match[1], value);
  }
  return data;
}

const ids = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

const slugs = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '' && part !== '0');

/** PHP's intval of a field, `fallback` below `min`. */
const whole = (text: string | undefined, fallback: number, min: number): number => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isInteger(value) && value >= min ? value : fallback;
};

/** Every post the block's query matches, newest first, before paging. */
export function matchingPosts(data: Map<string, string>): ListPost[] {
  const category = whole(data.get('category'), 0, 0);
  const categories = category === 0 ? ids(data.get('categories')) : [category];
  const tags = slugs(data.get('tags'));
  const author = whole(data.get('author'), 0, 0);
  const notIn = new Set(ids(data.get('post_not_in')));
  const tagNotIn = new Set(slugs(data.get('tag_not_in')));
  const format = (data.get('format') ?? '').trim();
  // Every catalogue post is a standard post: asking for video or gallery posts finds none.
  if (format !== '' && format !== '0' && format !== 'standard') return [];
  return LIST_POSTS.filter(
    (post) =>
      (categories.length === 0 || categories.includes(post.category.id)) &&
      (tags.length === 0 || post.tags.some((tag) => tags.includes(tag))) &&
      (author === 0 || post.authorId === author) &&
      !notIn.has(post.id) &&
      !post.tags.some((tag) => tagNotIn.has(tag)),
  ).slice(whole(data.get('offset'), 0, 0));
}

export interface ListPage {
  posts: ListPost[];
  pageMax: number;
}

/** Page `page` of the block's query (posts_per_page from the block, 10 as WordPress's default). */
export function listPage(data: Map<string, string>, page: number): ListPage {
  const all = matchingPosts(data);
  const perPage = whole(data.get('posts_per_page'), 10, 1);
  return { posts: all.slice((page - 1) * perPage, page * perPage), pageMax: Math.ceil(all.length / perPage) };
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
export function listPostHtml(post: ListPost): string {
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

/** PHP's json_encode as wp_send_json calls it: `/` as `\/`, every non-ASCII UTF-16 unit as `\uXXXX`. */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `wp_send_json($value)`. */
export const wpSendJson = (value: unknown, status = 200): Response => new Response(phpJsonEncode(value), { status, headers: WP_JSON_HEADERS });

/** The page `pixwell_live_pagination` asks for: `data[page_next]`, 2 when empty. */
export const pageNext = (fields: URLSearchParams): number => whole(blockFields(fields).get('page_next'), 2, 1);

/** The quick filter's answer object for these block fields. */
export function quickFilterBody(data: Map<string, string>): Record<string, unknown> {
  const { posts, pageMax } = listPage(data, 1);
  return posts.length === 0 ? { page_max: '', content: '' } : { page_max: pageMax, content: listContent(posts) };
}

/** The pagination answer object for page `page` of these block fields. */
export function paginationBody(data: Map<string, string>, page: number): Record<string, unknown> {
  const { posts, pageMax } = listPage(data, page);
  if (posts.length === 0) return { content: '' };
  // PHP builds the array as content (''), page_max, page_current, notice, then fills content in.
  const body: Record<string, unknown> = { content: listContent(posts), page_max: pageMax, page_current: String(data.get('page_next') ?? page) };
  if (page === pageMax) body.notice = endListNotice(data.get('name'));
  return body;
}

export const quickFilterAnswer: AjaxResolver = ({ fields }) => wpSendJson(quickFilterBody(blockFields(fields)));

export const livePaginationAnswer: AjaxResolver = ({ fields }) => {
  const data = blockFields(fields);
  const page = pageNext(fields);
  if (!data.get('page_next')) data.set('page_next', String(page));
  return wpSendJson(paginationBody(data, page));
};
