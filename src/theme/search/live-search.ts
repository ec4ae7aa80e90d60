/**
 * The live search of the header's search popups (REAL-MARKUP §12): `aside.nav-search-live` holds
 * the popup with `form.search-form > input[type=search]`, `div.live-search-animation` and
 * `div.navbar-search-response` (the desktop bar's and the sticky copy's; the mobile bars' popups
 * have none). As the theme's script: the field gets `autocomplete=off`; 300 ms after typing stops
 * `pixwell_live_search` goes out with `s`; an emptied field clears the results; while it runs the
 * form has `loading` and, after 250 ms, the animation shows; the decoded answer (a JSON string,
 * ctx.ajax.html) enters the response through sanitize. Beyond the theme: each new request aborts
 * the older one and an older answer never replaces a newer one; the same text is not asked twice;
 * failures (status, timeout 5 s, WordPress's 0/-1, an answer that is no string) show a notice with
 * a retry button; the live region says how many results came; ↑/↓ move between the field and
 * the result links. Opening and closing the popup (Escape included) is search-popup.ts's.
 */
import type { Feature } from '../../core/attach';
import { describeHttpError } from '../../core/http';
import { listen } from '../../core/listen';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { createDebounce, createLatest } from './latest-request';
import { arrowTarget } from './popup-keys';
import { createResultsView } from './results-view';
import { needsRequest, SEARCH_ANIMATION_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_TIMEOUT_MS, searchText } from './search-rules';

export const liveSearch: Feature<AppContext> = {
  name: 'live-search',
  selector: '.nav-search-live',
  mount(element, ctx) {
    const root = element instanceof HTMLElement ? element : null;
    const input = root?.querySelector<HTMLInputElement>('input[type=search]');
    const response = root?.querySelector<HTMLElement>('.navbar-search-response');
    const ajax = ctx.ajax;
    if (!root || !input || !response || !ajax) {
      ctx.log.warn(
        !ajax
          ? 'live search: no admin-ajax URL (pixwellParams.ajaxurl); left as printed'
          : 'live search: no input[type=search] or .navbar-search-response; left as printed',
      );
      return;
    }
    const doc = ctx.doc;
    const view = createResultsView(
      input,
      response,
      root.querySelector<HTMLElement>('.search-form'),
      root.querySelector<HTMLElement>('.live-search-animation'),
    );
    const latest = createLatest();
    /** The text whose answer is shown (null: none, or a failure). */
    let shownText: string | null = null;
    /** The text of the request on its way. */
    let pendingText: string | null = null;
    let cancelAnimation: (() => void) | undefined;

    const stopLoading = () => {
      cancelAnimation?.();
      cancelAnimation = undefined;
      view.setAnimation(false);
      view.setBusy(false);
    };

    const send = async (text: string) => {
      const turn = latest.begin();
      pendingText = text;
      shownText = null;
      stopLoading();
      view.setBusy(true);
      cancelAnimation = ctx.clock.after(SEARCH_ANIMATION_DELAY_MS, () => view.setAnimation(true));
      const result = await ajax.html(ctx.actions.liveSearch, { s: text }, { signal: turn.signal, timeoutMs: SEARCH_TIMEOUT_MS });
      // A newer request (or the field emptied) took over: this answer counts for nothing.
      if (!turn.isCurrent()) return;
      pendingText = null;
      stopLoading();
      if (!result.ok) {
        ctx.log.warn(`live search "${text}": ${describeHttpError(result.error)}`);
        view.showFailure(() => {
          // The button is replaced by what comes next: keep focus where typing continues.
          input.focus();
          void send(text);
        });
        ctx.announcer.announce(strings.themeSearch.failed);
        return;
      }
      const count = view.showResults(result.value);
      shownText = text;
      ctx.announcer.announce(strings.themeSearch.count(count));
    };

    const debounce = createDebounce(ctx.clock, SEARCH_DEBOUNCE_MS, () => {
      const text = searchText(input.value);
      if (needsRequest(text, pendingText ?? shownText)) void send(text);
    });

    const onInput = () => {
      if (searchText(input.value) !== null) {
        debounce.schedule();
        return;
      }
      debounce.cancel();
      latest.cancel();
      pendingText = null;
      shownText = null;
      stopLoading();
      view.clear();
    };

    const onKeydown = (event: KeyboardEvent) => {
      const links = [...response.querySelectorAll<HTMLElement>('a[href]:not([tabindex="-1"]), button:not([tabindex="-1"])')];
      const target = arrowTarget(event.key, doc.activeElement, input, links);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };

    const unlisten = [listen(input, { input: onInput }), listen(root, { keydown: onKeydown })];
    return () => {
      debounce.cancel();
      latest.cancel();
      cancelAnimation?.();
      for (const remove of unlisten) remove();
      view.destroy();
    };
  },
};
