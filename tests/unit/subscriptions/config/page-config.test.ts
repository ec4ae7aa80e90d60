// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { NO_CONFIG_ERROR, controlFlag, discoverPageConfig, pageConfigFromId } from '../../../../src/subscriptions/config/page-config';
import { autoStartConfig } from '../../../../src/subscriptions/auto-start';

const page = (head: string, body = ''): Document =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, 'text/html');
const ldJson = (json: unknown): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;

const PREMIUM = { publicationId: 'magazin.example', productId: 'magazin.example:premium', label: 'premium' };

describe('pageConfigFromId', () => {
  it('splits publication:product at the first colon', () => {
    expect(pageConfigFromId('magazin.example:premium', true)).toEqual({ ...PREMIUM, isLocked: true });
    expect(pageConfigFromId('pub:a:b', false)).toEqual({ publicationId: 'pub', productId: 'pub:a:b', label: 'a:b', isLocked: false });
  });

  it('treats an id without a colon as a publication only', () => {
    expect(pageConfigFromId('magazin.example', false)).toEqual({
      publicationId: 'magazin.example',
      productId: null,
      label: null,
      isLocked: false,
    });
  });

  it('keeps the spec text for "nothing found"', () => {
    expect(NO_CONFIG_ERROR).toBe('No config could be discovered in the page');
  });
});

describe('discoverPageConfig: meta tags', () => {
  it('reads the product and a "false" accessible-for-free (any case) as locked', () => {
    const doc = page(
      '<meta name="subscriptions-product-id" content="magazin.example:premium"><meta name="subscriptions-accessible-for-free" content="FALSE">',
    );
    expect(discoverPageConfig(doc)).toEqual({ ...PREMIUM, isLocked: true });
  });

  it.each([
    ['"true"', '<meta name="subscriptions-accessible-for-free" content="True">'],
    ['missing', ''],
    ['an odd value', '<meta name="subscriptions-accessible-for-free" content="nein">'],
  ])('treats %s accessible-for-free as free', (_label, accessMeta) => {
    const doc = page(`<meta name="subscriptions-product-id" content="magazin.example:premium">${accessMeta}`);
    expect(discoverPageConfig(doc)).toEqual({ ...PREMIUM, isLocked: false });
  });

  it('takes a publication id alone', () => {
    const doc = page('<meta name="subscriptions-product-id" content="magazin.example">');
    expect(discoverPageConfig(doc)).toEqual({ publicationId: 'magazin.example', productId: null, label: null, isLocked: false });
  });

  it('wins over JSON-LD and microdata', () => {
    const doc = page(
      '<meta name="subscriptions-product-id" content="meta.example:basic">' +
        ldJson({ '@type': 'NewsArticle', isPartOf: { '@type': 'Product', productID: 'ld.example:premium' } }),
    );
    expect(discoverPageConfig(doc)?.productId).toBe('meta.example:basic');
  });

  it('skips an empty product meta tag and goes on to JSON-LD', () => {
    const doc = page(
      '<meta name="subscriptions-product-id" content=""><meta name="subscriptions-accessible-for-free" content="false">' +
        ldJson({ '@type': 'NewsArticle', isPartOf: { '@type': 'Product', productID: 'ld.example:premium' } }),
    );
    expect(discoverPageConfig(doc)).toEqual({
      publicationId: 'ld.example',
      productId: 'ld.example:premium',
      label: 'premium',
      isLocked: false,
    });
  });
});

describe('discoverPageConfig: JSON-LD', () => {
  const article = (extra: Record<string, unknown> = {}) => ({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Titel',
    isAccessibleForFree: false,
    isPartOf: { '@type': ['CreativeWork', 'Product'], name: 'Magazin Plus', productID: 'magazin.example:premium' },
    ...extra,
  });

  it('reads an article whose isPartOf is a Product', () => {
    expect(discoverPageConfig(page(ldJson(article())))).toEqual({ ...PREMIUM, isLocked: true });
  });

  it.each([
    ['boolean true', true, false],
    ['string "False"', 'False', true],
    ['string "true"', 'true', false],
    ['missing', undefined, false],
    ['an odd string', 'ja', false],
    ['an array', [false], true],
  ])('reads isAccessibleForFree as %s', (_label, value, locked) => {
    expect(discoverPageConfig(page(ldJson(article({ isAccessibleForFree: value }))))?.isLocked).toBe(locked);
  });

  it.each(['CreativeWork', 'Article', 'Blog', 'Comment', 'Course', 'HowTo', 'Message', 'Review', 'WebPage'])(
    'accepts the article-like type %s',
    (type) => {
      expect(discoverPageConfig(page(ldJson(article({ '@type': type }))))?.productId).toBe('magazin.example:premium');
    },
  );

  it('accepts types given as arrays and as schema.org URLs', () => {
    expect(discoverPageConfig(page(ldJson(article({ '@type': ['Thing', 'Article'] }))))?.productId).toBe('magazin.example:premium');
    expect(discoverPageConfig(page(ldJson(article({ '@type': 'http://schema.org/NewsArticle' }))))?.productId).toBe(
      'magazin.example:premium',
    );
  });

  it('ignores other types, a Product-less isPartOf and a Product without productID', () => {
    expect(discoverPageConfig(page(ldJson(article({ '@type': 'Organization' }))))).toBeNull();
    expect(discoverPageConfig(page(ldJson(article({ isPartOf: { '@type': 'WebSite', productID: 'x:y' } }))))).toBeNull();
    expect(discoverPageConfig(page(ldJson(article({ isPartOf: { '@type': 'Product', name: 'no id' } }))))).toBeNull();
    expect(discoverPageConfig(page(ldJson(article({ isPartOf: 'magazin.example:premium' }))))).toBeNull();
  });

  it('searches an isPartOf array for the Product', () => {
    const doc = page(
      ldJson(
        article({
          isPartOf: [
            { '@type': 'WebSite', name: 'Magazin' },
            { '@type': 'Product', productID: 'magazin.example:premium' },
          ],
        }),
      ),
    );
    expect(discoverPageConfig(doc)?.productId).toBe('magazin.example:premium');
  });

  it('takes the first of a productID array', () => {
    const doc = page(ldJson(article({ isPartOf: { '@type': 'Product', productID: ['a.example:one', 'b.example:two'] } })));
    expect(discoverPageConfig(doc)?.productId).toBe('a.example:one');
  });

  it('walks top-level arrays', () => {
    const doc = page(ldJson([{ '@type': 'Organization', name: 'Verlag' }, article()]));
    expect(discoverPageConfig(doc)).toEqual({ ...PREMIUM, isLocked: true });
  });

  it('walks @graph lists, nested ones included', () => {
    expect(
      discoverPageConfig(page(ldJson({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite' }, article()] })))?.productId,
    ).toBe('magazin.example:premium');
    expect(discoverPageConfig(page(ldJson({ '@graph': [{ '@type': 'WebSite', '@graph': [article()] }] })))?.productId).toBe(
      'magazin.example:premium',
    );
  });

  it('skips malformed JSON-LD without throwing and reads the next script', () => {
    const doc = page(
      '<script type="application/ld+json">{"@type": "NewsArticle", broken</script>' +
        '<script type="application/ld+json"></script>' +
        ldJson(article()),
    );
    expect(discoverPageConfig(doc)).toEqual({ ...PREMIUM, isLocked: true });
    expect(discoverPageConfig(page('<script type="application/ld+json">{{{</script>'))).toBeNull();
    expect(discoverPageConfig(page(ldJson(null) + ldJson('text') + ldJson(42)))).toBeNull();
  });

  it('ignores scripts of other types', () => {
    expect(discoverPageConfig(page(`<script type="application/json">${JSON.stringify(article())}</script>`))).toBeNull();
  });

  it('wins over microdata', () => {
    const doc = page(
      ldJson(article()),
      '<article itemscope itemtype="http://schema.org/NewsArticle"><div itemprop="isPartOf" itemscope itemtype="http://schema.org/Product"><meta itemprop="productID" content="micro.example:x"></div></article>',
    );
    expect(discoverPageConfig(doc)?.productId).toBe('magazin.example:premium');
  });
});

describe('discoverPageConfig: microdata', () => {
  const microdata = (access: string, product = 'http://schema.org/Product', type = 'http://schema.org/NewsArticle') =>
    `<article itemscope itemtype="${type}">${access}<h1 itemprop="headline">Titel</h1>` +
    `<div itemprop="isPartOf" itemscope itemtype="${product}"><meta itemprop="name" content="Magazin Plus"><meta itemprop="productID" content="magazin.example:premium"></div></article>`;

  it('reads the product of a nested Product item and the access flag', () => {
    expect(discoverPageConfig(page('', microdata('<meta itemprop="isAccessibleForFree" content="False">')))).toEqual({
      ...PREMIUM,
      isLocked: true,
    });
    expect(discoverPageConfig(page('', microdata('<meta itemprop="isAccessibleForFree" content="true">')))).toEqual({
      ...PREMIUM,
      isLocked: false,
    });
  });

  it('treats a missing access flag as free and reads text content when there is no content attribute', () => {
    expect(discoverPageConfig(page('', microdata('')))?.isLocked).toBe(false);
    expect(discoverPageConfig(page('', microdata('<span itemprop="isAccessibleForFree"> false </span>')))?.isLocked).toBe(true);
  });

  it('accepts https and bare schema.org types', () => {
    expect(discoverPageConfig(page('', microdata('', 'https://schema.org/Product', 'https://schema.org/Article')))?.productId).toBe(
      'magazin.example:premium',
    );
    expect(discoverPageConfig(page('', microdata('', 'Product', 'WebPage')))?.productId).toBe('magazin.example:premium');
  });

  it('needs the Product item inside an article-like item', () => {
    expect(discoverPageConfig(page('', microdata('', 'http://schema.org/Product', 'http://schema.org/Organization')))).toBeNull();
    // A productID that is not inside a Product item does not count.
    const loose =
      '<article itemscope itemtype="http://schema.org/NewsArticle"><meta itemprop="productID" content="magazin.example:premium"></article>';
    expect(discoverPageConfig(page('', loose))).toBeNull();
  });

  it('ignores an access flag that belongs to another nested item', () => {
    const html =
      '<article itemscope itemtype="http://schema.org/NewsArticle">' +
      '<div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="isAccessibleForFree" content="false"></div>' +
      '<div itemprop="isPartOf" itemscope itemtype="http://schema.org/Product"><meta itemprop="productID" content="magazin.example:premium"></div></article>';
    expect(discoverPageConfig(page('', html))).toEqual({ ...PREMIUM, isLocked: false });
  });

  it('returns null for a page without any configuration', () => {
    expect(discoverPageConfig(page('<title>Startseite</title>', '<main><article><h1>Hallo</h1></article></main>'))).toBeNull();
  });
});

describe('discoverPageConfig on the jsdom document', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('reads the live document', () => {
    document.head.innerHTML = ldJson({
      '@type': 'NewsArticle',
      isAccessibleForFree: 'false',
      isPartOf: { '@type': 'Product', productID: 'magazin.example:premium' },
    });
    expect(discoverPageConfig(document)).toEqual({ ...PREMIUM, isLocked: true });
  });
});

describe('controlFlag: the page’s subscriptions-control flag, as the provider’s client reads it', () => {
  it('is null without one', () => {
    expect(controlFlag(page(''))).toBeNull();
  });

  it('reads the meta tag and the script attribute (the provider’s demos print the script form)', () => {
    expect(controlFlag(page('<meta name="subscriptions-control" content="manual">'))).toBe('manual');
    expect(controlFlag(page('<script async subscriptions-control="manual" src="https://news.google.com/swg/js/v1/swg.js"></script>'))).toBe(
      'manual',
    );
  });

  it('prefers the meta tag; an empty meta content falls back to the script', () => {
    expect(controlFlag(page('<meta name="subscriptions-control" content="auto"><script subscriptions-control="manual"></script>'))).toBe(
      'auto',
    );
    expect(controlFlag(page('<meta name="subscriptions-control" content=""><script subscriptions-control="manual"></script>'))).toBe(
      'manual',
    );
  });

  it('a script flagged manual keeps a locked page from starting by itself', () => {
    const locked =
      '<meta name="subscriptions-product-id" content="magazin.example:premium"><meta name="subscriptions-accessible-for-free" content="false">';
    expect(autoStartConfig(page(locked))).toMatchObject({ productId: 'magazin.example:premium' });
    expect(autoStartConfig(page(`${locked}<script subscriptions-control="manual"></script>`))).toBeNull();
  });
});
