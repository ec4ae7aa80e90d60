/**
 * Bookmark buttons (`.read-it-later.bookmark-item[data-bookmarkid]`) and the header counter
 * (`.bookmark-counter.rb-counter`). Each element mounts on its own and listens to the page's one
 * bookmark store, so a click on one button marks every button of that post (teaser, article,
 * a list loaded later) and every counter follows, down to 0.
 */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { toPostId } from './bookmark-ids';
import { acquireBookmarkStore } from './bookmark-store';
import { asButton } from './as-button';

const ADDED = 'added';

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
    const show = () => {
      const added = store.has(id);
      element.classList.toggle(ADDED, added);
      element.setAttribute('aria-pressed', String(added));
    };
    show();
    const unsubscribe = store.subscribe(show);
    const onClick = (event: Event) => {
      // A link-styled button must not navigate.
      event.preventDefault();
      store.toggle(id);
    };
    element.addEventListener('click', onClick);
    const undoButton = asButton(element);
    return () => {
      element.removeEventListener('click', onClick);
      undoButton();
      unsubscribe();
      release();
      element.removeAttribute('aria-pressed');
    };
  },
};

export const bookmarkCounter: Feature<AppContext> = {
  name: 'bookmark-counter',
  selector: '.bookmark-counter.rb-counter',
  mount(element, ctx) {
    const { store, release } = acquireBookmarkStore(ctx);
    const show = () => {
      element.textContent = String(store.ids().length);
    };
    show();
    const unsubscribe = store.subscribe(show);
    return () => {
      unsubscribe();
      release();
    };
  },
};
