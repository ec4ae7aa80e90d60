/**
 * Scenarios of the single-post infinite load on magazine-single (next-post pages in
 * harness/mocks/theme-posts.ts). Each replaces the answer for the FIRST next post (2837, the
 * page magazine-single names), so the failure shows as soon as the reader nears the end of the
 * first article; the rest of the chain keeps its defaults.
 */
import { delay, HttpResponse } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, TIMEOUT_DELAY_MS } from '../mocks/failures';
import { NEXT_POSTS, onPostPage, postPageHtml, type PostPageResolver } from '../mocks/theme-posts';
import { WP_HTML_HEADERS, wpText } from '../mocks/wordpress';
import { HOSTILE_RAN_FLAG } from './reader-constants';

export { HOSTILE_RAN_FLAG };

const [FIRST_NEXT] = NEXT_POSTS;
if (!FIRST_NEXT) throw new Error('theme-posts: no next posts');

/** The page the theme answers for a permalink that does not exist (404, still a whole page). */
const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html lang="de-DE"><head><title>Seite nicht gefunden – magazin.example</title></head><body class="error404"><main id="main"><h1>Seite nicht gefunden</h1><p>Der Beitrag existiert nicht (mehr).</p></main></body></html>';
/** theme-single-malformed: a 200 page without the article container (a caching plugin's error page). */
export const NO_ARTICLE_PAGE =
  '<!DOCTYPE html><html lang="de-DE"><head><title>Wartungsmodus</title></head><body><p>Es gab einen kritischen Fehler auf dieser Website.</p></body></html>';
/** theme-single-offsite: what the first next post names as its own next URL. */
const OFFSITE_NEXT_URL = 'https://www.andere-zeitung.example/2024/04/29/fremder-artikel/';

const RAN = `window.${HOSTILE_RAN_FLAG}=true`;
/** theme-single-hostile: pieces put into the next post's article; none may run. */
const HOSTILE_POST = {
  script: `<script>${RAN}</script>`,
  img: `<img class="hostile-img" src="data:," alt="" onerror="${RAN}">`,
  javascriptLink: `<a class="hostile-link" href="javascript:${RAN}">Weiterlesen</a>`,
  svg: `<svg class="hostile-svg" onload="${RAN}" width="1" height="1"></svg>`,
};

const firstNextPage =
  (transform: (html: string) => string): PostPageResolver =>
  (_request, post) =>
    wpText(transform(postPageHtml(post)));

const single = (id: string, title: string, description: string, resolve: PostPageResolver): Scenario => ({
  id,
  title,
  description,
  site: 'magazine',
  handlers: [onPostPage(FIRST_NEXT, resolve)],
});

export const themeSingleScenarios: Scenario[] = [
  single(
    'theme-single-404',
    'Single infinite: next post 404',
    'The first next post (2837) answers 404 with the theme’s “Seite nicht gefunden” page: a retry notice at the end of the article, nothing loads by itself after it.',
    () => wpText(NOT_FOUND_PAGE, 404),
  ),
  single(
    'theme-single-500',
    'Single infinite: next post 500',
    'The first next post answers 500 Internal Server Error: retry notice, no loop.',
    () => failureResponse('status-500', WP_HTML_HEADERS),
  ),
  single(
    'theme-single-timeout',
    'Single infinite: next post timeout',
    `The first next post answers only after ${TIMEOUT_DELAY_MS / 1000} s; the load gives up after 8 s with the retry notice.`,
    async (_request, post) => {
      await delay(TIMEOUT_DELAY_MS);
      return wpText(postPageHtml(post));
    },
  ),
  single(
    'theme-single-malformed',
    'Single infinite: page without article',
    'The first next post answers 200 with a page that has no .single-p-outer (an error page): retry notice, nothing appended.',
    () => wpText(NO_ARTICLE_PAGE),
  ),
  single(
    'theme-single-hostile',
    'Single infinite: hostile next post',
    `The first next post’s article carries a <script>, an <img onerror>, an <svg onload> and a javascript: link, each setting window.${HOSTILE_RAN_FLAG}; the answer document also has an inline script after the article. The article is appended without one of them running.`,
    firstNextPage((html) =>
      html
        .replace(
          '<div class="entry-content clearfix" itemprop="articleBody">',
          `<div class="entry-content clearfix" itemprop="articleBody">${HOSTILE_POST.script}${HOSTILE_POST.img}${HOSTILE_POST.svg}`,
        )
        .replace('</footer>', `${HOSTILE_POST.javascriptLink}</footer>`)
        .replace('</body>', `${HOSTILE_POST.script}</body>`),
    ),
  ),
  single(
    'theme-single-last',
    'Single infinite: next post is the last',
    'The first next post’s .single-p-outer has an empty data-nextposturl, as the theme prints it for the oldest post: it is appended, the wrapper loses its id and the load point is removed.',
    firstNextPage((html) => html.replace(/ data-nextposturl="[^"]*"/, ' data-nextposturl=""')),
  ),
  single(
    'theme-single-offsite',
    'Single infinite: next URL on another site',
    `The first next post names ${OFFSITE_NEXT_URL} as its next URL: it is appended, the other origin is not followed (history could not take it), the chain ends with a log line.`,
    firstNextPage((html) => html.replace(/ data-nextposturl="[^"]*"/, ` data-nextposturl="${OFFSITE_NEXT_URL}"`)),
  ),
  single(
    'theme-single-network',
    'Single infinite: connection dropped',
    'The first next post’s connection fails (no status at all): retry notice.',
    () => HttpResponse.error(),
  ),
];
