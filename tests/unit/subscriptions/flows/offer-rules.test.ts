import { describe, expect, it } from 'vitest';
import {
  GET_OFFERS_NEED_PRODUCT,
  NEED_SKU_LIST,
  ONLY_OLD_SKU,
  SHOW_OFFERS_OLD_SKU,
  UPDATE_OFFERS_NEED_OLD_SKU,
  checkOldSku,
  offerSkus,
  offersPage,
  offersProduct,
  readOffersRequest,
} from '../../../../src/subscriptions/flows/offer-rules';

const OLD = {
  useUpdatedOfferFlows: false,
  uiPredicates: { canDisplayAutoPrompt: null, canDisplayButton: null, purchaseUnavailableRegion: null },
};
const UPDATED = {
  useUpdatedOfferFlows: true,
  uiPredicates: { canDisplayAutoPrompt: null, canDisplayButton: null, purchaseUnavailableRegion: true },
};

describe('the offers request', () => {
  it('keeps the known fields of the right types and drops the rest', () => {
    expect(readOffersRequest({ skus: ['a', 3, 'b'], oldSku: '', list: 'default', isClosable: 'yes', configurationId: 'cfg' })).toEqual({
      skus: ['a', 'b'],
      list: 'default',
      configurationId: 'cfg',
    });
    expect(readOffersRequest('nonsense')).toEqual({});
  });

  it('showOffers must not carry oldSku, showUpdateOffers requires it (magazine §5)', () => {
    expect(() => checkOldSku({ oldSku: 'a' }, false)).toThrow(SHOW_OFFERS_OLD_SKU);
    expect(() => checkOldSku({}, true)).toThrow(UPDATE_OFFERS_NEED_OLD_SKU);
    expect(() => checkOldSku({}, false)).not.toThrow();
    expect(() => checkOldSku({ oldSku: 'a' }, true)).not.toThrow();
  });
});

describe('the replacement rule (widget §5)', () => {
  it("'Need a sku list if old sku is provided!'", () => expect(() => offerSkus({ oldSku: 'basic' })).toThrow(new Error(NEED_SKU_LIST)));
  it("'Sku list only contained offer user already has'", () =>
    expect(() => offerSkus({ oldSku: 'basic', skus: ['basic'] })).toThrow(new Error(ONLY_OLD_SKU)));
  it('the old sku leaves the list; one remaining sku goes straight to purchase', () => {
    expect(offerSkus({ oldSku: 'basic', skus: ['basic', 'plus'] })).toEqual({ skus: ['plus'], buyNow: 'plus' });
    expect(offerSkus({ oldSku: 'basic', skus: ['basic', 'plus', 'premium'] })).toEqual({ skus: ['plus', 'premium'], buyNow: null });
  });
  it('without an old sku the list stays as it is, one sku included (all offers when none)', () => {
    expect(offerSkus({ skus: ['plus'] })).toEqual({ skus: ['plus'], buyNow: null });
    expect(offerSkus({})).toEqual({ skus: null, buyNow: null });
  });
});

describe('getOffers (magazine §5 "getOffers requires a productId")', () => {
  it('the call’s product, else the page’s, else the rule’s text', () => {
    expect(offersProduct({ productId: 'magazin.example:plus' }, 'magazin.example:premium')).toBe('magazin.example:plus');
    expect(offersProduct(undefined, 'magazin.example:premium')).toBe('magazin.example:premium');
    expect(() => offersProduct({}, null)).toThrow(new Error(GET_OFFERS_NEED_PRODUCT));
  });
});

describe('the offers page (widget §2)', () => {
  it('the old flow: /offersiframe, with the new offer card from the address hash swg.newoffercard', () => {
    expect(offersPage(false, OLD, 'magazin.example', 'de', '', undefined)).toEqual({
      path: '/offersiframe',
      params: { useNewOfferCard: null, ctaMode: null },
    });
    expect(offersPage(false, OLD, 'magazin.example', null, '#swg.newoffercard=1&x=y')).toEqual({
      path: '/offersiframe',
      params: { useNewOfferCard: '1', ctaMode: null },
    });
    expect(offersPage(true, OLD, 'magazin.example', 'de', '#swg.newoffercard=1')).toEqual({
      path: '/contributionsiframe',
      params: { ctaMode: null },
    });
  });
  it('inline offers say so with ctaMode=CTA_MODE_INLINE, on the old and the updated pages', () => {
    expect(offersPage(true, OLD, 'magazin.example', null, '', undefined, true).params).toEqual({ ctaMode: 'CTA_MODE_INLINE' });
    expect(offersPage(false, OLD, 'magazin.example', null, '', undefined, true).params).toEqual({
      useNewOfferCard: null,
      ctaMode: 'CTA_MODE_INLINE',
    });
    expect(offersPage(false, UPDATED, 'magazin.example', null, '', 'cfg-abo', true)).toEqual({
      path: '/subscriptionoffersiframe',
      params: {
        publicationId: 'magazin.example',
        hl: null,
        purchaseUnavailableRegion: 'true',
        ctaMode: 'CTA_MODE_INLINE',
        configurationId: 'cfg-abo',
      },
    });
  });
  it('the updated flow: publication, forced language, purchaseUnavailableRegion=true, configuration', () => {
    expect(offersPage(false, UPDATED, 'magazin.example', 'de', '', 'cfg')).toEqual({
      path: '/subscriptionoffersiframe',
      params: { publicationId: 'magazin.example', hl: 'de', purchaseUnavailableRegion: 'true', ctaMode: null, configurationId: 'cfg' },
    });
    expect(offersPage(true, { ...UPDATED, uiPredicates: OLD.uiPredicates }, 'magazin.example', null, '')).toEqual({
      path: '/contributionoffersiframe',
      params: { publicationId: 'magazin.example', hl: null, purchaseUnavailableRegion: null, ctaMode: null, configurationId: null },
    });
  });
});
