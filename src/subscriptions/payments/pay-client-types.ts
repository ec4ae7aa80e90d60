/**
 * The seam between the pay flow (subscribe, updateSubscription, contribute: flows/) and the
 * payment wrapper (payments/: the card payment client of the magazine spec §4, §5, §8, §9). The
 * flow builds the request and reads the answer; the wrapper validates the request, opens the
 * payment provider's page (pop-up, redirect or frame) and hands each answer back, also when it
 * arrives after a redirect on a fresh page load. Field names are the provider's wire names.
 */

/** What the subscription is bought for (spec widget §3 "Payment response"). */
export type ProductType = 'SUBSCRIPTION' | 'UI_CONTRIBUTION';

/** The subscription part of a payment request (spec magazine §3 "Payment request" `swg`). */
interface SwgPaymentRequest {
  skuId: string;
  publicationId: string;
  swgVersion?: string;
  oldSku?: string;
  /** 1: replace immediately with time proration (spec widget §7). */
  replaceSkuProrationMode?: number;
  /** 2: a one-time purchase (spec widget §7). */
  paymentRecurrence?: number;
  metadata?: Record<string, unknown>;
}

/** The provider's internal parameters (`i`): only those the pay flow sets or the wrapper adds. */
interface PaymentInternals {
  startTimeMs?: number;
  productType?: ProductType;
  googleTransactionId?: string;
  redirectVerifier?: string;
  redirectKey?: string;
  disableNative?: boolean;
}

export interface PaymentDataRequest {
  apiVersion?: number;
  apiVersionMinor?: number;
  allowedPaymentMethods?: unknown[];
  environment?: string;
  transactionInfo?: Record<string, unknown>;
  swg?: SwgPaymentRequest;
  i?: PaymentInternals;
  forceRedirect?: boolean;
}

/** The signed purchase the provider returns for a subscription purchase. */
export interface SwgCallbackData {
  idToken?: string;
  purchaseData: string;
  purchaseDataSignature: string;
  signedEntitlements?: string;
  swgUserToken?: string;
  oldSku?: string;
  paymentRecurrence?: number;
  requestMetadata?: unknown;
}

export interface PaymentData {
  swgCallbackData?: SwgCallbackData;
  productType?: ProductType;
  paymentRequest?: PaymentDataRequest;
  googleTransactionId?: string;
}

/** How a payment failed: the wrapper's `statusCode` (CANCELED, DEVELOPER_ERROR, MERCHANT_ACCOUNT_ERROR) and text. */
export interface PaymentDataError {
  statusCode: string;
  statusMessage: string;
}

interface PayStartOptions {
  /** The page asked for whole-window navigation (`windowOpenMode: 'redirect'`). */
  forceRedirect?: boolean;
}

/** One per page: the pay flow starts payments through it and hears every answer. */
export interface PayClient {
  /** Validate and open the payment; resolves once the provider's page was asked to open. */
  start(request: PaymentDataRequest, options?: PayStartOptions): Promise<boolean>;
  /**
   * The flow's one listener for answers: each is a promise that resolves with the PaymentData
   * or rejects with an Error carrying the PaymentDataError's fields (a cancel is statusCode CANCELED).
   * An answer that arrived (by redirect) before the listener was set is delivered at once.
   */
  onResponse(callback: (answer: Promise<PaymentData>) => void): void;
}
