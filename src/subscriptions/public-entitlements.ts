/**
 * The entitlements object publishers receive (getEntitlements, the entitlements callback). Their
 * code calls methods on it, as written for the provider's client (`entitlements.enablesThis()`),
 * so the plain EntitlementsSet is dressed with those methods. Each publisher gets a copy: what
 * their code changes on it does not reach the client's own state.
 */
import type { Logger } from '../core/log';
import { entitlementFor } from './entitlements-model';
import { meterToastSettings, type MeterToastSettings } from './meter-toast/meter-toast-rules';
import { METERING_SOURCE, type Entitlement, type EntitlementsSet } from './types';

export interface PublicEntitlements extends EntitlementsSet {
  /** Whether an entitlement (optionally of `source`) enables the page's product. */
  enablesThis(source?: string): boolean;
  /** Whether any entitlement (optionally of `source`) names any product. */
  enablesAny(source?: string): boolean;
  enables(product: string | null, source?: string): boolean;
  getEntitlementForThis(source?: string): Entitlement | null;
  getEntitlementFor(product: string | null, source?: string): Entitlement | null;
  getEntitlementForSource(source: string): Entitlement | null;
  /** True when the page is enabled by a metering entitlement only (a free article). */
  enablesThisWithGoogleMetering(): boolean;
  /** Use up the metering entitlement: after `onCloseDialog`, once the meter toast closes when the token asks for one. */
  consume(onCloseDialog?: () => void): Promise<void>;
  /** Acknowledge the entitlements: with one for this page, the unlock toast is not shown again this session. */
  ack(): void;
  clone(): PublicEntitlements;
  /** The plain data, for logging or sending. */
  json(): EntitlementsSet;
}

export interface PublicEntitlementsDeps {
  consume(set: EntitlementsSet): Promise<void>;
  /** Show the meter toast; `onConsume` runs (once) when it closes. Resolves once it is shown. */
  meterToast?(settings: MeterToastSettings, onConsume: () => void): Promise<void>;
  /** The publisher acknowledged `set`. */
  ack(set: EntitlementsSet): void;
  log: Logger;
}

function copySet(set: EntitlementsSet): EntitlementsSet {
  return {
    service: set.service,
    raw: set.raw,
    entitlements: set.entitlements.map((entitlement) => ({
      ...entitlement,
      products: [...entitlement.products],
      subscriptionTokenContents: entitlement.subscriptionTokenContents ? structuredClone(entitlement.subscriptionTokenContents) : null,
    })),
    isReadyToPay: set.isReadyToPay,
    decryptedDocumentKey: set.decryptedDocumentKey,
    product: set.product,
    from: set.from,
  };
}

export function toPublicEntitlements(source: EntitlementsSet, deps: PublicEntitlementsDeps): PublicEntitlements {
  const data = copySet(source);
  const forProduct = (product: string | null, wanted?: string) => entitlementFor(data, product, wanted);
  return {
    ...data,
    enablesThis: (wanted) => forProduct(data.product, wanted) !== null,
    enablesAny: (wanted) => data.entitlements.some((entitlement) => entitlement.products.length > 0 && (!wanted || entitlement.source === wanted)),
    enables: (product, wanted) => forProduct(product, wanted) !== null,
    getEntitlementForThis: (wanted) => forProduct(data.product, wanted),
    getEntitlementFor: forProduct,
    getEntitlementForSource: (wanted) => data.entitlements.find((entitlement) => entitlement.source === wanted) ?? null,
    enablesThisWithGoogleMetering: () => forProduct(data.product)?.source === METERING_SOURCE,
    async consume(onCloseDialog) {
      const entitlement = forProduct(data.product);
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
    json: () => copySet(data),
  };
}
