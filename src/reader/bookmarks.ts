/**
 * Bookmark buttons (`span.read-it-later.bookmark-item[data-title][data-bookmarkid]`, after a
 * title's `a.p-url` and in `span.meta-info-el.mobile-bookmark`), the header counters
 * (`span.bookmark-counter.rb-counter`) and the single post's marker
 * (`aside.is-hidden.rb-remove-bookmark[data-bookmarkid]`). Each element mounts on its own and
 * listens to the page's one bookmark store, so a click on one button marks every button of that
 * post (teaser, related post, a list loaded later) and every counter follows.
 *
 * The theme's CSS keeps `.read-it-later` invisible (`visibility:hidden;opacity:0`) until its
 * script adds `loaded`; `added` makes it opaque and swaps the icon. The theme's tooltip came
 * from `data-title` (tipsy); here it becomes the button's accessible name and native title.
 */
import type { Feature } from '../core/attach';
import { listen } from '../core/listen';
import type { AppContext } from '../context';
import { toPostId } from './bookmark-ids';
import { acquireBookmarkStore } from './bookmark-store';
import { asButton } from './as-button';

const ADDED = 'added';
const LOADED = 'loaded';

/** Sets an attribute the server did not print; answers the undo. */
function addAttribute(element: Element, name: string, value: string): () => void {
  if (element.hasAttribute(name) || value === '') return () => undefined;
  element.setAttribute(name, value);
  return () => element.removeAttribute(name);
}

export const bookmarkButton: Feature<AppContext> = {
  name: 'bookmark-button',
  selector: '.read-it-later.bookmark-item[data-bookmarkid]',
  mount(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const id = toPostId(element.dataset.bookmarkid);
    if (id === null) {
      ctx.log.warn(`bookmark button with data-bookmarkid "${element.dataset.bookmarkid ?? ''}" is not a post id; left as printed`);
      return;
    }
    const { store, release } = acquireBookmarkStore(ctx);
    const label = element.dataset.title?.trim() ?? '';
    const undoLabel = addAttribute(element, 'aria-label', label);
    const undoTitle = addAttribute(element, 'title', label);
    const show = () => {
      const added = store.has(id);
      element.classList.toggle(ADDED, added);
      element.setAttribute('aria-pressed', String(added));
    };
    show();
    // What the theme's script did on load: the button becomes visible (theme CSS `.loaded`).
    element.classList.add(LOADED);
    const unsubscribe = store.subscribe(show);
    const onClick = (event: Event) => {
      // It sits inside the title's link area: the click must neither navigate nor bubble to it.
      event.preventDefault();
      event.stopPropagation();
      store.toggle(id);
    };
    const unlisten = listen(element, { click: onClick });
    const undoButton = asButton(element);
    return () => {
      unlisten();
      undoButton();
      unsubscribe();
      release();
      element.classList.remove(LOADED, ADDED);
      element.removeAttribute('aria-pressed');
      undoLabel();
      undoTitle();
    };
  },
};

/**
 * The counter shows the number of saved posts, 0 included. The theme's script only ever wrote
 * counts above 0 (its counter stayed at the last count after the list was emptied); the spec's
 * "a counter of bookmarks" and a reader who just removed everything both expect 0.
 */
export const bookmarkCounter: Feature<AppContext> = {
  name: 'bookmark-counter',
  selector: '.bookmark-counter.rb-counter',
  mount(element, ctx) {
    const { store, release } = acquireBookmarkStore(ctx);
    const printed = element.textContent;
    const show = () => {
      element.textContent = String(store.ids().length);
    };
    show();
    const unsubscribe = store.subscribe(show);
    return () => {
      unsubscribe();
      release();
      element.textContent = printed;
    };
  },
};

/**
 * "Read it later": a single post prints `aside.rb-remove-bookmark` with its id, and opening the
 * post takes it off the reader's list, as the theme's script did on DOM ready. Its bookmark
 * buttons and counters follow at once; the reader can save it again.
 */
export const removeReadBookmark: Feature<AppContext> = {
  name: 'bookmark-remove-read',
  selector: '.rb-remove-bookmark[data-bookmarkid]',
  mount(element, ctx) {
    const id = toPostId(element.getAttribute('data-bookmarkid'));
    if (id === null) {
      ctx.log.warn(`rb-remove-bookmark with data-bookmarkid "${element.getAttribute('data-bookmarkid') ?? ''}" is not a post id; ignored`);
      return;
    }
    const { store, release } = acquireBookmarkStore(ctx);
    store.remove(id);
    return release;
  },
};
