/** The pure rules of list blocks: filter rules, paging controls, the infinite offset, payloads, cache, answers. */
import { describe, expect, it } from 'vitest';
import type { BlockData } from '../../../../src/theme/lists/block-data';
import { applyFilter, readFilterChoice } from '../../../../src/theme/lists/filter-rules';
import { paginationAnswer, quickFilterAnswer } from '../../../../src/theme/lists/list-answers';
import { controlState, infiniteDue, targetPage } from '../../../../src/theme/lists/pagination-rules';
import { cacheKey, loadMorePayload, nextPrevPayload, quickFilterPayload } from '../../../../src/theme/lists/payload';
import { createResponseCache } from '../../../../src/theme/lists/response-cache';
import { fill } from '../../../../src/theme/lists/list-view';

const ORIGINAL: BlockData = {
  uuid: 'uid_home_1',
  name: 'ct_list',
  posts_per_page: 4,
  page_max: 6,
  page_current: 1,
  category: '',
  categories: '2,3,4,5',
  orderby: '',
  author: '',
  tags: 'stadt',
  post_not_in: '',
  format: '',
  offset: '',
  quick_filter: 'category',
  tag_not_in: '',
  layout: '',
};

describe('quick filter rules', () => {
  it('a category other than 0 sets category and categories 0, page 1, printed tags', () => {
    expect(applyFilter(ORIGINAL, { kind: 'category', value: '2' })).toEqual({
      ...ORIGINAL,
      category: '2',
      categories: '0',
      page_current: 1,
    });
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

  it('the author filter sets author; 0 restores the printed author', () => {
    expect(applyFilter(ORIGINAL, { kind: 'author', value: '12' })).toEqual({ ...ORIGINAL, author: '12' });
    expect(applyFilter({ ...ORIGINAL, author: '11' }, { kind: 'author', value: '0' }).author).toBe('11');
  });

  it('always resets the page to 1 and keeps the printed page_max', () => {
    const onPage3 = { ...ORIGINAL, page_current: 3 };
    expect(applyFilter(onPage3, { kind: 'category', value: '4' }).page_current).toBe(1);
    expect(applyFilter(ORIGINAL, { kind: 'tag', value: 'klima' }).page_max).toBe(6);
  });

  it('reads the kind from the block’s data-quick_filter (the links carry only the value)', () => {
    expect(readFilterChoice('klima', 'tag')).toEqual({ ok: true, choice: { kind: 'tag', value: 'klima' } });
    expect(readFilterChoice(' 3 ', 'category')).toEqual({ ok: true, choice: { kind: 'category', value: '3' } });
    expect(readFilterChoice('0', 'Category')).toEqual({ ok: true, choice: { kind: 'category', value: '0' } });
    expect(readFilterChoice('14', 'author')).toEqual({ ok: true, choice: { kind: 'author', value: '14' } });
  });

  it('refuses an unknown mode, a category value that is no id, and a missing value', () => {
    expect(readFilterChoice('3', '').ok).toBe(false);
    expect(readFilterChoice('3', 'format').ok).toBe(false);
    expect(readFilterChoice('politik', 'category').ok).toBe(false);
    expect(readFilterChoice(null, 'category').ok).toBe(false);
    expect(readFilterChoice(null, 'tag').ok).toBe(false);
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
    // Fewer than 2 pages: the theme disables every .pagination-link.
    [3, 1, { more: false, next: false, prev: false }],
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

  it('infinite scroll is due once .pagination-infinite is within 99 % of the viewport height', () => {
    // Point at 2000, viewport 1000 high: due from scrollY 1010 (2000 - 990).
    expect(infiniteDue(1009, 1000, 2000)).toBe(false);
    expect(infiniteDue(1010, 1000, 2000)).toBe(true);
    expect(infiniteDue(5000, 1000, 2000)).toBe(true);
  });
});

describe('payloads and cache keys', () => {
  const FIELDS = [
    'uuid',
    'name',
    'posts_per_page',
    'page_max',
    'page_current',
    'category',
    'categories',
    'orderby',
    'author',
    'tags',
    'post_not_in',
    'format',
    'offset',
    'quick_filter',
    'tag_not_in',
    'layout',
  ];
  const keys = (names: readonly string[]) => names.map((name) => `data[${name}]`);

  it('quick filter: every field but page_max, in the theme’s order, empty ones as ""', () => {
    const payload = quickFilterPayload(applyFilter(ORIGINAL, { kind: 'category', value: '2' }));
    expect(Object.keys(payload)).toEqual(keys(FIELDS.filter((field) => field !== 'page_max')));
    expect(payload).toMatchObject({
      'data[category]': '2',
      'data[categories]': '0',
      'data[page_current]': '1',
      'data[posts_per_page]': '4',
      'data[orderby]': '',
    });
  });

  it('next/prev: page_current is the target page, page_max is not sent, page_next follows', () => {
    const payload = nextPrevPayload({ ...ORIGINAL, page_current: 3 }, 2);
    expect(Object.keys(payload)).toEqual([...keys(FIELDS.filter((field) => field !== 'page_max')), 'data[page_next]']);
    expect(payload).toMatchObject({ 'data[page_current]': '2', 'data[page_next]': '2' });
    // A page has one payload, whichever page the reader came from.
    expect(cacheKey('livePagination', payload)).toBe(cacheKey('livePagination', nextPrevPayload({ ...ORIGINAL, page_current: 1 }, 2)));
  });

  it('load more: every field with the shown page_current and page_max, plus page_next', () => {
    const payload = loadMorePayload({ ...ORIGINAL, page_current: 2 }, 3);
    expect(Object.keys(payload)).toEqual([...keys(FIELDS), 'data[page_next]']);
    expect(payload).toMatchObject({ 'data[page_current]': '2', 'data[page_max]': '6', 'data[page_next]': '3' });
  });

  it('the key tells actions and payloads apart', () => {
    const payload = quickFilterPayload(ORIGINAL);
    expect(cacheKey('quickFilter', payload)).not.toBe(cacheKey('livePagination', payload));
    expect(cacheKey('quickFilter', payload)).not.toBe(cacheKey('quickFilter', { ...payload, 'data[tags]': 'klima' }));
    expect(cacheKey('quickFilter', payload)).toMatch(/^quickFilter\?data%5Buuid%5D=uid_home_1&/);
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
  it('accept the PHP’s encodings: int page_max, string page_current, a notice', () => {
    expect(quickFilterAnswer().parse({ page_max: 3, content: '<p>x</p>' })).toEqual({ content: '<p>x</p>', page_max: 3 });
    expect(paginationAnswer().parse({ content: '<p>x</p>', page_max: 3, page_current: '2' })).toMatchObject({
      page_current: 2,
      page_max: 3,
    });
    expect(paginationAnswer().parse({ content: '', page_current: 3, notice: '<div class="end-list"></div>' })).toMatchObject({
      notice: '<div class="end-list"></div>',
    });
    expect(paginationAnswer().parse({ content: '', notice: false }).notice).toBeUndefined();
  });

  it('accept the empty answers: {"page_max":"","content":""} and {"content":""}', () => {
    expect(quickFilterAnswer().parse({ page_max: '', content: '' })).toEqual({ content: '', page_max: undefined });
    expect(paginationAnswer().parse({ content: '' })).toEqual({
      content: '',
      page_current: undefined,
      page_max: undefined,
      notice: undefined,
    });
  });

  it('refuse a missing content or a page that is not a whole number', () => {
    expect(quickFilterAnswer().safeParse({ page_max: 1 }).success).toBe(false);
    expect(quickFilterAnswer().safeParse({ content: 5, page_max: 1 }).success).toBe(false);
    expect(quickFilterAnswer().safeParse({ content: '', page_max: 'viele' }).success).toBe(false);
    expect(paginationAnswer().safeParse({ content: '', page_current: -1 }).success).toBe(false);
    expect(paginationAnswer().safeParse({ content: '', page_current: '2.5' }).success).toBe(false);
  });

  it('fill puts values into the strings’ {placeholders}', () => {
    expect(fill('Seite {page} von {max} geladen.', { page: 2, max: 6 })).toBe('Seite 2 von 6 geladen.');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});
