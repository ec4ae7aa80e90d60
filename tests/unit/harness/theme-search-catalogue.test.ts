import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../harness/page-html';
import { searchPosts } from '../../../harness/mocks/theme-search-data';
import { liveSearchHtml, searchCatalogue } from '../../../harness/mocks/theme-search';

/** The titles a page prints as post links (`.entry-title > a.p-url`), entities decoded. */
function printedTitles(html: string): string[] {
  const titles = [...html.matchAll(/class="entry-title[^"]*"><a class="p-url"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1] ?? '');
  return [
    ...new Set(
      titles.map((title) =>
        title
          .replace(/&amp;/g, '&')
          .replace(/&#039;/g, "'")
          .replace(/&quot;/g, '"')
          .trim(),
      ),
    ),
  ];
}

/** The words of a title a reader would type: letters only, at least four of them. */
const wordsOf = (title: string): string[] => title.split(/[^\p{L}]+/u).filter((word) => word.length >= 4);

describe('live search catalogue', () => {
  const home = printedTitles(pageHtml('magazine-home'));

  it('magazine-home prints the titles of its sliders, carousel and list blocks', () => {
    expect(home.length).toBeGreaterThanOrEqual(20);
    expect(home).toContain('Mit dem Nachtzug nach Rom');
    expect(home).toContain('Wie Sprachmodelle lernen, was sie nicht wissen');
  });

  it('each title printed on the front page finds its post', () => {
    for (const title of home)
      expect(
        searchCatalogue(title).map((post) => post.title),
        title,
      ).toContain(title);
  });

  it('each word of those titles finds something, and the rendered answer lists it', () => {
    for (const word of home.flatMap(wordsOf)) {
      expect(searchCatalogue(word).length, word).toBeGreaterThan(0);
      expect(liveSearchHtml(word), word).not.toContain('search-not-found');
    }
  });

  it('the articles and the long read’s next posts are found too, first (their whole title matches)', () => {
    for (const title of [
      'Hitzeschutz: Wie Städte sich auf heiße Sommer vorbereiten',
      'Die Rückkehr der Nachtzüge: Was Europas Bahnen planen',
      'Was der Wald im Frühjahr verrät',
    ]) {
      expect(searchCatalogue(title)[0]?.title).toBe(title);
    }
  });

  it('holds each title once, newest first, with a permalink on the magazine', () => {
    const posts = searchPosts();
    const titles = posts.map((post) => post.title.toLocaleLowerCase('de-DE'));
    expect(new Set(titles).size).toBe(titles.length);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) expect(post.permalink).toMatch(/^https:\/\/www\.magazin\.example\//);
  });
});
