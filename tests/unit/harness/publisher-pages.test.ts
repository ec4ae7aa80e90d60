// @vitest-environment jsdom
/**
 * The publisher pages (harness/publisher-pages.ts): the premium article exactly, but for its page
 * code, which is the publisher's own from fixtures/pages/fragments/publisher/ with the log box.
 */
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../harness/page-html';
import { pages } from '../../../harness/pages';
import { publisherPages } from '../../../harness/publisher-pages';

const PREMIUM = pageHtml('magazine-article-locked');
/** The magazine's page code as the premium article prints it. */
const MAGAZINE_CODE = /<script>\s*\/\* The magazine's page code on premium articles[\s\S]*?<\/script>/;

describe('publisher pages', () => {
  it('are catalogued as magazine pages, each with a title and a description naming the provider’s document', () => {
    expect(publisherPages.length).toBeGreaterThanOrEqual(6);
    for (const page of publisherPages) {
      expect(pages).toContainEqual(page);
      expect(page.id).toMatch(/^publisher-[a-z-]+$/);
      expect(page.site).toBe('magazine');
      expect(page.title).toMatch(/^Publisher: /);
      expect(page.description).toMatch(/docs\/|demos\/|src\/api\//);
    }
  });

  for (const { id } of publisherPages) {
    it(`${id}: the premium article with the publisher’s code in place of the magazine’s`, () => {
      const html = pageHtml(id);
      expect(html).not.toMatch(MAGAZINE_CODE);
      expect(html).not.toContain('<!--#include');
      // Around the page code, the premium article byte for byte.
      const code = PREMIUM.match(MAGAZINE_CODE)?.[0] ?? '';
      const [before, after] = PREMIUM.split(code);
      expect(html.startsWith(before ?? '-')).toBe(true);
      expect(html.endsWith(after ?? '-')).toBe(true);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const scripts = [...doc.head.querySelectorAll('script:not([type]), script[subscriptions-control]')].map(
        (script) => script.textContent ?? '',
      );
      expect(scripts.some((text) => text.includes('window.publisherSaw = function'))).toBe(true);
      // The page's own code names the provider's document it follows.
      expect(scripts.some((text) => /(docs|demos|src\/api)\/[\w/-]+\.(md|html|js|ts)/.test(text))).toBe(true);
    });
  }
});
