/**
 * One small store per page in front of the `RBBookmarkData` cookie. Every bookmark button, every
 * counter and the bookmarks page list read it, so a click shows everywhere at once. The cookie
 * stays the one source of truth: each change re-reads it first (another tab may have written
 * it), and the store re-reads it when the tab becomes visible again.
 *
 * The store is a lazily created service of the page's context, not a module singleton: the
 * first mount that needs it creates it, the last cleanup ends it (and its listener).
 */
import type { Visibility } from '../core/clock';
import type { Logger } from '../core/log';
import type { Cookies } from '../core/storage';
import type { AppContext } from '../context';
import { BOOKMARK_COOKIE, BOOKMARK_COOKIE_DAYS, parseBookmarkCookie, sameIds, serializeBookmarks, toggleBookmark } from './bookmark-ids';

/** Why the list changed: the list region reloads on `sync`, empties itself on `clear`. */
type BookmarkCause = 'toggle' | 'clear' | 'sync';

export interface BookmarkChange {
  ids: readonly number[];
  cause: BookmarkCause;
}

export interface BookmarkStore {
  ids(): readonly number[];
  has(id: number): boolean;
  /** Flip one post and answer whether it is bookmarked now. */
  toggle(id: number): boolean;
  /** Take one post off the list (a no-op when it is not on it). */
  remove(id: number): void;
  /** Remove every bookmark (and the cookie). */
  clear(): void;
  /** Re-read the cookie; listeners hear `sync` only when it changed. */
  refresh(): void;
  subscribe(listener: (change: BookmarkChange) => void): () => void;
  /** Ends the visibility listener. */
  stop(): void;
}

export interface BookmarkStoreDeps {
  cookies: Cookies;
  log: Logger;
  visibility: Visibility;
}

export function createBookmarkStore({ cookies, log, visibility }: BookmarkStoreDeps): BookmarkStore {
  const listeners = new Set<(change: BookmarkChange) => void>();

  const read = (): number[] => {
    const parsed = parseBookmarkCookie(cookies.get(BOOKMARK_COOKIE));
    if (parsed.ok) return parsed.ids;
    // Removed, so the warning is said once and the theme's PHP does not choke on it either.
    log.warn(`${BOOKMARK_COOKIE} cookie discarded (${parsed.reason}); continuing without bookmarks`);
    cookies.remove(BOOKMARK_COOKIE);
    return [];
  };

  const write = (ids: readonly number[]) => {
    if (ids.length === 0) cookies.remove(BOOKMARK_COOKIE);
    else cookies.set(BOOKMARK_COOKIE, serializeBookmarks(ids), { days: BOOKMARK_COOKIE_DAYS });
  };

  let current = read();

  const publish = (cause: BookmarkCause) => {
    const change = { ids: current, cause };
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (caught) {
        log.error('bookmark listener failed', caught);
      }
    }
  };

  const stopListening = visibility.onChange(() => {
    if (!visibility.isHidden()) store.refresh();
  });

  const store: BookmarkStore = {
    ids: () => current,
    has: (id) => current.includes(id),
    toggle(id) {
      current = toggleBookmark(read(), id);
      write(current);
      publish('toggle');
      return current.includes(id);
    },
    remove(id) {
      const fresh = read();
      if (!fresh.includes(id)) {
        if (!sameIds(fresh, current)) {
          current = fresh;
          publish('sync');
        }
        return;
      }
      current = toggleBookmark(fresh, id);
      write(current);
      publish('toggle');
    },
    clear() {
      current = [];
      cookies.remove(BOOKMARK_COOKIE);
      publish('clear');
    },
    refresh() {
      const fresh = read();
      if (sameIds(fresh, current)) return;
      current = fresh;
      publish('sync');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => stopListening(),
  };
  return store;
}

interface Shared {
  store: BookmarkStore;
  users: number;
}

// Keyed by the page's context, so two registries (tests, QA's stop and restart) never share one.
const storesByContext = new WeakMap<AppContext, Shared>();

/**
 * The page's store for one mount: created by the first mount, ended by the last `release`.
 * Call `release` once, in the mount's cleanup.
 */
export function acquireBookmarkStore(ctx: AppContext): { store: BookmarkStore; release: () => void } {
  let shared = storesByContext.get(ctx);
  if (!shared) {
    shared = { store: createBookmarkStore({ cookies: ctx.storage.cookies, log: ctx.log, visibility: ctx.visibility }), users: 0 };
    storesByContext.set(ctx, shared);
  }
  const entry = shared;
  entry.users += 1;
  let released = false;
  return {
    store: entry.store,
    release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.store.stop();
      if (storesByContext.get(ctx) === entry) storesByContext.delete(ctx);
    },
  };
}
