/** Entitlements and sets for unit tests of the rules that read them: the plain shapes, overridable. */
import type { Entitlement, EntitlementsSet } from '../../../src/subscriptions/model/types';

export const PRODUCT = 'magazin.example:premium';

export const entitlement = (source: string, products: string[], extra: Partial<Entitlement> = {}): Entitlement => ({
  source,
  products,
  subscriptionToken: `token-${source}`,
  subscriptionTokenContents: null,
  subscriptionTimestamp: null,
  readerId: null,
  ...extra,
});

export const entitlementsSet = (
  entitlements: Entitlement[],
  product: string | null = PRODUCT,
  extra: Partial<EntitlementsSet> = {},
): EntitlementsSet => ({
  service: 'subscribe.google.com',
  raw: '',
  entitlements,
  isReadyToPay: false,
  decryptedDocumentKey: null,
  product,
  from: 'network',
  ...extra,
});
