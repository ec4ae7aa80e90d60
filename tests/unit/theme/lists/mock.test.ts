// @vitest-environment jsdom
/**
 * The mock of the list actions and its scenarios: the query rules, the answers' shapes, every
 * scenario doing what its description says, and the home fixture printing exactly the mock's
 * page 1 of each block (so paging continues without a seam).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findScenario, scenarios } from '../../../../harness/scenarios';
import { MAGAZINE_AJAX } from '../../../../harness/mocks/origins';
import { END_LIST_TEXT, listPage, matchingPosts, phpJsonEncode } from '../../../../harness/mocks/theme-lists';
import { LIST_POSTS } from '../../../../harness/mocks/theme-lists-data';
import { LIST_HOSTILE_HTML, LIST_NOTICE } from '../../../../harness/scenario-sets/theme-lists';
import { parseBlockData, dataAttributes } from '../../../../src/theme/lists/block-data';
import { paginationAnswer, quickFilterAnswer } from '../../../../src/theme/lists/list-answers';
import { loadMorePayload, nextPrevPayload, quickFilterPayload } from '../../../../src/theme/lists/payload';
import { applyFilter } from '../../../../src/theme/lists/filter-rules';
import { mockServer } from '../../../support/msw';

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURE = readFileSync(join(here, '../../../../fixtures/pages/fragments/theme/home-blocks.html'), 'utf8');
const fixture = new DOMParser().parseFromString(FIXTURE, 'text/html');
const q = (fields: Record<string, string>) => new Map(Object.entries(fields));

async function post(scenarioId: string, fields: Record<string, string>): Promise<Response> {
  const scenario = findScenario(scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  mockServer.resetHandlers();
  mockServer.use(...scenario.handlers);
  return fetch(MAGAZINE_AJAX, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

function blockData(id: string) {
  const element = fixture.getElementById(id);
  if (!element) throw new Error(`no ${id}`);
  const parsed = parseBlockData(dataAttributes(element));
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.data;
}

describe('the catalogue and its query', () => {
  it('is newest first with unique ids', () => {
    const dates = LIST_POSTS.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(LIST_POSTS.map((post) => post.id)).size).toBe(LIST_POSTS.length);
  });

  it('filters by category, categories, tags, author, exclusions, offset and format', () => {
    expect(matchingPosts(q({ category: '2' })).every((post) => post.category.slug === 'politik')).toBe(true);
    expect(new Set(matchingPosts(q({ categories: '5,6' })).map((post) => post.category.id))).toEqual(new Set([5, 6]));
    expect(matchingPosts(q({ tags: 'klima' })).every((post) => post.tags.includes('klima'))).toBe(true);
    expect(matchingPosts(q({ author: '16' })).every((post) => post.author === 'Felix Neumann')).toBe(true);
    const first = LIST_POSTS[0]?.id ?? 0;
    expect(matchingPosts(q({ post_not_in: String(first) })).some((post) => post.id === first)).toBe(false);
    expect(matchingPosts(q({ tag_not_in: 'klima' })).some((post) => post.tags.includes('klima'))).toBe(false);
    expect(matchingPosts(q({ offset: '2' }))[0]).toBe(LIST_POSTS[2]);
    expect(matchingPosts(q({ format: 'video' }))).toEqual([]);
    expect(matchingPosts(q({ category: '0', categories: '0' }))).toHaveLength(LIST_POSTS.length);
  });

  it('reads the block as Pixwell’s query does: categories before category, negative ids excluded, "+" tags all of them, tag_not_in only without tags', () => {
    expect(matchingPosts(q({ category: '2', categories: '5,6' })).every((post) => [5, 6].includes(post.category.id))).toBe(true);
    expect(matchingPosts(q({ categories: '2,3,-3' })).every((post) => post.category.id === 2)).toBe(true);
    const both = matchingPosts(q({ tags: 'klima+energie' }));
    expect(both.every((post) => post.tags.includes('klima') && post.tags.includes('energie'))).toBe(true);
    expect(matchingPosts(q({ tags: 'klima,energie' })).length).toBeGreaterThanOrEqual(both.length);
    expect(matchingPosts(q({ tags: 'klima', tag_not_in: 'klima' })).length).toBeGreaterThan(0);
    expect(matchingPosts(q({ format: 'default' }))).toHaveLength(LIST_POSTS.length);
    expect(matchingPosts(q({ format: 'standard' }))).toEqual([]);
  });

  it('an offset starts the page later; the page count still counts every match', () => {
    const plain = listPage(q({ category: '2', posts_per_page: '4' }), 1);
    const offset = listPage(q({ category: '2', posts_per_page: '4', offset: '3' }), 2);
    expect(offset.pageMax).toBe(plain.pageMax);
    expect(offset.posts[0]).toBe(matchingPosts(q({ category: '2' }))[7]);
    expect(listPage(q({ posts_per_page: '-1' }), 1)).toMatchObject({ pageMax: 0, posts: { length: LIST_POSTS.length } });
    expect(listPage(q({ posts_per_page: 'abc' }), 1).posts).toHaveLength(10);
  });

  it('pages by posts_per_page', () => {
    const page = listPage(q({ categories: '2,3,4,5', posts_per_page: '4' }), 2);
    expect(page.posts).toHaveLength(4);
    expect(page.pageMax).toBe(6);
    expect(listPage(q({ posts_per_page: '4' }), 99).posts).toEqual([]);
  });
});

describe('default answers', () => {
  it('pixwell_quick_filter answers {"page_max":N,"content":"…"} encoded as wp_send_json does', async () => {
    const data = applyFilter(blockData('uid_home_1'), { kind: 'category', value: '2' });
    const response = await post('default', { action: 'pixwell_quick_filter', ...quickFilterPayload(data) });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text.startsWith('{"page_max":2,"content":"<div class=\\"rb-col-m12\\">')).toBe(true);
    expect(text).toContain('<\\/div>');
    expect(text).toContain('https:\\/\\/www.magazin.example');
    expect(text).not.toMatch(/[^\x00-\x7f]/);
    const answer = quickFilterAnswer().parse(JSON.parse(text));
    expect(answer.page_max).toBe(2);
    expect(answer.content.match(/class="p-wrap p-list p-list-3/g)).toHaveLength(4);
    expect(answer.content).toContain('class="read-it-later bookmark-item"');
    expect(answer.content).not.toContain('content-inner');
  });

  it('pixwell_quick_filter answers {"page_max":"","content":""} when nothing matches', async () => {
    const data = applyFilter(blockData('uid_home_1'), { kind: 'category', value: '99' });
    expect(await (await post('default', { action: 'pixwell_quick_filter', ...quickFilterPayload(data) })).text()).toBe(
      '{"page_max":"","content":""}',
    );
  });

  it('pixwell_live_pagination answers content, page_max and page_current as a string; the last page adds the notice', async () => {
    const second = JSON.parse(
      await (await post('default', { action: 'pixwell_live_pagination', ...nextPrevPayload(blockData('uid_home_1'), 2) })).text(),
    ) as Record<string, unknown>;
    expect(Object.keys(second)).toEqual(['content', 'page_max', 'page_current']);
    expect(second.page_current).toBe('2');
    expect(second.page_max).toBe(6);
    const last = JSON.parse(
      await (await post('default', { action: 'pixwell_live_pagination', ...loadMorePayload(blockData('uid_home_2'), 3) })).text(),
    ) as Record<string, unknown>;
    expect(last.page_current).toBe('3');
    expect(last.notice).toBe(`<div class="end-list"><span class="end-list-info">${END_LIST_TEXT}</span></div>`);
    const answer = paginationAnswer().parse(last);
    expect(answer.page_current).toBe(3);
    expect(answer.content.match(/class="p-wrap/g)).toHaveLength(1);
  });

  it('pixwell_live_pagination: page_current is the number 2 without page_next, the text sent otherwise; intval 0 is page 1; an unknown block gets no content', async () => {
    const answer = async (fields: Record<string, string>) =>
      JSON.parse(
        await (
          await post('default', {
            action: 'pixwell_live_pagination',
            'data[name]': 'ct_list',
            'data[posts_per_page]': '4',
            'data[categories]': '2,3,4,5',
            ...fields,
          })
        ).text(),
      ) as Record<string, unknown>;
    expect((await answer({})).page_current).toBe(2);
    expect((await answer({ 'data[page_next]': '' })).page_current).toBe(2);
    expect((await answer({ 'data[page_next]': '3abc' })).page_current).toBe('3abc');
    const hostile = await answer({ 'data[page_next]': '<b>x</b>' });
    expect(hostile.page_current).toBe('x');
    expect(String(hostile.content)).toContain('post-3163');
    expect((await answer({ 'data[page_next]': ' 6' })).notice).toBeDefined();
    expect(await answer({ 'data[page_next]': '2', 'data[name]': 'gibt_es_nicht' })).toMatchObject({ content: '', page_max: 6 });
    // $_POST only: the block in the query string is no block.
    mockServer.resetHandlers();
    const query = await fetch(`${MAGAZINE_AJAX}?data[category]=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pixwell_quick_filter',
    });
    expect(((await query.json()) as { page_max: number }).page_max).toBe(Math.ceil(LIST_POSTS.length / 10));
  });

  it('pixwell_live_pagination answers {"content":""} past the last page', async () => {
    expect(
      await (await post('default', { action: 'pixwell_live_pagination', ...loadMorePayload(blockData('uid_home_2'), 9) })).text(),
    ).toBe('{"content":""}');
  });

  it('phpJsonEncode writes / as \\/ and non-ASCII as \\uXXXX', () => {
    expect(phpJsonEncode({ a: '</b> Ü' })).toBe('{"a":"<\\/b> \\u00dc"}');
  });
});

describe('scenarios', () => {
  const pagination = () => ({ action: 'pixwell_live_pagination', ...nextPrevPayload(blockData('uid_home_1'), 2) });
  const filter = () => ({
    action: 'pixwell_quick_filter',
    ...quickFilterPayload(applyFilter(blockData('uid_home_1'), { kind: 'category', value: '3' })),
  });

  it('are the magazine’s, described, and named theme-lists-*', () => {
    const ids = scenarios.filter((scenario) => scenario.id.startsWith('theme-lists-')).map((scenario) => scenario.id);
    expect(ids).toEqual([
      'theme-lists-last-page',
      'theme-lists-empty',
      'theme-lists-notice',
      'theme-lists-hostile',
      'theme-lists-slow',
      'theme-lists-500',
      'theme-lists-timeout',
      'theme-lists-malformed',
      'theme-lists-wrong-shape',
    ]);
    for (const id of ids) expect(findScenario(id)?.description.length, id).toBeGreaterThan(60);
  });

  it('500, malformed and wrong shape fail both actions the way they say', async () => {
    for (const fields of [pagination(), filter()]) {
      expect((await post('theme-lists-500', fields)).status).toBe(500);
      await expect((await post('theme-lists-malformed', fields)).json()).rejects.toThrow(SyntaxError);
      expect(await (await post('theme-lists-wrong-shape', fields)).json()).toEqual({ content: 5, page_max: 'viele' });
    }
  });

  it('last page, empty, notice and hostile change the default answers as described', async () => {
    expect(quickFilterAnswer().parse(await (await post('theme-lists-last-page', filter())).json()).page_max).toBe(1);
    const last = (await (await post('theme-lists-last-page', pagination())).json()) as Record<string, unknown>;
    expect(last).toMatchObject({ page_max: 2, page_current: '2' });
    expect(String(last.notice)).toContain('end-list');
    expect(await (await post('theme-lists-empty', filter())).text()).toBe('{"page_max":"","content":""}');
    expect(await (await post('theme-lists-empty', pagination())).text()).toBe('{"content":""}');
    expect(((await (await post('theme-lists-notice', pagination())).json()) as { notice: string }).notice).toBe(LIST_NOTICE);
    expect(((await (await post('theme-lists-notice', filter())).json()) as { notice?: string }).notice).toBeUndefined();
    for (const fields of [pagination(), filter()]) {
      const hostile = (await (await post('theme-lists-hostile', fields)).json()) as { content: string; notice?: string };
      expect(hostile.content.startsWith(LIST_HOSTILE_HTML)).toBe(true);
      expect(hostile.content).toContain('class="p-wrap');
    }
    expect(((await (await post('theme-lists-hostile', pagination())).json()) as { notice: string }).notice).toBe(LIST_HOSTILE_HTML);
  });

  it('leave the other admin-ajax actions alone', async () => {
    const response = await post('theme-lists-500', { action: 'rb_load_reaction', uid: '123' });
    expect(await response.json()).toEqual([]);
  });
});

describe('the home fixture', () => {
  it.each([
    ['uid_home_1', 'next/prev'],
    ['uid_home_2', 'load more'],
    ['uid_home_3', 'infinite'],
  ])('%s (%s) prints the mock’s page 1 and its page count', (id) => {
    const data = blockData(id);
    const fields = new Map(Object.entries(quickFilterPayload(data)).map(([key, value]) => [key.slice(5, -1), value]));
    const page = listPage(fields, 1);
    const printed = [...fixture.querySelectorAll(`#${id} > .content-wrap > .content-inner.rb-row > .rb-col-m12 > .p-wrap`)].map((post) =>
      Number(/post-(\d+)/.exec(post.className)?.[1]),
    );
    expect(printed).toEqual(page.posts.map((post) => post.id));
    expect(data.page_max).toBe(page.pageMax);
  });

  it('prints the theme’s markup: the data attributes, the filter aside, the pagination; nothing the script creates', () => {
    const home1 = fixture.getElementById('uid_home_1');
    expect(home1?.matches('div.block-wrap[data-uuid="uid_home_1"][data-name][data-page_current="1"][data-quick_filter="category"]')).toBe(
      true,
    );
    // Only non-empty values are printed, and never data-orderby.
    expect(
      fixture.querySelectorAll('[data-orderby], [data-category="0"], [data-author="0"], [data-offset="0"], [data-tags=""]'),
    ).toHaveLength(0);
    const links = fixture.querySelectorAll(
      'aside#ajax_filter_uid_home_1.ajax-quick-filter > div.ajax-quick-filter-inner > span.filter-el > a.ajax-link.quick-filter-link[href="#"][data-ajax_filter_val]',
    );
    expect(links).toHaveLength(5);
    expect(fixture.querySelectorAll('[data-ajax_filter]')).toHaveLength(0);
    expect(fixture.querySelector('#ajax_filter_uid_home_1 a.is-active')?.getAttribute('data-ajax_filter_val')).toBe('0');
    expect(
      fixture.querySelector(
        '#uid_home_1 > .pagination-wrap.pagination-nextprev > a.pagination-link.ajax-link.ajax-prev.is-disable[data-type="prev"] + a.pagination-link.ajax-link.ajax-next[data-type="next"]',
      ),
    ).not.toBeNull();
    expect(
      fixture.querySelector('#uid_home_2 > .pagination-wrap.pagination-loadmore > a.loadmore-link[href="#"] + span.loadmore-animation'),
    ).not.toBeNull();
    expect(fixture.querySelector('#uid_home_3 > .pagination-wrap.pagination-infinite > span.loadmore-animation')).not.toBeNull();
    expect(fixture.querySelectorAll('.load-animation, .end-list, .disable-pagination, [hidden], [role], [aria-disabled]')).toHaveLength(0);
  });
});
