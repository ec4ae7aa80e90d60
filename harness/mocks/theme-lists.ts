/**
 * The theme's list-block actions on the mock admin-ajax, answered from the catalogue of
 * theme-lists-data.ts the way the theme's PHP builds its WP_Query from the block fields
 * (`$_POST['data'][…]`): category (or categories when category is 0), tags, author,
 * post_not_in, tag_not_in, format, offset, orderby, posts_per_page; `quick_filter` pages from 1,
 * `live_pagination` from `data[page_next]`. Answers: `quick_filter` {content, page_max},
 * `live_pagination` {content, page_current} (a notice only in the notice scenario).
 */
import type { AjaxResolver } from './admin-ajax';
import { bookmarkButton, escapeHtml } from './bookmark-fragment';
import { LIST_POSTS, type ListPost } from './theme-lists-data';
import { wpJson } from './wordpress';

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

const whole = (text: string | undefined, fallback: number, min: number): number => {
  const value = Number(text);
  return text !== undefined && /^\d+$/.test(text.trim()) && value >= min ? value : fallback;
};

/** Every post the block's query matches, in its order, before paging. */
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
  const posts = LIST_POSTS.filter(
    (post) =>
      (categories.length === 0 || categories.includes(post.category.id)) &&
      (tags.length === 0 || post.tags.some((tag) => tags.includes(tag))) &&
      (author === 0 || post.authorId === author) &&
      !notIn.has(post.id) &&
      !post.tags.some((tag) => tagNotIn.has(tag)),
  );
  // Newest first (date_post and every order the catalogue cannot reproduce, such as random).
  if (data.get('orderby') === 'alphabetical_order') posts.sort((a, b) => a.title.localeCompare(b.title, 'de'));
  return posts.slice(whole(data.get('offset'), 0, 0));
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

/** One post in the theme's list layout (`.p-wrap.p-list`), escaped once as esc_html would. */
export function listPostHtml(post: ListPost): string {
  return [
    `<article class="p-wrap p-list post-${post.id}" data-pid="${post.id}">`,
    `<div class="p-feat ${escapeHtml(post.thumb)}" aria-hidden="true"></div>`,
    '<div class="p-content">',
    `<div class="p-cat"><a class="cat-info-el" href="#kategorie-${escapeHtml(post.category.slug)}">${escapeHtml(post.category.name)}</a></div>`,
    `<h3 class="entry-title p-title"><a href="#post-${post.id}">${escapeHtml(post.title)}</a></h3>`,
    `<p class="entry-summary">${escapeHtml(post.summary)}</p>`,
    '<div class="p-footer p-meta">',
    `<span class="meta-author">von ${escapeHtml(post.author)}</span>`,
    `<time class="entry-date published" datetime="${escapeHtml(post.date)}">${escapeHtml(post.dateText)}</time>`,
    bookmarkButton(post.id),
    '</div>',
    '</div>',
    '</article>',
  ].join('\n');
}

export const listContent = (posts: readonly ListPost[]): string => posts.map(listPostHtml).join('\n');

/** The page `live_pagination` asks for. */
export const pageNext = (fields: URLSearchParams): number => whole(blockFields(fields).get('page_next'), 1, 1);

export const quickFilterAnswer: AjaxResolver = ({ fields }) => {
  const { posts, pageMax } = listPage(blockFields(fields), 1);
  return wpJson({ content: listContent(posts), page_max: pageMax });
};

export const livePaginationAnswer: AjaxResolver = ({ fields }) => {
  const page = pageNext(fields);
  const { posts } = listPage(blockFields(fields), page);
  return wpJson({ content: listContent(posts), page_current: page });
};
