// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Cookies } from '../../../src/core/storage';
import { createContext, disposeContext } from '../../../src/context';
import { acquireBookmarkStore, createBookmarkStore, type BookmarkChange } from '../../../src/reader/bookmark-store';
import { fakeVisibility, recordingLogger } from '../../support/test-context';

/** Cookies in a map, recording each write with its options. */
function memoryCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: { name: string; value: string | null; days?: number }[] = [];
  const cookies: Cookies = {
    get: (name) => jar.get(name) ?? null,
    set: (name, value, options) => {
      jar.set(name, value);
      writes.push({ name, value, ...(options?.days !== undefined ? { days: options.days } : {}) });
    },
    remove: (name) => {
      jar.delete(name);
      writes.push({ name, value: null });
    },
  };
  return { cookies, jar, writes };
}

function setup(initial: Record<string, string> = {}) {
  const memory = memoryCookies(initial);
  const log = recordingLogger();
  const visibility = fakeVisibility();
  const store = createBookmarkStore({ cookies: memory.cookies, log, visibility });
  const changes: BookmarkChange[] = [];
  store.subscribe((change) => changes.push(change));
  return { ...memory, log, visibility, store, changes };
}

describe('bookmark store', () => {
  it('reads the cookie and toggles through it, for 30 days', () => {
    const { store, jar, writes, changes } = setup({ RBBookmarkData: '[118]' });
    expect(store.ids()).toEqual([118]);
    expect(store.toggle(123)).toBe(true);
    expect(jar.get('RBBookmarkData')).toBe('[118,123]');
    expect(writes.at(-1)).toEqual({ name: 'RBBookmarkData', value: '[118,123]', days: 30 });
    expect(store.toggle(118)).toBe(false);
    expect(store.ids()).toEqual([123]);
    expect(changes.map((change) => change.cause)).toEqual(['toggle', 'toggle']);
  });

  it('removes the cookie when the last bookmark goes, and on clear', () => {
    const { store, jar, changes } = setup({ RBBookmarkData: '[5]' });
    store.toggle(5);
    expect(jar.has('RBBookmarkData')).toBe(false);
    expect(store.ids()).toEqual([]);
    store.toggle(6);
    store.clear();
    expect(jar.has('RBBookmarkData')).toBe(false);
    expect(changes.at(-1)).toEqual({ ids: [], cause: 'clear' });
  });

  it('discards a tampered cookie once, with a warning, and starts empty', () => {
    const { store, jar, log } = setup({ RBBookmarkData: '{"evil":true}' });
    expect(store.ids()).toEqual([]);
    expect(jar.has('RBBookmarkData')).toBe(false);
    expect(log.lines).toEqual([
      { level: 'warn', message: 'RBBookmarkData cookie discarded (not a list); continuing without bookmarks', details: [] },
    ]);
    store.toggle(3);
    expect(jar.get('RBBookmarkData')).toBe('[3]');
    expect(log.lines).toHaveLength(1);
  });

  it('builds on what another tab wrote when toggling', () => {
    const { store, jar } = setup({ RBBookmarkData: '[1]' });
    jar.set('RBBookmarkData', '[1,2]');
    store.toggle(3);
    expect(store.ids()).toEqual([1, 2, 3]);
  });

  it('re-reads the cookie when the tab becomes visible, and tells only about changes', () => {
    const { store, jar, visibility, changes } = setup({ RBBookmarkData: '[1]' });
    visibility.set(true);
    jar.set('RBBookmarkData', '[1,9]');
    expect(changes).toEqual([]);
    visibility.set(false);
    expect(store.ids()).toEqual([1, 9]);
    expect(changes).toEqual([{ ids: [1, 9], cause: 'sync' }]);
    visibility.set(true);
    visibility.set(false);
    expect(changes).toHaveLength(1);
  });

  it('stops listening to visibility when stopped', () => {
    const { store, jar, visibility, changes } = setup({ RBBookmarkData: '[1]' });
    store.stop();
    jar.set('RBBookmarkData', '[2]');
    visibility.set(false);
    expect(changes).toEqual([]);
  });

  it('keeps telling other listeners when one throws', () => {
    const { store, log } = setup();
    const seen: number[] = [];
    store.subscribe(() => {
      throw new Error('broken view');
    });
    store.subscribe((change) => seen.push(change.ids.length));
    store.toggle(4);
    expect(seen).toEqual([1]);
    expect(log.lines.some((line) => line.level === 'error' && line.message === 'bookmark listener failed')).toBe(true);
  });
});

describe('acquireBookmarkStore', () => {
  it('hands every mount of a page the same store, another page its own, and ends it with the last release', () => {
    const ctx = createContext(window, { log: recordingLogger() });
    const other = createContext(window, { log: recordingLogger() });
    const first = acquireBookmarkStore(ctx);
    const second = acquireBookmarkStore(ctx);
    const elsewhere = acquireBookmarkStore(other);
    expect(second.store).toBe(first.store);
    expect(elsewhere.store).not.toBe(first.store);

    const seen: string[] = [];
    first.store.subscribe((change) => seen.push(change.cause));
    first.release();
    first.release();
    document.cookie = 'RBBookmarkData=%5B42%5D; path=/';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual(['sync']);

    second.release();
    const later = acquireBookmarkStore(ctx);
    expect(later.store).not.toBe(first.store);
    expect(later.store.ids()).toEqual([42]);
    document.cookie = 'RBBookmarkData=%5B43%5D; path=/';
    document.dispatchEvent(new Event('visibilitychange'));
    // The ended store no longer listens; the new one does.
    expect(seen).toEqual(['sync']);
    expect(later.store.ids()).toEqual([43]);

    later.release();
    elsewhere.release();
    document.cookie = 'RBBookmarkData=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    disposeContext(ctx);
    disposeContext(other);
  });
});
