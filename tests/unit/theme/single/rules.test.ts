// @vitest-environment-options {"url": "https://www.magazin.example/2024/05/02/hitzeschutz-staedte/"}
import { describe, expect, it, vi } from 'vitest';
import { NEXT_POSTS, postPageHtml } from '../../../../harness/mocks/theme-posts';
import { dispatchPageView } from '../../../../src/theme/single/analytics';
import { articleTitle, isNearEnd, pickArticleInView } from '../../../../src/theme/single/article-in-view';
import { extractNextPost } from '../../../../src/theme/single/next-post';
import { resolveNextUrl, withInfiniteFlag } from '../../../../src/theme/single/next-url';

const PAGE = 'https://www.magazin.example/2024/05/02/hitzeschutz-staedte/';

describe('resolveNextUrl (only same-origin http(s) is followed)', () => {
  it('takes absolute and relative URLs of the same origin, without hash', () => {
    expect(resolveNextUrl(' https://www.magazin.example/2024/05/01/a/ ', PAGE)).toBe('https://www.magazin.example/2024/05/01/a/');
    expect(resolveNextUrl('/2024/05/01/a/#comments', PAGE)).toBe('https://www.magazin.example/2024/05/01/a/');
    expect(resolveNextUrl('?p=2837', PAGE)).toBe('https://www.magazin.example/2024/05/02/hitzeschutz-staedte/?p=2837');
  });
  it('refuses other origins, other schemes, blanks and garbage', () => {
    for (const raw of ['https://www.andere-zeitung.example/x/', 'http://www.magazin.example/x/', 'javascript:alert(1)', 'data:text/html,x', '', '   ', null, undefined, 'https://[bad']) {
      expect(resolveNextUrl(raw, PAGE), String(raw)).toBeNull();
    }
  });
});

describe('withInfiniteFlag', () => {
  it('adds rbsnp=1 and keeps the query', () => {
    expect(withInfiniteFlag('https://www.magazin.example/2024/05/01/a/')).toBe('https://www.magazin.example/2024/05/01/a/?rbsnp=1');
    expect(withInfiniteFlag('https://www.magazin.example/?p=2837')).toBe('https://www.magazin.example/?p=2837&rbsnp=1');
    expect(withInfiniteFlag('https://www.magazin.example/?rbsnp=0')).toBe('https://www.magazin.example/?rbsnp=1');
  });
});

describe('pickArticleInView', () => {
  const tops = [0, 2000, 3500];
  it('is the last article whose top passed a third of the viewport', () => {
    expect(pickArticleInView(tops, 0, 900)).toBe(0);
    expect(pickArticleInView(tops, 1699, 900)).toBe(0);
    expect(pickArticleInView(tops, 1700, 900)).toBe(1);
    expect(pickArticleInView(tops, 3300, 900)).toBe(2);
  });
  it('is 0 when nothing is measured or the first top is below the line', () => {
    expect(pickArticleInView([], 500, 900)).toBe(0);
    expect(pickArticleInView([800, 2000], 0, 900)).toBe(0);
  });
});

describe('isNearEnd', () => {
  it('is true within 600 px below the viewport’s bottom, and once the end is above it', () => {
    expect(isNearEnd(2000, 0, 800)).toBe(false);
    expect(isNearEnd(2000, 599, 800)).toBe(false);
    expect(isNearEnd(2000, 600, 800)).toBe(true);
    expect(isNearEnd(2000, 9000, 800)).toBe(true);
  });
});

describe('articleTitle', () => {
  it('prefers data-posttitle, then the headline, then the fallback', () => {
    expect(articleTitle(' A – magazin.example ', 'A', 'F')).toBe('A – magazin.example');
    expect(articleTitle('', '  Die   Rückkehr\n ', 'F')).toBe('Die Rückkehr');
    expect(articleTitle(null, ' ', 'F')).toBe('F');
  });
});

describe('dispatchPageView (one sink: gtag, else ga, else dataLayer)', () => {
  const view = { location: 'https://www.magazin.example/a/', path: '/a/', title: 'A' };
  it('gtag wins over a dataLayer it fills itself', () => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    expect(dispatchPageView({ gtag, dataLayer }, view)).toBe('gtag');
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_title: 'A', page_location: 'https://www.magazin.example/a/', page_path: '/a/' });
    expect(dataLayer).toEqual([]);
  });
  it('analytics.js: set the page, then send a pageview', () => {
    const ga = vi.fn();
    expect(dispatchPageView({ ga, dataLayer: [] }, view)).toBe('ga');
    expect(ga.mock.calls).toEqual([['set', { page: '/a/', title: 'A', location: 'https://www.magazin.example/a/' }], ['send', 'pageview']]);
  });
  it('a bare dataLayer gets a page_view event', () => {
    const dataLayer: unknown[] = [];
    expect(dispatchPageView({ dataLayer }, view)).toBe('dataLayer');
    expect(dataLayer).toEqual([{ event: 'page_view', page_title: 'A', page_location: 'https://www.magazin.example/a/', page_path: '/a/' }]);
  });
  it('nothing usable: null (a gtag that is not a function, a dataLayer without push)', () => {
    expect(dispatchPageView({}, view)).toBeNull();
    expect(dispatchPageView({ gtag: 'x', ga: {}, dataLayer: { length: 0 } }, view)).toBeNull();
  });
});

describe('extractNextPost', () => {
  const [nachtzug] = NEXT_POSTS;
  if (!nachtzug) throw new Error('no next posts');

  it('takes the sanitized article container and the page’s own next URL', () => {
    const page = postPageHtml(nachtzug).replace('<div class="entry-content">', '<div class="entry-content"><script>window.x=1</script><img src="data:," onerror="window.x=1">');
    const result = extractNextPost(page, document);
    if (!result.ok) throw new Error(result.malformed);
    expect(result.post.postId).toBe('2837');
    expect(result.post.article.getAttribute('data-postlink')).toBe(nachtzug.permalink);
    expect(result.post.article.querySelector('h1')?.textContent).toBe(nachtzug.title);
    expect(result.post.article.querySelector('script, [onerror]')).toBeNull();
    expect(result.post.article.ownerDocument).toBe(document);
    expect(result.post.nextUrl).toBe('https://www.magazin.example/2024/05/01/was-der-wald-verraet/');
  });

  it('the last post names no next URL; a missing data-posttitle comes from <title>', () => {
    const last = NEXT_POSTS[NEXT_POSTS.length - 1];
    if (!last) throw new Error('no last post');
    const page = postPageHtml(last).replace(/ data-posttitle="[^"]*"/, '');
    const result = extractNextPost(page, document);
    if (!result.ok) throw new Error(result.malformed);
    expect(result.post.nextUrl).toBeNull();
    expect(result.post.article.getAttribute('data-posttitle')).toBe(`${last.title} – magazin.example`);
  });

  it('a page without the container, or a container without id or link, is malformed', () => {
    expect(extractNextPost('<html><body><p>Fehler</p></body></html>', document)).toEqual({ ok: false, malformed: 'no .single-p-outer in the page' });
    expect(extractNextPost('<div class="single-p-outer" data-postlink="/a/">x</div>', document).ok).toBe(false);
    expect(extractNextPost('<div class="single-p-outer" data-postid="1">x</div>', document).ok).toBe(false);
    expect(extractNextPost('not html at all', document).ok).toBe(false);
  });
});
