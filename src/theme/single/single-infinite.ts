/**
 * Single-post infinite load (REAL-MARKUP §13). The theme prints
 * `div#single-post-infinite.single-post-infinite[data-nextposturl] > div.single-p-outer[data-postid]
 * [data-postlink]` and, after it, the load point `aside#single-infinite-point > span.loadmore-animation`.
 * When the point's bottom comes into view (a frame task: offsets measured only when the layout
 * changed), `GET {next URL}?rbsnp=1`; the answer is a bare document whose `.single-p-outer` names
 * the next post in its own `data-nextposturl`. The container is appended to the wrapper through
 * sanitize and its next URL becomes the wrapper's. When it is empty the chain is over: the wrapper
 * loses its id and the point is removed, as the theme does. After each append new `ins.adsbygoogle`
 * slots are pushed once each, as the theme did.
 *
 * Beyond the theme: one request at a time with an 8 s timeout; a failure shows a retry notice in
 * the point and nothing loads by itself after it, so a broken next post can never loop; only
 * same-origin URLs are followed and a post already on the page ends the chain.
 *
 * While reading, the address (history.replaceState: scrolling is not navigating, and Back should
 * leave the page rather than walk back through every article) and document.title (the article's
 * `h1.entry-title`) follow the article in view; the first time an appended article is read, its
 * path goes to the page's trackers as the theme sent it (analytics.ts). Reader features (bookmarks,
 * reactions, comments, reviews) attach to appended articles through the registry; the sticky
 * sidebar leaves their `sb-infinite` sidebars to CSS.
 */
import type { Feature } from '../../core/attach';
import { describeHttpError } from '../../core/http';
import { addStyles } from '../../core/styles';
import type { AppContext } from '../../context';
import { reportPageView, trackedPath, type AnalyticsGlobals } from './analytics';
import { articleTitle, isPointInView, pickArticleInView } from './article-in-view';
import { createLoadPoint } from './infinite-tail';
import { ARTICLE_SELECTOR, loadNextPost } from './next-post';
import { resolveNextUrl } from './next-url';
import { SINGLE_CSS, SINGLE_STYLES_ID } from './single-styles';

const POINT_ID = 'single-infinite-point';

/** The theme's `loadGoogleAds`: one `adsbygoogle.push({})` per new ad slot. */
function pushAdSlots(win: Window, article: Element): number {
  const slots = article.querySelectorAll('ins.adsbygoogle').length;
  if (slots === 0) return 0;
  const holder = win as Window & { adsbygoogle?: unknown };
  const queue = holder.adsbygoogle;
  // Without the ad script on the page there is nothing to feed (the theme checked the same).
  if (queue === undefined || queue === null || typeof (queue as { push?: unknown }).push !== 'function') return 0;
  for (let index = 0; index < slots; index += 1) {
    try {
      (queue as { push(value: unknown): unknown }).push({});
    } catch {
      // A slot the ad script refuses (already filled) must not stop the chain.
    }
  }
  return slots;
}

export const singleInfinite: Feature<AppContext> = {
  name: 'single-infinite',
  selector: '#single-post-infinite[data-nextposturl]',
  mount(wrapper, ctx) {
    const { win, doc, log } = ctx;
    const point = doc.getElementById(POINT_ID);
    const printed = wrapper.getAttribute('data-nextposturl');
    let nextUrl = resolveNextUrl(printed, win.location.href);
    if (!nextUrl) {
      // An empty attribute is the last post of a chain; anything else is a URL we may not follow.
      if (printed?.trim()) log.warn(`single infinite: next post URL "${printed}" is not a same-origin http(s) URL; nothing is loaded`);
      return;
    }
    if (!point) {
      log.warn(`single infinite: no #${POINT_ID} after the wrapper; nothing is loaded`);
      return;
    }
    const controller = new AbortController();
    const removeStyles = addStyles(doc, SINGLE_STYLES_ID, SINGLE_CSS);
    const loadPoint = createLoadPoint(point);
    const initial = { href: win.location.href, title: doc.title };
    const postIds = new Set(
      [...wrapper.querySelectorAll(ARTICLE_SELECTOR)].map((article) => article.getAttribute('data-postid')?.trim() ?? ''),
    );
    const fetched = new Set<string>();
    const reported = new Set<string>();
    let state: 'idle' | 'loading' | 'failed' | 'done' = 'idle';

    /* ---------------------------------------------------------------- following the article in view */

    let inView = 0;

    const follow = (article: Element, index: number) => {
      const link = index === 0 ? initial.href : resolveNextUrl(article.getAttribute('data-postlink'), win.location.href);
      const title = index === 0 ? initial.title : articleTitle(article.querySelector('h1.entry-title')?.textContent, initial.title);
      if (!link) {
        log.warn(
          `single infinite: data-postlink of post ${article.getAttribute('data-postid') ?? '?'} is not a same-origin URL; the address stays`,
        );
      } else if (link !== win.location.href) {
        win.history.replaceState(win.history.state, '', link);
      }
      doc.title = title;
      const postId = article.getAttribute('data-postid')?.trim() ?? '';
      // The first post's view was counted by the page load; each appended one counts once.
      if (index === 0 || !link || reported.has(postId)) return;
      reported.add(postId);
      const sinks = reportPageView(win as Window & AnalyticsGlobals, trackedPath(link));
      if (sinks.length === 0)
        log.info(`single infinite: no tracker on the page (_gaq, ga, __gaTracker, googletag); page view of post ${postId} not sent`);
    };

    /* ---------------------------------------------------------------- loading the next post */

    const finish = () => {
      state = 'done';
      // The theme's end of the chain: no more id on the wrapper, no load point.
      wrapper.setAttribute('data-nextposturl', '');
      wrapper.removeAttribute('id');
      loadPoint.reset();
      point.remove();
    };

    const retry = () => {
      point.tabIndex = -1;
      point.focus({ preventScroll: true });
      state = 'idle';
      void load();
    };

    const load = async () => {
      if (state !== 'idle' || !nextUrl) return;
      const url = nextUrl;
      state = 'loading';
      wrapper.setAttribute('aria-busy', 'true');
      loadPoint.showLoading();
      const result = await loadNextPost(url, doc, controller.signal);
      if (controller.signal.aborted) return;
      wrapper.removeAttribute('aria-busy');
      if (!result.ok) {
        log.warn(`single infinite: next post ${url} failed, ${'error' in result ? describeHttpError(result.error) : result.malformed}`);
        state = 'failed';
        loadPoint.showFailure(retry);
        return;
      }
      loadPoint.clear();
      fetched.add(url);
      const { article, postId, nextUrl: printedNext } = result.post;
      if (postIds.has(postId)) {
        log.warn(`single infinite: ${url} is post ${postId} again; the chain ends here`);
        finish();
        return;
      }
      postIds.add(postId);
      wrapper.append(article);
      pushAdSlots(win, article);
      nextUrl = resolveNextUrl(printedNext, url);
      if (printedNext && !nextUrl)
        log.warn(`single infinite: next post URL "${printedNext}" is not a same-origin http(s) URL; the chain ends here`);
      if (nextUrl && fetched.has(nextUrl)) nextUrl = null;
      if (!nextUrl) {
        finish();
      } else {
        wrapper.setAttribute('data-nextposturl', nextUrl);
        state = 'idle';
      }
      // Positions below changed: the next frame re-measures, and loads again if the point is still in view.
      ctx.frames.invalidate();
    };

    /* ---------------------------------------------------------------- one frame task for both */

    let articles: Element[] = [];
    let tops: number[] = [];
    let pointBottom = Number.POSITIVE_INFINITY;
    const removeFrameTask = ctx.frames.add({
      measure(view) {
        if (view.layoutChanged) {
          articles = [...wrapper.querySelectorAll(`:scope > ${ARTICLE_SELECTOR}`)];
          tops = articles.map((article) => article.getBoundingClientRect().top + view.scrollY);
          pointBottom = point.isConnected ? point.getBoundingClientRect().bottom + view.scrollY : Number.POSITIVE_INFINITY;
        }
        return {
          index: pickArticleInView(tops, view.scrollY, view.height),
          pointInView: isPointInView(pointBottom, view.scrollY, view.height),
        };
      },
      apply({ index, pointInView }) {
        if (pointInView && state === 'idle') void load();
        const article = articles[index];
        if (index === inView || !article) return;
        inView = index;
        follow(article, index);
      },
    });

    return () => {
      controller.abort();
      removeFrameTask();
      if (point.isConnected) loadPoint.reset();
      wrapper.removeAttribute('aria-busy');
      removeStyles();
    };
  },
};
