// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { needsRequest, searchText } from '../../../../src/theme/search/search-rules';
import { decodeHtmlAnswer } from '../../../../src/core/wp-html-answer';
import {
  liveSearchAnswer,
  liveSearchHtml,
  phpJsonString,
  searchCatalogue,
  SEARCH_RESULT_LIMIT,
} from '../../../../harness/mocks/theme-search';
import { wpSite } from '../../../../harness/mocks/wordpress-data';
import { arrowTarget } from '../../../../src/theme/search/popup-keys';

describe('searchText (spec §5: only non-empty text is sent)', () => {
  it('trims and collapses whitespace', () => {
    expect(searchText('  Nacht   zug \n')).toBe('Nacht zug');
    expect(searchText('Städte')).toBe('Städte');
  });
  it('is null for nothing but blanks', () => {
    expect(searchText('')).toBeNull();
    expect(searchText('   \t\n ')).toBeNull();
  });
});

describe('needsRequest', () => {
  it('asks for a new text, not for the one shown or on its way', () => {
    expect(needsRequest('nacht', null)).toBe(true);
    expect(needsRequest('nachtzug', 'nacht')).toBe(true);
    expect(needsRequest('nacht', 'nacht')).toBe(false);
  });
  it('never for no text', () => {
    expect(needsRequest(null, null)).toBe(false);
    expect(needsRequest(null, 'nacht')).toBe(false);
  });
});

describe('the mock pixwell_live_search answers as the theme’s PHP', () => {
  it('json_encode of a string: \\/ and \\uXXXX escapes, decodable back to the HTML', () => {
    const html = '<p class="x">Zurück</p>';
    const body = phpJsonString(html);
    expect(body).toBe('"<p class=\\"x\\">Zur\\u00fcck<\\/p>"');
    expect(decodeHtmlAnswer(body)).toEqual({ ok: true, html });
  });
  it('answers "" for an empty s, the listing for hits, the not-found paragraph for none', async () => {
    const answer = async (s: string) => {
      const fields = new URLSearchParams({ action: 'pixwell_live_search', s });
      const response = await liveSearchAnswer({ request: new Request('https://x/'), fields, post: fields, site: wpSite('magazine') });
      expect(response.headers.get('content-type')).toContain('application/json');
      return response.text();
    };
    expect(await answer('')).toBe('""');
    expect(await answer('0')).toBe('""');
    const hits = JSON.parse(await answer('hitzeschutz')) as string;
    expect(hits).toMatch(
      /^<div class="live-search-content">\n<div class="live-search-listing rb-row">\n<div class="rb-col-m12"><div class="p-wrap p-list p-list-4 post-/,
    );
    expect(hits).not.toContain('live-search-more');
    const none = JSON.parse(await answer('zzzz')) as string;
    expect(none).toContain('<p class="search-not-found">');
  });
  it('a text sanitize_text_field empties (blanks, markup) searches nothing: WordPress lists the newest posts', () => {
    for (const text of ['   ', '<b></b>']) {
      const html = liveSearchHtml(text);
      expect(html.match(/class="rb-col-m12"/g)).toHaveLength(SEARCH_RESULT_LIMIT);
      expect(html).toContain('href="https://www.magazin.example/?s="');
    }
  });

  it('searches as WordPress: every word in title or excerpt, title matches first, a "-" word excluded, case and accents ignored', () => {
    const titles = (text: string) => searchCatalogue(text).map((post) => post.title);
    expect(titles('Wald Frühjahr').every((title) => /Wald/.test(title))).toBe(true);
    expect(titles('FRUHJAHR')).toEqual(titles('Frühjahr'));
    expect(titles('Hitze -Städte').some((title) => title.includes('Städte'))).toBe(false);
    const netz = searchCatalogue('Netz');
    const firstInSummary = netz.findIndex((post) => !post.title.includes('Netz'));
    expect(firstInSummary).toBeGreaterThan(0);
    expect(netz.slice(firstInSummary).every((post) => !post.title.includes('Netz'))).toBe(true);
  });

  it('at most three items, then the view-all link when there are more', () => {
    const html = liveSearchHtml('e');
    expect(html.match(/class="rb-col-m12"/g)).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(html).toContain('<div class="pagination-wrap live-search-more"><a href="');
    expect(html).toContain('class="p-link live-search-submit"');
  });
});

describe('arrowTarget', () => {
  const input = document.createElement('input');
  const a = document.createElement('a');
  const b = document.createElement('a');
  const c = document.createElement('a');
  const links: HTMLElement[] = [a, b, c];
  it('moves down from the field to the first link, then along, stopping at the last', () => {
    expect(arrowTarget('ArrowDown', input, input, links)).toBe(a);
    expect(arrowTarget('ArrowDown', a, input, links)).toBe(b);
    expect(arrowTarget('ArrowDown', c, input, links)).toBe(c);
  });
  it('moves up along the links and from the first back to the field; not from the field', () => {
    expect(arrowTarget('ArrowUp', c, input, links)).toBe(b);
    expect(arrowTarget('ArrowUp', a, input, links)).toBe(input);
    expect(arrowTarget('ArrowUp', input, input, links)).toBeNull();
  });
  it('ignores other keys and empty results', () => {
    expect(arrowTarget('Enter', input, input, links)).toBeNull();
    expect(arrowTarget('ArrowDown', input, input, [])).toBeNull();
  });
});
