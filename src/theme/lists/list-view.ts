/**
 * The DOM side of a list block: its controls as the theme printed them (REAL-MARKUP.md §11), the
 * theme's classes that show their state, the loading states the theme's script drew, and the
 * few elements the bundle adds (error with retry, empty message). Kept apart from the request
 * logic so that the rules of when to load stay readable.
 *
 * State is shown the way the theme's CSS reads it, never with the `hidden` attribute (the theme's
 * display rules beat `[hidden]` on the real site):
 * - the end of the list: `disable-pagination` on `.pagination-loadmore` / `.pagination-infinite`
 *   (which only collapses them) and inline `display:none` on `.loadmore-link` and
 *   `.loadmore-animation`;
 * - next/prev: `is-disable` (pointer-events none, opacity .5) plus `aria-disabled`;
 * - filter links: `is-active` on the chosen one, `is-deactivate` on the others, `aria-pressed`.
 */
import { buildElement, setAttribute } from '../../core/element';
import { strings } from '../../core/strings';
import { controlState } from './pagination-rules';

export interface BlockControls {
  block: HTMLElement;
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
  const moreWrap = one('.pagination-wrap.pagination-loadmore');
  return {
    block,
    prev: one('.pagination-nextprev a.pagination-link.ajax-prev'),
    next: one('.pagination-nextprev a.pagination-link.ajax-next'),
    moreWrap,
    moreLink: moreWrap?.querySelector<HTMLElement>('a.loadmore-link') ?? null,
    infinite: one('.pagination-wrap.pagination-infinite'),
    // The theme prints the bar in the block's header; look it up by id wherever it is.
    filterBar: block.ownerDocument.getElementById(`ajax_filter_${uuid}`),
  };
}

/** Every `.ajax-link` of the block (paging and filter links): the theme disables them all while loading. */
const ajaxLinks = (controls: BlockControls): HTMLElement[] => {
  const links = new Set(controls.block.querySelectorAll<HTMLElement>('.ajax-link'));
  for (const link of controls.filterBar?.querySelectorAll<HTMLElement>('.ajax-link') ?? []) links.add(link);
  return [...links];
};

const animations = (controls: BlockControls): HTMLElement[] => [
  ...controls.block.querySelectorAll<HTMLElement>('.pagination-wrap .loadmore-animation'),
];

const hideAnimations = (controls: BlockControls) => {
  for (const animation of animations(controls)) {
    animation.style.display = 'none';
    animation.style.removeProperty('opacity');
  }
};

const setDisabled = (control: HTMLElement | null, disabled: boolean) => {
  if (!control) return;
  control.classList.toggle('is-disable', disabled);
  setAttribute(control, 'aria-disabled', disabled && 'true');
};

/** Show the controls this page allows (the theme's checkPagination). */
export function syncControls(controls: BlockControls, pageCurrent: number, pageMax: number): void {
  const state = controlState(pageCurrent, pageMax);
  setDisabled(controls.prev, !state.prev);
  setDisabled(controls.next, !state.next);
  for (const wrap of [controls.moreWrap, controls.infinite]) wrap?.classList.toggle('disable-pagination', !state.more);
  const link = controls.moreLink;
  if (link) {
    if (state.more) {
      link.style.removeProperty('display');
      link.style.removeProperty('opacity');
    } else link.style.display = 'none';
  }
  hideAnimations(controls);
}

/** Mark the filter link that now applies: `is-active` on it, `is-deactivate` on the others. */
export function markActiveFilter(bar: HTMLElement | null, active: Element | null): void {
  if (!bar || !active) return;
  for (const link of bar.querySelectorAll('a.quick-filter-link')) {
    const on = link === active;
    link.classList.toggle('is-active', on);
    link.classList.toggle('is-deactivate', !on);
    link.setAttribute('aria-pressed', String(on));
  }
}

/** The loading state the theme's animationStart drew, and its end. */
export interface LoadingState {
  start(mode: 'replace' | 'append'): void;
  end(): void;
}

export function createLoadingState(controls: BlockControls, contentWrap: HTMLElement, inner: HTMLElement): LoadingState {
  const doc = contentWrap.ownerDocument;
  let loader: HTMLElement | undefined;
  return {
    start(mode) {
      for (const link of ajaxLinks(controls)) link.classList.add('is-disable');
      if (mode === 'replace') {
        // Keep the block's height while the posts fade, so the page does not jump.
        contentWrap.style.height = `${contentWrap.offsetHeight}px`;
        loader = buildElement(
          doc,
          'div',
          { class: 'load-animation', role: 'status' },
          buildElement(doc, 'span', { class: 'screen-reader-text' }, strings.themeLists.loading),
        );
        contentWrap.prepend(loader);
        inner.classList.add('is-overflow');
        inner.style.opacity = '0.05';
      } else {
        controls.moreLink?.classList.add('loading');
        if (controls.moreLink) controls.moreLink.style.opacity = '0';
        for (const animation of animations(controls)) {
          animation.style.display = 'block';
          animation.style.opacity = '1';
        }
      }
    },
    end() {
      loader?.remove();
      loader = undefined;
      contentWrap.style.removeProperty('height');
      inner.classList.remove('is-overflow');
      inner.style.removeProperty('opacity');
      for (const link of ajaxLinks(controls)) link.classList.remove('is-disable');
      controls.moreLink?.classList.remove('loading');
      controls.moreLink?.style.removeProperty('opacity');
      hideAnimations(controls);
    },
  };
}

export interface ErrorBox {
  element: HTMLElement;
  retry: HTMLButtonElement;
}

export function createErrorBox(doc: Document): ErrorBox {
  const text = buildElement(doc, 'p', {}, strings.themeLists.loadFailed);
  text.style.margin = '0';
  const retry = buildElement(doc, 'button', { type: 'button', class: 'block-retry' }, strings.themeLists.retry);
  return { element: buildElement(doc, 'div', { class: 'block-error', role: 'alert' }, text, retry), retry };
}

/** A `<p class="block-empty">` for a filter without posts. */
export function createEmpty(doc: Document): HTMLElement {
  return buildElement(doc, 'p', { class: 'block-empty' }, strings.themeLists.empty);
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
