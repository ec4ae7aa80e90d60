// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.magazin.example/2024/05/02/hitzeschutz-staedte/?utm_source=newsletter"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { findScenario } from '../../../../harness/scenarios';
import { HOSTILE_RAN_FLAG } from '../../../../harness/scenario-sets/theme-single';
import { NEXT_POSTS, documentTitle, FIRST_POST, headlineTitle, postPageHtml } from '../../../../harness/mocks/theme-posts';
import type { Feature } from '../../../../src/core/attach';
import type { AppContext } from '../../../../src/context';
import { strings } from '../../../../src/core/strings';
import { singleInfinite } from '../../../../src/theme/single/single-infinite';
import { mockServer } from '../../../support/msw';
import { $, bootUi, resetPage, warnings, type Booted } from '../../reader/ui-support';

const START = window.location.href;
const [NACHTZUG, WALD, MIETEN] = NEXT_POSTS;
if (!NACHTZUG || !WALD || !MIETEN) throw new Error('the chain has three next posts');

const markup = (
  next = NACHTZUG.permalink,
) => `<div class="site-wrap"><div id="single-post-infinite" class="single-post-infinite" data-nextposturl="${next}">
  <div class="single-p-outer" data-postid="2841" data-postlink="${FIRST_POST.permalink}">
    <article><h1 class="entry-title">${FIRST_POST.title}</h1><p>Text</p></article>
  </div>
</div>
<aside id="single-infinite-point" class="single-infinite-point pagination-wrap"><span class="loadmore-animation"></span></aside></div>`;

/**
 * jsdom has no layout: every article is 2000 px tall, one below the other, and the end of the
 * wrapper follows the last one. `scrollTo` moves the page and lets the frame loop run.
 */
const ARTICLE_PX = 2000;
let scrollY = 0;
function fakeLayout(): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const ids = articleIds();
    if (this.id === 'single-infinite-point')
      return DOMRect.fromRect({ x: 0, y: ids.length * ARTICLE_PX - scrollY, width: 800, height: 30 });
    const index = ids.indexOf(this.getAttribute('data-postid'));
    return DOMRect.fromRect({ x: 0, y: index * ARTICLE_PX - scrollY, width: 800, height: ARTICLE_PX });
  });
}
async function scrollTo(y: number): Promise<void> {
  scrollY = y;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
/** The reader reaches the end of the last article: the load point's bottom comes into view. */
const nearEnd = () => scrollTo(articleIds().length * ARTICLE_PX - 500);

/** Mounts on every share bar: proves reader features attach to appended articles (the post id of each). */
const mountedShareBars: string[] = [];
const shareProbe: Feature<AppContext> = {
  name: 'share-probe',
  selector: '.single-bottom-share',
  mount: (element) => void mountedShareBars.push(element.closest('.single-p-outer')?.getAttribute('data-postid') ?? ''),
};

let booted: Booted;
const boot = (html = markup()) =>
  (booted = bootUi(html, [singleInfinite, shareProbe], { ajaxurl: 'https://www.magazin.example/wp-admin/admin-ajax.php' }));
const articleIds = () =>
  [...document.querySelectorAll('.single-post-infinite > .single-p-outer')].map((article) => article.getAttribute('data-postid'));
const wrapperNext = () => $('.single-post-infinite').getAttribute('data-nextposturl');
const point = () => document.getElementById('single-infinite-point');

/** Every GET of a post page, as requested. */
function recordPageRequests(): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.startsWith('https://www.magazin.example/20')) seen.push(request.url);
  });
  return seen;
}
const useScenario = (id: string) => {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  mockServer.use(...scenario.handlers);
};

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  mountedShareBars.length = 0;
  fakeLayout();
  document.title = documentTitle(FIRST_POST);
  window.history.replaceState(null, '', START);
});
afterEach(() => {
  resetPage();
  mockServer.events.removeAllListeners();
  delete (window as Window & { ga?: unknown })['ga'];
  delete (window as Window & { [HOSTILE_RAN_FLAG]?: boolean })[HOSTILE_RAN_FLAG];
});

describe('single-post infinite load', () => {
  it('loads the chain with the rbsnp flag, following each answer’s data-nextposturl, until one is empty: then no id, no point', async () => {
    const requests = recordPageRequests();
    boot();
    await scrollTo(300);
    expect(requests).toEqual([]);
    await nearEnd();
    await expect.poll(articleIds).toEqual(['2841', '2837']);
    expect(requests).toHaveLength(1);
    await nearEnd();
    await expect.poll(articleIds).toEqual(['2841', '2837', '2833']);
    // A jump far past the end (the sidebar below the article on phones) loads too.
    await scrollTo(9000);
    await expect.poll(articleIds).toEqual(['2841', '2837', '2833', '2829']);
    expect(requests).toEqual([NACHTZUG, WALD, MIETEN].map((post) => `${post.permalink}?rbsnp=1`));
    expect(wrapperNext()).toBe('');
    expect(document.getElementById('single-post-infinite')).toBeNull();
    expect(point()).toBeNull();
    // Each appended container is the answer's own, naming its successor.
    expect($('.single-p-outer[data-postid="2837"]').getAttribute('data-nextposturl')).toBe(WALD.permalink);
    expect($('.single-p-outer[data-postid="2829"]').getAttribute('data-nextposturl')).toBe('');
    await scrollTo(12000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(3);
    expect(document.querySelector('.single-infinite-error')).toBeNull();
  });

  it('appends only the sanitized article container; the page’s own scripts stay out; reader features attach', async () => {
    useScenario('theme-single-hostile');
    boot();
    await nearEnd();
    await expect.poll(articleIds).toContain('2837');
    const appended = $('.single-p-outer[data-postid="2837"]');
    expect(appended.querySelector('h1.entry-title')?.textContent).toBe(NACHTZUG.title);
    expect(document.querySelector('script, [onerror], [onload], a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('#site-header, #site-footer')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((window as Window & { [HOSTILE_RAN_FLAG]?: boolean })[HOSTILE_RAN_FLAG]).toBeUndefined();
    expect(mountedShareBars).toContain('2837');
  });

  it('the address and title (h1.entry-title) follow the article in view (replaceState), one page view per article first seen', async () => {
    const ga = vi.fn();
    (window as Window & { ga?: unknown }).ga = ga;
    const historyLength = window.history.length;
    useScenario('theme-single-last');
    boot();
    await nearEnd();
    await expect.poll(articleIds).toEqual(['2841', '2837']);
    await scrollTo(2500);
    await expect.poll(() => window.location.href).toBe(NACHTZUG.permalink);
    expect(document.title).toBe(headlineTitle(NACHTZUG));
    expect(ga.mock.calls).toEqual([['send', 'pageview', '/2024/05/01/rueckkehr-der-nachtzuege/']]);
    await scrollTo(0);
    await expect.poll(() => window.location.href).toBe(START);
    expect(document.title).toBe(documentTitle(FIRST_POST));
    await scrollTo(2600);
    await expect.poll(() => window.location.href).toBe(NACHTZUG.permalink);
    expect(ga).toHaveBeenCalledTimes(1);
    expect(window.history.length).toBe(historyLength);
  });

  it.each([
    ['theme-single-404', 'HTTP 404'],
    ['theme-single-500', 'HTTP 500'],
    ['theme-single-malformed', 'no .single-p-outer in the answer'],
    ['theme-single-network', 'network error'],
  ])('%s: a retry notice, no loop, and the retry loads it', async (scenario, reason) => {
    useScenario(scenario);
    const requests = recordPageRequests();
    boot();
    await nearEnd();
    await expect.poll(() => document.querySelector('.single-infinite-error')?.textContent).toContain(strings.themeSingle.failed);
    expect(warnings(booted.log).some((line) => line.includes(NACHTZUG.permalink) && line.includes(reason))).toBe(true);
    expect($('.loadmore-animation').style.display).toBe('');
    expect(point()?.contains($('.single-infinite-error'))).toBe(true);
    await scrollTo(0);
    await nearEnd();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(1);
    expect(articleIds()).toEqual(['2841']);
    mockServer.resetHandlers();
    ($('.single-infinite-retry') as HTMLButtonElement).click();
    await expect.poll(articleIds).toEqual(['2841', '2837']);
    expect(document.querySelector('.single-infinite-error')).toBeNull();
  });

  it('a wrapper without the load point loads nothing, with a warning (the theme needs both)', async () => {
    const requests = recordPageRequests();
    boot(markup().replace(/<aside id="single-infinite-point"[^]*?<\/aside>/, ''));
    await nearEnd();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toEqual([]);
    expect(warnings(booted.log)).toEqual(['single infinite: no #single-infinite-point after the wrapper; nothing is loaded']);
  });

  it('new ad slots of an appended post are pushed once each', async () => {
    const pushed: unknown[] = [];
    (window as Window & { adsbygoogle?: unknown }).adsbygoogle = { push: (value: unknown) => pushed.push(value) };
    mockServer.use(
      http.get(NACHTZUG.permalink, () =>
        HttpResponse.text(
          postPageHtml(NACHTZUG).replace(
            '<div class="single-box clearfix">',
            '<ins class="adsbygoogle"></ins><ins class="adsbygoogle"></ins><div class="single-box clearfix">',
          ),
          {
            headers: { 'Content-Type': 'text/html' },
          },
        ),
      ),
    );
    boot();
    await nearEnd();
    await expect.poll(articleIds).toEqual(['2841', '2837']);
    expect(pushed).toEqual([{}, {}]);
    delete (window as Window & { adsbygoogle?: unknown }).adsbygoogle;
  });

  it('theme-single-timeout: gives up after 8 s with the retry notice', { timeout: 14_000 }, async () => {
    useScenario('theme-single-timeout');
    boot();
    await nearEnd();
    expect(document.querySelector('.single-infinite-status')?.textContent).toBe(strings.themeSingle.loading);
    expect($('.loadmore-animation').style.display).toBe('block');
    await expect.poll(() => document.querySelector('.single-infinite-retry'), { timeout: 10_000 }).not.toBeNull();
    expect(warnings(booted.log).some((line) => line.includes('timeout after 8000 ms'))).toBe(true);
  });

  it('theme-single-offsite: another origin’s next URL is not followed', async () => {
    useScenario('theme-single-offsite');
    const requests = recordPageRequests();
    boot();
    await nearEnd();
    await expect.poll(articleIds).toEqual(['2841', '2837']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(1);
    expect(wrapperNext()).toBe('');
    expect(point()).toBeNull();
  });

  it('a next post that is already on the page ends the chain (no loop)', async () => {
    mockServer.use(
      http.get(NACHTZUG.permalink, () => HttpResponse.text(markup(NACHTZUG.permalink), { headers: { 'Content-Type': 'text/html' } })),
    );
    const requests = recordPageRequests();
    boot();
    await nearEnd();
    await expect.poll(() => warnings(booted.log).some((line) => line.includes('is post 2841 again'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(1);
    expect(articleIds()).toEqual(['2841']);
  });

  it('a printed next URL of another origin loads nothing, with a warning', async () => {
    const requests = recordPageRequests();
    boot(markup('https://www.andere-zeitung.example/x/'));
    await nearEnd();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toEqual([]);
    expect(warnings(booted.log)).toEqual([
      'single infinite: next post URL "https://www.andere-zeitung.example/x/" is not a same-origin http(s) URL; nothing is loaded',
    ]);
  });

  it('one request at a time, however many frames find the end near', async () => {
    mockServer.use(
      http.get(NACHTZUG.permalink, async () => {
        await delay(150);
        return HttpResponse.text(postPageHtml(NACHTZUG), { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const requests = recordPageRequests();
    boot();
    await nearEnd();
    for (const y of [1600, 1700, 1800, 5000]) await scrollTo(y);
    await expect.poll(articleIds).toEqual(['2841', '2837']);
    expect(requests).toEqual([`${NACHTZUG.permalink}?rbsnp=1`]);
  });

  it('cleanup aborts the request and removes what it added', async () => {
    mockServer.use(
      http.get(NACHTZUG.permalink, async () => {
        await delay(100);
        return HttpResponse.text(postPageHtml(NACHTZUG), { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    boot();
    await nearEnd();
    expect(document.querySelector('.single-infinite-status')?.textContent).toBe(strings.themeSingle.loading);
    expect($('.loadmore-animation').style.display).toBe('block');
    booted.stop();
    expect(document.querySelector('.single-infinite-status')).toBeNull();
    expect($('.loadmore-animation').style.display).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(articleIds()).toEqual(['2841']);
  });
});
