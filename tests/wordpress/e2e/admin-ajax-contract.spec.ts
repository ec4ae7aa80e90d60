/**
 * The contract between the mock admin-ajax.php / Post Views Counter REST route of the harness
 * (harness/mocks/admin-ajax.ts: what the harness, the unit tests and the end-to-end tests get) and
 * the real WordPress of this stage with the doubles of the theme and plugins (tests/wordpress/site/).
 * Every case below is sent as the same request (method, query, form fields, headers) to both, from
 * Node (no browser): to the mock in-process (msw's getResponse with the default handlers, at the
 * fixture site's address) and to this WordPress over HTTP. The answers must agree in status,
 * content type, the headers a client acts on (Cache-Control, Expires, X-Robots-Tag,
 * X-Content-Type-Options, Referrer-Policy, X-Frame-Options by value; Set-Cookie and the REST API's
 * fresh X-WP-Nonce by presence), and the body.
 *
 * Which body check a case uses (its last column):
 * - `same`: byte for byte. Every envelope answer (`0`, `-1`, `""`, `true`, `[]`, `{"notice":…}`,
 *   the feedback plugin's answers with their German messages, PVC's empty body and cookie answers)
 *   and every answer with post content whose data both sides hold alike (bookmarks of the radio's
 *   posts, the list blocks' categories and tags, the live search).
 * - `views`: byte for byte, once the expiry each side computes as "now + 24 h" at its own second is
 *   written `{now+24h}` in both (the cookie's expiry, and its value `{expiry}b{post id}`).
 * - `rest-error`: the REST error's `code` and `data`; not its `message`, which the live sites print
 *   in German and this WordPress (no language files) in English.
 * - `newVote`: a new feedback vote. The shape (`{"success":true,"data":{"message":…,"vote_id":N}}`)
 *   and the message byte for byte, not the id: WordPress counts vote ids up (17, 18, … in the order
 *   the votes of the whole run arrive), the mock answers 17 to every first vote (it is stateless on
 *   purpose: no scenario needs a second id).
 * - `shape`: the JSON's skeleton (keys in order, value types: `page_current` "2" vs 2 shows, the
 *   markup's elements and classes) and WordPress's encoding of the raw body (`\/`, `\uXXXX`, ASCII
 *   only). Only where the data differs by design, each with its reason: one WordPress holds both
 *   fixture sites, so a query over "all posts" (the "Alle" filter, a block without data) also finds
 *   the radio's posts and the other pages' teasers, and its page counts are the doubles' data, not
 *   WordPress behaviour; the magazine's empty bookmark text is the radio's in the double (tests/wordpress/site/README.md);
 *   a list post and an article that share a title are two posts in WordPress and one in the mock's
 *   search catalogue.
 *
 * State: WordPress stores newsletter addresses, votes, views and reactions, and every loopback
 * client is one visitor to Pixwell Core. So each case is sent as a visitor of its own
 * (X-Forwarded-For of a fresh /24 network), new addresses are fresh per run, reactions are added
 * to post 118 (no page prints its counts), and cookie data is written relative to the time of the
 * request. Nonces differ by site: `{pvc}`, `{feedback}` and `{rest}` are the mock's from
 * fixtures/wordpress/{site}.json, and real ones of a logged-out visitor for WordPress.
 */
import { getResponse } from 'msw';
import { defaultHandlers } from '../../../harness/mocks/handlers';
import { MAGAZINE_AJAX, MAGAZINE_REST, RADIO_AJAX, RADIO_REST } from '../../../harness/mocks/origins';
import { wpSite, type WpNonces } from '../../../harness/mocks/wordpress-data';
import { expect, test, wordpress } from './wp-fixtures';
import { HOME_LIST_BLOCK } from '../../support/home-list-block';

type Site = 'radio' | 'magazine';
/** Form or query fields: one value, or a list sent the way PHP reads lists (`name[]=a&name[]=b`). */
type Fields = Record<string, string | readonly string[]>;
type BodyCheck = 'same' | 'views' | 'rest-error' | 'newVote' | 'shape';

interface Case {
  /** What is sent, in words (the test's title). */
  name: string;
  site?: Site;
  /** The REST route `view-post/{rest}` instead of admin-ajax.php. */
  rest?: string;
  method?: 'GET' | 'POST';
  query?: Fields;
  /** The urlencoded form body (POST only). */
  form?: Fields;
  /** A body of another type instead of the form. */
  raw?: { type: string; body: string };
  headers?: Record<string, string>;
  body: BodyCheck;
  /** Why a case compares less than `same`. */
  why?: string;
}

/* ================================================================== inputs */

/** Text a reader (or an attacker) might type: markup, both quotes, an ampersand, umlauts. */
const HOSTILE = `<script>alert("x")</script> O'Brien „Grüße“ & Söhne`;
const FORM_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A row of one action's table: what is sent, the fields beside the action, the body check, the rest of the case. */
type Row = readonly [name: string, fields: Fields, body: BodyCheck, more?: Partial<Case>];

/** One action's rows as cases: the action goes first in the form (or, for GET, in the query). */
function actionCases(action: string, rows: readonly Row[], defaults: Partial<Case> = {}): Case[] {
  return rows.map(([name, fields, body, more = {}]) => {
    const merged = { ...defaults, ...more };
    const sent = { action, ...fields };
    return { name, body, ...merged, ...(merged.method === 'GET' ? { query: { ...sent, ...merged.query } } : { form: sent }) };
  });
}

const without = (fields: Fields, ...names: string[]): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/* ================================================================== the cases */

const ADMIN_AJAX: Case[] = [
  { name: 'no action: an empty POST', form: {}, body: 'same' },
  { name: 'action="" (empty)', form: { action: '' }, body: 'same' },
  { name: 'action="0" (empty in PHP)', form: { action: '0' }, body: 'same' },
  { name: 'action as a list (not scalar)', form: { action: ['rb_bookmark'] }, body: 'same' },
  { name: 'an action nobody registered', form: { action: 'rb_unbekannt' }, body: 'same' },
  { name: 'an action nobody registered, on the magazine', site: 'magazine', form: { action: 'rb_unbekannt' }, body: 'same' },
  { name: 'hostile text as the action', form: { action: HOSTILE }, body: 'same' },
  {
    name: 'the action in the query, the fields in the body ($_REQUEST)',
    query: { action: 'rb_load_reaction' },
    form: { uid: '123' },
    body: 'same',
  },
  {
    name: 'GET with everything in the query: the action is found, the fields ($_POST) are not',
    method: 'GET',
    query: { action: 'rb_load_reaction', uid: '123' },
    body: 'same',
  },
  { name: 'GET without an action', method: 'GET', body: 'same' },
  {
    name: 'a JSON body: PHP fills no $_POST, so there is no action',
    raw: { type: 'application/json', body: '{"action":"rb_load_reaction","uid":"123"}' },
    body: 'same',
  },
  {
    name: 'a stale login cookie and the view cookie change nothing',
    form: { action: 'rb_load_reaction', uid: '123' },
    headers: { cookie: '{stale-cookies}' },
    body: 'same',
  },
];

const NEWSLETTER = actionCases('rb_submit_newsletter', [
  ['a new address with consent, as core.js sends it', { email: '{email}', privacy: 'true' }, 'same'],
  ['a new address, no privacy field (a form without the checkbox)', { email: '{email}' }, 'same'],
  ['an address stored before', { email: 'bekannt@example.de' }, 'same'],
  ['email empty', { email: '' }, 'same'],
  ['no email field', {}, 'same'],
  ['not an address', { email: 'kein-at.example.de' }, 'same'],
  ['an address with blanks around it (is_email sees them)', { email: ' {email} ' }, 'same'],
  ['an umlaut in the address', { email: 'grüße-{email}' }, 'same'],
  ["an apostrophe: WordPress slashes $_POST, is_email sees o\\'brien", { email: "o'brien-{email}" }, 'same'],
  ['hostile text as the address', { email: HOSTILE }, 'same'],
  ['consent sent empty', { email: '{email}', privacy: '' }, 'same'],
  ['consent "0" (empty in PHP)', { email: '{email}', privacy: '0' }, 'same'],
  ['an invalid address without consent: the address is checked first', { email: 'x', privacy: '' }, 'same'],
  ['GET with the address in the query (fields from $_POST only)', { email: '{email}' }, 'same', { method: 'GET' }],
  ['on the magazine: a new address', { email: '{email}', privacy: 'true' }, 'same', { site: 'magazine' }],
]);

const BOOKMARKS = actionCases('rb_bookmark', [
  ['two of the radio’s posts', { ids: ['123', '118'] }, 'same'],
  ['a mix: published posts, a repeat, ids of no post', { ids: ['118', '999', '123', '118', '0'] }, 'same'],
  ['ids of no published post', { ids: ['999', '998'] }, 'same'],
  ['ids that are no numbers (absint makes them 0)', { ids: ['abc', HOSTILE] }, 'same'],
  ['ids as absint reads them: "123abc" and "-118"', { ids: ['123abc', '-118'] }, 'same'],
  ['an empty list item (ids[]=)', { ids: [''] }, 'same'],
  ['ids= (no list)', { ids: '' }, 'same'],
  ['ids=123 (no list)', { ids: '123' }, 'same'],
  ['no ids', {}, 'same'],
  ['GET with the ids in the query (fields from $_POST only)', { ids: ['123'] }, 'same', { method: 'GET' }],
  ['on the magazine: its posts', { ids: ['2841', '2833', '2829'] }, 'same', { site: 'magazine' }],
  [
    'on the magazine: no ids',
    {},
    'shape',
    { site: 'magazine', why: 'the double prints the radio’s empty-list text on both sites (only the radio has a bookmarks page)' },
  ],
]);

const LOAD_REACTION = actionCases('rb_load_reaction', [
  ['a post, a visitor who never reacted', { uid: '123' }, 'same'],
  ['no uid', {}, 'same'],
  ['uid empty', { uid: '' }, 'same'],
  ['uid "0" (empty in PHP)', { uid: '0' }, 'same'],
  ['a uid that is no post id', { uid: 'abc' }, 'same'],
  ['hostile text as the uid', { uid: HOSTILE }, 'same'],
  ['on the magazine', { uid: '2841' }, 'same', { site: 'magazine' }],
]);

const REACTION = { uid: '118', reaction: 'love', push: '1' };
const ADD_REACTION = actionCases('rb_add_reaction', [
  ['a reaction', REACTION, 'same'],
  ['taking one back (push=-1)', { ...REACTION, push: '-1' }, 'same'],
  ['a name the theme does not offer, hostile', { ...REACTION, reaction: HOSTILE }, 'same'],
  ['a post id of no post (nothing is checked)', { ...REACTION, uid: '999' }, 'same'],
  ['reaction empty', { ...REACTION, reaction: '' }, 'same'],
  ['push "0" (empty in PHP)', { ...REACTION, push: '0' }, 'same'],
  ['uid empty', { ...REACTION, uid: '' }, 'same'],
  ['no uid', without(REACTION, 'uid'), 'same'],
  ['no fields', {}, 'same'],
  ['GET with the fields in the query (fields from $_POST only)', REACTION, 'same', { method: 'GET' }],
  ['on the magazine', { ...REACTION, uid: '2833' }, 'same', { site: 'magazine' }],
]);

const VOTE = {
  question: 'War dieser Artikel hilfreich?',
  vote: 'yes',
  feedback: '',
  post_id: '123',
  page_url: 'https://www.b80er.de/2020/11/40-jahre-neue-deutsche-welle/',
  security: '{feedback}',
};
const FEEDBACK = actionCases('my_feedback_plugin_vote', [
  ['a vote as the plugin’s script sends it', VOTE, 'newVote'],
  ['a "no" vote with a text', { ...VOTE, vote: 'no', feedback: 'Zu lang.' }, 'newVote'],
  ['any vote that is not empty is taken', { ...VOTE, vote: 'vielleicht' }, 'newVote'],
  ['no post_id (the plugin stores 0)', without(VOTE, 'post_id'), 'newVote'],
  ['hostile question and text', { ...VOTE, question: HOSTILE, feedback: HOSTILE }, 'newVote'],
  ['vote_id "abc" (intval: 0, a new vote)', { ...VOTE, vote_id: 'abc' }, 'newVote'],
  ['vote_id empty (a new vote)', { ...VOTE, vote_id: '' }, 'newVote'],
  ['vote empty', { ...VOTE, vote: '' }, 'same'],
  ['vote "0" (empty in PHP)', { ...VOTE, vote: '0' }, 'same'],
  ['no question', without(VOTE, 'question'), 'same'],
  ['a question of markup only (sanitize_text_field leaves nothing)', { ...VOTE, question: '<b></b>' }, 'same'],
  ['a question of blanks only', { ...VOTE, question: '   ' }, 'same'],
  ['the text for vote 17', { vote_id: '17', feedback: 'Mehr davon', security: '{feedback}' }, 'same'],
  [
    'the text for a vote nobody has (an update of no row succeeds)',
    { vote_id: '987654', feedback: HOSTILE, security: '{feedback}' },
    'same',
  ],
  ['vote_id "5x" (intval: 5)', { vote_id: '5x', security: '{feedback}' }, 'same'],
  ['vote_id "-3" (intval: -3)', { vote_id: '-3', security: '{feedback}' }, 'same'],
  ['a bad nonce', { ...VOTE, security: 'falsch' }, 'same'],
  ['no nonce', without(VOTE, 'security'), 'same'],
  ['the nonce of another action (Post Views Counter’s)', { ...VOTE, security: '{pvc}' }, 'same'],
  [
    'the nonce in the query, the vote in the body (check_ajax_referer reads $_REQUEST)',
    without(VOTE, 'security'),
    'newVote',
    { query: { security: '{feedback}' } },
  ],
  ['GET with everything in the query: the nonce verifies, the fields ($_POST) are missing', VOTE, 'same', { method: 'GET' }],
  ['on the magazine, with its nonce', { ...VOTE, post_id: '2841' }, 'newVote', { site: 'magazine' }],
  ['on the magazine, a bad nonce', { ...VOTE, security: 'falsch' }, 'same', { site: 'magazine' }],
]);

const VIEW = { id: '123', storage_type: 'cookies', storage_data: '', pvc_nonce: '{pvc}' };
const PVC_AJAX: Case[] = [
  ...actionCases('pvc-check-post', [
    ['a first view', VIEW, 'views'],
    ['a post seen within 24 hours is not counted again', { ...VIEW, storage_data: '{later}b123' }, 'views'],
    ['another post’s pair is kept, an expired one dropped', { ...VIEW, storage_data: '{later}b118a{earlier}b111' }, 'views'],
    ['pairs with the same expiry are kept once (array_unique)', { ...VIEW, storage_data: '{later}b118a{later}b111' }, 'views'],
    ['a trailing "a" in the pairs', { ...VIEW, storage_data: '{later}b118a' }, 'views'],
    ['hostile storage_data counts as no cookie', { ...VIEW, storage_data: HOSTILE }, 'views'],
    ['storage_data that is pairs only in part counts as no cookie', { ...VIEW, storage_data: '{later}b123axyz' }, 'views'],
    ['storage_type=cookieless (the site stores in cookies)', { ...VIEW, storage_type: 'cookieless' }, 'same'],
    ['storage_type "Cookies" (sanitize_key)', { ...VIEW, storage_type: 'Cookies' }, 'views'],
    ['an unknown storage_type', { ...VIEW, storage_type: 'session' }, 'same'],
    ['no storage_type', without(VIEW, 'storage_type'), 'same'],
    ['no storage_data', without(VIEW, 'storage_data'), 'same'],
    ['no id', without(VIEW, 'id'), 'same'],
    ['no nonce', without(VIEW, 'pvc_nonce'), 'same'],
    ['a bad nonce', { ...VIEW, pvc_nonce: 'falsch' }, 'same'],
    ['the nonce of another action (the feedback plugin’s)', { ...VIEW, pvc_nonce: '{feedback}' }, 'same'],
    ['id 0', { ...VIEW, id: '0' }, 'same'],
    ['id -5', { ...VIEW, id: '-5' }, 'same'],
    ['the id of no post', { ...VIEW, id: '999' }, 'same'],
    ['the id of a page (its post type is not counted)', { ...VIEW, id: '2' }, 'same'],
    ['id "abc"', { ...VIEW, id: 'abc' }, 'same'],
    ['id "123abc" ((int): 123)', { ...VIEW, id: '123abc' }, 'views'],
    ['GET with everything in the query (fields from $_POST only)', VIEW, 'same', { method: 'GET' }],
    ['on the magazine, with its nonce', { ...VIEW, id: '2841' }, 'views', { site: 'magazine' }],
  ]),
  {
    name: 'the action in the query only (the plugin wants $_POST["action"])',
    query: { action: 'pvc-check-post' },
    form: VIEW,
    body: 'same',
  },
];

const REST_VIEW = { storage_type: 'cookies', storage_data: '' };
const WITH_NONCE = { 'x-wp-nonce': '{rest}' };
const PVC_REST: Case[] = [
  { name: 'a first view with the page’s X-WP-Nonce', rest: '123', form: REST_VIEW, headers: WITH_NONCE, body: 'views' },
  { name: 'no X-WP-Nonce: a visitor without a login needs none', rest: '123', form: REST_VIEW, body: 'views' },
  { name: 'a bad X-WP-Nonce', rest: '123', form: REST_VIEW, headers: { 'x-wp-nonce': 'falsch' }, body: 'rest-error' },
  { name: 'the admin-ajax nonce as X-WP-Nonce', rest: '123', form: REST_VIEW, headers: { 'x-wp-nonce': '{pvc}' }, body: 'rest-error' },
  { name: 'a bad _wpnonce field instead of the header', rest: '123', form: { ...REST_VIEW, _wpnonce: 'falsch' }, body: 'rest-error' },
  { name: 'no fields: the route’s defaults (cookies, "")', rest: '123', form: {}, headers: WITH_NONCE, body: 'views' },
  {
    name: 'a post seen within 24 hours',
    rest: '123',
    form: { ...REST_VIEW, storage_data: '{later}b123a{later}b118' },
    headers: WITH_NONCE,
    body: 'views',
  },
  {
    name: 'hostile storage_data counts as no cookie',
    rest: '123',
    form: { ...REST_VIEW, storage_data: HOSTILE },
    headers: WITH_NONCE,
    body: 'views',
  },
  { name: 'storage_type=cookieless', rest: '123', form: { ...REST_VIEW, storage_type: 'cookieless' }, headers: WITH_NONCE, body: 'same' },
  {
    name: 'an unknown storage_type',
    rest: '123',
    form: { ...REST_VIEW, storage_type: 'session' },
    headers: WITH_NONCE,
    body: 'rest-error',
  },
  { name: 'the id of no post', rest: '999', form: REST_VIEW, headers: WITH_NONCE, body: 'rest-error' },
  { name: 'no id (view-post/)', rest: '', form: REST_VIEW, headers: WITH_NONCE, body: 'rest-error' },
  { name: 'an id that is not digits', rest: 'abc', form: REST_VIEW, headers: WITH_NONCE, body: 'rest-error' },
  { name: 'GET (the route takes POST only)', rest: '123', method: 'GET', headers: WITH_NONCE, body: 'rest-error' },
  { name: 'an id field wins over the path', rest: '123', form: { ...REST_VIEW, id: '118' }, headers: WITH_NONCE, body: 'views' },
  {
    name: 'the route without an id, the id in the query (Post Views Counter up to 1.3)',
    rest: '',
    query: { id: '123' },
    form: {},
    headers: WITH_NONCE,
    body: 'views',
  },
  { name: 'digits and more in the path: the route takes the digits', rest: '123abc', form: REST_VIEW, headers: WITH_NONCE, body: 'views' },
  { name: 'a stale login cookie and no nonce', rest: '123', form: REST_VIEW, headers: { cookie: '{stale-cookies}' }, body: 'views' },
  { name: 'on the magazine, with its nonce', site: 'magazine', rest: '2841', form: REST_VIEW, headers: WITH_NONCE, body: 'views' },
];

const BLOCK = HOME_LIST_BLOCK;
const ALL_POSTS =
  'the query finds every post of the one WordPress (the radio’s and the other pages’ teasers too): its page counts are the doubles’ data';
const QUICK_FILTER = actionCases(
  'pixwell_quick_filter',
  [
    ['a category (Politik)', { ...BLOCK, 'data[category]': '2' }, 'same'],
    ['a tag', { ...BLOCK, 'data[categories]': '', 'data[tags]': 'klima' }, 'same'],
    ['nothing matches (a tag no post has): an empty page', { ...BLOCK, 'data[tags]': 'gibt-es-nicht' }, 'same'],
    ['hostile text as the tag (nothing matches)', { ...BLOCK, 'data[tags]': HOSTILE }, 'same'],
    ['a block name the theme does not know (no content)', { ...BLOCK, 'data[category]': '2', 'data[name]': 'gibt_es_nicht' }, 'same'],
    ['categories before category', { ...BLOCK, 'data[category]': '2', 'data[categories]': '5,6' }, 'same'],
    ['a category excluded (a negative id)', { ...BLOCK, 'data[categories]': '2,3,-3' }, 'same'],
    ['tags joined with “+”: posts with all of them', { ...BLOCK, 'data[categories]': '', 'data[tags]': 'klima+energie' }, 'same'],
    ['tag_not_in', { ...BLOCK, 'data[tag_not_in]': 'klima' }, 'same'],
    ['an author', { ...BLOCK, 'data[author]': '16' }, 'same'],
    ['post_not_in', { ...BLOCK, 'data[post_not_in]': '3163,3161' }, 'same'],
    ['an offset: the page starts later, the page count counts every match', { ...BLOCK, 'data[offset]': '3' }, 'same'],
    ['format "default" (standard posts)', { ...BLOCK, 'data[format]': 'default' }, 'same'],
    ['format "video": none', { ...BLOCK, 'data[format]': 'video' }, 'same'],
    ['posts_per_page "abc" (intval 0: WordPress’s 10)', { ...BLOCK, 'data[posts_per_page]': 'abc' }, 'same'],
    ['posts_per_page -1 (all on one page, page count 0)', { ...BLOCK, 'data[posts_per_page]': '-1' }, 'same'],
    ['"Alle" (no category)', { ...BLOCK, 'data[category]': '0', 'data[categories]': '' }, 'shape', { why: ALL_POSTS }],
    ['no block data', {}, 'shape', { why: ALL_POSTS }],
    [
      'GET with the block in the query (fields from $_POST only)',
      { ...BLOCK, 'data[category]': '2' },
      'shape',
      { method: 'GET', why: ALL_POSTS },
    ],
  ],
  { site: 'magazine' },
);

const PAGE = { ...BLOCK, 'data[page_current]': '2', 'data[page_next]': '2' };
const LIVE_PAGINATION = actionCases(
  'pixwell_live_pagination',
  [
    ['page 2', PAGE, 'same'],
    ['the last page, with the end notice', { ...PAGE, 'data[page_next]': '6' }, 'same'],
    ['the last page of a masonry block (its notice classes)', { ...PAGE, 'data[page_next]': '6', 'data[name]': 'ct_masonry_1' }, 'same'],
    ['past the last page: an empty page', { ...PAGE, 'data[page_next]': '99' }, 'same'],
    ['page_next empty: page 2, page_current the number 2', { ...PAGE, 'data[page_next]': '' }, 'same'],
    ['no page_next: page 2, page_current the number 2', without(PAGE, 'data[page_next]'), 'same'],
    ['page_next "3abc": page 3, page_current echoes the text', { ...PAGE, 'data[page_next]': '3abc' }, 'same'],
    ['page_next " 6" (numeric: the notice too)', { ...PAGE, 'data[page_next]': ' 6' }, 'same'],
    ['an offset, page 2', { ...PAGE, 'data[offset]': '3' }, 'same'],
    ['hostile text as page_next: page 1, page_current echoes the sanitized text', { ...PAGE, 'data[page_next]': HOSTILE }, 'same'],
    ['"Alle", page 2', { ...PAGE, 'data[categories]': '' }, 'shape', { why: ALL_POSTS }],
    ['no block data', {}, 'shape', { why: ALL_POSTS }],
  ],
  { site: 'magazine' },
);

const LIVE_SEARCH = actionCases(
  'pixwell_live_search',
  [
    ['s empty', { s: '' }, 'same'],
    ['no s', {}, 'same'],
    ['s "0" (empty in PHP)', { s: '0' }, 'same'],
    ['s of blanks only: sanitize_text_field leaves nothing, WordPress lists the newest posts', { s: '   ' }, 'same'],
    ['s of markup only: the same', { s: '<b></b>' }, 'same'],
    ['a word of one title', { s: 'Hitzeschutz' }, 'same'],
    ['a word of many titles: three, then the “view all” link', { s: 'Hitze' }, 'same'],
    ['title matches first, then excerpt matches, each newest first', { s: 'Netz' }, 'same'],
    ['umlauts', { s: 'Fachkräfte' }, 'same'],
    ['case and accents ignored (MySQL’s collation)', { s: 'FRUHJAHR' }, 'same'],
    ['two words: both must match', { s: 'Wald Frühjahr' }, 'same'],
    ['a word excluded with “-”', { s: 'Hitze -Städte' }, 'same'],
    ['a quoted phrase (WordPress slashes it; the search unslashes)', { s: '"Was der Wald"' }, 'same'],
    ['a single letter (searched as the whole text)', { s: 'a' }, 'same'],
    [
      'a title both a list post and an article carry',
      { s: 'Nachtzug' },
      'shape',
      {
        why: 'WordPress holds the list catalogue’s post 3135 and the article 2837 with one title; the mock’s search catalogue keeps one post per title (theme-search-data.ts)',
      },
    ],
    ['nothing found', { s: 'zzzz' }, 'same'],
    ['hostile text: nothing found', { s: HOSTILE }, 'same'],
    ['GET with s in the query (fields from $_POST only)', { s: 'Hitzeschutz' }, 'same', { method: 'GET' }],
  ],
  { site: 'magazine' },
);

const GROUPS: Record<string, Case[]> = {
  'admin-ajax.php': ADMIN_AJAX,
  rb_submit_newsletter: NEWSLETTER,
  rb_bookmark: BOOKMARKS,
  rb_load_reaction: LOAD_REACTION,
  rb_add_reaction: ADD_REACTION,
  my_feedback_plugin_vote: FEEDBACK,
  'pvc-check-post': PVC_AJAX,
  'Post Views Counter REST route': PVC_REST,
  pixwell_quick_filter: QUICK_FILTER,
  pixwell_live_pagination: LIVE_PAGINATION,
  pixwell_live_search: LIVE_SEARCH,
};

/* ================================================================== sending */

/** The headers compared by value (null: absent). */
const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  'expires',
  'x-robots-tag',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
] as const;
/** The headers compared by presence: cookies set, and the REST API's fresh nonce (its value is per site). */
const PRESENT_HEADERS = ['set-cookie', 'x-wp-nonce'] as const;

interface Target {
  ajaxUrl: string;
  restRoot: string;
  nonces: WpNonces;
  send(request: Request): Promise<Response | undefined>;
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** One sending of a case: the values both targets get alike. */
interface Sending {
  now: number;
  email: string;
  visitor: string;
  staleCookies: string;
}

let visitors = 0;
let emails = 0;

function newSending(staleCookies: string): Sending {
  visitors += 1;
  emails += 1;
  const network = `${10 + Math.floor(Math.random() * 200)}.${visitors % 250}`;
  return { now: Math.floor(Date.now() / 1000), email: `leser-${RUN}-${emails}@example.de`, visitor: `10.${network}.9`, staleCookies };
}

/** `{pvc}`, `{feedback}`, `{rest}`: the target's nonce; `{email}`, `{later}`, `{earlier}`, `{stale-cookies}`: the sending's values. */
function resolve(text: string, target: Target, sending: Sending): string {
  return text.replace(/\{([a-z-]+)\}/g, (token, name: string) => {
    switch (name) {
      case 'pvc':
      case 'feedback':
      case 'rest':
        return target.nonces[name];
      case 'email':
        return sending.email;
      case 'later':
        return String(sending.now + 3600);
      case 'earlier':
        return String(sending.now - 3600);
      case 'stale-cookies':
        return sending.staleCookies;
      default:
        return token;
    }
  });
}

function appendFields(to: URLSearchParams, fields: Fields, target: Target, sending: Sending): void {
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') to.append(name, resolve(value, target, sending));
    else for (const item of value) to.append(`${name}[]`, resolve(item, target, sending));
  }
}

function requestOf(c: Case, target: Target, sending: Sending): Request {
  const url = new URL(c.rest === undefined ? target.ajaxUrl : `${target.restRoot}/post-views-counter/view-post/${c.rest}`);
  appendFields(url.searchParams, c.query ?? {}, target, sending);
  const headers = new Headers({ 'x-forwarded-for': sending.visitor });
  for (const [name, value] of Object.entries(c.headers ?? {})) headers.set(name, resolve(value, target, sending));
  const method = c.method ?? 'POST';
  let body: string | undefined;
  if (method === 'POST' && c.raw) {
    headers.set('content-type', c.raw.type);
    body = c.raw.body;
  } else if (method === 'POST') {
    const form = new URLSearchParams();
    appendFields(form, c.form ?? {}, target, sending);
    headers.set('content-type', FORM_TYPE);
    body = form.toString();
  }
  return new Request(url, { method, headers, body, redirect: 'manual' });
}

async function answer(c: Case, target: Target, sending: Sending): Promise<Answer> {
  const response = await target.send(requestOf(c, target, sending));
  if (!response) return { status: 0, headers: new Headers(), body: '(no handler answered)' };
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/* ================================================================== comparing */

/** The markup's elements as `tag.class…`, each once in order of appearance (classes with digits left out: post ids, thumbnails). */
function markupShape(html: string): string[] {
  const seen = new Set<string>();
  for (const [, tag, attributes] of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    const classes = /\bclass="([^"]*)"/.exec(attributes ?? '')?.[1] ?? '';
    seen.add([tag, ...classes.split(/\s+/).filter((name) => name !== '' && !/\d/.test(name))].join('.'));
  }
  return [...seen];
}

/** A JSON value's skeleton: keys in order, value types, the markup of HTML strings, list items' distinct shapes. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return { list: [...new Set(value.map((item) => JSON.stringify(shapeOf(item))))] };
  if (typeof value === 'object') return Object.entries(value).map(([key, item]) => [key, shapeOf(item)]);
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return value === '' ? 'empty string' : value.includes('<') ? { html: markupShape(value) } : 'string';
  return typeof value;
}

/** How WordPress's json_encode writes: ASCII only (`\uXXXX`), every `/` as `\/`. */
const encoding = (raw: string) => ({ asciiOnly: /^[\x00-\x7f]*$/.test(raw), slashesEscaped: !/(?<!\\)\//.test(raw) });

function parsed(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** What of an answer's body a check compares. */
function bodyView(check: BodyCheck, raw: string, sending: Sending): unknown {
  if (check === 'same') return raw;
  if (check === 'views') {
    // Each side takes "now + 24 h" at its own second: in the cookie's expiry and in its value
    // (`{expiry}b{post id}`, where no word boundary follows the digits).
    const expiry = sending.now + 24 * 60 * 60;
    return raw.replace(/(?<!\d)\d{10}(?!\d)/g, (digits) => (Math.abs(Number(digits) - expiry) <= 30 ? '{now+24h}' : digits));
  }
  const json = parsed(raw);
  if (!json.ok) return { notJson: raw.slice(0, 200) };
  const value = json.value as Record<string, unknown> | null;
  if (check === 'rest-error') return { code: value?.code, data: value?.data, messageIsText: typeof value?.message === 'string' };
  if (check === 'newVote') {
    const data = value?.data as Record<string, unknown> | undefined;
    return {
      shape: shapeOf(value),
      success: value?.success,
      message: data?.message,
      voteIdPositive: typeof data?.vote_id === 'number' && data.vote_id > 0,
      encoding: encoding(raw),
    };
  }
  return { shape: shapeOf(value), encoding: encoding(raw) };
}

function view(c: Case, answered: Answer, sending: Sending): unknown {
  return {
    status: answered.status,
    headers: Object.fromEntries([
      ...COMPARED_HEADERS.map((name) => [name, answered.headers.get(name)]),
      ...PRESENT_HEADERS.map((name) => [`${name} present`, answered.headers.has(name)]),
    ]),
    body: bodyView(c.body, answered.body, sending),
  };
}

/* ================================================================== the tests */

const MOCK_SITES: Record<Site, { ajaxUrl: string; restRoot: string }> = {
  radio: { ajaxUrl: RADIO_AJAX, restRoot: RADIO_REST },
  magazine: { ajaxUrl: MAGAZINE_AJAX, restRoot: MAGAZINE_REST },
};

let wpNonces: WpNonces;
let staleCookies: string;

test.beforeAll(() => {
  const site = wordpress();
  // Real nonces of a logged-out visitor (user 0), as the pages print them for one.
  wpNonces = JSON.parse(
    site.php(
      `wp_set_current_user( 0 ); echo wp_json_encode( array( 'pvc' => wp_create_nonce( 'pvc-check-post' ), 'feedback' => wp_create_nonce( 'feedback_nonce_action' ), 'rest' => wp_create_nonce( 'wp_rest' ) ) );`,
    ),
  ) as WpNonces;
  // This WordPress's login cookie name with a value that does not verify, and the view cookie.
  staleCookies = `${site.php('echo LOGGED_IN_COOKIE;')}=admin%7C1%7Cabc%7Cdef; pvc_visits[0]=1b1`;
});

function targets(site: Site): { mock: Target; real: Target } {
  const { url } = wordpress();
  return {
    mock: { ...MOCK_SITES[site], nonces: wpSite(site).nonces, send: (request) => getResponse(defaultHandlers, request) },
    real: { ajaxUrl: `${url}/wp-admin/admin-ajax.php`, restRoot: `${url}/wp-json`, nonces: wpNonces, send: (request) => fetch(request) },
  };
}

for (const [group, cases] of Object.entries(GROUPS)) {
  test.describe(group, () => {
    for (const c of cases) {
      test(c.name, async () => {
        const { mock, real } = targets(c.site ?? 'radio');
        const sending = newSending(staleCookies);
        const fromWordPress = await answer(c, real, sending);
        const fromMock = await answer(c, mock, sending);
        const wanted = view(c, fromWordPress, sending);
        expect(view(c, fromMock, sending), `the mock answers as WordPress${c.why ? ` (${c.body} only: ${c.why})` : ''}`).toEqual(wanted);
        if (c.body === 'shape') {
          // WordPress's own encoding, whatever the data: the shape check is no check of nothing.
          expect(encoding(fromWordPress.body)).toEqual({ asciiOnly: true, slashesEscaped: true });
        }
      });
    }
  });
}
