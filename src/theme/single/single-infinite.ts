/**
 * Single-post infinite load (`#single-post-infinite[data-nextposturl]` holding
 * `.single-p-outer[data-postid][data-postlink]` articles). When the reader nears the end of the
 * last article (a frame task: one measure per layout change), the next post's page is fetched (with the `rbsnp=1` flag), its article container
 * appended through sanitize, and the wrapper's next URL taken from the fetched page, until a page
 * names none. One request at a time; a failure shows a retry notice and nothing loads by itself
 * after it, so a broken next post can never loop. A URL or post already loaded ends the chain.
 *
 * While it runs, the address and document.title follow the article in view. history.replaceState,
 * not pushState: scrolling is not navigating, and with one entry per article the reader's Back
 * button would walk back through every article scrolled past instead of leaving the page.
 * Every appended article seen for the first time is one page view for the page's analytics.
 * Reader features (bookmarks, reactions, …) attach to appended articles through the registry.
 */
import type { Feature } from '../../core/attach';
import { describeHttpError } from '../../core/http';
import { addStyles } from '../../core/styles';
import type { AppContext } from '../../context';
import { dispatchPageView, type AnalyticsGlobals } from './analytics';
import { articleTitle, isNearEnd, pickArticleInView } from './article-in-view';
import { createInfiniteTail } from './infinite-tail';
import { ARTICLE_SELECTOR, loadNextPost } from './next-post';
import { resolveNextUrl } from './next-url';
import { SINGLE_CSS, SINGLE_STYLES_ID } from './single-styles';


export const singleInfinite: Feature<AppContext> = {
  name: 'single-infinite',
  selector: '#single-post-infinite[data-nextposturl]',
  mount(wrapper, ctx) {
    const { win, doc, log } = ctx;
    const printed = wrapper.getAttribute('data-nextposturl');
    let nextUrl = resolveNextUrl(printed, win.location.href);
    if (!nextUrl) {
      // An empty attribute is the last post of a chain; anything else is a URL we may not follow.
      if (printed?.trim()) log.warn(`single infinite: next post URL "${printed}" is not a same-origin http(s) URL; nothing is loaded`);
      return;
    }
    const controller = new AbortController();
    const removeStyles = addStyles(doc, SINGLE_STYLES_ID, SINGLE_CSS);
    const tail = createInfiniteTail(doc);
    wrapper.append(tail.element);
    const initial = { href: win.location.href, title: doc.title };
    const postIds = new Set([...wrapper.querySelectorAll(ARTICLE_SELECTOR)].map((article) => article.getAttribute('data-postid')?.trim() ?? ''));
    const fetched = new Set<string>();
    const reported = new Set<string>();
    let state: 'idle' | 'loading' | 'failed' | 'done' = 'idle';

    /* ---------------------------------------------------------------- following the article in view */

    let inView = 0;

    const follow = (article: Element, index: number) => {
      const link = index === 0 ? initial.href : resolveNextUrl(article.getAttribute('data-postlink'), win.location.href);
      const title = index === 0 ? initial.title : articleTitle(article.getAttribute('data-posttitle'), article.querySelector('h1')?.textContent, initial.title);
      if (!link) {
        log.warn(`single infinite: data-postlink of post ${article.getAttribute('data-postid') ?? '?'} is not a same-origin URL; the address stays`);
      } else if (link !== win.location.href) {
        win.history.replaceState(win.history.state, '', link);
      }
      doc.title = title;
      const postId = article.getAttribute('data-postid')?.trim() ?? '';
      if (index === 0 || !link || reported.has(postId)) return;
      reported.add(postId);
      const url = new URL(link);
      const sink = dispatchPageView(win as Window & AnalyticsGlobals, { location: url.href, path: url.pathname + url.search, title });
      if (!sink) log.info(`single infinite: no analytics on the page (gtag, ga, dataLayer); page view of post ${postId} not sent`);
    };

    /* ---------------------------------------------------------------- loading the next post */

    const retry = () => {
      tail.element.tabIndex = -1;
      tail.element.focus({ preventScroll: true });
      state = 'idle';
      void load();
    };

    const load = async () => {
      if (state !== 'idle' || !nextUrl) return;
      const url = nextUrl;
      state = 'loading';
      tail.showLoading();
      const result = await loadNextPost(url, doc, controller.signal);
      if (controller.signal.aborted) return;
      if (!result.ok) {
        log.warn(`single infinite: next post ${url} failed, ${'error' in result ? describeHttpError(result.error) : result.malformed}`);
        state = 'failed';
        tail.showFailure(retry);
        return;
      }
      tail.clear();
      fetched.add(url);
      const { article, postId, nextUrl: printedNext } = result.post;
      if (postIds.has(postId)) {
        log.warn(`single infinite: ${url} is post ${postId} again; the chain ends here`);
        state = 'done';
        return;
      }
      postIds.add(postId);
      tail.element.before(article);
      nextUrl = resolveNextUrl(printedNext, url);
      if (printedNext && !nextUrl) log.warn(`single infinite: next post URL "${printedNext}" is not a same-origin http(s) URL; the chain ends here`);
      if (nextUrl && fetched.has(nextUrl)) nextUrl = null;
      // The wrapper keeps naming what comes next, as the theme's page does; empty after the last post.
      wrapper.setAttribute('data-nextposturl', nextUrl ?? '');
      state = nextUrl ? 'idle' : 'done';
      // Positions below changed: the next frame re-measures, and loads again if the end is still near.
      ctx.frames.invalidate();
    };

    /* ---------------------------------------------------------------- one frame task for both */

    // Offsets are read only when the layout changed; a plain scroll frame compares numbers. The end
    // counts as near when it is within TRIGGER_PX below the viewport or already above it, so a
    // jump past it (the sidebar below the article on phones, the End key) still loads.
    let articles: Element[] = [];
    let tops: number[] = [];
    let end = Number.POSITIVE_INFINITY;
    const removeFrameTask = ctx.frames.add({
      measure(view) {
        if (view.layoutChanged) {
          articles = [...wrapper.querySelectorAll(`:scope > ${ARTICLE_SELECTOR}`)];
          tops = articles.map((article) => article.getBoundingClientRect().top + view.scrollY);
          end = tail.element.getBoundingClientRect().top + view.scrollY;
        }
        return { index: pickArticleInView(tops, view.scrollY, view.height), nearEnd: isNearEnd(end, view.scrollY, view.height) };
      },
      apply({ index, nearEnd }) {
        if (nearEnd && state === 'idle') void load();
        const article = articles[index];
        if (index === inView || !article) return;
        inView = index;
        follow(article, index);
      },
    });

    return () => {
      controller.abort();
      removeFrameTask();
      tail.element.remove();
      removeStyles();
    };
  },
};
