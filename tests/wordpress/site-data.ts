/**
 * The magazine's archive as the harness's mocks know it (the list blocks' catalogue, the front
 * page's feature posts, their categories, tags and authors, the posts' permalinks), handed to the
 * test WordPress's set-up as JSON, so that WordPress holds the same posts the mock answers from
 * and the data is written down once, in the mocks.
 */
import { writeFileSync } from 'node:fs';
import { LIST_AUTHORS, LIST_CATEGORIES, LIST_POSTS, LIST_TAGS } from '../../harness/mocks/theme-lists-data';
import { FEATURE_CATEGORIES, searchPosts } from '../../harness/mocks/theme-search-data';
import { MAGAZINE_ORIGIN } from '../../harness/mocks/theme-posts';
import { wpSite } from '../../harness/mocks/wordpress-data';

interface SiteData {
  /** Every category whose id the pages print, in id order (2 …, 1 is WordPress's own). */
  categories: { id: number; name: string; slug: string }[];
  tags: Record<string, string>;
  /** Author name → the user id `data-author` names. */
  authors: Record<string, number>;
  listPosts: {
    id: number;
    category: string;
    tags: readonly string[];
    title: string;
    summary: string;
    author: string;
    date: string;
    thumb: string;
  }[];
  /** The front page's feature posts: path of their link below the magazine's origin. */
  featurePosts: { id: number; path: string; title: string; category: string; date: string; summary: string; thumb: string }[];
  /** The magazine's own posts (magazine.json): post id → the path of its permalink. */
  searchPaths: Record<string, string>;
}

const pathOf = (permalink: string): string =>
  permalink.startsWith(`${MAGAZINE_ORIGIN}/`) ? permalink.slice(MAGAZINE_ORIGIN.length + 1) : '';

function siteData(): SiteData {
  const listIds = new Set(LIST_POSTS.map((post) => post.id));
  const magazineIds = new Set(wpSite('magazine').posts.map((post) => post.id));
  const radioIds = new Set(wpSite('radio').posts.map((post) => post.id));
  const search = searchPosts();
  const featurePosts = search
    .filter((post) => !listIds.has(post.id) && !magazineIds.has(post.id))
    .map((post) => ({
      // One WordPress holds both sites' posts: a feature post whose id is a radio post's moves to the next id.
      id: radioIds.has(post.id) ? post.id + 1 : post.id,
      path: pathOf(post.permalink),
      title: post.title,
      category: post.category.slug,
      date: post.date,
      summary: post.summary,
      thumb: post.thumb,
    }));
  const taken = [...listIds, ...magazineIds, ...radioIds];
  const clash = featurePosts.find((post) => taken.includes(post.id));
  if (clash) throw new Error(`feature post ${clash.id} has the id of another post`);
  return {
    categories: [...Object.values(LIST_CATEGORIES), ...FEATURE_CATEGORIES]
      .map(({ id, name, slug }) => ({ id, name, slug }))
      .sort((a, b) => a.id - b.id),
    tags: { ...LIST_TAGS },
    authors: { ...LIST_AUTHORS },
    listPosts: LIST_POSTS.map((post) => ({
      id: post.id,
      category: post.category.slug,
      tags: post.tags,
      title: post.title,
      summary: post.summary,
      author: post.author,
      date: post.date,
      thumb: post.thumb,
    })),
    featurePosts,
    searchPaths: Object.fromEntries(
      search.filter((post) => magazineIds.has(post.id)).map((post) => [String(post.id), pathOf(post.permalink)]),
    ),
  };
}

export function writeSiteData(file: string): void {
  writeFileSync(file, JSON.stringify(siteData(), null, 1));
}
