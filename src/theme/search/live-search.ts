/**
 * The header's live search (`.nav-search-live input[type=search]` → `.navbar-search-response`).
 * The theme's script sent `live_search` on every pause without cancelling the previous request,
 * so a slow older answer could overwrite a newer one, and a failure left its spinner turning.
 * Here a request leaves 300 ms after typing stops, only for non-empty text; each new request
 * aborts the older one and an older answer never replaces a newer one; the answer enters through
 * sanitize; failures show a retryable notice. The field is a combobox whose popup is a non-modal
 * dialog of result links (arrow keys move between them), closed by Escape (focus back to the
 * field) or a click outside; the number of results is said by the page's live region.
 */
import type { Feature } from '../../core/attach';
import { describeHttpError } from '../../core/http';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { createDebounce, createLatest } from './latest-request';
import { arrowTarget } from './popup-keys';
import { createSearchPopup } from './search-popup';
import { classifySearchAnswer, needsRequest, SEARCH_DEBOUNCE_MS, SEARCH_TIMEOUT_MS, searchText } from './search-rules';

export const liveSearch: Feature<AppContext> = {
  name: 'live-search',
  selector: '.nav-search-live',
  mount(element, ctx) {
    const root = element instanceof HTMLElement ? element : null;
    const input = root?.querySelector<HTMLInputElement>('input[type=search]');
    const popup = root?.querySelector<HTMLElement>('.navbar-search-response');
    const ajax = ctx.ajax;
    if (!root || !input || !popup || !ajax) {
      ctx.log.warn(!ajax ? 'live search: no admin-ajax URL (pixwellCoreParams.ajaxurl); left as printed' : 'live search: no input[type=search] or .navbar-search-response; left as printed');
      return;
    }
    const doc = ctx.doc;
    const view = createSearchPopup(root, input, popup);
    const latest = createLatest();
    /** The text whose answer the popup shows (null: none, or a failure). */
    let shownText: string | null = null;
    /** The text of the request on its way. */
    let pendingText: string | null = null;

    const reset = () => {
      latest.cancel();
      pendingText = null;
      shownText = null;
      view.setBusy(false);
      view.clear();
      view.setOpen(false);
    };

    const showFailure = (text: string) => {
      view.showFailure(() => {
        // The button is replaced by what comes next: keep focus where typing continues.
        input.focus();
        void send(text);
      });
      view.setOpen(true);
      ctx.announcer.announce(strings.themeSearch.failed);
    };

    const send = async (text: string) => {
      const turn = latest.begin();
      pendingText = text;
      shownText = null;
      view.setBusy(true);
      view.showLoading();
      view.setOpen(true);
      const result = await ajax.text(ctx.actions.liveSearch, { s: text }, { signal: turn.signal, timeoutMs: SEARCH_TIMEOUT_MS });
      // A newer request (or Escape, or the field emptied) took over: this answer counts for nothing.
      if (!turn.isCurrent()) return;
      pendingText = null;
      view.setBusy(false);
      if (!result.ok) {
        ctx.log.warn(`live search "${text}": ${describeHttpError(result.error)}`);
        showFailure(text);
        return;
      }
      const answer = classifySearchAnswer(result.value);
      if (answer.kind === 'malformed') {
        ctx.log.warn(`live search "${text}": ${answer.reason}`);
        showFailure(text);
        return;
      }
      const count = view.showResults(answer.html);
      shownText = text;
      view.setOpen(true);
      ctx.announcer.announce(strings.themeSearch.count(count));
    };

    const debounce = createDebounce(ctx.clock, SEARCH_DEBOUNCE_MS, () => {
      const text = searchText(input.value);
      if (needsRequest(text, pendingText ?? shownText)) void send(text);
      else if (text !== null && text === shownText) view.setOpen(true);
    });

    const onInput = () => {
      if (searchText(input.value) === null) {
        debounce.cancel();
        reset();
        return;
      }
      debounce.schedule();
    };

    let returningFocus = false;
    const onFocus = () => {
      if (returningFocus) return;
      const text = searchText(input.value);
      if (text === null) return;
      if (text === shownText && view.hasContent()) view.setOpen(true);
      else if (pendingText === null) debounce.schedule();
    };

    const close = (returnFocus: boolean) => {
      debounce.cancel();
      if (pendingText !== null) {
        // Closed while waiting: the answer is no longer wanted; focusing the field asks again.
        latest.cancel();
        pendingText = null;
        view.setBusy(false);
      }
      view.setOpen(false);
      if (!returnFocus) return;
      // Focus coming back from the popup must not reopen what Escape just closed.
      returningFocus = true;
      input.focus();
      returningFocus = false;
    };

    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!view.isOpen() && pendingText === null) return;
        event.preventDefault();
        close(true);
        return;
      }
      if (!view.isOpen()) return;
      const links = [...popup.querySelectorAll<HTMLElement>('a[href]:not([tabindex="-1"]), button:not([tabindex="-1"])')];
      const target = arrowTarget(event.key, doc.activeElement, input, links);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };

    const onPointerDown = (event: Event) => {
      if (view.isOpen() && event.target instanceof Node && !root.contains(event.target)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Focus leaving the widget (Tab past the last result) closes it; null is a click on nothing
      // focusable, which the pointerdown listener decides.
      if (next instanceof Node && !root.contains(next)) close(false);
    };

    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    root.addEventListener('keydown', onKeydown);
    root.addEventListener('focusout', onFocusOut);
    doc.addEventListener('pointerdown', onPointerDown);

    return () => {
      debounce.cancel();
      latest.cancel();
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      root.removeEventListener('keydown', onKeydown);
      root.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown);
      view.destroy();
    };
  },
};
