/**
 * Scenarios of the header's live search (`pixwell_live_search` on the magazine's admin-ajax,
 * default answers in harness/mocks/theme-search.ts: a JSON-encoded HTML string). Each overrides
 * only pixwell_live_search; every other request of the page keeps its default answer.
 */
import { delay, HttpResponse } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, TIMEOUT_DELAY_MS } from '../mocks/failures';
import { onAction } from '../mocks/admin-ajax';
import { liveSearchHtml, SEARCH_NOT_FOUND_TEXT, wpSendJsonString } from '../mocks/theme-search';
import { ajaxUnknownAction, WP_HTML_HEADERS, wpJson } from '../mocks/wordpress';
import { HOSTILE_RAN_FLAG } from './reader-constants';

export { HOSTILE_RAN_FLAG };

/** theme-search-slow: texts shorter than this many characters are answered late. */
const SLOW_SEARCH_MAX_LENGTH = 3;
/** theme-search-slow: how late; far beyond the debounce, so a longer text typed meanwhile wins. */
export const SLOW_SEARCH_DELAY_MS = 2500;

const RAN = `window.${HOSTILE_RAN_FLAG}=true`;
/** theme-search-hostile: the normal results with each of these inside (none may run). */
const HOSTILE_SEARCH = {
  script: `<script>${RAN}</script>`,
  img: `<img class="hostile-img" src="data:," alt="" onerror="${RAN}">`,
  javascriptLink: `<a class="hostile-link" href="javascript:${RAN}">Mehr</a>`,
  iframe: `<iframe class="hostile-frame" srcdoc="<script>parent.${RAN}</script>"></iframe>`,
  handler: ` onmouseover="${RAN}" onfocus="${RAN}"`,
};

const hostileHtml = (text: string): string =>
  HOSTILE_SEARCH.script +
  liveSearchHtml(text)
    .replace(/<a class="p-url"/g, `<a class="p-url"${HOSTILE_SEARCH.handler}`)
    .replace(/<\/h4>/g, `</h4>${HOSTILE_SEARCH.img}${HOSTILE_SEARCH.javascriptLink}${HOSTILE_SEARCH.iframe}`);

const search = (id: string, title: string, description: string, resolve: Parameters<typeof onAction>[1]): Scenario => ({
  id,
  title,
  description,
  site: 'magazine',
  handlers: onAction('pixwell_live_search', resolve),
});

export const themeSearchScenarios: Scenario[] = [
  search(
    'theme-search-empty',
    'Live search: no results',
    'pixwell_live_search answers the theme’s “nothing found” (div.live-search-content > p.search-not-found, as a JSON string) for every text; the popup shows it and the live region says “Keine Ergebnisse”.',
    () => wpSendJsonString(`<div class="live-search-content">\n<p class="search-not-found">${SEARCH_NOT_FOUND_TEXT}</p>\n</div>`),
  ),
  search(
    'theme-search-raw-html',
    'Live search: a variant theme that echoes raw HTML',
    'pixwell_live_search answers the same results as plain HTML (text/html, not a JSON string), as a theme that echoes its fragment would: the bundle shows them like the JSON-string answer.',
    ({ fields }) => new HttpResponse(liveSearchHtml(fields.get('s') ?? ''), { status: 200, headers: WP_HTML_HEADERS }),
  ),
  search(
    'theme-search-400',
    'Live search: action refused (0, 400)',
    'admin-ajax answers WordPress’s bare 0 with status 400 (no handler for the action): the popup shows “Die Suche ist gerade nicht erreichbar.” with a retry button.',
    () => ajaxUnknownAction(),
  ),
  search(
    'theme-search-500',
    'Live search: server error (500)',
    'pixwell_live_search answers 500 Internal Server Error (plain text): the popup shows “Die Suche ist gerade nicht erreichbar.” with a retry button.',
    () => failureResponse('status-500', WP_HTML_HEADERS),
  ),
  search(
    'theme-search-timeout',
    'Live search: timeout',
    `pixwell_live_search answers only after ${TIMEOUT_DELAY_MS / 1000} s; the search gives up after 5 s, the spinner stops and the popup offers a retry.`,
    async ({ fields }) => {
      await delay(TIMEOUT_DELAY_MS);
      return wpSendJsonString(liveSearchHtml(fields.get('s') ?? ''));
    },
  ),
  search(
    'theme-search-malformed',
    'Live search: malformed answer',
    'pixwell_live_search answers 200 with a JSON object ({"success":false,"data":null}) instead of the JSON string of the HTML: treated as a failure (retry), never shown as results.',
    () => wpJson({ success: false, data: null }),
  ),
  search(
    'theme-search-hostile',
    'Live search: hostile HTML',
    `The normal results with a <script>, an <img onerror>, a javascript: link, an <iframe srcdoc> and inline handlers on the title links; each would set window.${HOSTILE_RAN_FLAG}. Sanitize must drop them and keep the results.`,
    ({ fields }) => wpSendJsonString(hostileHtml(fields.get('s') ?? '')),
  ),
  search(
    'theme-search-slow',
    'Live search: slow short texts (race)',
    `Texts of at most ${SLOW_SEARCH_MAX_LENGTH} characters are answered after ${SLOW_SEARCH_DELAY_MS / 1000} s, longer ones at once. Type “nac”, pause, then “nacht”: the later, faster answer must stay; the older request is aborted and its answer never replaces it.`,
    async ({ fields }) => {
      const text = (fields.get('s') ?? '').trim();
      if (text.length <= SLOW_SEARCH_MAX_LENGTH) await delay(SLOW_SEARCH_DELAY_MS);
      return wpSendJsonString(liveSearchHtml(text));
    },
  ),
];
