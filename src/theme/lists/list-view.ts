/**
 * The DOM side of a list block: its controls as the theme printed them, and the few elements
 * the bundle adds (loader, error with retry, notice, empty message). Kept apart from the
 * request logic so that the rules of when to load stay readable.
 */
import { strings } from '../../core/strings';
import { controlState } from './pagination-rules';

export interface BlockControls {
  prev: HTMLElement | null;
  next: HTMLElement | null;
  /** `.pagination-loadmore` and its link. */
  moreWrap: HTMLElement | null;
  moreLink: HTMLElement | null;
  infinite: HTMLElement | null;
  filterBar: HTMLElement | null;
}

export function findControls(block: HTMLElement, uuid: string): BlockControls {
  const one = (selector: string) => block.querySelector<HTMLElement>(selector);
  const moreWrap = one('.pagination-loadmore');
  return {
    prev: one('a.pagination-link.ajax-link.ajax-prev'),
    next: one('a.pagination-link.ajax-link.ajax-next'),
    moreWrap,
    moreLink: moreWrap?.querySelector<HTMLElement>('a.loadmore-link') ?? null,
    infinite: one('.pagination-infinite'),
    // The theme prints the bar in the block's header; look it up by id wherever it is.
    filterBar: block.ownerDocument.getElementById(`ajax_filter_${uuid}`),
  };
}

const setDisabled = (control: HTMLElement | null, disabled: boolean) => {
  if (!control) return;
  // `is-disable` is the theme's own class for a paging link that goes nowhere.
  control.classList.toggle('is-disable', disabled);
  if (disabled) control.setAttribute('aria-disabled', 'true');
  else control.removeAttribute('aria-disabled');
};

/** Show the controls spec §4 allows at this page: next/prev disabled, load-more and infinite hidden. */
export function syncControls(controls: BlockControls, pageCurrent: number, pageMax: number): void {
  const state = controlState(pageCurrent, pageMax);
  setDisabled(controls.prev, !state.prev);
  setDisabled(controls.next, !state.next);
  if (controls.moreWrap) controls.moreWrap.hidden = !state.more;
  if (controls.infinite) controls.infinite.hidden = !state.more;
}

/** Mark the filter link that now applies (`is-active`, the theme's class) and expose it. */
export function markActiveFilter(bar: HTMLElement | null, active: Element | null): void {
  if (!bar || !active) return;
  for (const link of bar.querySelectorAll('a.quick-filter-link')) {
    link.classList.toggle('is-active', link === active);
    link.setAttribute('aria-pressed', String(link === active));
  }
}

/** Three dots and a text for screen readers; `role=status` so the wait itself is heard once. */
export function createLoader(doc: Document): HTMLElement {
  const loader = doc.createElement('div');
  loader.className = 'block-loader';
  loader.setAttribute('role', 'status');
  for (let i = 0; i < 3; i += 1) loader.append(doc.createElement('i'));
  const text = doc.createElement('span');
  text.className = 'block-loader-text';
  text.textContent = strings.themeLists.loading;
  loader.append(text);
  return loader;
}

export interface ErrorBox {
  element: HTMLElement;
  retry: HTMLButtonElement;
}

export function createErrorBox(doc: Document): ErrorBox {
  const element = doc.createElement('div');
  element.className = 'block-error';
  element.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.style.margin = '0';
  text.textContent = strings.themeLists.loadFailed;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'block-retry';
  retry.textContent = strings.themeLists.retry;
  element.append(text, retry);
  return { element, retry };
}

/** A `<p class="block-empty">` for an answer without posts. */
export function createEmpty(doc: Document): HTMLElement {
  const empty = doc.createElement('p');
  empty.className = 'block-empty';
  empty.textContent = strings.themeLists.empty;
  return empty;
}

/** Whether inserted nodes hold anything a reader would see (not just whitespace or comments). */
export const hasPosts = (nodes: readonly Node[]): boolean => nodes.some((node) => node instanceof Element);

/** The link a keyboard reader lands on in new posts: the first title link, else any link. */
export function firstPostLink(nodes: readonly Node[]): HTMLElement | null {
  const elements = nodes.filter((node): node is Element => node instanceof Element);
  for (const selector of ['.entry-title a[href]', 'a[href]']) {
    for (const element of elements) {
      const found = element.matches(selector) ? element : element.querySelector(selector);
      if (found instanceof HTMLElement) return found;
    }
  }
  return null;
}

/** "{count} …" templates of strings.themeLists. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
