/**
 * Pure rules of the pay flow (spec widget §3 "Payment response" and "Offer selection", §5, §7,
 * §9; magazine §5 "Linking and offers"): the publisher's purchase call read, the payment request
 * built from it, and the provider's answer read into the publisher's payment response parts.
 */
import type { PaymentData, PaymentDataRequest, ProductType, SwgCallbackData } from '../payments/pay-client-types';
import type { FlowName } from '../events/event-bus';
import { isRecord } from '../../core/wp-config';

/** Spec widget §3 "Offer selection". */
export interface SubscriptionRequest {
  skuId: string;
  oldSku?: string;
  replaceSkuProrationMode?: string;
  oneTime?: boolean;
  metadata?: Record<string, unknown>;
}

export const SUBSCRIBE_SKU_ONLY = 'subscribe takes only a sku string: use updateSubscription to update a subscription';
export const UPDATE_NEEDS_OLD_SKU = 'updateSubscription needs an oldSku: use subscribe for new subscriptions';
export const UNEXPECTED_PAYMENT_RESPONSE = 'unexpected payment response';
/** Spec widget §9. */
const ONE_TIME_RECURRENCE = 2;
const IMMEDIATE_WITH_TIME_PRORATION = 1;

/** A request object, or a bare sku string; the sku must be a non-empty string. */
export function readSubscriptionRequest(raw: unknown, call: string): SubscriptionRequest {
  const input = typeof raw === 'string' ? { skuId: raw } : isRecord(raw) ? raw : {};
  const { skuId, oldSku, replaceSkuProrationMode, oneTime, metadata } = input;
  if (typeof skuId !== 'string' || skuId === '') throw new Error(`${call} needs a skuId`);
  return {
    skuId,
    ...(typeof oldSku === 'string' && oldSku !== '' ? { oldSku } : {}),
    ...(typeof replaceSkuProrationMode === 'string' ? { replaceSkuProrationMode } : {}),
    ...(oneTime === true ? { oneTime } : {}),
    ...(isRecord(metadata) ? { metadata } : {}),
  };
}

export const flowOf = (productType: unknown): FlowName => (productType === 'UI_CONTRIBUTION' ? 'contribute' : 'subscribe');

/** Spec widget §7: apiVersion 1, CARD only, the sku, publication, version, old sku with proration mode 1, recurrence 2 for one-time, metadata. */
export function paymentRequest(
  request: SubscriptionRequest,
  productType: ProductType,
  publicationId: string,
  swgVersion: string | null,
  now: number,
): PaymentDataRequest {
  return {
    apiVersion: 1,
    allowedPaymentMethods: ['CARD'],
    environment: 'PRODUCTION',
    swg: {
      skuId: request.skuId,
      publicationId,
      ...(swgVersion ? { swgVersion } : {}),
      // Only immediate replacement with time proration is known (spec widget §9).
      ...(request.oldSku ? { oldSku: request.oldSku, replaceSkuProrationMode: IMMEDIATE_WITH_TIME_PRORATION } : {}),
      ...(request.oneTime ? { paymentRecurrence: ONE_TIME_RECURRENCE } : {}),
      ...(request.metadata ? { metadata: request.metadata } : {}),
    },
    i: { startTimeMs: now, productType },
  };
}

/** The answer's parts before the entitlements and id token are read. */
export interface PaymentAnswer {
  callbackData: SwgCallbackData;
  productType: ProductType;
  oldSku: string | null;
  paymentRecurrence: number | null;
  requestMetadata: unknown;
}

/** The callback data, directly or base64 JSON from an integrator; without it: 'unexpected payment response' (spec widget §5). */
export function readPaymentAnswer(data: PaymentData | string | null | undefined): PaymentAnswer {
  let callbackData: unknown = null;
  let encoded: unknown = typeof data === 'string' ? data : null;
  const request: PaymentDataRequest | undefined = isRecord(data) ? (data as PaymentData).paymentRequest : undefined;
  if (isRecord(data)) {
    callbackData = data.swgCallbackData;
    encoded ??= data['integratorClientCallbackData'];
  }
  if (!isRecord(callbackData) && typeof encoded === 'string') {
    try {
      callbackData = (JSON.parse(atob(encoded)) as Record<string, unknown>)['swgCallbackData'];
    } catch {
      callbackData = null;
    }
  }
  if (!isRecord(callbackData) || typeof callbackData['purchaseData'] !== 'string') throw new Error(UNEXPECTED_PAYMENT_RESPONSE);
  const swg = request?.swg;
  return {
    callbackData: callbackData as unknown as SwgCallbackData,
    productType: (request ? request.i?.productType : isRecord(data) ? (data as PaymentData).productType : undefined) ?? 'SUBSCRIPTION',
    oldSku: swg?.oldSku ?? null,
    paymentRecurrence: swg?.paymentRecurrence ?? null,
    requestMetadata: swg?.metadata ?? null,
  };
}

/** Spec widget §3 "User data from an id token", with the provider's UserData methods (swg-js src/api/user-data.ts). */
export function userDataFrom(idToken: string, payload: Record<string, unknown>): UserData {
  const fields = {
    id: payload['sub'],
    email: payload['email'],
    emailVerified: payload['email_verified'],
    name: payload['name'],
    givenName: payload['given_name'],
    familyName: payload['family_name'],
    pictureUrl: payload['picture'],
  };
  return { idToken, data: payload, ...fields, clone: () => userDataFrom(idToken, payload), json: () => ({ ...fields }) };
}

export interface UserData extends Record<string, unknown> {
  idToken: string;
  data: Record<string, unknown>;
  clone(): UserData;
  json(): Record<string, unknown>;
}
