import { describe, expect, it } from 'vitest';
import { injectIntoPage, rewritePermalinkAttributes, rewritePrintedAddresses, rewriteVideoEmbeds } from '../../../harness/page-inject';
import { pageHtml } from '../../../harness/page-html';
import { NEXT_POSTS, postPageHtml } from '../../../harness/mocks/theme-posts';

const BASE = 'http://127.0.0.1:4311/mock/theme-single-404';

describe('rewritePermalinkAttributes', () => {
  it('points data-nextposturl and data-postlink at the scenario’s mocks, in either quotes', () => {
    const html = `<div id="single-post-infinite" data-nextposturl="https://www.magazin.example/2024/05/01/a/"><div class="single-p-outer" data-postid="1" data-postlink='https://www.magazin.example/2024/05/02/b/'></div></div>`;
    expect(rewritePermalinkAttributes(html, BASE)).toBe(
      `<div id="single-post-infinite" data-nextposturl="${BASE}/www.magazin.example/2024/05/01/a/"><div class="single-p-outer" data-postid="1" data-postlink='${BASE}/www.magazin.example/2024/05/02/b/'></div></div>`,
    );
  });

  it('leaves every other URL alone: links, other attributes, other hosts, text', () => {
    const html = `<a href="https://www.magazin.example/a/">https://www.magazin.example/a/</a><div data-url="https://www.magazin.example/a/" data-nextposturl="https://www.andere-zeitung.example/x/" data-postlink="http://www.magazin.example/a/"></div>`;
    expect(rewritePermalinkAttributes(html, BASE)).toBe(html);
  });

  it('rewrites the fixture page as served, and the next-post pages', () => {
    const served = injectIntoPage(pageHtml('magazine-single'), { mockBase: BASE, bundleUrl: '/site-client.user.js' });
    expect(served).toContain(`data-nextposturl="${BASE}/www.magazin.example/2024/05/01/rueckkehr-der-nachtzuege/"`);
    expect(served).toContain(`data-postlink="${BASE}/www.magazin.example/2024/05/02/hitzeschutz-staedte/"`);
    expect(served).not.toMatch(/data-(nextposturl|postlink)="https:/);
    for (const post of NEXT_POSTS) {
      const page = rewritePermalinkAttributes(postPageHtml(post), BASE);
      expect(page, post.file).toContain(`data-postlink="${BASE}/www.magazin.example/`);
      expect(page, post.file).not.toMatch(/data-(nextposturl|postlink)="https:/);
    }
  });
});

describe('rewriteVideoEmbeds', () => {
  it('points the YouTube and Vimeo players of iframes at the scenario’s mocks, keeping path and query', () => {
    const html = `<iframe loading="lazy" width="780" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" allowfullscreen></iframe><iframe src='https://player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963'></iframe>`;
    expect(rewriteVideoEmbeds(html, BASE)).toBe(
      `<iframe loading="lazy" width="780" src="${BASE}/www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" allowfullscreen></iframe><iframe src='${BASE}/player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963'></iframe>`,
    );
  });

  it('leaves links, other iframes and other YouTube addresses alone', () => {
    const html = `<a href="https://www.youtube.com/embed/x">https://www.youtube.com/embed/x</a><iframe src="https://www.openstreetmap.org/export/embed.html"></iframe><iframe data-src="https://www.youtube.com/embed/x"></iframe><iframe src="https://www.youtube.com/watch?v=x"></iframe>`;
    expect(rewriteVideoEmbeds(html, BASE)).toBe(html);
  });

  it('leaves no player of a fixture page or a next-post page on the real hosts', () => {
    const printed = /<iframe\b[^>]*\ssrc="https:\/\/(?:www\.youtube\.com|player\.vimeo\.com)\//;
    const single = pageHtml('magazine-single');
    expect(single).toMatch(printed);
    const served = injectIntoPage(single, { mockBase: BASE, bundleUrl: '/site-client.user.js' });
    expect(served).not.toMatch(printed);
    expect(served).toContain(`src="${BASE}/www.youtube.com/embed/ScMzIvxBSi4?feature=oembed"`);
    for (const post of NEXT_POSTS) expect(rewritePrintedAddresses(postPageHtml(post), BASE), post.file).not.toMatch(printed);
  });
});
