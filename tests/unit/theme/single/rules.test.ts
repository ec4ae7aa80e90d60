// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.magazin.example/2024/05/02/hitzeschutz-staedte/"}
import { describe, expect, it, vi } from 'vitest';
import { NEXT_POSTS, postPageHtml } from '../../../../harness/mocks/theme-posts';
import { reportPageView, trackedPath } from '../../../../src/theme/single/analytics';
import { articleTitle, isPointInView, pickArticleInView } from '../../../../src/theme/single/article-in-view';
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
    for (const raw of [
      'https://www.andere-zeitung.example/x/',
      'http://www.magazin.example/x/',
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      '   ',
      null,
      undefined,
      'https://[bad',
    ]) {
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

describe('isPointInView (the theme’s bottom-in-view waypoint)', () => {
  it('is true once the point’s bottom is in the viewport, and after a jump past it', () => {
    expect(isPointInView(2000, 0, 800)).toBe(false);
    expect(isPointInView(2000, 1199, 800)).toBe(false);
    expect(isPointInView(2000, 1200, 800)).toBe(true);
    expect(isPointInView(2000, 9000, 800)).toBe(true);
    expect(isPointInView(Number.POSITIVE_INFINITY, 9000, 800)).toBe(false);
  });
});

describe('articleTitle', () => {
  it('the headline’s text, whitespace collapsed, else the fallback', () => {
    expect(articleTitle('  Die   Rückkehr\n ', 'F')).toBe('Die Rückkehr');
    expect(articleTitle(' ', 'F')).toBe('F');
    expect(articleTitle(null, 'F')).toBe('F');
  });
});

describe('reportPageView (the theme’s updateGA)', () => {
  it('every tracker present gets the path; googletag refreshes', () => {
    const gaq: unknown[] = [];
    const ga = vi.fn();
    const tracker = vi.fn();
    const refresh = vi.fn();
    const sinks = reportPageView({ _gaq: gaq, ga, __gaTracker: tracker, googletag: { pubads: () => ({ refresh }) } }, '/a/');
    expect(sinks).toEqual(['_gaq', 'ga', '__gaTracker', 'googletag']);
    expect(gaq).toEqual([['_trackPageview', '/a/']]);
    expect(ga).toHaveBeenCalledWith('send', 'pageview', '/a/');
    expect(tracker).toHaveBeenCalledWith('send', 'pageview', '/a/');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
  it('no gtag or dataLayer call; nothing usable gives no sink; a throwing tracker does not stop the others', () => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    expect(reportPageView({ gtag, dataLayer } as never, '/a/')).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
    expect(reportPageView({ _gaq: 'x', ga: {}, googletag: {} }, '/a/')).toEqual([]);
    const tracker = vi.fn();
    const broken = () => {
      throw new Error('x');
    };
    expect(reportPageView({ ga: broken, __gaTracker: tracker }, '/a/')).toEqual(['__gaTracker']);
  });
  it('a GPT stub still loading gets the refresh queued on cmd', () => {
    const cmd: (() => void)[] = [];
    const googletag: { cmd: (() => void)[]; pubads?: () => { refresh: () => void } } = { cmd };
    expect(reportPageView({ googletag }, '/a/')).toEqual(['googletag']);
    const refresh = vi.fn();
    googletag.pubads = () => ({ refresh });
    cmd[0]?.();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
  it('trackedPath strips scheme and host as the theme did', () => {
    expect(trackedPath('https://www.magazin.example/2024/05/01/a/?x=1')).toBe('/2024/05/01/a/?x=1');
    expect(trackedPath('https://www.magazin.example')).toBe('/');
  });
});

describe('extractNextPost', () => {
  const [nachtzug, wald] = NEXT_POSTS;
  if (!nachtzug || !wald) throw new Error('no next posts');

  it('takes the sanitized container of the bare answer and the next URL on it', () => {
    const page = postPageHtml(nachtzug).replace(
      'itemprop="articleBody">',
      'itemprop="articleBody"><script>window.x=1</script><img src="data:," onerror="window.x=1">',
    );
    const result = extractNextPost(page, document);
    if (!result.ok) throw new Error(result.malformed);
    expect(result.post.postId).toBe('2837');
    expect(result.post.article.getAttribute('data-postlink')).toBe(nachtzug.permalink);
    expect(result.post.article.querySelector('h1.entry-title')?.textContent).toBe(nachtzug.title);
    expect(result.post.article.querySelector('script, [onerror]')).toBeNull();
    expect(result.post.article.ownerDocument).toBe(document);
    expect(result.post.nextUrl).toBe(wald.permalink);
    expect(result.post.article.querySelector('aside.rbc-sidebar.sb-infinite.sidebar-sticky > .sidebar-inner')).not.toBeNull();
  });

  it('the last post’s empty data-nextposturl is null', () => {
    const last = NEXT_POSTS[NEXT_POSTS.length - 1];
    if (!last) throw new Error('no last post');
    const result = extractNextPost(postPageHtml(last), document);
    if (!result.ok) throw new Error(result.malformed);
    expect(result.post.nextUrl).toBeNull();
  });

  it('a whole page (the flag ignored by a cache) still names the next URL on its wrapper', () => {
    const html = `<div id="single-post-infinite" data-nextposturl="${wald.permalink}"><div class="single-p-outer" data-postid="2837" data-postlink="${nachtzug.permalink}"><h1 class="entry-title">x</h1></div></div>`;
    const result = extractNextPost(html, document);
    if (!result.ok) throw new Error(result.malformed);
    expect(result.post.nextUrl).toBe(wald.permalink);
  });

  it('an answer without the container, or a container without id or link, is malformed', () => {
    expect(extractNextPost('<html><body><p>Fehler</p></body></html>', document)).toEqual({
      ok: false,
      malformed: 'no .single-p-outer in the answer',
    });
    expect(extractNextPost('<div class="single-p-outer" data-postlink="/a/">x</div>', document).ok).toBe(false);
    expect(extractNextPost('<div class="single-p-outer" data-postid="1">x</div>', document).ok).toBe(false);
    expect(extractNextPost('not html at all', document).ok).toBe(false);
  });
});
