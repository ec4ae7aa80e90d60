/**
 * The view half of the live search, on the theme's markup inside the popup:
 * `form.search-form` (gets `loading` while a request runs), `div.live-search-animation` (hidden by
 * the theme's CSS; shown inline once a request has run for 250 ms) and `div.navbar-search-response`
 * (the decoded answer, or the failure notice with its retry button; hidden inline while empty, as
 * the theme's fadeOut left it). The request logic lives in live-search.ts; every attribute and
 * inline style set here is put back by `destroy`.
 */
import { buildElement, setAttribute } from '../../core/element';
import { replaceWithServerHtml } from '../../core/sanitize';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import { RESULT_ITEM } from './search-rules';
import { SEARCH_CSS, SEARCH_STYLES_ID } from './search-styles';

let responseIds = 0;

export interface ResultsView {
  /** `loading` on the form and `aria-busy` on the response. */
  setBusy(busy: boolean): void;
  /** The theme's animation, shown or hidden. */
  setAnimation(shown: boolean): void;
  showFailure(onRetry: () => void): void;
  /** Sanitized server HTML; returns the number of result items. */
  showResults(html: string): number;
  clear(): void;
  destroy(): void;
}

export function createResultsView(
  input: HTMLInputElement,
  response: HTMLElement,
  form: HTMLElement | null,
  animation: HTMLElement | null,
): ResultsView {
  const doc = response.ownerDocument;
  const addedId = response.id === '';
  if (addedId) response.id = `navbar-search-response-${(responseIds += 1)}`;
  const hadAutocomplete = input.getAttribute('autocomplete');
  input.setAttribute('autocomplete', 'off');
  input.setAttribute('aria-controls', response.id);
  response.setAttribute('role', 'group');
  response.setAttribute('aria-label', strings.themeSearch.resultsLabel);
  response.setAttribute('aria-busy', 'false');
  const removeStyles = addStyles(doc, SEARCH_STYLES_ID, SEARCH_CSS);

  const setVisible = (visible: boolean) => {
    if (visible) response.style.removeProperty('display');
    else response.style.display = 'none';
  };
  if (response.childElementCount === 0) setVisible(false);

  return {
    setBusy(busy) {
      response.setAttribute('aria-busy', String(busy));
      form?.classList.toggle('loading', busy);
    },
    setAnimation(shown) {
      if (!animation) return;
      if (shown) animation.style.display = 'block';
      else animation.style.removeProperty('display');
    },
    showFailure(onRetry) {
      const retry = buildElement(doc, 'button', { type: 'button', class: 'live-search-retry' }, strings.themeSearch.retry);
      retry.addEventListener('click', onRetry, { once: true });
      response.replaceChildren(buildElement(doc, 'p', { class: 'live-search-error' }, strings.themeSearch.failed, ' ', retry));
      setVisible(true);
    },
    showResults(html) {
      replaceWithServerHtml(response, html);
      setVisible(response.childNodes.length > 0);
      return response.querySelectorAll(RESULT_ITEM).length;
    },
    clear() {
      response.replaceChildren();
      setVisible(false);
    },
    destroy() {
      form?.classList.remove('loading');
      animation?.style.removeProperty('display');
      response.style.removeProperty('display');
      setAttribute(input, 'autocomplete', hadAutocomplete);
      input.removeAttribute('aria-controls');
      for (const name of ['role', 'aria-label', 'aria-busy']) response.removeAttribute(name);
      if (addedId) response.removeAttribute('id');
      removeStyles();
    },
  };
}
