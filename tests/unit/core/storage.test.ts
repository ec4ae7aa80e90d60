// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieEntries, documentCookies, idbStore, parseCookie, safeStorage, serializeCookie } from '../../../src/core/storage';
import { clearCookies } from '../../support/boot-features';
import { manualClock, recordingLogger } from '../../support/test-context';

const NOW = Date.UTC(2020, 10, 26, 12, 0, 0);

afterEach(clearCookies);

describe('serializeCookie', () => {
  it('writes path, SameSite and an expiry in days or hours', () => {
    expect(serializeCookie('RBBookmarkData', '[1,2]', NOW, { days: 30 })).toBe(
      'RBBookmarkData=%5B1%2C2%5D; path=/; SameSite=Lax; expires=Sat, 26 Dec 2020 12:00:00 GMT',
    );
    expect(serializeCookie('fv_q_1', 'yes', NOW, { hours: 24 }, true)).toBe(
      'fv_q_1=yes; path=/; SameSite=Lax; expires=Fri, 27 Nov 2020 12:00:00 GMT; Secure',
    );
  });

  it('writes a session cookie when no lifetime is given', () => {
    expect(serializeCookie('a', 'b', NOW)).toBe('a=b; path=/; SameSite=Lax');
  });
});

describe('parseCookie', () => {
  it('finds one cookie among many and decodes it', () => {
    expect(parseCookie('x=1; RBBookmarkData=%5B1%2C2%5D; y=2', 'RBBookmarkData')).toBe('[1,2]');
    expect(parseCookie('x=1', 'missing')).toBeNull();
  });

  it('treats a broken escape as absent instead of throwing', () => {
    expect(parseCookie('bad=%E0%A4%A; ok=1', 'bad')).toBeNull();
    expect(parseCookie('bad=%E0%A4%A; ok=1', 'ok')).toBe('1');
  });

  it('passes over a pair whose value is broken and finds a later one of the same name', () => {
    expect(parseCookie('a=%E0%A4%A; a=2', 'a')).toBe('2');
  });
});

describe('cookieEntries', () => {
  it('lists every decodable pair in order and leaves out pairs without = or with a broken escape', () => {
    expect(cookieEntries('x=1; pvc_visits%5B0%5D=a%20b; flag; bad=%E0%A4%A; y=')).toEqual([
      ['x', '1'],
      ['pvc_visits[0]', 'a b'],
      ['y', ''],
    ]);
  });
});

describe('documentCookies', () => {
  it('sets, reads and removes through document.cookie', () => {
    const cookies = documentCookies(document, manualClock(Date.now()));
    cookies.set('ruby_cookie_popup', '1', { days: 30 });
    expect(cookies.get('ruby_cookie_popup')).toBe('1');
    cookies.remove('ruby_cookie_popup');
    expect(cookies.get('ruby_cookie_popup')).toBeNull();
  });

  it('does not keep a cookie whose expiry has passed', () => {
    const cookies = documentCookies(document, manualClock(Date.now() - 3 * 86_400_000));
    cookies.set('old', '1', { days: 1 });
    expect(cookies.get('old')).toBeNull();
  });
});

describe('safeStorage', () => {
  it('reads and writes a working storage', () => {
    const storage = safeStorage(() => localStorage, recordingLogger(), 'localStorage');
    expect(storage.set('k', 'v')).toBe(true);
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('never throws when storage is disabled or full, and logs why', () => {
    const log = recordingLogger();
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const storage = safeStorage(throwing, log, 'localStorage');
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 'v')).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
    const full = safeStorage(
      () => ({
        ...localStorage,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
      log,
      'localStorage',
    );
    expect(full.set('k', 'v')).toBe(false);
    expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(4);
  });
});

describe('idbStore', () => {
  it('keeps structured values in IndexedDB through idb-keyval', async () => {
    const store = idbStore(recordingLogger(), 'test-db', 'kv');
    expect(await store.set('station:b80er', { songs: [1, 2] })).toBe(true);
    expect(await store.get('station:b80er')).toEqual({ songs: [1, 2] });
    await store.remove('station:b80er');
    expect(await store.get('station:b80er')).toBeUndefined();
  });

  it('reads as empty and writes as no-ops without IndexedDB', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: simulate a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const store = idbStore(recordingLogger(), 'none', 'kv');
      expect(await store.set('k', 1)).toBe(false);
      expect(await store.get('k')).toBeUndefined();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});

describe('documentCookies on http and https pages', () => {
  /** A document whose cookie writes are recorded, at the given address's protocol. */
  const pageAt = (protocol: string) => {
    const written: string[] = [];
    const doc = {
      location: { protocol },
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    return { written, cookies: documentCookies(doc, manualClock(NOW)) };
  };

  it('marks what it writes and removes Secure on an https page', () => {
    const { written, cookies } = pageAt('https:');
    cookies.set('fv_q_1', 'yes', { days: 1 });
    cookies.remove('fv_q_1');
    expect(written[0]).toMatch(/; Secure$/);
    expect(written[1]).toMatch(/^fv_q_1=; .*expires=Thu, 01 Jan 1970 00:00:00 GMT.*; Secure$/);
  });

  it('leaves Secure off on an http page, where the browser would refuse the cookie', () => {
    const { written, cookies } = pageAt('http:');
    cookies.set('fv_q_1', 'yes', { days: 1 });
    cookies.remove('fv_q_1');
    expect(written.some((cookie) => cookie.includes('Secure'))).toBe(false);
    expect(written[1]).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});
