/**
 * The header's search popups (REAL-MARKUP §12): a click on `.nav-search-link` toggles
 * `show-searchform` on its next-sibling `.navbar-search-popup.header-lightbox` and closes every
 * other popup (desktop bar, sticky copy, mobile bars), as the theme's script did. Beyond the
 * theme: the link says `aria-expanded` and names its popup (`aria-controls`), opening moves focus
 * into the search field, and Escape inside a popup closes it and gives focus back to its link.
 * One delegated click and one keydown listener on the header serve every copy.
 */
import type { Feature } from '../../core/attach';
import { focusWhenShown } from '../../core/focus-when-shown';
import { listen } from '../../core/listen';
import type { AppContext } from '../../context';
import { closeSearchPopupsIn, linkOf, POPUP, POPUP_LINK, POPUP_OPEN_CLASS, popupOf, setPopupOpen } from './popup-state';

let popupIds = 0;

/**
 * Focus the field once the popup can take it (the theme's `.header-lightbox` transition keeps it
 * hidden until the first frame after `show-searchform`). Gives up when the popup closes meanwhile
 * or focus went elsewhere.
 */
function focusOnceShown(popup: HTMLElement, field: HTMLInputElement): void {
  const doc = popup.ownerDocument;
  const before = doc.activeElement;
  const stillWanted = () => popup.classList.contains(POPUP_OPEN_CLASS) && (doc.activeElement === before || doc.activeElement === doc.body);
  focusWhenShown(field, stillWanted, { preventScroll: true });
}

export const searchPopup: Feature<AppContext> = {
  name: 'search-popup',
  // The radio site's header has no search: the feature starts only where a popup link is printed.
  selector: `#site-header ${POPUP_LINK}`,
  scope: 'page',
  mount(_root, ctx) {
    const header = ctx.doc.getElementById('site-header');
    if (!header) return;
    const addedIds: HTMLElement[] = [];
    const links = [...header.querySelectorAll<HTMLElement>(POPUP_LINK)].filter((link) => popupOf(link) !== null);
    for (const link of links) {
      const popup = popupOf(link);
      if (!popup) continue;
      if (popup.id === '') {
        popup.id = `navbar-search-popup-${(popupIds += 1)}`;
        addedIds.push(popup);
      }
      link.setAttribute('aria-controls', popup.id);
      link.setAttribute('aria-expanded', String(popup.classList.contains(POPUP_OPEN_CLASS)));
    }

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(POPUP_LINK) : null;
      const popup = link && header.contains(link) ? popupOf(link) : null;
      if (!link || !popup) return;
      event.preventDefault();
      closeSearchPopupsIn(header.ownerDocument, popup);
      const open = !popup.classList.contains(POPUP_OPEN_CLASS);
      setPopupOpen(popup, open);
      const field = popup.querySelector<HTMLInputElement>('input[type=search]');
      if (open && field) focusOnceShown(popup, field);
    };

    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const popup =
        event.target.closest<HTMLElement>(`${POPUP}.${POPUP_OPEN_CLASS}`) ??
        (event.target.matches(POPUP_LINK) ? popupOf(event.target) : null);
      if (!popup || !popup.classList.contains(POPUP_OPEN_CLASS)) return;
      event.preventDefault();
      setPopupOpen(popup, false);
      linkOf(popup)?.focus();
    };

    const unlisten = listen(header, { click: onClick, keydown: onKeydown });
    return () => {
      unlisten();
      closeSearchPopupsIn(header);
      for (const link of links) {
        link.removeAttribute('aria-controls');
        link.removeAttribute('aria-expanded');
      }
      for (const popup of addedIds) popup.removeAttribute('id');
    };
  },
};
