/**
 * Cookies, Web Storage and IndexedDB behind calls that never throw: private modes, full quotas
 * and disabled storage turn into "nothing stored" plus a log line, never a broken page.
 */
import { createStore, get as idbGet, set as idbSet, del as idbDel, type UseStore } from 'idb-keyval';
import type { Clock } from './clock';
import type { Logger } from './log';

const DAY_MS = 86_400_000;

export interface CookieOptions {
  /** Lifetime; omit both for a session cookie. */
  days?: number;
  hours?: number;
  path?: string;
  domain?: string;
}

export interface Cookies {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

/** Pure: the `document.cookie` assignment for one cookie. */
export function serializeCookie(name: string, value: string, nowMs: number, options: CookieOptions = {}, secure = false): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
  const lifetimeMs = (options.days ?? 0) * DAY_MS + (options.hours ?? 0) * 3_600_000;
  if (options.days !== undefined || options.hours !== undefined) parts.push(`expires=${new Date(nowMs + lifetimeMs).toUTCString()}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Pure: every cookie of a `document.cookie` string as decoded [name, value], in order. A pair
 * without `=`, or with a broken %-escape (written by other code), counts as absent.
 */
export function cookieEntries(header: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    try {
      entries.push([decodeURIComponent(pair.slice(0, eq).trim()), decodeURIComponent(pair.slice(eq + 1).trim())]);
    } catch {
      // Treated as missing.
    }
  }
  return entries;
}

/** Pure: one cookie's value from a `document.cookie` string; malformed escapes count as absent. */
export function parseCookie(header: string, name: string): string | null {
  return cookieEntries(header).find(([key]) => key === name)?.[1] ?? null;
}

export function documentCookies(doc: Document, clock: Clock): Cookies {
  const secure = doc.location?.protocol === 'https:';
  return {
    get: (name) => parseCookie(doc.cookie, name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, clock.now(), options, secure);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', 0, { ...options, days: 0 }, secure).replace(
        /expires=[^;]+/,
        'expires=Thu, 01 Jan 1970 00:00:00 GMT',
      );
    },
  };
}

export interface SafeStorage {
  get(key: string): string | null;
  /** False when the value could not be stored (quota, disabled storage). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** Web Storage that never throws. `access` defers the lookup: merely reading `localStorage` throws in some sandboxes. */
export function safeStorage(access: () => Storage, log: Logger, label: string): SafeStorage {
  const attempt = <T>(what: string, fallback: T, action: (storage: Storage) => T): T => {
    try {
      return action(access());
    } catch (caught) {
      log.warn(`${label} ${what} failed; continuing without it`, caught);
      return fallback;
    }
  };
  return {
    get: (key) => attempt(`read of "${key}"`, null, (s) => s.getItem(key)),
    set: (key, value) => attempt(`write of "${key}"`, false, (s) => (s.setItem(key, value), true)),
    remove: (key) => attempt(`removal of "${key}"`, undefined, (s) => s.removeItem(key)),
  };
}

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** IndexedDB through idb-keyval; unavailable IndexedDB reads as empty and writes as no-ops. */
export function idbStore(log: Logger, dbName = 'site-client', storeName = 'kv'): KeyValueStore {
  let store: UseStore | null | undefined;
  const open = (): UseStore | null => {
    if (store !== undefined) return store;
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore(dbName, storeName);
    } catch (caught) {
      log.warn('IndexedDB unavailable; continuing without it', caught);
      store = null;
    }
    return store;
  };
  const attempt = async <T>(what: string, fallback: T, action: (s: UseStore) => Promise<T>): Promise<T> => {
    const s = open();
    if (!s) return fallback;
    try {
      return await action(s);
    } catch (caught) {
      log.warn(`IndexedDB ${what} failed; continuing without it`, caught);
      return fallback;
    }
  };
  return {
    get: <T>(key: string) => attempt<T | undefined>(`read of "${key}"`, undefined, (s) => idbGet<T>(key, s)),
    set: (key, value) => attempt(`write of "${key}"`, false, (s) => idbSet(key, value, s).then(() => true)),
    remove: (key) => attempt(`removal of "${key}"`, undefined, (s) => idbDel(key, s)),
  };
}

export interface StorageServices {
  cookies: Cookies;
  local: SafeStorage;
  session: SafeStorage;
  idb: KeyValueStore;
}

export function browserStorage(win: Window, clock: Clock, log: Logger): StorageServices {
  return {
    cookies: documentCookies(win.document, clock),
    local: safeStorage(() => win.localStorage, log, 'localStorage'),
    session: safeStorage(() => win.sessionStorage, log, 'sessionStorage'),
    idb: idbStore(log),
  };
}
