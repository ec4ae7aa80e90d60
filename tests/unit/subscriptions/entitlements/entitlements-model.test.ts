import { describe, expect, it } from 'vitest';
import {
  ENTITLEMENTS_SERVICE,
  NO_PRODUCT_WARNING,
  cacheIsFresh,
  enablesAny,
  enablesThis,
  entitlementEnables,
  entitlementFor,
  parseEntitlementsAnswer,
  purchasedSku,
} from '../../../../src/subscriptions/entitlements/entitlements-model';
import type { Entitlement } from '../../../../src/subscriptions/model/types';
import { entitlement, entitlementsSet, PRODUCT } from '../entitlement-builders';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown): string => `${b64url('{"alg":"RS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`;

const EXP = 1_606_400_000;

const set = (entitlements: Entitlement[], product: string | null = PRODUCT) =>
  entitlementsSet(entitlements, product, { service: ENTITLEMENTS_SERVICE });

describe('entitlementEnables', () => {
  it('matches the exact product', () => {
    expect(entitlementEnables(entitlement('google', [PRODUCT]), PRODUCT)).toBe(true);
    expect(entitlementEnables(entitlement('google', ['magazin.example:basic']), PRODUCT)).toBe(false);
  });

  it('lets a publication:* entitlement enable every product of that publication', () => {
    const wildcard = entitlement('google', ['magazin.example:*']);
    expect(entitlementEnables(wildcard, 'magazin.example:premium')).toBe(true);
    expect(entitlementEnables(wildcard, 'magazin.example:basic')).toBe(true);
    expect(entitlementEnables(wildcard, 'other.example:premium')).toBe(false);
    expect(entitlementEnables(wildcard, 'magazin.examplex:premium')).toBe(false);
  });

  it('lets a page product publication:* be enabled by any product of that publication', () => {
    expect(entitlementEnables(entitlement('google', ['magazin.example:basic']), 'magazin.example:*')).toBe(true);
    expect(entitlementEnables(entitlement('google', ['other.example:basic']), 'magazin.example:*')).toBe(false);
    expect(entitlementEnables(entitlement('google', []), 'magazin.example:*')).toBe(false);
  });

  it('enables nothing without a product', () => {
    expect(entitlementEnables(entitlement('google', [PRODUCT]), null)).toBe(false);
    expect(entitlementEnables(entitlement('google', [PRODUCT]), '')).toBe(false);
  });
});

describe('entitlementFor', () => {
  const metering = entitlement('google:metering', [PRODUCT]);
  const google = entitlement('google', ['magazin.example:*']);
  const privileged = entitlement('privileged', [PRODUCT]);

  it('prefers a non-metering entitlement when both enable the product, whatever the order', () => {
    expect(entitlementFor(set([metering, google]), PRODUCT)).toBe(google);
    expect(entitlementFor(set([google, metering]), PRODUCT)).toBe(google);
    expect(entitlementFor(set([metering, privileged]), PRODUCT)).toBe(privileged);
  });

  it('falls back to the metering entitlement', () => {
    expect(entitlementFor(set([metering, entitlement('google', ['other.example:x'])]), PRODUCT)).toBe(metering);
  });

  it('restricts to a source when asked', () => {
    expect(entitlementFor(set([metering, google]), PRODUCT, 'google:metering')).toBe(metering);
    expect(entitlementFor(set([metering, google]), PRODUCT, 'privileged')).toBeNull();
  });

  it('returns null without a product (the runtime then logs NO_PRODUCT_WARNING)', () => {
    expect(entitlementFor(set([google]), null)).toBeNull();
    expect(NO_PRODUCT_WARNING).toBe(
      'Entitlements need a product id on the article: this page defines none, so no entitlement can enable it.',
    );
  });

  it('returns null when nothing enables the product', () => {
    expect(entitlementFor(set([entitlement('google', ['other.example:x'])]), PRODUCT)).toBeNull();
    expect(entitlementFor(set([]), PRODUCT)).toBeNull();
  });
});

describe('enablesThis / enablesAny', () => {
  it("enablesThis looks at the set's own product", () => {
    expect(enablesThis(set([entitlement('google', [PRODUCT])]))).toBe(true);
    expect(enablesThis(set([entitlement('google', [PRODUCT])], 'magazin.example:basic'))).toBe(false);
    expect(enablesThis(set([entitlement('google', [PRODUCT])], null))).toBe(false);
  });

  it('enablesAny is true when any entitlement names a product', () => {
    expect(enablesAny(set([entitlement('google', ['other.example:x'])]))).toBe(true);
    expect(enablesAny(set([entitlement('google', [])]))).toBe(false);
    expect(enablesAny(set([]))).toBe(false);
  });
});

describe('cacheIsFresh', () => {
  it('keeps a cached answer until its expiry and drops it after', () => {
    expect(cacheIsFresh(EXP * 1000, EXP * 1000 - 1)).toBe(true);
    expect(cacheIsFresh(EXP * 1000, EXP * 1000)).toBe(true);
    expect(cacheIsFresh(EXP * 1000, EXP * 1000 + 1)).toBe(false);
    expect(cacheIsFresh(null, 0)).toBe(false);
  });
});

describe('parseEntitlementsAnswer', () => {
  const meteringToken = jwt({ metering: { clientType: 1, clientUserAttribute: 'standard_registered_user', showToast: true } });

  it('reads a signed answer: entitlements from the JWT, expiry from exp, cacheable', () => {
    const signed = jwt({
      iss: 'news.google.com',
      exp: EXP,
      iat: EXP - 3600,
      entitlements: [
        {
          source: 'google',
          products: [PRODUCT],
          subscriptionToken: '{"productId":"sku1"}',
          subscriptionTimestamp: 1_600_000_000,
          readerId: 'r1',
        },
      ],
    });
    const result = parseEntitlementsAnswer(
      { signedEntitlements: signed, isReadyToPay: true, decryptedDocumentKey: null, swgUserToken: 'sut-1' },
      PRODUCT,
      'network',
    );
    expect(result).toEqual({
      set: {
        service: 'subscribe.google.com',
        raw: signed,
        entitlements: [
          {
            source: 'google',
            products: [PRODUCT],
            subscriptionToken: '{"productId":"sku1"}',
            subscriptionTokenContents: null,
            subscriptionTimestamp: 1_600_000_000,
            readerId: 'r1',
          },
        ],
        isReadyToPay: true,
        decryptedDocumentKey: null,
        product: PRODUCT,
        from: 'network',
      },
      expiresAt: EXP * 1000,
      cacheable: true,
    });
  });

  it('decodes a metering subscription token and makes the answer non-cacheable', () => {
    const signed = jwt({ exp: EXP, entitlements: [{ source: 'google:metering', products: [PRODUCT], subscriptionToken: meteringToken }] });
    const { set: parsed, cacheable } = parseEntitlementsAnswer({ signedEntitlements: signed }, PRODUCT, 'network');
    expect(parsed.entitlements[0]?.subscriptionTokenContents).toEqual({
      metering: { clientType: 1, clientUserAttribute: 'standard_registered_user', showToast: true },
    });
    expect(cacheable).toBe(false);
  });

  it('is not cacheable when a metering entitlement sits next to a subscription', () => {
    const signed = jwt({
      exp: EXP,
      entitlements: [
        { source: 'google', products: [PRODUCT], subscriptionToken: 't' },
        { source: 'google:metering', products: [PRODUCT], subscriptionToken: meteringToken },
      ],
    });
    const result = parseEntitlementsAnswer({ signedEntitlements: signed }, PRODUCT, 'network');
    expect(result.cacheable).toBe(false);
    expect(entitlementFor(result.set, PRODUCT)?.source).toBe('google');
  });

  it('leaves subscriptionTokenContents null for a token that is not a JWT', () => {
    const signed = jwt({ exp: EXP, entitlements: [{ source: 'google:metering', products: [PRODUCT], subscriptionToken: 'not-a-jwt' }] });
    expect(
      parseEntitlementsAnswer({ signedEntitlements: signed }, PRODUCT, 'network').set.entitlements[0]?.subscriptionTokenContents,
    ).toBeNull();
  });

  it('is not cacheable when the signed answer holds no entitlement', () => {
    expect(parseEntitlementsAnswer({ signedEntitlements: jwt({ exp: EXP, entitlements: [] }) }, PRODUCT, 'network').cacheable).toBe(false);
    const noClaim = parseEntitlementsAnswer({ signedEntitlements: jwt({ exp: EXP }) }, PRODUCT, 'network');
    expect(noClaim.set.entitlements).toEqual([]);
    expect(noClaim.cacheable).toBe(false);
  });

  it('reads an unsigned answer: plain list, raw empty, never cacheable', () => {
    const result = parseEntitlementsAnswer(
      {
        entitlements: [{ source: 'google', products: [PRODUCT], subscriptionToken: 'tok' }],
        isReadyToPay: false,
        decryptedDocumentKey: 'key-1',
      },
      PRODUCT,
      'network',
    );
    expect(result.set.raw).toBe('');
    expect(result.set.entitlements.map((item) => item.source)).toEqual(['google']);
    expect(result.set.decryptedDocumentKey).toBe('key-1');
    expect(result.expiresAt).toBeNull();
    expect(result.cacheable).toBe(false);
  });

  it('accepts a single entitlement object instead of a list', () => {
    const result = parseEntitlementsAnswer({ entitlements: { source: 'google', products: [PRODUCT] } }, PRODUCT, 'network');
    expect(result.set.entitlements).toHaveLength(1);
    expect(result.set.entitlements[0]?.subscriptionToken).toBe('');
  });

  it('drops malformed entitlement items and keeps the rest', () => {
    const result = parseEntitlementsAnswer(
      {
        entitlements: [
          null,
          'google',
          { source: 42, products: [PRODUCT] },
          { source: 'google', products: PRODUCT },
          { source: 'google', products: [PRODUCT, 7] },
          { source: 'google', products: [PRODUCT], subscriptionToken: 123 },
          { source: 'privileged', products: [PRODUCT], subscriptionToken: 'ok' },
        ],
      },
      PRODUCT,
      'network',
    );
    expect(result.set.entitlements.map((item) => item.source)).toEqual(['privileged']);
  });

  it('reads exp and subscriptionTimestamp sent as strings or Timestamp objects', () => {
    const signed = jwt({
      exp: String(EXP),
      entitlements: [
        { source: 'google', products: [PRODUCT], subscriptionTimestamp: '1600000000' },
        { source: 'google', products: [PRODUCT], subscriptionTimestamp: { seconds: '1600000001', nanos: 0 } },
        { source: 'google', products: [PRODUCT], subscriptionTimestamp: 'soon' },
      ],
    });
    const result = parseEntitlementsAnswer({ signedEntitlements: signed }, PRODUCT, 'cache');
    expect(result.expiresAt).toBe(EXP * 1000);
    expect(result.set.from).toBe('cache');
    expect(result.set.entitlements.map((item) => item.subscriptionTimestamp)).toEqual([1_600_000_000, 1_600_000_001, null]);
  });

  it('has no expiry when the JWT has no exp', () => {
    expect(parseEntitlementsAnswer({ signedEntitlements: jwt({ entitlements: [] }) }, PRODUCT, 'network').expiresAt).toBeNull();
  });

  it('throws "Invalid token" for a malformed signedEntitlements', () => {
    expect(() => parseEntitlementsAnswer({ signedEntitlements: 'a.b' }, PRODUCT, 'network')).toThrow(new Error('Invalid token'));
    expect(() => parseEntitlementsAnswer({ signedEntitlements: `${b64url('{}')}.${b64url('nope')}.s` }, PRODUCT, 'cache')).toThrow(
      'Invalid token',
    );
  });

  it('reads an empty or odd answer as no entitlements', () => {
    for (const raw of [undefined, null, 'text', [], {}, { signedEntitlements: '' }, { entitlements: null }]) {
      const result = parseEntitlementsAnswer(raw, PRODUCT, 'network');
      expect(result.set.entitlements).toEqual([]);
      expect(result.set.isReadyToPay).toBe(false);
      expect(result.cacheable).toBe(false);
    }
  });

  it('keeps a null product on the set', () => {
    const result = parseEntitlementsAnswer({ entitlements: [{ source: 'google', products: [PRODUCT] }] }, null, 'network');
    expect(result.set.product).toBeNull();
    expect(enablesThis(result.set)).toBe(false);
    expect(enablesAny(result.set)).toBe(true);
  });
});

describe('the sku bought', () => {
  it("is the purchase data's productId, '' when unreadable", () => {
    const purchaseData = '{"productId":"magazin_plus_monatlich","orderId":"GPA.1"}';
    expect([purchasedSku(purchaseData), purchasedSku('not json'), purchasedSku('{}')]).toEqual(['magazin_plus_monatlich', '', '']);
  });
});
