/**
 * The bookmarks page: `#bookmarks-list` is filled with the theme's own rendering of the saved
 * posts (admin-ajax `rb_bookmark`, an HTML fragment that enters only through sanitize.ts), and
 * `#remove-bookmark-list` removes them all. Both read the page's one bookmark store, so the list
 * follows a remove-all at once and reloads when another tab changed the bookmarks.
 */
import type { Feature } from '../core/attach';
import { describeHttpError } from '../core/http';
import { replaceWithServerHtml } from '../core/sanitize';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { newestFirst } from './bookmark-ids';
import { acquireBookmarkStore } from './bookmark-store';

/** WordPress's bare answers for "no such action" and "nonce failed": never a list. */
const WORDPRESS_REFUSALS = new Set(['0', '-1']);

/** Classes of the status line; "none" uses the theme's own class of its empty list, so it looks the same. */
const STATUS_CLASS = { loading: 'bookmarks-loading', error: 'bookmarks-error', empty: 'bookmark-empty' } as const;

/** A status line inside the region: polite, so a screen reader hears loading, errors and "none". */
function showStatus(list: Element, text: string, kind: keyof typeof STATUS_CLASS): void {
  const status = list.ownerDocument.createElement('p');
  status.className = `bookmarks-status ${STATUS_CLASS[kind]}`;
  status.setAttribute('role', 'status');
  status.textContent = text;
  list.replaceChildren(status);
}

export const bookmarksList: Feature<AppContext> = {
  name: 'bookmarks-list',
  selector: '#bookmarks-list',
  mount(list, ctx) {
    const { store, release } = acquireBookmarkStore(ctx);
    let controller: AbortController | undefined;

    const setBusy = (busy: boolean) => {
      if (busy) list.setAttribute('aria-busy', 'true');
      else list.removeAttribute('aria-busy');
    };

    const load = async () => {
      controller?.abort();
      const ajax = ctx.ajax;
      if (!ajax) {
        ctx.log.warn('bookmarks list: no admin-ajax URL (pixwellCoreParams.ajaxurl); cannot load the list');
        showStatus(list, strings.reader.bookmarksFailed, 'error');
        return;
      }
      const mine = (controller = new AbortController());
      setBusy(true);
      showStatus(list, strings.reader.bookmarksLoading, 'loading');
      const result = await ajax.text('rb_bookmark', { ids: newestFirst(store.ids()) }, { signal: mine.signal });
      // A newer load or the cleanup took over; its answer is the one that counts.
      if (mine.signal.aborted) return;
      setBusy(false);
      if (!result.ok) {
        ctx.log.warn(`bookmarks list: rb_bookmark failed, ${describeHttpError(result.error)}`);
        showStatus(list, strings.reader.bookmarksFailed, 'error');
        return;
      }
      if (WORDPRESS_REFUSALS.has(result.value.trim())) {
        ctx.log.warn(`bookmarks list: rb_bookmark answered "${result.value.trim()}"`);
        showStatus(list, strings.reader.bookmarksFailed, 'error');
        return;
      }
      replaceWithServerHtml(list, result.value);
    };

    const unsubscribe = store.subscribe(({ cause }) => {
      if (cause === 'sync') {
        void load();
        return;
      }
      if (cause === 'clear') {
        controller?.abort();
        setBusy(false);
        showStatus(list, strings.reader.bookmarksNone, 'empty');
      }
      // A toggle on this page keeps the list as it is: the reader may want to undo it.
    });
    void load();

    return () => {
      controller?.abort();
      unsubscribe();
      release();
      setBusy(false);
    };
  },
};

export const removeAllBookmarks: Feature<AppContext> = {
  name: 'bookmarks-remove-all',
  selector: '#remove-bookmark-list',
  mount(button, ctx) {
    const { store, release } = acquireBookmarkStore(ctx);
    const onClick = (event: Event) => {
      // The theme prints it as a link on some templates.
      event.preventDefault();
      store.clear();
    };
    button.addEventListener('click', onClick);
    return () => {
      button.removeEventListener('click', onClick);
      release();
    };
  },
};
