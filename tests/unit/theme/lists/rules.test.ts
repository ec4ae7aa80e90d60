/** The pure rules of list blocks: filter rules, paging controls, the infinite offset, payloads, cache, answers. */
import { describe, expect, it } from 'vitest';
import type { BlockData } from '../../../../src/theme/lists/block-data';
import { applyFilter, readFilterChoice } from '../../../../src/theme/lists/filter-rules';
import { paginationAnswer, quickFilterAnswer } from '../../../../src/theme/lists/list-answers';
import { controlState, infiniteDue, targetPage } from '../../../../src/theme/lists/pagination-rules';
import { cacheKey, paginationPayload, quickFilterPayload } from '../../../../src/theme/lists/payload';
import { createResponseCache } from '../../../../src/theme/lists/response-cache';
import { fill } from '../../../../src/theme/lists/list-view';

const ORIGINAL: BlockData = {
  uuid: 'uid_home_1',
  name: 'list_1',
  posts_per_page: 4,
  page_max: 6,
  page_current: 1,
  category: '0',
  categories: '2,3,4,5',
  orderby: 'date_post',
  author: '0',
  tags: 'stadt',
  post_not_in: '',
  format: '',
  offset: '0',
  quick_filter: 'category',
  tag_not_in: '',
  layout: 'list',
};

describe('quick filter rules', () => {
  it('a category other than 0 sets category and categories 0, page 1, printed tags', () => {
    expect(applyFilter(ORIGINAL, { kind: 'category', value: '2' })).toEqual({ ...ORIGINAL, category: '2', categories: '0', page_current: 1 });
  });

  it('category 0 restores the original category and categories', () => {
    const politik = applyFilter(ORIGINAL, { kind: 'category', value: '2' });
    expect(politik.category).toBe('2');
    expect(applyFilter(ORIGINAL, { kind: 'category', value: '0' })).toEqual(ORIGINAL);
  });

  it('the tag filter sets tags (and keeps the printed category); tag 0 restores the printed tags', () => {
    expect(applyFilter(ORIGINAL, { kind: 'tag', value: 'klima' })).toEqual({ ...ORIGINAL, tags: 'klima' });
    expect(applyFilter(ORIGINAL, { kind: 'tag', value: '0' }).tags).toBe('stadt');
  });

  it('always resets the page to 1 and sends the printed page_max', () => {
    const onPage3 = { ...ORIGINAL, page_current: 3 };
    expect(applyFilter(onPage3, { kind: 'category', value: '4' }).page_current).toBe(1);
    expect(applyFilter(ORIGINAL, { kind: 'tag', value: 'klima' }).page_max).toBe(6);
  });

  it('reads the kind from data-ajax_filter, else from the block’s quick_filter, else category', () => {
    expect(readFilterChoice('tag', 'klima', 'category')).toEqual({ ok: true, choice: { kind: 'tag', value: 'klima' } });
    expect(readFilterChoice(null, 'klima', 'tag')).toEqual({ ok: true, choice: { kind: 'tag', value: 'klima' } });
    expect(readFilterChoice(null, ' 3 ', '')).toEqual({ ok: true, choice: { kind: 'category', value: '3' } });
    expect(readFilterChoice('Category', '0', 'tag')).toEqual({ ok: true, choice: { kind: 'category', value: '0' } });
  });

  it('refuses an unknown kind and a category value that is no id', () => {
    expect(readFilterChoice('author', '3', 'category').ok).toBe(false);
    expect(readFilterChoice('category', 'politik', 'category').ok).toBe(false);
    expect(readFilterChoice(null, null, 'category').ok).toBe(false);
  });
});

describe('paging controls after a load (spec §4)', () => {
  it.each([
    [1, 6, { more: true, next: true, prev: false }],
    [3, 6, { more: true, next: true, prev: true }],
    [6, 6, { more: false, next: false, prev: true }],
    [7, 6, { more: false, next: false, prev: true }],
    [1, 1, { more: false, next: false, prev: false }],
    [1, 0, { more: false, next: false, prev: false }],
  ])('page %i of %i', (current, max, expected) => {
    expect(controlState(current, max)).toEqual(expected);
  });

  it('targets the neighbouring page only where the control works', () => {
    expect(targetPage('next', 2, 6)).toBe(3);
    expect(targetPage('prev', 2, 6)).toBe(1);
    expect(targetPage('more', 2, 6)).toBe(3);
    expect(targetPage('prev', 1, 6)).toBeUndefined();
    expect(targetPage('next', 6, 6)).toBeUndefined();
    expect(targetPage('more', 1, 1)).toBeUndefined();
  });

  it('infinite scroll is due once the viewport bottom passes 99 % of the block', () => {
    // Block from 1000 to 2000: 99 % is at 1990.
    expect(infiniteDue(1189, 800, 1000, 1000)).toBe(false);
    expect(infiniteDue(1190, 800, 1000, 1000)).toBe(true);
    expect(infiniteDue(5000, 800, 1000, 1000)).toBe(true);
  });
});

describe('payloads and cache keys', () => {
  it('quick_filter sends every field as data[…] in the theme’s order', () => {
    const payload = quickFilterPayload(applyFilter(ORIGINAL, { kind: 'category', value: '2' }));
    expect(Object.keys(payload)[0]).toBe('data[uuid]');
    expect(Object.keys(payload)).toHaveLength(16);
    expect(payload).toMatchObject({ 'data[category]': '2', 'data[categories]': '0', 'data[page_current]': '1', 'data[posts_per_page]': '4' });
  });

  it('live_pagination sends page_next and no page_current, so a page has one payload', () => {
    const fromPage1 = paginationPayload({ ...ORIGINAL, page_current: 1 }, 2);
    const fromPage3 = paginationPayload({ ...ORIGINAL, page_current: 3 }, 2);
    expect(fromPage1['data[page_next]']).toBe('2');
    expect('data[page_current]' in fromPage1).toBe(false);
    expect(cacheKey('live_pagination', fromPage1)).toBe(cacheKey('live_pagination', fromPage3));
  });

  it('the key tells actions and payloads apart', () => {
    const payload = quickFilterPayload(ORIGINAL);
    expect(cacheKey('quick_filter', payload)).not.toBe(cacheKey('live_pagination', payload));
    expect(cacheKey('quick_filter', payload)).not.toBe(cacheKey('quick_filter', { ...payload, 'data[tags]': 'klima' }));
    expect(cacheKey('quick_filter', payload)).toMatch(/^quick_filter\?data%5Buuid%5D=uid_home_1&/);
  });
});

describe('response cache', () => {
  it('answers what it holds and forgets the least recently used beyond its limit', () => {
    const cache = createResponseCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size()).toBe(2);
  });
});

describe('answers', () => {
  it('accept numbers printed as strings and an absent notice as false or null', () => {
    expect(quickFilterAnswer.parse({ content: '<p>x</p>', page_max: '3', notice: false })).toEqual({ content: '<p>x</p>', page_max: 3, notice: undefined });
    expect(paginationAnswer.parse({ content: '', page_current: 2, notice: '<p>Hinweis</p>' })).toMatchObject({ page_current: 2, notice: '<p>Hinweis</p>' });
  });

  it('refuse a missing content or a page that is not a whole number', () => {
    expect(quickFilterAnswer.safeParse({ page_max: 1 }).success).toBe(false);
    expect(quickFilterAnswer.safeParse({ content: 5, page_max: 1 }).success).toBe(false);
    expect(quickFilterAnswer.safeParse({ content: '', page_max: 'viele' }).success).toBe(false);
    expect(paginationAnswer.safeParse({ content: '', page_current: -1 }).success).toBe(false);
    expect(paginationAnswer.safeParse({ content: '', page_current: '' }).success).toBe(false);
  });

  it('fill puts values into the strings’ {placeholders}', () => {
    expect(fill('Seite {page} von {max} geladen.', { page: 2, max: 6 })).toBe('Seite 2 von 6 geladen.');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});
