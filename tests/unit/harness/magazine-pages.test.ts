// @vitest-environment jsdom
/**
 * The magazine's fixture pages: registered, self-contained, and each carrying exactly the
 * subscriptions config it is documented to carry (fixtures/README.md), since the client's page
 * config discovery is tested against them.
 */
import { describe, expect, it } from 'vitest';
import { pages } from '../../../harness/pages';
import { pageHtml } from '../../../harness/page-html';
import { publisherPages } from '../../../harness/publisher-pages';

const html = pageHtml;
const parse = (id: string) => new DOMParser().parseFromString(html(id), 'text/html');

/** The pages of the subscriptions client (issue 4), whose config discovery is tested below. */
const MAGAZINE_PAGES = ['magazine-article', 'magazine-article-locked', 'magazine-article-microdata', 'magazine-no-config'];
/** The theme's pages (issue 6), composed from fixtures/pages/fragments/theme/. */
const THEME_PAGES = ['magazine-home', 'magazine-single', 'magazine-category', 'magazine-portfolio', 'magazine-product'];

/** The site's own init, exactly as the site prints it. */
const SITE_INIT =
  '(self.SWG_BASIC = self.SWG_BASIC || []).push(basicSubscriptions => { basicSubscriptions.init({ type: "NewsArticle", isPartOfType: ["Product"], isPartOfProductId: "magazin.example:openaccess", isAccessibleForFree: true, clientOptions: { theme: "light", lang: "de" } }); });';

const jsonLd = (doc: Document): unknown[] =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as unknown);

/**
 * The premium pages' page code (fixtures/pages/fragments/magazine/paywall-page-code.html) only
 * registers the entitlements callback: no init or configure, so the client still starts from the
 * markup; the rest of the text is printed hidden until the callback unlocks it.
 */
function expectOnlyTheEntitlementsCallback(text: string): void {
  expect(text).toContain('(self.SWG = self.SWG || []).push(subscriptions => {');
  expect(text).toContain('subscriptions.setOnEntitlementsResponse(');
  expect(text).not.toMatch(/SWG_BASIC|\.init\(|\.configure\(/);
  expect(new DOMParser().parseFromString(text, 'text/html').querySelector('section.paywall')?.hasAttribute('hidden')).toBe(true);
}

describe('magazine pages', () => {
  it('are registered for the magazine', () => {
    expect(pages.filter((page) => page.site === 'magazine').map((page) => page.id)).toEqual([
      ...MAGAZINE_PAGES,
      ...THEME_PAGES,
      ...publisherPages.map((page) => page.id),
    ]);
  });

  it('theme pages: every include resolved, and nothing loaded from another host', () => {
    for (const id of THEME_PAGES) {
      const text = html(id);
      expect(text, id).not.toContain('<!--#include');
      // The single post's video embeds are the oEmbed iframes WordPress prints (YouTube, Vimeo); the harness points them at its stand-ins (page-inject.ts).
      const own = text.replace(/<iframe\b[^>]*\ssrc="https:\/\/(?:www\.youtube\.com|player\.vimeo\.com)\/[^"]*"/g, '<iframe');
      expect(own, id).not.toMatch(/\ssrc="https?:|url\(["']?https?:|@import/);
    }
  });

  it('load nothing from the network and link only within the page, besides the canonical URL and the share links', () => {
    for (const id of MAGAZINE_PAGES) {
      const text = html(id);
      expect(text, id).not.toMatch(/\ssrc=|url\(|@import/);
      const doc = parse(id);
      expect(
        [...doc.querySelectorAll('link')].map((link) => link.getAttribute('rel')),
        id,
      ).toEqual(['canonical']);
      expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href'), id).toMatch(/^https:\/\/www\.magazin\.example\//);
      // The theme's share links name the networks' share URLs (Pixwell Core's share.php); they
      // load nothing until a reader clicks, and the tests stub the pop-up.
      for (const link of doc.querySelectorAll('a[href]:not(.share-icon)')) expect(link.getAttribute('href'), id).toMatch(/^#/);
      for (const link of doc.querySelectorAll('a.share-icon[href]'))
        expect(link.getAttribute('href'), id).toMatch(/^(https:\/\/|whatsapp:|mailto:)/);
    }
  });

  it('magazine-article: the site’s init unchanged, JSON-LD of an open NewsArticle in the open product', () => {
    expect(html('magazine-article')).toContain(SITE_INIT);
    const doc = parse('magazine-article');
    expect(jsonLd(doc)).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        isAccessibleForFree: true,
        isPartOf: expect.objectContaining({ '@type': ['CreativeWork', 'Product'], productID: 'magazin.example:openaccess' }),
      }),
    ]);
    expect(doc.querySelector('meta[name^="subscriptions-"], [itemscope]')).toBeNull();
  });

  it('magazine-article-locked: premium meta, a not-free NewsArticle in an @graph, the paywall markup, no SWG config of its own', () => {
    const doc = parse('magazine-article-locked');
    expect(doc.querySelector('meta[name="subscriptions-product-id"]')?.getAttribute('content')).toBe('magazin.example:premium');
    expect(doc.querySelector('meta[name="subscriptions-accessible-for-free"]')?.getAttribute('content')).toBe('false');
    const [graph] = jsonLd(doc) as { '@graph': { '@type': unknown; isAccessibleForFree?: boolean; isPartOf?: unknown }[] }[];
    const article = graph?.['@graph'].find((node) => node['@type'] === 'NewsArticle');
    expect(article?.isAccessibleForFree).toBe(false);
    expect(article?.isPartOf).toContainEqual(expect.objectContaining({ productID: 'magazin.example:premium' }));
    expect(doc.querySelector('section.paywall')).not.toBeNull();
    expect(doc.querySelector('[rrm-inline-cta]')).not.toBeNull();
    expect(doc.querySelector('[swg-standard-button="subscription"]')?.tagName).toBe('BUTTON');
    expectOnlyTheEntitlementsCallback(html('magazine-article-locked'));
    expect(doc.querySelector('[itemscope]')).toBeNull();
  });

  it('magazine-article-microdata: config only through microdata', () => {
    const doc = parse('magazine-article-microdata');
    const article = doc.querySelector('[itemscope][itemtype="http://schema.org/NewsArticle"]');
    expect(article?.querySelector('[itemprop="isAccessibleForFree"]')?.getAttribute('content')).toBe('false');
    const product = article?.querySelector('[itemprop="isPartOf"][itemscope][itemtype="http://schema.org/Product"]');
    expect(product?.querySelector('[itemprop="productID"]')?.getAttribute('content')).toBe('magazin.example:premium');
    expect(jsonLd(doc)).toEqual([]);
    expect(doc.querySelector('meta[name^="subscriptions-"]')).toBeNull();
    expectOnlyTheEntitlementsCallback(html('magazine-article-microdata'));
  });

  it('magazine-no-config: no product config anywhere, but publisher code on the SWG queue', () => {
    const text = html('magazine-no-config');
    expect(text).not.toMatch(/productID|subscriptions-product-id|isAccessibleForFree|itemscope/);
    expect(text).toContain('(self.SWG = self.SWG || []).push(subscriptions => {');
    expect(text).not.toContain('SWG_BASIC');
  });
});
