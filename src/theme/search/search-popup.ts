/**
 * The view half of the live search: the field as a combobox whose popup is a non-modal dialog
 * of result links, the spinner in the field, and the popup's three contents (loading text,
 * failure with retry, the server's results). The request logic lives in live-search.ts; here
 * only attributes and elements, each put back as printed by `destroy`.
 */
import { replaceWithServerHtml } from '../../core/sanitize';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import { SEARCH_CSS, SEARCH_STYLES_ID } from './search-styles';

/** The result items of the theme's answer, counted for the live region. */
const RESULT_ITEM = '.p-wrap';
const INPUT_ATTRIBUTES = ['role', 'aria-expanded', 'aria-controls', 'aria-haspopup', 'aria-autocomplete'];
const POPUP_ATTRIBUTES = ['role', 'aria-label', 'aria-busy'];

let popupIds = 0;

export interface SearchPopup {
  isOpen(): boolean;
  setOpen(open: boolean): void;
  setBusy(busy: boolean): void;
  /** The loading text, unless results are shown (they stay, dimmed, until the answer). */
  showLoading(): void;
  showFailure(onRetry: () => void): void;
  /** Sanitized server HTML; returns the number of result items. */
  showResults(html: string): number;
  hasContent(): boolean;
  clear(): void;
  destroy(): void;
}

export function createSearchPopup(root: HTMLElement, input: HTMLInputElement, popup: HTMLElement): SearchPopup {
  const doc = root.ownerDocument;
  const wasHidden = popup.hidden;
  const addedId = popup.id === '';
  if (addedId) popup.id = `navbar-search-response-${++popupIds}`;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-haspopup', 'dialog');
  input.setAttribute('aria-autocomplete', 'none');
  input.setAttribute('aria-controls', popup.id);
  input.setAttribute('aria-expanded', 'false');
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-label', strings.themeSearch.resultsLabel);
  popup.setAttribute('aria-busy', 'false');
  popup.hidden = true;

  const removeStyles = addStyles(doc, SEARCH_STYLES_ID, SEARCH_CSS);
  const loader = doc.createElement('span');
  loader.className = 'live-search-loader';
  loader.setAttribute('aria-hidden', 'true');
  loader.hidden = true;
  input.after(loader);

  const setOpen = (open: boolean) => {
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
  };

  return {
    isOpen: () => !popup.hidden,
    setOpen,
    setBusy(busy) {
      popup.setAttribute('aria-busy', String(busy));
      loader.hidden = !busy;
      root.classList.toggle('is-searching', busy);
    },
    showLoading() {
      if (popup.querySelector(RESULT_ITEM) !== null) return;
      const status = doc.createElement('p');
      status.className = 'live-search-status';
      status.textContent = strings.themeSearch.loading;
      popup.replaceChildren(status);
    },
    showFailure(onRetry) {
      const notice = doc.createElement('p');
      notice.className = 'live-search-error';
      notice.append(strings.themeSearch.failed, ' ');
      const retry = doc.createElement('button');
      retry.type = 'button';
      retry.className = 'live-search-retry';
      retry.textContent = strings.themeSearch.retry;
      retry.addEventListener('click', onRetry, { once: true });
      notice.append(retry);
      popup.replaceChildren(notice);
    },
    showResults(html) {
      replaceWithServerHtml(popup, html);
      return popup.querySelectorAll(RESULT_ITEM).length;
    },
    hasContent: () => popup.childElementCount > 0,
    clear: () => popup.replaceChildren(),
    destroy() {
      loader.remove();
      root.classList.remove('is-searching');
      for (const name of INPUT_ATTRIBUTES) input.removeAttribute(name);
      for (const name of POPUP_ATTRIBUTES) popup.removeAttribute(name);
      if (addedId) popup.removeAttribute('id');
      popup.hidden = wasHidden;
      removeStyles();
    },
  };
}
