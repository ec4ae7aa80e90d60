import { describe, expect, it } from 'vitest';
import {
  MAX_BOOKMARK_CHARS,
  MAX_BOOKMARKS,
  newestFirst,
  parseBookmarkCookie,
  sameIds,
  serializeBookmarks,
  toggleBookmark,
  toPostId,
} from '../../../src/reader/bookmark-ids';

describe('toPostId', () => {
  it('accepts positive whole numbers and their digits', () => {
    expect(toPostId(123)).toBe(123);
    expect(toPostId('118')).toBe(118);
    expect(toPostId(' 7 ')).toBe(7);
  });

  it('refuses zero, negatives, fractions, exponents, leading zeros and other kinds', () => {
    for (const value of [0, -1, 1.5, '0', '-3', '1e3', '012', '12a', '', null, true, [], {}, Number.NaN, 2 ** 60]) {
      expect(toPostId(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('parseBookmarkCookie', () => {
  it('reads a missing or empty cookie as no bookmarks', () => {
    expect(parseBookmarkCookie(null)).toEqual({ ok: true, ids: [] });
    expect(parseBookmarkCookie('')).toEqual({ ok: true, ids: [] });
    expect(parseBookmarkCookie('[]')).toEqual({ ok: true, ids: [] });
  });

  it('reads ids as numbers or digit strings, in order, without duplicates', () => {
    expect(parseBookmarkCookie('[123,"118",111,123]')).toEqual({ ok: true, ids: [123, 118, 111] });
  });

  it('refuses what is not JSON', () => {
    expect(parseBookmarkCookie('123,118')).toEqual({ ok: false, reason: 'not JSON' });
    expect(parseBookmarkCookie('[1,2')).toEqual({ ok: false, reason: 'not JSON' });
  });

  it('refuses JSON that is not a list', () => {
    expect(parseBookmarkCookie('{"ids":[1]}')).toEqual({ ok: false, reason: 'not a list' });
    expect(parseBookmarkCookie('42')).toEqual({ ok: false, reason: 'not a list' });
    expect(parseBookmarkCookie('null')).toEqual({ ok: false, reason: 'not a list' });
  });

  it('refuses a list with anything but positive whole ids, whole', () => {
    for (const raw of ['[1,-2]', '[1,0]', '[1,2.5]', '["<script>"]', '[1,null]', '[[1]]', '["javascript:alert(1)"]']) {
      expect(parseBookmarkCookie(raw), raw).toEqual({ ok: false, reason: 'not a list of positive whole post ids' });
    }
  });

  it('refuses an absurdly long cookie or list', () => {
    expect(parseBookmarkCookie(`[${'1,'.repeat(MAX_BOOKMARK_CHARS)}1]`)).toEqual({
      ok: false,
      reason: `longer than ${MAX_BOOKMARK_CHARS} characters`,
    });
    const many = Array.from({ length: MAX_BOOKMARKS + 1 }, (_, index) => index + 1);
    expect(parseBookmarkCookie(JSON.stringify(many))).toEqual({ ok: false, reason: `more than ${MAX_BOOKMARKS} ids` });
    const limit = many.slice(0, MAX_BOOKMARKS);
    expect(parseBookmarkCookie(JSON.stringify(limit))).toEqual({ ok: true, ids: limit });
  });
});

describe('toggleBookmark', () => {
  it('adds a missing id at the end and removes a present one', () => {
    expect(toggleBookmark([123], 118)).toEqual([123, 118]);
    expect(toggleBookmark([123, 118], 123)).toEqual([118]);
    expect(toggleBookmark([118], 118)).toEqual([]);
  });

  it('makes room by dropping the oldest at the limit', () => {
    const full = Array.from({ length: MAX_BOOKMARKS }, (_, index) => index + 1);
    const next = toggleBookmark(full, 9999);
    expect(next).toHaveLength(MAX_BOOKMARKS);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(9999);
  });

  it('does not change the list it was given', () => {
    const ids = [1, 2];
    toggleBookmark(ids, 3);
    toggleBookmark(ids, 1);
    expect(ids).toEqual([1, 2]);
  });
});

describe('serializing and ordering', () => {
  it('writes a JSON list of numbers that reads back the same', () => {
    expect(serializeBookmarks([123, 118])).toBe('[123,118]');
    expect(parseBookmarkCookie(serializeBookmarks([123, 118]))).toEqual({ ok: true, ids: [123, 118] });
  });

  it('asks the bookmarks page for the newest first', () => {
    expect(newestFirst([1, 2, 3])).toEqual([3, 2, 1]);
  });

  it('compares lists by order', () => {
    expect(sameIds([1, 2], [1, 2])).toBe(true);
    expect(sameIds([1, 2], [2, 1])).toBe(false);
    expect(sameIds([1], [1, 2])).toBe(false);
  });
});
