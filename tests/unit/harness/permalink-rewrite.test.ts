import { describe, expect, it } from 'vitest';
import { injectIntoPage, rewritePermalinkAttributes } from '../../../harness/page-inject';
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
