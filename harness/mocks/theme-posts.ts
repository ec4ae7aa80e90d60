/**
 * The magazine's next posts, as the single-post infinite load fetches them: GET of a permalink
 * with `?rbsnp=1` answers what templates/single/ajax-load-next.php prints (fixtures/pages/next/
 * *.html): a bare document whose body holds only the post's `.single-p-outer[data-postid]
 * [data-postlink][data-nextposturl]`, the next URL empty for the last post. The chain starts at
 * magazine-single (post 2841): 2841 → 2837 → 2833 → 2829. A plain GET (no flag) gets the same
 * document: the harness renders no full pages for the next posts. The harness server points the
 * permalinks in these documents at the scenario's mocks (page-inject.ts
 * rewritePermalinkAttributes); unit tests see them as printed. Scenarios replace one answer with
 * `onPostPage`.
 */
import { http, type RequestHandler } from 'msw';
import { fixtureFile } from '../page-html';
import { wpText } from './wordpress';

export const MAGAZINE_ORIGIN = 'https://www.magazin.example';

export interface PostPage {
  id: number;
  permalink: string;
  title: string;
  /** File under fixtures/pages/. */
  file: string;
}

/** The first page of the chain: the fixture page magazine-single itself. */
export const FIRST_POST: PostPage = {
  id: 2841,
  permalink: `${MAGAZINE_ORIGIN}/2024/05/02/hitzeschutz-staedte/`,
  title: 'Hitzeschutz: Wie Städte sich auf heiße Sommer vorbereiten',
  file: 'magazine-single.html',
};

/** The next posts, in the order the chain reaches them; the last names no next URL. */
export const NEXT_POSTS: readonly PostPage[] = [
  {
    id: 2837,
    permalink: `${MAGAZINE_ORIGIN}/2024/05/01/rueckkehr-der-nachtzuege/`,
    title: 'Die Rückkehr der Nachtzüge: Was Europas Bahnen planen',
    file: 'next/rueckkehr-der-nachtzuege.html',
  },
  {
    id: 2833,
    permalink: `${MAGAZINE_ORIGIN}/2024/05/01/was-der-wald-verraet/`,
    title: 'Was der Wald im Frühjahr verrät',
    file: 'next/was-der-wald-verraet.html',
  },
  {
    id: 2829,
    permalink: `${MAGAZINE_ORIGIN}/2024/04/30/mieten-in-mittelstaedten/`,
    title: 'Mieten in Mittelstädten: Der neue Engpass',
    file: 'next/mieten-in-mittelstaedten.html',
  },
];

export const POST_PAGES: readonly PostPage[] = [FIRST_POST, ...NEXT_POSTS];

/** The document title of a post's own page (what the first post's page starts with). */
export const documentTitle = (post: PostPage): string => `${post.title} – magazin.example`;

/** What the theme's script puts into document.title for an appended post: its `h1.entry-title` text. */
export const headlineTitle = (post: PostPage): string => post.title;

/** The answer document of a next post (for FIRST_POST: its whole fixture page). */
export const postPageHtml = (post: PostPage): string => fixtureFile(post.file);

export type PostPageResolver = (request: Request, post: PostPage) => Response | Promise<Response>;

/** A handler answering GETs of `post`'s permalink (any query, the infinite flag included). */
export const onPostPage = (post: PostPage, resolve: PostPageResolver): RequestHandler =>
  http.get(post.permalink, ({ request }) => resolve(request, post));

export const themePostHandlers: RequestHandler[] = POST_PAGES.map((post) => onPostPage(post, () => wpText(postPageHtml(post))));
