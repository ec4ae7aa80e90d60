/**
 * Scenarios of the theme's list blocks (pixwell_quick_filter, pixwell_live_pagination on the magazine's
 * admin-ajax; defaults in harness/mocks/theme-lists.ts). Each overrides only these two actions;
 * every other request falls through to the defaults. The plain failures are one table
 * (failure kind × both actions), so "500" means the same here as for the reader features.
 */
import { delay } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, TIMEOUT_DELAY_MS, type Failure } from '../mocks/failures';
import { AJAX_DEFAULTS, onAction } from '../mocks/admin-ajax';
import type { AjaxCall } from '../mocks/ajax-call';
import { blockFields, endListNotice, listContent, listPage, pageNext, quickFilterBody, wpSendJson } from '../mocks/theme-lists';
import { HOSTILE_BOOKMARK, HOSTILE_RAN_FLAG } from './reader-constants';

export { HOSTILE_RAN_FLAG };

const LIST_ACTIONS = ['pixwell_quick_filter', 'pixwell_live_pagination'] as const;

/** How long both actions take in theme-lists-slow: long enough for double clicks and to see the loader. */
export const LIST_SLOW_DELAY_MS = 4000;

/** The notice HTML of theme-lists-notice (server HTML: it goes through sanitize like the posts). */
export const LIST_NOTICE =
  '<div class="end-list"><span class="end-list-info">Wegen Wartungsarbeiten erscheinen neue Beiträge heute mit Verzögerung. <a href="#wartung">Mehr erfahren</a></span></div>';

/** The hostile pieces of theme-lists-hostile, put into every answer's content and notice. */
export const LIST_HOSTILE_HTML = [
  HOSTILE_BOOKMARK.script,
  HOSTILE_BOOKMARK.img,
  HOSTILE_BOOKMARK.svg,
  HOSTILE_BOOKMARK.javascriptLink,
  HOSTILE_BOOKMARK.iframe,
].join('\n');

const listAction = (call: AjaxCall): (typeof LIST_ACTIONS)[number] =>
  call.fields.get('action') === 'pixwell_quick_filter' ? 'pixwell_quick_filter' : 'pixwell_live_pagination';

/** The default answer's JSON, for scenarios that add to it. */
const defaultAnswer = async (call: AjaxCall): Promise<Record<string, unknown>> =>
  (await (await AJAX_DEFAULTS[listAction(call)](call)).json()) as Record<string, unknown>;

const FAILURES = {
  '500': { failure: 'status-500', title: 'server error (500)', answer: 'answer 500 Internal Server Error (plain text)' },
  timeout: {
    failure: 'timeout',
    title: 'timeout',
    answer: `answer only after ${TIMEOUT_DELAY_MS / 1000} s, beyond the client’s 10 s timeout`,
  },
  malformed: { failure: 'malformed-json', title: 'malformed answer', answer: 'answer 200 with a truncated JSON body (invalid JSON)' },
  'wrong-shape': {
    failure: 'wrong-shape',
    title: 'answer of the wrong shape',
    answer: 'answer 200 with valid JSON of the wrong shape ({"content":5,"page_max":"viele"})',
  },
} as const satisfies Record<string, { failure: Failure; title: string; answer: string }>;

const failureScenarios: Scenario[] = Object.entries(FAILURES).map(([kind, { failure, title, answer }]) => ({
  id: `theme-lists-${kind}`,
  title: `List blocks: ${title}`,
  description: `pixwell_quick_filter and pixwell_live_pagination ${answer}: quick filter, next/prev, load more and infinite scroll all fail and show the block’s error with its retry button; the printed posts stay.`,
  site: 'magazine',
  handlers: onAction(LIST_ACTIONS, () => failureResponse(failure, {}, { content: 5, page_max: 'viele' })),
}));

const specialScenarios: Scenario[] = [
  {
    id: 'theme-lists-last-page',
    title: 'List blocks: every answer is the last page',
    description:
      'pixwell_quick_filter answers page 1 of the filter with page_max 1; pixwell_live_pagination answers the page asked for (data[page_next]) with page_max equal to it, page_current the same number as a string, and the end-list notice: after every filter or page load, next, load more and infinite scroll are disabled.',
    site: 'magazine',
    handlers: [
      ...onAction('pixwell_quick_filter', ({ fields }) => {
        const body = quickFilterBody(blockFields(fields));
        return wpSendJson(body.content === '' ? body : { ...body, page_max: 1 });
      }),
      ...onAction('pixwell_live_pagination', ({ fields }) => {
        const data = blockFields(fields);
        const page = pageNext(fields);
        return wpSendJson({
          content: listContent(listPage(data, page).posts),
          page_max: page,
          page_current: String(page),
          notice: endListNotice(data.get('name')),
        });
      }),
    ],
  },
  {
    id: 'theme-lists-empty',
    title: 'List blocks: no posts',
    description:
      'pixwell_quick_filter answers {"page_max":"","content":""} and pixwell_live_pagination {"content":""} (what the PHP sends when its query finds nothing), whatever is asked: a filter shows the block’s empty message; next, load more and infinite scroll end there, without an error.',
    site: 'magazine',
    handlers: [
      ...onAction('pixwell_quick_filter', () => wpSendJson({ page_max: '', content: '' })),
      ...onAction('pixwell_live_pagination', () => wpSendJson({ content: '' })),
    ],
  },
  {
    id: 'theme-lists-notice',
    title: 'List blocks: answers with a notice',
    description: `pixwell_live_pagination answers its default plus "notice": ${LIST_NOTICE} on every page — the notice is shown after the posts of every page load (quick filter answers carry no notice in the theme).`,
    site: 'magazine',
    handlers: onAction('pixwell_live_pagination', async (call) => {
      const answer = await defaultAnswer(call);
      return wpSendJson({ ...answer, notice: LIST_NOTICE });
    }),
  },
  {
    id: 'theme-lists-hostile',
    title: 'List blocks: hostile HTML',
    description: `pixwell_quick_filter and pixwell_live_pagination answer their default posts with hostile markup added before them (and as the pagination notice): a <script>, an <img onerror>, an <svg onload>, a javascript: link and an <iframe srcdoc>, each of which would set window.${HOSTILE_RAN_FLAG}; the posts around them must arrive intact.`,
    site: 'magazine',
    handlers: onAction(LIST_ACTIONS, async (call) => {
      const answer = await defaultAnswer(call);
      const notice = listAction(call) === 'pixwell_live_pagination' ? { notice: LIST_HOSTILE_HTML } : {};
      return wpSendJson({ ...answer, content: `${LIST_HOSTILE_HTML}\n${String(answer.content)}`, ...notice });
    }),
  },
  {
    id: 'theme-lists-slow',
    title: 'List blocks: slow answers',
    description: `pixwell_quick_filter and pixwell_live_pagination answer their defaults only after ${LIST_SLOW_DELAY_MS / 1000} s: the loading state shows, and double clicks or a second filter choice arrive while a request runs.`,
    site: 'magazine',
    handlers: onAction(LIST_ACTIONS, async (call) => {
      await delay(LIST_SLOW_DELAY_MS);
      return AJAX_DEFAULTS[listAction(call)](call);
    }),
  },
];

export const themeListScenarios: Scenario[] = [...specialScenarios, ...failureScenarios];
