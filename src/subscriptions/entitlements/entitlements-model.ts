/**
 * What an entitlements answer means (spec widget §3 "Entitlements set", "Entitlement"; §6
 * "Entitlement sources"): which entitlement enables the page's product, which source wins, and
 * which answers may be cached. The answer arrives signed (a JWT the client reads but does not
 * verify) or as a plain list; both become one EntitlementsSet. One malformed item is dropped, not
 * fatal: a reader with a valid subscription must not lose it to a stray entry.
 */
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';
import { decodeJwt } from '../model/jwt';
import { METERING_SOURCE, type Entitlement, type EntitlementsSet } from '../model/types';
import { keepFitting } from '../model/tolerant-list';
import { isRecord } from '../../core/wp-config';

/** Spec widget §5: "Entitlements need a product id on the article, else a warning is given." */
export const NO_PRODUCT_WARNING = 'Entitlements need a product id on the article: this page defines none, so no entitlement can enable it.';

/** The service name the provider's client reports for its entitlements. */
export const ENTITLEMENTS_SERVICE = 'subscribe.google.com';

/**
 * True when the entitlement lists the product, also through a wildcard: an entitlement for
 * `pub:*` enables every `pub:…` product, and a page product `pub:*` is enabled by any `pub:…`.
 */
export function entitlementEnables(entitlement: Pick<Entitlement, 'products'>, product: string | null): boolean {
  if (!product) return false;
  const colon = product.indexOf(':');
  if (colon !== -1) {
    const publication = product.slice(0, colon + 1);
    if (product === `${publication}*` && entitlement.products.some((candidate) => candidate.startsWith(publication))) return true;
    if (entitlement.products.includes(`${publication}*`)) return true;
  }
  return entitlement.products.includes(product);
}

/**
 * The entitlement that enables `product` (optionally only from `source`). A non-metering one wins
 * over a metering one: each metering entitlement uses up one of the reader's free articles, a
 * subscription does not. Null without a product; the caller logs NO_PRODUCT_WARNING then.
 */
export function entitlementFor<E extends Pick<Entitlement, 'source' | 'products'>>(
  set: { entitlements: E[] },
  product: string | null,
  source?: string,
): E | null {
  if (!product) return null;
  const enabling = set.entitlements.filter(
    (entitlement) => entitlementEnables(entitlement, product) && (!source || entitlement.source === source),
  );
  return enabling.find((entitlement) => entitlement.source !== METERING_SOURCE) ?? enabling[0] ?? null;
}

/** Whether the set enables the product of the page it was fetched for. */
export function enablesThis(set: EntitlementsSet): boolean {
  return entitlementFor(set, set.product) !== null;
}

/** Whether any entitlement names any product at all (the reader has something). */
export function enablesAny(set: EntitlementsSet): boolean {
  return set.entitlements.some((entitlement) => entitlement.products.length > 0);
}

/** A cached signed answer is usable until its `exp`; one without `exp` is not reused. */
export function cacheIsFresh(expiresAt: number | null, nowMs: number): boolean {
  return expiresAt !== null && nowMs <= expiresAt;
}

// --- parsing ---------------------------------------------------------------------------------

/** The sku bought, from the purchase data's productId; '' when unreadable. */
export function purchasedSku(purchaseData: string): string {
  try {
    const sku = (JSON.parse(purchaseData) as Record<string, unknown>)['productId'];
    return typeof sku === 'string' ? sku : '';
  } catch {
    return '';
  }
}

/** Unix seconds as a number, a protobuf int64 string, or a Timestamp object ({seconds} / {seconds_}). */
function toSeconds(value: unknown): number | null {
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return toSeconds(record['seconds'] ?? record['seconds_']);
  }
  if (typeof value === 'string' && value.trim() === '') return null;
  const seconds = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

/** JWT payload of a token, or null for a token that is not a JWT (plain subscription tokens). */
function tokenContents(token: string): Record<string, unknown> | null {
  if (!token) return null;
  try {
    return decodeJwt(token).payload;
  } catch {
    return null;
  }
}

const entitlementSchema = lazy(() =>
  z.pipe(
    z.object({
      source: z.optional(z.string()),
      products: z.optional(z.array(z.string())),
      subscriptionToken: z.optional(z.nullable(z.string())),
      subscriptionTimestamp: z.optional(z.unknown()),
      readerId: z.optional(z.nullable(z.string())),
    }),
    z.transform((item): Entitlement => ({
      source: item.source ?? '',
      products: item.products ?? [],
      subscriptionToken: item.subscriptionToken ?? '',
      subscriptionTokenContents: tokenContents(item.subscriptionToken ?? ''),
      subscriptionTimestamp: toSeconds(item.subscriptionTimestamp),
      readerId: item.readerId ?? null,
    })),
  ),
);

/** A list (or, as the provider also sends, a single object) of entitlements; bad items dropped. */
function parseEntitlementList(value: unknown): Entitlement[] {
  if (value === undefined || value === null) return [];
  return keepFitting(entitlementSchema(), Array.isArray(value) ? value : [value]);
}

/**
 * The `entitlements` part of the article answer (or the entitlements endpoint's answer, or the
 * cached JWT wrapped as `{ signedEntitlements }`). Signed: the JWT's `entitlements` claim, expiring
 * at `exp`; throws Error('Invalid token') when the JWT cannot be read. Unsigned: the plain list.
 * Only signed answers without metering entitlements are cacheable: a metering entitlement is
 * meant for one article.
 */
export function parseEntitlementsAnswer(
  raw: unknown,
  product: string | null,
  from: 'network' | 'cache',
): { set: EntitlementsSet; expiresAt: number | null; cacheable: boolean } {
  const answer = isRecord(raw) ? raw : {};
  const signed =
    typeof answer['signedEntitlements'] === 'string' && answer['signedEntitlements'] !== '' ? answer['signedEntitlements'] : null;
  let entitlements: Entitlement[];
  let expiresAt: number | null = null;
  if (signed !== null) {
    const { payload } = decodeJwt(signed);
    entitlements = parseEntitlementList(payload['entitlements']);
    const exp = toSeconds(payload['exp']);
    expiresAt = exp === null ? null : exp * 1000;
  } else {
    entitlements = parseEntitlementList(answer['entitlements']);
  }
  const key = answer['decryptedDocumentKey'];
  const set: EntitlementsSet = {
    service: ENTITLEMENTS_SERVICE,
    raw: signed ?? '',
    entitlements,
    isReadyToPay: answer['isReadyToPay'] === true,
    decryptedDocumentKey: typeof key === 'string' && key !== '' ? key : null,
    product,
    from,
  };
  const cacheable =
    signed !== null && entitlements.length > 0 && entitlements.every((entitlement) => entitlement.source !== METERING_SOURCE);
  return { set, expiresAt, cacheable };
}
