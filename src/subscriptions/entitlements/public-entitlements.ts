/**
 * The entitlements object publishers receive (getEntitlements, the entitlements callback). Their
 * code calls methods on it, as written for the provider's client (`entitlements.enablesThis()`),
 * so the plain EntitlementsSet is dressed with the methods of the provider's Entitlements and
 * Entitlement (swg-js src/api/entitlements.ts). Each publisher gets a copy: what their code
 * changes on it does not reach the client's own state.
 */
import type { Logger } from '../../core/log';
import { entitlementEnables, entitlementFor, purchasedSku } from './entitlements-model';
import { meterToastSettings, type MeterToastSettings } from './metering';
import { GOOGLE_SOURCE, METERING_SOURCE, type Entitlement, type EntitlementsSet } from '../model/types';

/** The provider's dev mode tokens: a first-party order id within the token, or the third-party token itself. */
export const DEV_MODE_ORDER = 'GOOGLE_DEV_MODE_ORDER';
export const DEV_MODE_TOKEN = 'GOOGLE_DEV_MODE_TOKEN';

/** The provider's Timestamp as far as a reader of it needs: whole seconds (nanos are not kept). */
interface PublicTimestamp {
  getSeconds(): number;
  getNanos(): number;
}

/** One entitlement as the provider's Entitlement. */
interface PublicEntitlement extends Omit<Entitlement, 'subscriptionTimestamp'> {
  subscriptionTimestamp: PublicTimestamp | null;
  clone(): PublicEntitlement;
  json(): { source: string; products: string[]; subscriptionToken: string; readerId: string | undefined };
  enables(product: string | null): boolean;
  /** The sku of a google entitlement's token (its `productId`), else null. */
  getSku(): string | null;
}

export interface PublicEntitlements extends Omit<EntitlementsSet, 'entitlements'> {
  entitlements: PublicEntitlement[];
  /** Whether an entitlement (optionally of `source`) enables the page's product. */
  enablesThis(source?: string): boolean;
  /** Whether any entitlement (optionally of `source`) names any product. */
  enablesAny(source?: string): boolean;
  enables(product: string | null, source?: string): boolean;
  getEntitlementForThis(source?: string): PublicEntitlement | null;
  getEntitlementFor(product: string | null, source?: string): PublicEntitlement | null;
  /** The first entitlement of `source` that has a token, whatever its products. */
  getEntitlementForSource(source: string): PublicEntitlement | null;
  /** True when the page is enabled by a metering entitlement only (a free article). */
  enablesThisWithGoogleMetering(): boolean;
  /** True when the entitlement that enables the page is a dev mode one. */
  enablesThisWithGoogleDevMode(): boolean;
  /** True when the page is enabled by a subscription that serves other articles too: neither a meter nor dev mode. */
  enablesThisWithCacheableEntitlements(): boolean;
  /** Use up the metering entitlement: after `onCloseDialog`, once the meter toast closes when the token asks for one. */
  consume(onCloseDialog?: () => void): Promise<void>;
  /** Acknowledge the entitlements: with one for this page, the unlock toast is not shown again this session. */
  ack(): void;
  clone(): PublicEntitlements;
  /** The provider's plain form, for logging or sending. */
  json(): { service: string; entitlements: Array<ReturnType<PublicEntitlement['json']>>; isReadyToPay: boolean };
}

export interface PublicEntitlementsDeps {
  consume(set: EntitlementsSet): Promise<void>;
  /** Show the meter toast; `onConsume` runs (once) when it closes. Resolves once it is shown. */
  meterToast?(settings: MeterToastSettings, onConsume: () => void): Promise<void>;
  /** The publisher acknowledged `set`. */
  ack(set: EntitlementsSet): void;
  log: Logger;
}

const copy = (entitlement: Entitlement): Entitlement => ({
  ...entitlement,
  products: [...entitlement.products],
  subscriptionTokenContents: entitlement.subscriptionTokenContents ? structuredClone(entitlement.subscriptionTokenContents) : null,
});

function toPublicEntitlement(entitlement: Entitlement, log: Logger): PublicEntitlement {
  const { source, products, subscriptionToken, readerId, subscriptionTimestamp: seconds } = entitlement;
  return {
    ...entitlement,
    subscriptionTimestamp: seconds === null ? null : { getSeconds: () => seconds, getNanos: () => 0 },
    clone: () => toPublicEntitlement(copy(entitlement), log),
    json: () => ({ source, products, subscriptionToken, readerId: readerId ?? undefined }),
    enables: (product) => entitlementEnables(entitlement, product),
    getSku() {
      if (source !== GOOGLE_SOURCE) return null;
      const sku = purchasedSku(subscriptionToken) || null;
      if (!sku) log.warn('Unable to retrieve SKU from SwG subscription token');
      return sku;
    },
  };
}

export function toPublicEntitlements(source: EntitlementsSet, deps: PublicEntitlementsDeps): PublicEntitlements {
  const data: EntitlementsSet = { ...source, entitlements: source.entitlements.map(copy) };
  const entitlements = data.entitlements.map((entitlement) => toPublicEntitlement(entitlement, deps.log));
  const forProduct = (product: string | null, wanted?: string) => entitlementFor({ entitlements }, product, wanted);
  const forThis = () => forProduct(data.product);
  const metering = () => forThis()?.source === METERING_SOURCE;
  const devMode = () => {
    const entitlement = forThis();
    return (
      !!entitlement &&
      ((entitlement.source === GOOGLE_SOURCE && entitlement.subscriptionToken.includes(DEV_MODE_ORDER)) ||
        entitlement.subscriptionToken === DEV_MODE_TOKEN)
    );
  };
  return {
    ...data,
    entitlements,
    enablesThis: (wanted) => forProduct(data.product, wanted) !== null,
    enablesAny: (wanted) =>
      entitlements.some((entitlement) => entitlement.products.length > 0 && (!wanted || entitlement.source === wanted)),
    enables: (product, wanted) => forProduct(product, wanted) !== null,
    getEntitlementForThis: (wanted) => forProduct(data.product, wanted),
    getEntitlementFor: forProduct,
    getEntitlementForSource: (wanted) =>
      entitlements.find((entitlement) => entitlement.subscriptionToken && entitlement.source === wanted) ?? null,
    enablesThisWithGoogleMetering: metering,
    enablesThisWithGoogleDevMode: devMode,
    enablesThisWithCacheableEntitlements: () => !!forThis() && !metering() && !devMode(),
    async consume(onCloseDialog) {
      const entitlement = forThis();
      if (entitlement?.source !== METERING_SOURCE) return;
      const onConsume = () => {
        try {
          onCloseDialog?.();
        } catch (caught) {
          deps.log.error("the publisher's onCloseDialog callback failed", caught);
        }
        return deps.consume(data);
      };
      const settings = meterToastSettings(entitlement.subscriptionTokenContents);
      if (settings && deps.meterToast) return deps.meterToast(settings, () => void onConsume());
      await onConsume();
    },
    ack: () => deps.ack(data),
    clone: () => toPublicEntitlements(data, deps),
    json: () => ({
      service: data.service,
      entitlements: entitlements.map((entitlement) => entitlement.json()),
      isReadyToPay: data.isReadyToPay,
    }),
  };
}
