/**
 * List blocks (`.block-wrap[data-uuid]`, REAL-MARKUP.md §11): quick filter and next/prev replace
 * the posts, load more and infinite scroll append them, with the theme's loading states and
 * classes. One request per block at a time (the processing flag, reset on every outcome); a
 * newer filter choice aborts the older request instead; answers are cached per block, so going
 * back costs no request. A failure keeps the shown posts and offers a retry. New posts are
 * plain markup: reader features (bookmarks …) attach to them through the attach registry.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { describeHttpError, type HttpError } from '../../core/http';
import { listen } from '../../core/listen';
import { addStyles } from '../../core/styles';
import { dataAttributes, parseBlockData, type BlockData } from './block-data';
import { applyFilter, readFilterChoice } from './filter-rules';
import { fetchListAnswer, type LoadRequest } from './list-request';
import { LIST_CSS, LIST_STYLES_ID } from './list-styles';
import { createErrorBox, createLoadingState, findControls, markActiveFilter, syncControls, type ErrorBox } from './list-view';
import { createResponseCache } from './response-cache';
import { cacheKey, loadMorePayload, nextPrevPayload, quickFilterPayload } from './payload';
import { controlState, infiniteDue, targetPage, type PagingKind } from './pagination-rules';
import { layoutTop } from '../layout-top';
import { showAnswer } from './show-answer';
import type { ListAnswer } from './list-answers';

/** How long appended items keep `is-hide` (the theme's 300 ms), so they fade in. */
const REVEAL_DELAY_MS = 300;

export const listBlock: Feature<AppContext> = {
  name: 'list-block',
  selector: '.block-wrap[data-uuid]',
  mount(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const block = element;
    const parsed = parseBlockData(dataAttributes(block));
    const inner = block.querySelector<HTMLElement>('.content-wrap > .content-inner');
    const contentWrap = inner?.parentElement;
    const ajax = ctx.ajax;
    const label = `list block ${block.id || block.dataset.uuid || '?'}`;
    if (!parsed.ok || !inner || !contentWrap || !ajax) {
      const why = !parsed.ok
        ? parsed.problems.join('; ')
        : !inner
          ? 'no .content-wrap > .content-inner'
          : 'no admin-ajax URL (pixwellParams.ajaxurl or pixwellCoreParams.ajaxurl)';
      ctx.log.warn(`${label}: ${why}; left as printed`);
      return;
    }
    const original = parsed.data;
    const doc = block.ownerDocument;
    const controls = findControls(block, original.uuid);
    const loading = createLoadingState(controls, contentWrap, inner);
    const cache = createResponseCache<ListAnswer>();
    const mountController = new AbortController();
    const timers = new Set<() => void>();
    let data: BlockData = { ...original };
    let processing: { key: string; controller: AbortController } | undefined;
    let failed: LoadRequest | undefined;
    let errorBox: ErrorBox | undefined;

    // What the page printed is an answer already: page 1 of "All", and the printed page.
    const printed: ListAnswer = { content: inner.innerHTML, pageCurrent: original.page_current, pageMax: original.page_max };
    cache.set(cacheKey('livePagination', nextPrevPayload(original, original.page_current)), printed);
    if (original.page_current === 1) cache.set(cacheKey('quickFilter', quickFilterPayload(original)), printed);

    const filterLinks = [...(controls.filterBar?.querySelectorAll<HTMLElement>('a.quick-filter-link[data-ajax_filter_val]') ?? [])];
    const buttons = [controls.prev, controls.next, controls.moreLink, ...filterLinks].filter(
      (control): control is HTMLElement => control !== null && !control.hasAttribute('role'),
    );
    for (const control of buttons) control.setAttribute('role', 'button');
    // The filter whose posts are shown; a failed choice falls back to it.
    let shownFilter: HTMLElement | null =
      controls.filterBar?.querySelector<HTMLElement>('a.quick-filter-link.is-active') ?? filterLinks[0] ?? null;
    markActiveFilter(controls.filterBar, shownFilter);
    syncControls(controls, data.page_current, data.page_max);
    const releaseStyles = addStyles(doc, LIST_STYLES_ID, LIST_CSS);

    const focusInside = () => {
      const active = doc.activeElement;
      return active !== null && active !== doc.body && (block.contains(active) || (controls.filterBar?.contains(active) ?? false));
    };

    const setLoading = (request: LoadRequest | undefined) => {
      loading.end();
      block.removeAttribute('aria-busy');
      if (!request) return;
      block.setAttribute('aria-busy', 'true');
      loading.start(request.mode);
    };

    const removeError = () => {
      errorBox?.element.remove();
      errorBox = undefined;
      failed = undefined;
    };

    const showError = (request: LoadRequest, error: HttpError) => {
      ctx.log.warn(`${label}: ${ctx.actions[request.action]} failed, ${describeHttpError(error)}`);
      failed = request;
      if (request.reason === 'filter') markActiveFilter(controls.filterBar, shownFilter);
      syncControls(controls, data.page_current, data.page_max);
      if (!errorBox) {
        const box = createErrorBox(doc);
        box.retry.addEventListener('click', () => {
          if (!failed || processing) return;
          box.retry.setAttribute('aria-disabled', 'true');
          run(failed, true);
        });
        errorBox = box;
      }
      errorBox.retry.removeAttribute('aria-disabled');
      if (!errorBox.element.isConnected) contentWrap.after(errorBox.element);
    };

    const reveal = (items: readonly Element[]) => {
      const cancel = ctx.clock.after(REVEAL_DELAY_MS, () => {
        timers.delete(cancel);
        for (const item of items) item.classList.remove('is-hide');
      });
      timers.add(cancel);
    };

    const commit = (request: LoadRequest, answer: ListAnswer, moveFocus: boolean) => {
      removeError();
      if (request.reason === 'filter') shownFilter = request.filterLink ?? shownFilter;
      const base = request.reason === 'filter' ? request.data : data;
      data = showAnswer({ ctx, inner, controls, request, answer, base, moveFocus, reveal });
    };

    const run = (request: LoadRequest, fromRetry = false) => {
      const key = cacheKey(request.action, request.payload);
      if (processing) {
        // The same choice again is a double click; paging waits for the running request.
        if (processing.key === key || request.reason !== 'filter') return;
        // A newer filter choice wins: the older answer would show what the reader left.
        processing.controller.abort();
        processing = undefined;
        setLoading(undefined);
      }
      const moveFocus = focusInside() && (fromRetry || (request.reason !== 'filter' && request.reason !== 'infinite'));
      // The theme marks the chosen filter at once, before its answer.
      if (request.reason === 'filter') markActiveFilter(controls.filterBar, request.filterLink ?? null);
      const cached = cache.get(key);
      if (cached) return commit(request, cached, moveFocus);
      if (!fromRetry) removeError();
      const controller = new AbortController();
      const onUnmount = () => controller.abort();
      mountController.signal.addEventListener('abort', onUnmount, { once: true });
      processing = { key, controller };
      setLoading(request);
      void fetchListAnswer(ajax, ctx.actions, request, controller.signal).then((result) => {
        mountController.signal.removeEventListener('abort', onUnmount);
        if (processing?.controller !== controller) return;
        processing = undefined;
        setLoading(undefined);
        if (!result.ok) return showError(request, result.error);
        cache.set(key, result.value);
        commit(request, result.value, moveFocus || (fromRetry && focusInside()));
      });
    };

    const page = (kind: PagingKind | 'infinite') => {
      const pageNext = targetPage(kind === 'infinite' ? 'more' : kind, data.page_current, data.page_max);
      if (pageNext === undefined) return;
      const replace = kind === 'next' || kind === 'prev';
      const payload = replace ? nextPrevPayload(data, pageNext) : loadMorePayload(data, pageNext);
      run({ reason: kind, mode: replace ? 'replace' : 'append', action: 'livePagination', payload, data, pageNext });
    };

    const filter = (link: HTMLElement) => {
      const choice = readFilterChoice(link.getAttribute('data-ajax_filter_val'), original.quick_filter);
      if (!choice.ok) return ctx.log.warn(`${label}: ${choice.problem}; link ignored`);
      const next = applyFilter(original, choice.choice);
      run({
        reason: 'filter',
        mode: 'replace',
        action: 'quickFilter',
        payload: quickFilterPayload(next),
        data: next,
        pageNext: 1,
        filterLink: link,
      });
    };

    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>('a.quick-filter-link[data-ajax_filter_val], a.pagination-link.ajax-link, a.loadmore-link');
      if (!link) return;
      const inBar = controls.filterBar?.contains(link) ?? false;
      if (!inBar && !block.contains(link)) return;
      event.preventDefault();
      if (link.getAttribute('aria-disabled') === 'true') return;
      if (inBar && link.matches('a.quick-filter-link')) filter(link);
      else if (link === controls.prev) page('prev');
      else if (link === controls.next) page('next');
      else if (link === controls.moreLink) page('more');
    };
    // Links acting as buttons: Space activates them as it would a button (Enter already clicks).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof HTMLElement) || !buttons.includes(event.target)) return;
      event.preventDefault();
      event.target.click();
    };
    const surfaces = controls.filterBar && !block.contains(controls.filterBar) ? [block, controls.filterBar] : [block];
    const unlisten = surfaces.map((surface) => listen(surface, { click: onClick, keydown: onKey }));

    const point = controls.infinite;
    let pointTop = 0;
    const removeTask = point
      ? ctx.frames.add({
          measure(view) {
            if (view.layoutChanged) pointTop = layoutTop(point);
            return infiniteDue(view.scrollY, view.height, pointTop);
          },
          apply(due) {
            if (due && !processing && !failed && controlState(data.page_current, data.page_max).more) page('infinite');
          },
        })
      : undefined;

    return () => {
      mountController.abort();
      removeTask?.();
      for (const cancel of timers) cancel();
      timers.clear();
      for (const remove of unlisten) remove();
      for (const control of buttons) control.removeAttribute('role');
      setLoading(undefined);
      errorBox?.element.remove();
      releaseStyles();
    };
  },
};
