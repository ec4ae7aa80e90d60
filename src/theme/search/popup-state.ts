/**
 * The header's search popups (`.nav-search-link` + its next sibling `.navbar-search-popup`, in the
 * desktop bar, the sticky copy and the mobile bars): open is the theme's class `show-searchform`,
 * which its stylesheet (`.header-lightbox`) keys visibility on; the link says `aria-expanded`.
 * Shared by the popup feature and the sticky bars (a bar that hides closes the popups inside it).
 */
export const POPUP_OPEN_CLASS = 'show-searchform';
export const POPUP_LINK = '.nav-search-link';
export const POPUP = '.navbar-search-popup';

/** The popup a link opens: its next sibling, as the theme's `$(this).next('.navbar-search-popup')`. */
export function popupOf(link: Element): HTMLElement | null {
  const next = link.nextElementSibling;
  return next instanceof HTMLElement && next.matches(POPUP) ? next : null;
}

/** The link that opens a popup: its previous sibling. */
export function linkOf(popup: Element): HTMLElement | null {
  const previous = popup.previousElementSibling;
  return previous instanceof HTMLElement && previous.matches(POPUP_LINK) ? previous : null;
}

export function setPopupOpen(popup: HTMLElement, open: boolean): void {
  popup.classList.toggle(POPUP_OPEN_CLASS, open);
  linkOf(popup)?.setAttribute('aria-expanded', String(open));
}

/** Closes every open popup inside `root` except `keep`. */
export function closeSearchPopupsIn(root: ParentNode, keep?: Element | null): void {
  for (const popup of root.querySelectorAll<HTMLElement>(`${POPUP}.${POPUP_OPEN_CLASS}`)) {
    if (popup !== keep) setPopupOpen(popup, false);
  }
}
