/**
 * Pure rules of the offer flows (spec widget §2 offer pages, §5 replacement rule; magazine §5
 * "Linking and offers"): the publisher's offers request read, the old sku taken out of the sku
 * list, and which offers page (old or updated flow) opens with which address parameters.
 */
import type { Query } from '../api/provider-api';
import type { ClientConfig } from '../model/types';

/** The publisher's offers request (swg-js OffersRequest), read leniently: wrong types are dropped. */
export interface OffersRequest {
  skus?: string[];
  oldSku?: string;
  list?: string;
  isClosable?: boolean;
  configurationId?: string;
}

export const NEED_SKU_LIST = 'Need a sku list if old sku is provided!';
export const ONLY_OLD_SKU = 'Sku list only contained offer user already has';
export const SHOW_OFFERS_OLD_SKU = 'showOffers cannot update a subscription (oldSku given): use showUpdateOffers';
export const UPDATE_OFFERS_NEED_OLD_SKU = 'showUpdateOffers needs an oldSku: use showOffers for new subscribers';
export const GET_OFFERS_NEED_PRODUCT = 'getOffers requires a productId';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function readOffersRequest(raw: unknown): OffersRequest {
  const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const request: OffersRequest = {};
  if (Array.isArray(input['skus'])) request.skus = input['skus'].filter((sku): sku is string => typeof sku === 'string');
  const oldSku = text(input['oldSku']);
  if (oldSku) request.oldSku = oldSku;
  const list = text(input['list']);
  if (list) request.list = list;
  if (typeof input['isClosable'] === 'boolean') request.isClosable = input['isClosable'];
  const configurationId = text(input['configurationId']);
  if (configurationId) request.configurationId = configurationId;
  return request;
}

/**
 * Spec widget §5: with an old sku the sku list is required and loses the old sku; an empty rest
 * throws. Returns the skus to offer (null: all of them) and the one sku to buy at once, if any.
 */
export function offerSkus(request: OffersRequest): { skus: string[] | null; buyNow: string | null } {
  const { oldSku } = request;
  if (!oldSku) return { skus: request.skus ?? null, buyNow: null };
  if (!request.skus) throw new Error(NEED_SKU_LIST);
  const skus = request.skus.filter((sku) => sku !== oldSku);
  if (skus.length === 0) throw new Error(ONLY_OLD_SKU);
  return { skus, buyNow: skus.length === 1 ? (skus[0] ?? null) : null };
}

/** showOffers must not carry oldSku, showUpdateOffers requires it (magazine §5). */
export function checkOldSku(request: OffersRequest, update: boolean): void {
  if (update && !request.oldSku) throw new Error(UPDATE_OFFERS_NEED_OLD_SKU);
  if (!update && request.oldSku) throw new Error(SHOW_OFFERS_OLD_SKU);
}

/** The product the offers are asked for: the call's, else the page's. */
export function offersProduct(raw: unknown, pageProduct: string | null): string {
  const productId =
    (typeof raw === 'object' && raw !== null ? text((raw as Record<string, unknown>)['productId']) : undefined) ?? pageProduct;
  if (!productId) throw new Error(GET_OFFERS_NEED_PRODUCT);
  return productId;
}

/**
 * The offers page and its address parameters (spec widget §2): the old flow's page, with the
 * new offer card when the page address hash asks for it (`swg.newoffercard`), or the updated
 * flow's page with the publication, forced language, unavailable region and configuration;
 * offers inside the page's own container (`inline`) say so with ctaMode=CTA_MODE_INLINE.
 */
export function offersPage(
  contribution: boolean,
  config: Pick<ClientConfig, 'useUpdatedOfferFlows' | 'uiPredicates'>,
  publicationId: string,
  forcedLanguage: string | null,
  hash: string,
  configurationId?: string,
  inline = false,
): { path: string; params: Query } {
  const ctaMode = inline ? 'CTA_MODE_INLINE' : null;
  if (!config.useUpdatedOfferFlows) {
    if (contribution) return { path: '/contributionsiframe', params: { ctaMode } };
    const card = new URLSearchParams(hash.replace(/^#/, '')).get('swg.newoffercard');
    return { path: '/offersiframe', params: { useNewOfferCard: card, ctaMode } };
  }
  return {
    path: contribution ? '/contributionoffersiframe' : '/subscriptionoffersiframe',
    params: {
      publicationId,
      hl: forcedLanguage,
      purchaseUnavailableRegion: config.uiPredicates.purchaseUnavailableRegion ? 'true' : null,
      ctaMode,
      configurationId: configurationId ?? null,
    },
  };
}
