// @vitest-environment jsdom
/**
 * The mock admin-ajax of both sites and the post views REST route: every action's default answer
 * and shape, WordPress's conventions (unknown action, failed nonce, REST errors), every reader
 * scenario doing what its description claims and leaving the other actions alone, and the fixture
 * pages carrying the markup and config the reader features attach to (issue 5's contract).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../support/msw';
import { answerMock, parseMockPath } from '../../../harness/mock-endpoint';
import { injectIntoPage, MOCKED_CONFIG_VALUES } from '../../../harness/page-inject';
import { pages } from '../../../harness/pages';
import { findScenario, scenarios } from '../../../harness/scenarios';
import { AJAX_ACTIONS, type AjaxAction } from '../../../harness/mocks/admin-ajax';
import {
  FEEDBACK_INVALID_MESSAGE,
  FEEDBACK_SAVED_MESSAGE,
  FEEDBACK_UPDATED_MESSAGE,
  FEEDBACK_VOTE_ID,
  isEmail,
  loadReactionAnswer,
  newsletterNotice,
  reactionAnswer,
} from '../../../harness/mocks/admin-ajax-rules';
import { escapeHtml } from '../../../harness/mocks/bookmark-fragment';
import { TIMEOUT_DELAY_MS } from '../../../harness/mocks/failures';
import { MAGAZINE_AJAX, RADIO_AJAX, RADIO_REST } from '../../../harness/mocks/origins';
import { isPvcStorageData, parsePvcVisits, pvcAnswer, pvcRestUrl, type PvcStorage } from '../../../harness/mocks/post-views';
import { wpSite, type WpSiteId } from '../../../harness/mocks/wordpress-data';
import {
  ACTIVE_REACTION,
  FEEDBACK_SERVER_ERROR_MESSAGE,
  HOSTILE_BOOKMARK,
  PVC_PHP_WARNING,
  READER_SCENARIO_IDS,
  REACTION_SLOW_DELAY_MS,
} from '../../../harness/scenario-sets/reader-constants';
import { absint, phpEmpty, phpIntval, phpLooseEquals, sanitizeKey, sanitizeTextField, wpSlash } from '../../../harness/mocks/wordpress';
import { sanitizeHtml } from '../../../src/core/sanitize';
import { pageHtml } from '../../../harness/page-html';
import { HOME_LIST_BLOCK } from '../../support/home-list-block';

type Fields = Record<string, string | readonly string[]>;

const RADIO = wpSite('radio');
const MAGAZINE = wpSite('magazine');
const SITE_AJAX: Record<WpSiteId, string> = { radio: RADIO_AJAX, magazine: MAGAZINE_AJAX };
const REST_123 = pvcRestUrl(RADIO_REST, 123);
const DAY = 24 * 60 * 60;

/** A form body the way PHP reads lists: `ids[]=1&ids[]=2`. */
function form(fields: Fields): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else for (const item of value) body.append(`${name}[]`, item);
  }
  return body.toString();
}

const FORM_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';

function useScenario(id: string): void {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  mockServer.resetHandlers();
  mockServer.use(...scenario.handlers);
}

/** POST admin-ajax of a site with the scenario's handlers (alone) before the defaults, as the harness does. */
async function ajax(scenarioId: string, fields: Fields, site: WpSiteId = 'radio'): Promise<Response> {
  useScenario(scenarioId);
  return fetch(SITE_AJAX[site], { method: 'POST', headers: { 'content-type': FORM_TYPE }, body: form(fields) });
}

/** POST the post views REST route. */
async function rest(scenarioId: string, options: { url?: string; nonce?: string | null; fields?: Fields } = {}): Promise<Response> {
  useScenario(scenarioId);
  const nonce = options.nonce === undefined ? RADIO.nonces.rest : options.nonce;
  return fetch(options.url ?? REST_123, {
    method: 'POST',
    headers: { 'content-type': FORM_TYPE, ...(nonce === null ? {} : { 'x-wp-nonce': nonce }) },
    body: form(options.fields ?? { storage_type: 'cookies', storage_data: '' }),
  });
}

/** A valid request of every action, as the features send it. */
const VALID: Record<AjaxAction, Fields> = {
  rb_submit_newsletter: { action: 'rb_submit_newsletter', email: 'leserin@example.de', privacy: '1' },
  rb_bookmark: { action: 'rb_bookmark', ids: ['123', '118'] },
  rb_load_reaction: { action: 'rb_load_reaction', uid: '123' },
  rb_add_reaction: { action: 'rb_add_reaction', uid: '123', reaction: 'love', push: '1' },
  my_feedback_plugin_vote: {
    action: 'my_feedback_plugin_vote',
    question: 'War dieser Artikel hilfreich?',
    vote: 'yes',
    feedback: '',
    post_id: '123',
    page_url: 'https://www.b80er.de/2020/11/40-jahre-neue-deutsche-welle/',
    security: RADIO.nonces.feedback,
  },
  'pvc-check-post': { action: 'pvc-check-post', pvc_nonce: RADIO.nonces.pvc, id: '123', storage_type: 'cookies', storage_data: '' },
  // What src/theme/lists sends for the first block of magazine-home (the theme's payloads):
  // quick filter without page_max, page 1 (here the "Politik" choice); next/prev without
  // page_max, with page_current = page_next; fields the block did not print as "".
  pixwell_quick_filter: { action: 'pixwell_quick_filter', ...HOME_LIST_BLOCK, 'data[category]': '2', 'data[categories]': '0' },
  pixwell_live_pagination: { action: 'pixwell_live_pagination', ...HOME_LIST_BLOCK, 'data[page_current]': '2', 'data[page_next]': '2' },
  pixwell_live_search: { action: 'pixwell_live_search', s: 'Hitze' },
};

const json = async (response: Response): Promise<unknown> => JSON.parse(await response.text()) as unknown;
const parseHtml = (html: string): Document => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

async function expectBody(response: Response, status: number, body: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.text()).toBe(body);
}

/* ================================================================== conventions */

describe('WordPress conventions', () => {
  it('an unknown action, or none, answers 0 with status 400, on both sites', async () => {
    for (const site of ['radio', 'magazine'] as const) {
      await expectBody(await ajax('default', { action: 'rb_unbekannt' }, site), 400, '0');
      await expectBody(await ajax('default', { uid: '123' }, site), 400, '0');
    }
  });

  it('reads the action from $_REQUEST: it may be in the query; a JSON body gives PHP no fields', async () => {
    mockServer.resetHandlers();
    const query = await fetch(`${RADIO_AJAX}?action=rb_load_reaction`, {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE },
      body: 'uid=123',
    });
    expect(await json(query)).toEqual([]);
    const jsonBody = await fetch(RADIO_AJAX, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID.rb_load_reaction),
    });
    await expectBody(jsonBody, 400, '0');
  });

  it('a nonce that does not verify: check_ajax_referer answers -1 with status 403 (feedback: security); post views exits with an empty body (pvc_nonce)', async () => {
    await expectBody(await ajax('default', { ...VALID.my_feedback_plugin_vote, security: 'falsch' }), 403, '-1');
    const { security: _security, ...withoutNonce } = VALID.my_feedback_plugin_vote;
    await expectBody(await ajax('default', withoutNonce), 403, '-1');
    const pvc = await ajax('default', { ...VALID['pvc-check-post'], pvc_nonce: RADIO.nonces.feedback });
    await expectBody(pvc, 200, '');
    expect(pvc.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    // The magazine has nonces of its own: the radio's do not verify there.
    await expectBody(await ajax('default', VALID.my_feedback_plugin_vote, 'magazine'), 403, '-1');
    expect((await ajax('default', { ...VALID.my_feedback_plugin_vote, security: MAGAZINE.nonces.feedback }, 'magazine')).status).toBe(200);
  });

  it('the REST route: a bad X-WP-Nonce is 403 JSON, none is fine (a visitor without a login), a non-numeric id no route, missing fields take their defaults', async () => {
    const bad = await rest('default', { nonce: RADIO.nonces.pvc });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
    expect(bad.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0');
    expect(await json(bad)).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    const none = await rest('default', { nonce: null });
    expect(none.status).toBe(200);
    expect(none.headers.has('x-wp-nonce')).toBe(false);
    expect((await rest('default')).headers.get('x-wp-nonce')).toBe(RADIO.nonces.rest);
    const noRoute = await rest('default', { url: pvcRestUrl(RADIO_REST, 'abc') });
    expect(noRoute.status).toBe(404);
    expect(await json(noRoute)).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    const defaults = await rest('default', { fields: {} });
    expect(await json(defaults)).toMatchObject({ post_id: 123, counted: true });
    const notAPost = await rest('default', { url: pvcRestUrl(RADIO_REST, 999) });
    expect(notAPost.status).toBe(404);
    expect(await json(notAPost)).toMatchObject({ code: 'pvc_post_invalid_id', data: { status: 404 } });
    const storage = await rest('default', { fields: { storage_type: 'session' } });
    expect(await json(storage)).toMatchObject({ code: 'pvc_invalid_storage_type', data: { status: 404 } });
    expect(await json(await rest('default', { fields: { storage_type: 'cookieless' } }))).toEqual({
      post_id: 123,
      counted: false,
      storage: [],
      type: 'post',
    });
  });

  it('sends admin-ajax.php’s headers: more of them once an action is named; no cookies', async () => {
    const named = await ajax('default', VALID.rb_load_reaction);
    expect(
      Object.fromEntries(
        ['x-robots-tag', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cache-control', 'expires'].map((name) => [
          name,
          named.headers.get(name),
        ]),
      ),
    ).toEqual({
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-cache, must-revalidate, max-age=0',
      expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
    });
    expect(named.headers.has('set-cookie')).toBe(false);
    const unnamed = await ajax('default', { action: '0' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.headers.get('x-robots-tag')).toBe('noindex');
    expect(unnamed.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0');
    expect(unnamed.headers.has('x-content-type-options')).toBe(false);
  });

  it('takes GET too: the action from the query, the fields the theme and plugins read from $_POST missing', async () => {
    mockServer.resetHandlers();
    const get = await fetch(`${RADIO_AJAX}?action=rb_load_reaction&uid=123`);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('""');
    await expectBody(await fetch(RADIO_AJAX), 400, '0');
  });
});

describe('PHP’s reading of the fields (wordpress.ts)', () => {
  it('intval, absint and empty as PHP 8', () => {
    expect(['12abc', ' 7', '1e3', '-3', '3.9', 'abc', '', '0x1A'].map(phpIntval)).toEqual([12, 7, 1000, -3, 3, 0, 0, 0]);
    expect(absint('-118')).toBe(118);
    expect([null, '', '0', ' ', '00', 'a'].map(phpEmpty)).toEqual([true, true, true, false, false, false]);
    expect(phpLooseEquals('3', 3)).toBe(true);
    expect(phpLooseEquals(' 3', 3)).toBe(true);
    expect(phpLooseEquals('3abc', 3)).toBe(false);
  });

  it('sanitize_text_field, sanitize_key and WordPress’s slashes', () => {
    expect(sanitizeTextField('<script>alert("x")</script> O\\\'Brien  „Grüße“\n & Söhne ')).toBe("O\\'Brien „Grüße“ & Söhne");
    expect(sanitizeTextField('<b></b>')).toBe('');
    expect(sanitizeTextField('1 < 2')).toBe('1 &lt; 2');
    expect(sanitizeTextField('100%25 sicher')).toBe('100 sicher');
    expect(sanitizeKey('Coo kies!')).toBe('cookies');
    expect(wpSlash(`O'Brien "x" \\`)).toBe(`O\\'Brien \\"x\\" \\\\`);
  });
});

/* ================================================================== default answers */

describe('rb_submit_newsletter', () => {
  it('answers JSON {notice} by the address and the consent', async () => {
    const notice = async (fields: Fields) => {
      const response = await ajax('default', { action: 'rb_submit_newsletter', ...fields });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return json(response);
    };
    expect(await notice({ email: 'leserin@example.de', privacy: '1' })).toEqual({ notice: 'success' });
    // is_email sees the address as sent, and as WordPress slashed it.
    expect(await notice({ email: ' leserin@example.de ' })).toEqual({ notice: 'email-error' });
    expect(await notice({ email: "o'brien@example.de" })).toEqual({ notice: 'email-error' });
    expect(await notice({ email: 'bekannt@example.de' })).toEqual({ notice: 'email-exists' });
    // Stored addresses compare exactly.
    expect(await notice({ email: 'Bekannt@example.de' })).toEqual({ notice: 'success' });
    expect(await notice({ email: '' })).toEqual({ notice: 'email-error' });
    expect(await notice({})).toEqual({ notice: 'email-error' });
    expect(await notice({ email: 'kein-at.example.de' })).toEqual({ notice: 'email-error' });
    // As the PHP: a privacy field that is sent but empty ("" or "0"); core.js sends privacy=true.
    expect(await notice({ email: 'leserin@example.de', privacy: '' })).toEqual({ notice: 'privacy-error' });
    expect(await notice({ email: 'leserin@example.de', privacy: 'true' })).toEqual({ notice: 'success' });
    // $_POST only: an address in the query is no address.
    mockServer.resetHandlers();
    const query = await fetch(`${RADIO_AJAX}?email=leserin%40example.de`, {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE },
      body: 'action=rb_submit_newsletter',
    });
    expect(await json(query)).toEqual({ notice: 'email-error' });
  });

  it('validates like is_email, simplified', () => {
    expect(isEmail('a@b.de')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a@-b.de')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
    expect(newsletterNotice('bekannt@example.de', '0')).toBe('privacy-error');
  });
});

describe('rb_bookmark', () => {
  /** The answer: a JSON-encoded HTML string, as wp_send_json writes it. */
  const bookmarkAnswer = async (fields: Fields, site: WpSiteId = 'radio') => {
    const response = await ajax('default', { action: 'rb_bookmark', ...fields }, site);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const raw = await response.text();
    expect(raw.startsWith('"')).toBe(true);
    return { raw, html: JSON.parse(raw) as string };
  };

  it('answers the published posts among the ids in the theme’s list 2 layout, newest first, as a JSON string with \\/ escaped', async () => {
    const { raw, html } = await bookmarkAnswer({ ids: ['118', '999', '123', '118', 'x'] });
    expect(raw).toContain('<\\/div>');
    expect(raw).not.toMatch(/[^\x00-\x7f]/);
    const doc = parseHtml(html);
    const inner = doc.body.querySelector(':scope > div.content-wrap > div.content-inner.rb-row.rb-n20-gutter');
    const posts = [...(inner?.children ?? [])];
    expect(posts.every((outer) => outer.matches('div.p-outer.rb-p20-gutter.rb-col-m12.rb-col-d6'))).toBe(true);
    expect(
      posts.map((outer) =>
        outer.querySelector(':scope > .p-wrap.p-list.p-list-2 .p-header .read-it-later')?.getAttribute('data-bookmarkid'),
      ),
    ).toEqual(['123', '118']);
    const second = posts[1];
    expect(second?.querySelector('.entry-title a.p-url')?.getAttribute('href')).toBe('#post-118');
    expect(second?.querySelector('.entry-title .read-it-later.bookmark-item')?.getAttribute('data-bookmarkid')).toBe('118');
    expect(second?.querySelector('.mobile-bookmark .read-it-later')?.getAttribute('data-bookmarkid')).toBe('118');
    // Escaped exactly once: the ampersand and the quotes arrive as text.
    expect(second?.querySelector('.cat-info-el')?.textContent).toBe('New Wave & Synthpop');
    expect(second?.querySelector('.entry-summary')?.textContent).toContain('„Speak & Spell“');
  });

  it('without an ids list (ids= or none) answers the theme’s empty block; ids of no published post answer ""', async () => {
    for (const fields of [{}, { ids: '' }, { ids: '123' }] as Fields[]) {
      const { html } = await bookmarkAnswer(fields);
      const empty = parseHtml(html).body.querySelector(':scope > div.bookmark-empty');
      expect(empty?.querySelector('.bookmark-empty-icon i.rbi')).not.toBeNull();
      expect(empty?.querySelector('h6.h3')?.textContent).toBe('Nichts gefunden');
      expect(empty?.querySelector('p')?.textContent).toBe('Du hast dir noch keine Beiträge gemerkt.');
    }
    const none = await bookmarkAnswer({ ids: ['999'] });
    expect(none.raw).toBe('""');
    // A list, even of nothing that absint makes a post id, is a query: it finds nothing.
    expect((await bookmarkAnswer({ ids: ['abc', ''] })).raw).toBe('""');
  });

  it('reads the ids as absint does, from $_POST only', async () => {
    const { html } = await bookmarkAnswer({ ids: ['123abc', '-118'] });
    expect(
      [...parseHtml(html).querySelectorAll('.p-header .read-it-later')].map((button) => button.getAttribute('data-bookmarkid')),
    ).toEqual(['123', '118']);
    mockServer.resetHandlers();
    const get = await fetch(`${RADIO_AJAX}?action=rb_bookmark&ids[]=123`);
    expect(await get.text()).toContain('bookmark-empty');
  });

  it('lists the magazine’s own posts on the magazine', async () => {
    const { html } = await bookmarkAnswer({ ids: ['2841', '123'] }, 'magazine');
    expect(
      [...parseHtml(html).querySelectorAll('.p-header .read-it-later')].map((button) => button.getAttribute('data-bookmarkid')),
    ).toEqual(['2841']);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">Rock & 'Roll'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Rock &amp; &#039;Roll&#039;&lt;/a&gt;');
  });
});

describe('reactions', () => {
  it('rb_load_reaction answers JSON [] (no active reaction of this visitor), "" without a uid', async () => {
    const response = await ajax('default', VALID.rb_load_reaction);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json(response)).toEqual([]);
    expect(await (await ajax('default', { action: 'rb_load_reaction' })).text()).toBe('""');
  });

  it('rb_add_reaction answers true whenever uid, reaction and push are not empty (the PHP checks nothing else); "" otherwise', async () => {
    const add = async (fields: Fields, site: WpSiteId = 'radio') =>
      (await ajax('default', { ...VALID.rb_add_reaction, ...fields }, site)).text();
    expect(await add({})).toBe('true');
    expect(await add({ reaction: 'sad', push: '-1' })).toBe('true');
    expect(await add({ uid: '2841' }, 'magazine')).toBe('true');
    expect(await add({ reaction: '' })).toBe('""');
    expect(await add({ push: '0' })).toBe('""');
    expect(await add({ uid: '' })).toBe('""');
  });

  it('the rules: unique mode answers 2', () => {
    const fields = new URLSearchParams({ uid: '1', reaction: 'love', push: '1' });
    expect(reactionAnswer(fields)).toBe(true);
    expect(reactionAnswer(fields, true)).toBe(2);
    expect(reactionAnswer(new URLSearchParams({ uid: '1', reaction: 'love' }), true)).toBe('');
    expect(loadReactionAnswer(new URLSearchParams({ uid: '1' }), ['love'])).toEqual(['love']);
    expect(loadReactionAnswer(new URLSearchParams(), ['love'])).toBe('');
  });
});

describe('my_feedback_plugin_vote', () => {
  it('answers wp_send_json_success with the plugin’s message and vote id 17 (vote_id= is an insert), and the vote id back on the update', async () => {
    expect(await json(await ajax('default', { ...VALID.my_feedback_plugin_vote, vote_id: '' }))).toEqual({
      success: true,
      data: { message: FEEDBACK_SAVED_MESSAGE, vote_id: FEEDBACK_VOTE_ID },
    });
    const second = { ...VALID.my_feedback_plugin_vote, vote: 'no', vote_id: String(FEEDBACK_VOTE_ID), feedback: 'Mehr Bilder, bitte.' };
    expect(await json(await ajax('default', second))).toEqual({ success: true, data: { message: FEEDBACK_UPDATED_MESSAGE, vote_id: 17 } });
  });

  it('answers wp_send_json_error for a new vote without a question or a vote (empty in PHP’s sense, after sanitize_text_field)', async () => {
    const cases: Fields[] = [{ vote: '' }, { vote: '0' }, { question: ' ' }, { question: '<b></b>' }, { vote_id: 'x', vote: '' }];
    for (const fields of cases) {
      const response = await ajax('default', { ...VALID.my_feedback_plugin_vote, ...fields });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ success: false, data: { message: FEEDBACK_INVALID_MESSAGE } });
    }
  });

  it('takes any vote that is not empty, checks no post_id, and updates any vote_id that intval makes not 0', async () => {
    const saved = { success: true, data: { message: FEEDBACK_SAVED_MESSAGE, vote_id: FEEDBACK_VOTE_ID } };
    const { post_id: _postId, ...withoutPost } = VALID.my_feedback_plugin_vote;
    expect(await json(await ajax('default', { ...VALID.my_feedback_plugin_vote, vote: 'vielleicht' }))).toEqual(saved);
    expect(await json(await ajax('default', withoutPost))).toEqual(saved);
    expect(await json(await ajax('default', { ...VALID.my_feedback_plugin_vote, vote_id: 'abc' }))).toEqual(saved);
    const update = async (voteId: string) =>
      json(await ajax('default', { action: 'my_feedback_plugin_vote', vote_id: voteId, security: RADIO.nonces.feedback }));
    expect(await update('5x')).toEqual({ success: true, data: { message: FEEDBACK_UPDATED_MESSAGE, vote_id: 5 } });
    expect(await update('-3')).toEqual({ success: true, data: { message: FEEDBACK_UPDATED_MESSAGE, vote_id: -3 } });
  });

  it('reads the nonce from $_REQUEST and the vote from $_POST', async () => {
    mockServer.resetHandlers();
    const { security, ...vote } = VALID.my_feedback_plugin_vote;
    const nonceInQuery = await fetch(`${RADIO_AJAX}?security=${String(security)}`, {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE },
      body: form(vote),
    });
    expect(await json(nonceInQuery)).toMatchObject({ success: true });
    const allInQuery = await fetch(`${RADIO_AJAX}?${form(VALID.my_feedback_plugin_vote)}`);
    expect(await json(allInQuery)).toEqual({ success: false, data: { message: FEEDBACK_INVALID_MESSAGE } });
  });
});

describe('post views', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pvcAnswer: a first view is counted for 24 h, as {expiry}b{id}', () => {
    const now = Date.UTC(2020, 10, 26, 14, 31, 32);
    const expiry = now / 1000 + DAY;
    expect(pvcAnswer(123, '', now)).toEqual({
      post_id: 123,
      counted: true,
      storage: { name: ['pvc_visits[0]'], value: [`${expiry}b123`], expiry: [expiry] },
      type: 'post',
    });
  });

  it('pvcAnswer: keeps other posts’ pairs, drops expired ones, does not count a post again before its pair expires', () => {
    const now = 1_700_000_000_000;
    const s = now / 1000;
    const again = pvcAnswer(123, `${s + 100}b123a${s + 50}b118`, now);
    expect(again.counted).toBe(false);
    expect(again.storage).toEqual({ name: ['pvc_visits[0]'], value: [`${s + 100}b123a${s + 50}b118`], expiry: [s + 100] });
    const other = pvcAnswer(123, `${s + 50}b118a${s - 1}b111`, now);
    expect(other.counted).toBe(true);
    expect(other.storage).toEqual({ name: ['pvc_visits[0]'], value: [`${s + 50}b118a${s + DAY}b123`], expiry: [s + DAY] });
    expect(pvcAnswer(123, `${s - 10}b123`, now).counted).toBe(true);
  });

  it('pvcAnswer: a value that is not wholly pairs counts as no cookie; pairs of one expiry are kept once; a cookieless request stores nothing', () => {
    const now = 1_700_000_000_000;
    const s = now / 1000;
    const first = { name: ['pvc_visits[0]'], value: [`${s + DAY}b123`], expiry: [s + DAY] };
    expect(pvcAnswer(123, `${s + 50}b123axyz`, now)).toMatchObject({ counted: true, storage: first });
    expect(pvcAnswer(123, '<script>alert(1)</script>', now)).toMatchObject({ counted: true, storage: first });
    expect(pvcAnswer(123, `${s + 50}b118a${s + 50}b111`, now).storage).toEqual({
      name: ['pvc_visits[0]'],
      value: [`${s + 50}b118a${s + DAY}b123`],
      expiry: [s + DAY],
    });
    expect(pvcAnswer(123, '', now, 'cookieless')).toEqual({ post_id: 123, counted: false, storage: [], type: 'post' });
    expect([...parsePvcVisits('12b3a4b5')]).toEqual([
      [3, 12],
      [5, 4],
    ]);
    expect([...parsePvcVisits('12b3a b')]).toEqual([]);
    // Two pairs without an `a` between them pass the plugin's pattern, and are skipped as no pair.
    expect(isPvcStorageData('12b34b5a6b7')).toBe(true);
    expect([...parsePvcVisits('12b34b5a6b7')]).toEqual([[7, 6]]);
    expect(isPvcStorageData('1b1\n')).toBe(true);
    expect(isPvcStorageData(`${'1b11'.repeat(5000)}x`)).toBe(false);
  });

  it('pvcAnswer: a value longer than a cookie takes is split after whole pairs', () => {
    const now = 1_700_000_000_000;
    const s = now / 1000;
    const pairs = Array.from({ length: 400 }, (_, index) => `${s + 1000 + index}b${1000 + index}`);
    const answer = pvcAnswer(123, pairs.join('a'), now);
    const storage = answer.storage as PvcStorage;
    expect(storage.name).toEqual(['pvc_visits[0]', 'pvc_visits[1]']);
    expect(storage.value.every((value) => value.length <= 3980 && /^\d+b\d+(a\d+b\d+)*$/.test(value))).toBe(true);
    expect(storage.value.join('a')).toBe([...pairs, `${s + DAY}b123`].join('a'));
    expect(storage.expiry).toEqual([s + DAY, s + DAY]);
  });

  it('pvc-check-post answers the view as of the request time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await ajax('default', VALID['pvc-check-post']);
    const after = Math.floor(Date.now() / 1000);
    // The plugin echoes wp_json_encode: JSON in admin-ajax's text/html.
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const answer = (await json(response)) as { storage: PvcStorage };
    expect(answer).toMatchObject({ post_id: 123, counted: true, type: 'post', storage: { name: ['pvc_visits[0]'] } });
    const [expiry] = answer.storage.expiry;
    expect(expiry).toBeGreaterThanOrEqual(before + DAY);
    expect(expiry).toBeLessThanOrEqual(after + DAY);
    expect(answer.storage.value).toEqual([`${expiry}b123`]);
  });

  it('pvc-check-post: the cookie sent decides; a missing field, an id of no post or an unknown storage type end with an empty body', async () => {
    const s = Math.floor(Date.now() / 1000);
    const seen = (await json(await ajax('default', { ...VALID['pvc-check-post'], storage_data: `${s + 600}b123` }))) as {
      counted: boolean;
      storage: PvcStorage;
    };
    expect(seen.counted).toBe(false);
    expect(seen.storage.value).toEqual([`${s + 600}b123`]);
    expect(await json(await ajax('default', { ...VALID['pvc-check-post'], id: '123abc' }))).toMatchObject({ post_id: 123, counted: true });
    const { storage_data: _data, ...withoutData } = VALID['pvc-check-post'];
    for (const fields of [
      withoutData,
      { ...VALID['pvc-check-post'], id: '999' },
      { ...VALID['pvc-check-post'], id: 'abc' },
      { ...VALID['pvc-check-post'], storage_type: 'session' },
    ]) {
      await expectBody(await ajax('default', fields), 200, '');
    }
    expect(await json(await ajax('default', { ...VALID['pvc-check-post'], storage_type: 'cookieless' }))).toEqual({
      post_id: 123,
      counted: false,
      storage: [],
      type: 'post',
    });
  });

  it('the REST route answers the same JSON for the post of its path', async () => {
    const response = await rest('default');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ post_id: 123, counted: true, type: 'post', storage: { name: ['pvc_visits[0]'] } });
  });
});

/* ================================================================== scenarios */

/** The actions (and the REST route) each reader scenario claims to change; the rest must answer the default. */
const TOUCHES: Record<(typeof READER_SCENARIO_IDS)[number], { actions: readonly AjaxAction[] | 'all'; rest: boolean }> = {
  'reader-newsletter-exists': { actions: ['rb_submit_newsletter'], rest: false },
  'reader-newsletter-500': { actions: ['rb_submit_newsletter'], rest: false },
  'reader-newsletter-timeout': { actions: ['rb_submit_newsletter'], rest: false },
  'reader-newsletter-malformed': { actions: ['rb_submit_newsletter'], rest: false },
  'reader-bookmark-500': { actions: ['rb_bookmark'], rest: false },
  'reader-bookmark-hostile': { actions: ['rb_bookmark'], rest: false },
  'reader-bookmark-empty': { actions: ['rb_bookmark'], rest: false },
  'reader-reaction-active': { actions: ['rb_load_reaction'], rest: false },
  'reader-reaction-unique': { actions: ['rb_load_reaction', 'rb_add_reaction'], rest: false },
  'reader-reaction-fails': { actions: ['rb_add_reaction'], rest: false },
  'reader-reaction-500': { actions: ['rb_load_reaction', 'rb_add_reaction'], rest: false },
  'reader-reaction-slow': { actions: ['rb_add_reaction'], rest: false },
  'reader-reaction-malformed': { actions: ['rb_load_reaction', 'rb_add_reaction'], rest: false },
  'reader-feedback-server-error': { actions: ['my_feedback_plugin_vote'], rest: false },
  'reader-feedback-network': { actions: ['my_feedback_plugin_vote'], rest: false },
  'reader-feedback-nonce': { actions: ['my_feedback_plugin_vote'], rest: false },
  'reader-feedback-malformed': { actions: ['my_feedback_plugin_vote'], rest: false },
  'reader-pvc-empty': { actions: ['pvc-check-post'], rest: true },
  'reader-pvc-not-json': { actions: ['pvc-check-post'], rest: true },
  'reader-pvc-500': { actions: ['pvc-check-post'], rest: true },
  'reader-pvc-nonce': { actions: ['pvc-check-post'], rest: true },
  'reader-pvc-rest': { actions: ['pvc-check-post'], rest: false },
  'reader-pvc-cookieless': { actions: ['pvc-check-post'], rest: true },
  'reader-ajax-down': { actions: 'all', rest: true },
};

/** What of an answer must not change between calls: the status and the body, pvc's time-bound fields aside. */
async function stable(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && 'storage' in body)
      return { status: response.status, counted: 'counted' in body ? body.counted : undefined };
    return { status: response.status, body };
  } catch {
    return { status: response.status, text };
  }
}

describe('reader scenarios', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exist under the contract’s ids, for any site, in the catalogue', () => {
    const contract = [
      'reader-newsletter-exists',
      'reader-newsletter-500',
      'reader-newsletter-timeout',
      'reader-newsletter-malformed',
      'reader-bookmark-500',
      'reader-bookmark-hostile',
      'reader-bookmark-empty',
      'reader-reaction-active',
      'reader-reaction-unique',
      'reader-reaction-fails',
      'reader-reaction-500',
      'reader-reaction-slow',
      'reader-reaction-malformed',
      'reader-feedback-server-error',
      'reader-feedback-network',
      'reader-feedback-nonce',
      'reader-feedback-malformed',
      'reader-pvc-empty',
      'reader-pvc-not-json',
      'reader-pvc-500',
      'reader-pvc-nonce',
      'reader-pvc-rest',
      'reader-pvc-cookieless',
      'reader-ajax-down',
    ];
    expect([...READER_SCENARIO_IDS]).toEqual(contract);
    expect(scenarios.filter((s) => s.id.startsWith('reader-')).map((s) => s.id)).toEqual(contract);
    for (const id of contract) {
      const scenario = findScenario(id);
      expect(scenario?.site, id).toBe('both');
      expect(scenario?.description.length, id).toBeGreaterThan(40);
      expect(scenario?.handlers.length, id).toBeGreaterThan(0);
    }
  });

  it('leave every action they do not name (and the REST route) at its default answer', async () => {
    for (const id of READER_SCENARIO_IDS) {
      const { actions, rest: touchesRest } = TOUCHES[id];
      for (const action of AJAX_ACTIONS) {
        if (actions === 'all' || actions.includes(action)) continue;
        expect(await stable(await ajax(id, VALID[action])), `${id} ${action}`).toEqual(await stable(await ajax('default', VALID[action])));
      }
      if (!touchesRest) expect(await stable(await rest(id)), `${id} REST`).toEqual({ status: 200, counted: true });
    }
  }, 60_000);

  it('plain failures: 500, truncated JSON, dropped connection, on both sites', async () => {
    for (const site of ['radio', 'magazine'] as const) {
      for (const [id, actions] of [
        ['reader-newsletter-500', ['rb_submit_newsletter']],
        ['reader-bookmark-500', ['rb_bookmark']],
        ['reader-reaction-500', ['rb_load_reaction', 'rb_add_reaction']],
        ['reader-pvc-500', ['pvc-check-post']],
      ] as const) {
        for (const action of actions) await expectBody(await ajax(id, VALID[action], site), 500, 'Internal Server Error');
      }
      for (const [id, actions] of [
        ['reader-newsletter-malformed', ['rb_submit_newsletter']],
        ['reader-reaction-malformed', ['rb_load_reaction', 'rb_add_reaction']],
        ['reader-feedback-malformed', ['my_feedback_plugin_vote']],
      ] as const) {
        for (const action of actions) {
          const response = await ajax(id, VALID[action], site);
          expect(response.status, `${id} ${action}`).toBe(200);
          await expect(json(response), `${id} ${action}`).rejects.toThrow(SyntaxError);
        }
      }
      await expect(ajax('reader-feedback-network', VALID.my_feedback_plugin_vote, site)).rejects.toThrow(TypeError);
    }
    expect((await rest('reader-pvc-500')).status).toBe(500);
  });

  it('reader-newsletter-timeout answers only after the failure delay', async () => {
    vi.useFakeTimers();
    const request = new Request(RADIO_AJAX, {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE },
      body: form(VALID.rb_submit_newsletter),
    });
    let settled = false;
    const answer = answerMock('reader-newsletter-timeout', request).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(TIMEOUT_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).kind).toBe('answered');
  });

  it('reader-newsletter-exists: every valid address is already subscribed; an invalid one is still an error', async () => {
    expect(await json(await ajax('reader-newsletter-exists', VALID.rb_submit_newsletter))).toEqual({ notice: 'email-exists' });
    expect(await json(await ajax('reader-newsletter-exists', { action: 'rb_submit_newsletter', email: 'x' }))).toEqual({
      notice: 'email-error',
    });
  });

  it('reader-bookmark-hostile: the asked posts with every hostile piece, JSON-encoded; sanitized, the theme markup survives and nothing hostile does', async () => {
    const text = JSON.parse(await (await ajax('reader-bookmark-hostile', { action: 'rb_bookmark', ids: ['123', '111'] })).text()) as string;
    for (const piece of Object.values(HOSTILE_BOOKMARK)) expect(text).toContain(piece);
    expect(text.indexOf(HOSTILE_BOOKMARK.script)).toBe(0);

    const clean = document.createElement('div');
    clean.append(sanitizeHtml(text));
    expect(clean.querySelectorAll('.p-outer > .p-wrap.p-list-2')).toHaveLength(2);
    expect(clean.querySelector('.entry-title a.p-url')?.getAttribute('href')).toBe('#post-123');
    expect(clean.querySelectorAll('.p-header .read-it-later[data-bookmarkid="111"]')).toHaveLength(1);
    expect(clean.querySelector('script, iframe')).toBeNull();
    for (const element of clean.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      expect(element.getAttribute('href') ?? '', element.outerHTML).not.toMatch(/script:/i);
    }
    const none = JSON.parse(await (await ajax('reader-bookmark-hostile', { action: 'rb_bookmark', ids: ['999'] })).text()) as string;
    expect(none).toContain('class="bookmark-empty"');
    expect(none).toContain(HOSTILE_BOOKMARK.script);
  });

  it('reader-bookmark-empty: "" whatever ids are asked; without ids the theme’s empty block', async () => {
    expect(await (await ajax('reader-bookmark-empty', VALID.rb_bookmark)).text()).toBe('""');
    expect(await (await ajax('reader-bookmark-empty', { action: 'rb_bookmark', ids: ['2841'] }, 'magazine')).text()).toBe('""');
    expect(await (await ajax('reader-bookmark-empty', { action: 'rb_bookmark' })).text()).toContain('bookmark-empty');
  });

  it('reader-reaction-active, reader-reaction-unique and reader-reaction-fails', async () => {
    expect(await json(await ajax('reader-reaction-active', VALID.rb_load_reaction))).toEqual([ACTIVE_REACTION]);
    expect(await json(await ajax('reader-reaction-active', { action: 'rb_load_reaction', uid: '2841' }, 'magazine'))).toEqual(['love']);
    expect(await (await ajax('reader-reaction-active', VALID.rb_add_reaction)).text()).toBe('true');
    expect(await json(await ajax('reader-reaction-unique', VALID.rb_load_reaction))).toEqual([ACTIVE_REACTION]);
    expect(await (await ajax('reader-reaction-unique', VALID.rb_add_reaction)).text()).toBe('2');
    expect(await (await ajax('reader-reaction-unique', { ...VALID.rb_add_reaction, push: '' })).text()).toBe('""');
    const refused = await ajax('reader-reaction-fails', VALID.rb_add_reaction);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toBe('""');
  });

  it('reader-reaction-slow: rb_add_reaction answers true only after 3 s', async () => {
    vi.useFakeTimers();
    const request = new Request(RADIO_AJAX, { method: 'POST', headers: { 'content-type': FORM_TYPE }, body: form(VALID.rb_add_reaction) });
    let settled = false;
    const answer = answerMock('reader-reaction-slow', request).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(REACTION_SLOW_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await answer;
    expect(result.kind === 'answered' && (await result.response.text())).toBe('true');
  });

  it('reader-feedback-server-error and reader-feedback-nonce', async () => {
    expect(await json(await ajax('reader-feedback-server-error', VALID.my_feedback_plugin_vote))).toEqual({
      success: false,
      data: { message: FEEDBACK_SERVER_ERROR_MESSAGE },
    });
    await expectBody(await ajax('reader-feedback-server-error', { ...VALID.my_feedback_plugin_vote, security: 'x' }), 403, '-1');
    await expectBody(await ajax('reader-feedback-nonce', VALID.my_feedback_plugin_vote), 403, '-1');
  });

  it('reader-pvc-empty, reader-pvc-not-json and reader-pvc-nonce on both transports', async () => {
    await expectBody(await ajax('reader-pvc-empty', VALID['pvc-check-post']), 200, '');
    await expectBody(await rest('reader-pvc-empty'), 200, '');

    for (const response of [await ajax('reader-pvc-not-json', VALID['pvc-check-post']), await rest('reader-pvc-not-json')]) {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text.startsWith(PVC_PHP_WARNING)).toBe(true);
      expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
      expect(JSON.parse(text.slice(PVC_PHP_WARNING.length))).toMatchObject({ post_id: 123, counted: true });
    }

    await expectBody(await ajax('reader-pvc-nonce', VALID['pvc-check-post']), 200, '');
    const restNonce = await rest('reader-pvc-nonce');
    expect(restNonce.status).toBe(403);
    expect(await json(restNonce)).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  });

  it('reader-pvc-cookieless: a cookieless view is counted and answers the visits for local storage; a cookie view is not', async () => {
    const s = Math.floor(Date.now() / 1000);
    const cookieless = { ...VALID['pvc-check-post'], storage_type: 'cookieless' };
    const first = (await json(await ajax('reader-pvc-cookieless', cookieless))) as {
      counted: boolean;
      storage: { post: Record<string, number> };
    };
    expect(first.counted).toBe(true);
    expect(Object.keys(first.storage.post)).toEqual(['123']);
    expect(first.storage.post['123']).toBeGreaterThanOrEqual(s + DAY);
    const again = await json(
      await ajax('reader-pvc-cookieless', { ...cookieless, storage_data: JSON.stringify({ 118: s + 50, 111: s - 5, 123: s + 60 }) }),
    );
    expect(again).toEqual({ post_id: 123, counted: false, storage: { post: { 118: s + 50, 123: s + 60 } }, type: 'post' });
    expect(await json(await ajax('reader-pvc-cookieless', VALID['pvc-check-post']))).toEqual({
      post_id: 123,
      counted: false,
      storage: [],
      type: 'post',
    });
    expect(
      await json(await rest('reader-pvc-cookieless', { fields: { storage_type: 'cookieless', storage_data: 'kein JSON' } })),
    ).toMatchObject({ counted: true, storage: { post: {} } });
  });

  it('reader-pvc-rest: admin-ajax refuses pvc-check-post as unknown, the REST route counts', async () => {
    await expectBody(await ajax('reader-pvc-rest', VALID['pvc-check-post']), 400, '0');
    expect(await json(await rest('reader-pvc-rest'))).toMatchObject({ post_id: 123, counted: true });
  });

  it('reader-ajax-down: every admin-ajax request of both sites and the REST route answer 503', async () => {
    for (const site of ['radio', 'magazine'] as const) {
      for (const action of AJAX_ACTIONS)
        expect((await ajax('reader-ajax-down', VALID[action], site)).status, `${site} ${action}`).toBe(503);
      expect((await ajax('reader-ajax-down', { action: 'rb_unbekannt' }, site)).status).toBe(503);
    }
    expect((await rest('reader-ajax-down')).status).toBe(503);
  });
});

/* ================================================================== pages */

const html = pageHtml;
const parse = (id: string) => new DOMParser().parseFromString(html(id), 'text/html');

/** A global the page prints with wp_localize_script, parsed, or undefined when it prints none. */
function pageGlobal(id: string, name: string): Record<string, unknown> | undefined {
  const match = new RegExp(`var ${name} = (\\{.*\\});\\n`).exec(html(id));
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as Record<string, unknown>);
}

const outer = (doc: Document, selector: string) => doc.querySelector(selector)?.outerHTML;

describe('reader pages', () => {
  it('are registered for the radio', () => {
    for (const id of ['radio-bookmarks', 'radio-article-rest']) expect(pages.find((page) => page.id === id)?.site, id).toBe('radio');
  });

  it('load nothing from the network', () => {
    for (const id of ['radio-bookmarks', 'radio-article-rest', 'magazine-article']) {
      // A data: URL (the vote buttons' thumb, drawn in the fixture CSS) is part of the page, not a load.
      expect(html(id), id).not.toMatch(/\ssrc=|url\((?!["']?data:)|@import/);
      expect(parse(id).querySelector('link:not([rel=canonical])'), id).toBeNull();
    }
  });

  it('radio-article: the nonces, URLs, post ids and reactions the mocks expect', () => {
    expect(pageGlobal('radio-article', 'pvcArgsFrontend')).toMatchObject({
      mode: 'js',
      postID: 123,
      multisite: false,
      requestURL: RADIO_AJAX,
      nonce: RADIO.nonces.pvc,
    });
    expect(pageGlobal('radio-article', 'feedbackVoting')).toMatchObject({
      ajaxUrl: RADIO_AJAX,
      enableFeedbackField: '1',
      preventMultiple: '1',
      nonce: RADIO.nonces.feedback,
    });
    expect(pageGlobal('radio-article', 'pixwellCoreParams')).toEqual({ ajaxurl: RADIO_AJAX, darkModeID: 'RubyDarkMode' });
    const doc = parse('radio-article');
    expect(doc.querySelector('.rb-reaction')?.getAttribute('data-reaction_uid')).toBe('123');
    const reactions = [...doc.querySelectorAll('.rb-reaction .reaction[data-reaction]')].map((button) =>
      button.getAttribute('data-reaction'),
    );
    expect(reactions).toEqual(RADIO.reactions);
    for (const id of ['radio-article', 'radio-home']) {
      for (const button of parse(id).querySelectorAll('[data-bookmarkid]')) {
        expect(
          RADIO.posts.map((post) => String(post.id)),
          id,
        ).toContain(button.getAttribute('data-bookmarkid'));
      }
    }
  });

  it('radio-bookmarks: the list region printed with a loading text, remove-all, the counter; the article’s chrome', () => {
    const doc = parse('radio-bookmarks');
    const list = doc.querySelector('#bookmarks-list');
    expect(list?.matches('div.content-inner.bookmark-list')).toBe(true);
    expect(list?.querySelectorAll(':scope > div.bookmark-perload > span.loadmore-animation')).toHaveLength(1);
    expect(doc.querySelector('aside.bookmark-list-header a#remove-bookmark-list')?.getAttribute('href')).toBe('#');
    expect(doc.querySelector('.bookmark-counter.rb-counter')?.textContent).toBe('0');
    expect(doc.querySelector('h1')?.textContent).toBe('Merkliste');
    const article = parse('radio-article');
    for (const selector of ['#site-footer', '#rb-cookie', '.rb-headerstrip', '.navbar-right', '.songinfo-bar', '.logo-wrap']) {
      expect(outer(doc, selector), selector).toBe(outer(article, selector));
    }
    expect(pageGlobal('radio-bookmarks', 'pixwellCoreParams')).toEqual(pageGlobal('radio-article', 'pixwellCoreParams'));
    expect(pageGlobal('radio-bookmarks', 'lfmWidgetSettings')).toEqual(pageGlobal('radio-article', 'lfmWidgetSettings'));
    expect(doc.querySelector('[data-bookmarkid], .rb-reaction')).toBeNull();
    // The list's own styles are on the page, so a filled list looks like the front page's teasers.
    for (const thumb of RADIO.posts.map((post) => post.thumb)) expect(html('radio-bookmarks')).toContain(`.${thumb}{`);
  });

  it('radio-article-rest: REST post views with its nonce, no consent checkbox, an inline note; the rest as radio-article', () => {
    expect(pageGlobal('radio-article-rest', 'pvcArgsFrontend')).toEqual({
      ...pageGlobal('radio-article', 'pvcArgsFrontend'),
      mode: 'rest_api',
      requestURL: 'https://www.b80er.de/wp-json/post-views-counter/view-post/123',
      nonce: RADIO.nonces.rest,
    });
    expect(REST_123).toBe('https://www.b80er.de/wp-json/post-views-counter/view-post/123');
    const doc = parse('radio-article-rest');
    const newsletter = doc.querySelector('form.rb-newsletter-form');
    expect(newsletter?.querySelector('input[name=rb_email_subscribe]')).not.toBeNull();
    expect(newsletter?.querySelector('input[type=checkbox], [name=rb_privacy]')).toBeNull();
    expect(parse('radio-article').querySelector('form.rb-newsletter-form [name=rb_privacy]')).not.toBeNull();
    const inline = doc.querySelector('.rb-note.is-inline');
    const toggle = inline?.querySelector('.note-header > button.note-toggle[aria-expanded="false"]');
    const content = inline?.querySelector(`.note-content#${toggle?.getAttribute('aria-controls') ?? 'none'}`);
    expect(content?.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelectorAll('.rb-note:not(.is-inline)')).toHaveLength(1);
    const article = parse('radio-article');
    for (const selector of [
      '.rb-reaction',
      '.feedback-voting-container',
      '.single-share',
      '.single-meta',
      '.rb-accordion',
      '#site-header',
      '#rb-cookie',
    ]) {
      expect(outer(doc, selector), selector).toBe(outer(article, selector));
    }
    expect(pageGlobal('radio-article-rest', 'feedbackVoting')).toEqual(pageGlobal('radio-article', 'feedbackVoting'));
  });

  it('magazine-article: bookmark button, counter, share links and reactions for post 2841 on the magazine’s admin-ajax', () => {
    expect(pageGlobal('magazine-article', 'pixwellCoreParams')).toEqual({ ajaxurl: MAGAZINE_AJAX, darkModeID: 'RubyDarkMode' });
    const doc = parse('magazine-article');
    const radio = parse('radio-article');
    const classes = (d: Document, selector: string) => d.querySelector(selector)?.className;
    expect(doc.querySelector('.rb-remove-bookmark.is-hidden')?.getAttribute('data-bookmarkid')).toBe('2841');
    expect(classes(doc, '[data-bookmarkid]')).toBe(classes(radio, '[data-bookmarkid]'));
    expect(doc.querySelector('.bookmark-counter.rb-counter')?.textContent).toBe('0');
    expect(MAGAZINE.posts.map((post) => post.id)).toContain(2841);
    const block = doc.querySelector('.rb-reaction[data-reaction_uid]');
    expect(block?.getAttribute('data-reaction_uid')).toBe('2841');
    expect(block?.className).toBe(radio.querySelector('.rb-reaction')?.className);
    const reactions = [...(block?.querySelectorAll('.reaction[data-reaction]') ?? [])];
    expect(reactions.map((button) => button.getAttribute('data-reaction'))).toEqual(MAGAZINE.reactions);
    for (const button of reactions) expect(button.querySelector('.reaction-count')?.textContent).toMatch(/^\d+$/);
    expect(doc.querySelectorAll('a.share-action').length).toBeGreaterThanOrEqual(3);
  });

  it('the harness points the REST requestURL at the mocks, and the mock path leads back to the REST route', () => {
    expect(MOCKED_CONFIG_VALUES).toContainEqual({ global: 'pvcArgsFrontend', key: 'requestURL' });
    const injected = injectIntoPage(html('radio-article-rest'), {
      mockBase: 'http://127.0.0.1:4173/mock/default',
      bundleUrl: '/b.js',
      bundle: false,
    });
    const script = /<script data-harness="config">([\s\S]*?)<\/script>/.exec(injected)?.[1] ?? '';
    const page: Record<string, unknown> = { pvcArgsFrontend: pageGlobal('radio-article-rest', 'pvcArgsFrontend') };
    new Function('window', script)(page);
    const mocked = (page.pvcArgsFrontend as { requestURL: string }).requestURL;
    expect(mocked).toBe('http://127.0.0.1:4173/mock/default/www.b80er.de/wp-json/post-views-counter/view-post/123');
    expect(parseMockPath(new URL(mocked).pathname)).toEqual({ scenario: 'default', url: REST_123 });
  });
});
