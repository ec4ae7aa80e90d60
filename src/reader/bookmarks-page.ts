/**
 * The bookmarks page (`page-bookmark.php`): `div#bookmarks-list.content-inner.bookmark-list`
 * holds the server's `div.bookmark-perload > span.loadmore-animation` (the theme's CSS shows that
 * animation inside the list) until the saved posts arrive from admin-ajax (`rb_bookmark`,
 * `ids[]=…` in the cookie's order, or `ids=` when nothing is saved). The answer is a
 * JSON-encoded HTML string and enters only through sanitize.ts:
 * - the theme's own empty block (`div.bookmark-empty`) when nothing was asked for;
 * - `div.content-wrap > div.content-inner.rb-row > div.p-outer > div.p-wrap…` for saved posts;
 * - `""` when the ids name no published post: the list then says so itself.
 * Bookmark buttons inside the answer attach through the registry (the theme fired `load` again).
 *
 * `a#remove-bookmark-list` removes the cookie. The theme then reloaded the page; the list is
 * asked for again in place instead (same request, same answer: the theme's empty block), so the
 * reader keeps focus and scroll position. A change made in another tab reloads the list too.
 */
import type { Feature } from '../core/attach';
import { buildElement, setAttribute } from '../core/element';
import { describeHttpError } from '../core/http';
import { listen } from '../core/listen';
import { replaceWithServerHtml } from '../core/sanitize';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { acquireBookmarkStore } from './bookmark-store';
import { asButton } from './as-button';

const STATUS_CLASS = 'bookmarks-status';

/** A polite line inside the list; `visible` false keeps it for screen readers only (the theme's animation shows). */
function statusLine(list: Element, text: string, kind: 'loading' | 'error' | 'empty', visible: boolean): HTMLElement {
  return buildElement(
    list.ownerDocument,
    'p',
    { class: `${STATUS_CLASS} bookmarks-${kind}${visible ? '' : ' screen-reader-text'}`, role: 'status' },
    text,
  );
}

export const bookmarksList: Feature<AppContext> = {
  name: 'bookmarks-list',
  selector: '#bookmarks-list',
  mount(list, ctx) {
    const { store, release } = acquireBookmarkStore(ctx);
    const printed = [...list.childNodes];
    let controller: AbortController | undefined;

    const setBusy = (busy: boolean) => {
      setAttribute(list, 'aria-busy', busy && 'true');
    };

    // The list's answer comes after first paint: what follows it slides to its place, never jumps.
    const show = (write: () => void) => ctx.glide.around([list], write);

    const showError = () => {
      const status = statusLine(list, strings.reader.bookmarksFailed, 'error', true);
      const retry = buildElement(list.ownerDocument, 'button', { type: 'button', class: 'bookmarks-retry' }, strings.themeLists.retry);
      retry.addEventListener('click', () => void load(true));
      show(() => list.replaceChildren(status, retry));
    };

    const load = async (focusAfter = false) => {
      controller?.abort();
      const ajax = ctx.ajax;
      if (!ajax) {
        ctx.log.warn('bookmarks list: no admin-ajax URL (pixwellParams / pixwellCoreParams.ajaxurl); cannot load the list');
        showError();
        return;
      }
      const mine = (controller = new AbortController());
      setBusy(true);
      // The server's loading animation (or a copy of it after an error) plus a line for screen readers.
      const perload = printed.length > 0 ? printed.map((node) => node.cloneNode(true)) : [];
      show(() => list.replaceChildren(...perload, statusLine(list, strings.reader.bookmarksLoading, 'loading', perload.length === 0)));
      const ids = store.ids();
      const action = ctx.actions.bookmarks;
      const result = await ajax.html(action, { ids: ids.length > 0 ? ids : '' }, { signal: mine.signal });
      // A newer load or the cleanup took over; its answer is the one that counts.
      if (mine.signal.aborted) return;
      setBusy(false);
      if (!result.ok) {
        ctx.log.warn(`bookmarks list: ${action} failed, ${describeHttpError(result.error)}`);
        showError();
        if (focusAfter) list.querySelector<HTMLElement>('.bookmarks-retry')?.focus();
        return;
      }
      if (result.value.trim() === '') {
        // Ids were sent, but none is a published post any more.
        show(() => list.replaceChildren(statusLine(list, strings.reader.bookmarksNone, 'empty', true)));
        return;
      }
      show(() => replaceWithServerHtml(list, result.value));
    };

    const unsubscribe = store.subscribe(({ cause }) => {
      // A toggle on this page keeps the list as it is: the reader may want to undo it.
      if (cause === 'sync' || cause === 'clear') void load();
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
    const undoButton = button instanceof HTMLElement ? asButton(button) : () => undefined;
    const onClick = (event: Event) => {
      // Printed as `<a href="#">`: no jump to the top.
      event.preventDefault();
      store.clear();
    };
    const unlisten = listen(button, { click: onClick });
    return () => {
      unlisten();
      undoButton();
      release();
    };
  },
};
