/**
 * The payment wrapper's rules (spec magazine §4 environments, methods, auth methods, price
 * statuses; §5 "Payment wrapper"; §8 status mapping and UPI failures; §9 native support), as pure
 * functions. The texts are the provider's own payment client's: publishers search for them.
 * Requests come from code, so every field is read as unknown.
 */
import type { PaymentDataError } from './pay-client-types';
import { errorText } from '../../core/log';

type Json = Record<string, unknown>;

/** What isReadyToPay and loadPaymentData read of a request. */
export interface PayRequest {
  apiVersion?: number;
  apiVersionMinor?: number;
  allowedPaymentMethods?: unknown;
  existingPaymentMethodRequired?: boolean;
  environment?: string;
  transactionInfo?: Json;
  swg?: { skuId?: string; publicationId?: string };
  i?: { disableNative?: boolean };
}

const ENVIRONMENTS = ['LOCAL', 'PREPROD', 'PRODUCTION', 'SANDBOX', 'TEST', 'TIN'];
const AUTH_METHODS = ['CRYPTOGRAM_3DS', 'PAN_ONLY'];
const PRICE_STATUSES = ['ESTIMATED', 'FINAL', 'NOT_CURRENTLY_KNOWN'];
const UPI_FIELDS = ['payeeVpa', 'payeeName', 'referenceUrl', 'mcc', 'transactionReferenceId'];

const record = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const filledList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0;
/** Version 2 and later: methods are objects with parameters. */
export const v2 = (request: PayRequest): boolean => (request.apiVersion ?? 0) >= 2;
const methods = (request: PayRequest): unknown[] => (Array.isArray(request.allowedPaymentMethods) ? request.allowedPaymentMethods : []);

/** An unknown environment is a programming error: the constructor throws this. */
export function environmentError(environment: unknown): string | null {
  return environment && !ENVIRONMENTS.includes(String(environment))
    ? `Parameter environment in PaymentOptions can optionally be set to PRODUCTION, otherwise it defaults to TEST. ${String(environment)}`
    : null;
}

/** Payment must be called in a secure context; a browser that cannot tell is let through. */
export const secureContextError = (isSecureContext: boolean | undefined): string | null =>
  isSecureContext === false ? 'Google Pay APIs should be called in secure context!' : null;

/** The allowed payment method of a type (v2 objects `{type, parameters}`). */
const methodOfType = (request: PayRequest, type: string): Json | null =>
  (methods(request).find((method) => record(method).type === type) as Json | undefined) ?? null;

const cardAuthMethods = (request: PayRequest): unknown => record(methodOfType(request, 'CARD')?.parameters).allowedAuthMethods;

export function isReadyToPayError(request: PayRequest | null | undefined): string | null {
  if (!request) return 'isReadyToPayRequest must be set!';
  if (v2(request)) {
    if (!('apiVersionMinor' in request)) return 'apiVersionMinor must be set!';
    if (!filledList(request.allowedPaymentMethods))
      return 'for v2 allowedPaymentMethods must be set to an array containing a list of accepted payment methods';
    for (const method of request.allowedPaymentMethods) {
      if (record(method).type !== 'CARD') continue;
      const parameters = record(method).parameters;
      if (!parameters) return 'Field parameters must be setup in each allowedPaymentMethod';
      if (!filledList(record(parameters).allowedCardNetworks)) return 'allowedCardNetworks must be setup in parameters for type CARD';
      const auth = record(parameters).allowedAuthMethods;
      if (!filledList(auth) || !auth.every((name) => AUTH_METHODS.includes(name as string))) {
        return "allowedAuthMethods must be setup in parameters for type 'CARD'  and must contain 'CRYPTOGRAM_3DS' and/or 'PAN_ONLY'";
      }
    }
    return null;
  }
  // Version 1 names its methods as strings: only card kinds (spec: "CARD and/or TOKENIZED_CARD are required").
  const list = request.allowedPaymentMethods;
  return filledList(list) && list.every((name) => name === 'CARD' || name === 'TOKENIZED_CARD')
    ? null
    : "allowedPaymentMethods must be set to an array containing 'CARD' and/or 'TOKENIZED_CARD'!";
}

/**
 * Native payment (the browser's PaymentRequest with the provider's app) only on Android Chrome 59
 * or newer: from 59 Chrome skips its own sheet when one method is offered. Opera poses as Chrome.
 */
export function nativePaySupported(userAgent: string, vendor: string, hasPaymentRequest: boolean): boolean {
  const chrome = /Chrome\/(\d+)\./i.exec(userAgent);
  return (
    !userAgent.includes('OPR/') && /Android/i.test(userAgent) && hasPaymentRequest && vendor === 'Google Inc.' && Number(chrome?.[1]) >= 59
  );
}

/** The UPI method of a request that can pay by UPI (native support, version 2), else null. */
export const upiMethod = (request: PayRequest, native: boolean): Json | null =>
  native && v2(request) ? methodOfType(request, 'UPI') : null;

export function paymentDataRequestError(request: PayRequest | null | undefined, upi: Json | null): string | null {
  if (!request) return 'paymentDataRequest must be set!';
  if (request.swg) return request.swg.skuId && request.swg.publicationId ? null : 'Both skuId and publicationId must be provided';
  const info = request.transactionInfo;
  if (!info) return 'transactionInfo must be set!';
  if (!info.currencyCode) return 'currencyCode in transactionInfo must be set!';
  if (!PRICE_STATUSES.includes(info.totalPriceStatus as string))
    return 'totalPriceStatus in transactionInfo must be set to one of NOT_CURRENTLY_KNOWN, ESTIMATED or FINAL!';
  if (info.totalPriceStatus !== 'NOT_CURRENTLY_KNOWN' && !info.totalPrice)
    return 'totalPrice in transactionInfo must be set when totalPriceStatus is ESTIMATED or FINAL!';
  if (!upi) return null;
  if (!upi.parameters) return 'parameters must be set in allowedPaymentMethod!';
  const missing = UPI_FIELDS.find((field) => !record(upi.parameters)[field]);
  if (missing) return `${missing} in allowedPaymentMethod parameters must be set!`;
  if (info.currencyCode !== 'INR') return 'currencyCode in transactionInfo must be set to INR!';
  if (info.totalPriceStatus !== 'FINAL') return 'totalPriceStatus in transactionInfo must be set to FINAL!';
  return info.transactionNote ? null : 'transactionNote in transactionInfo must be set!';
}

/** A merchant that takes only tokenized cards: the web page cannot pay for them. */
export function onlyTokenizedCards(request: PayRequest): boolean {
  const auth = cardAuthMethods(request);
  if (v2(request) && Array.isArray(auth) && auth.length === 1 && auth[0] === 'CRYPTOGRAM_3DS') return true;
  const list = methods(request);
  return list.length === 1 && list[0] === 'TOKENIZED_CARD';
}

/** Version 2: whether the card method allows this auth method. */
export const allowsAuth = (request: PayRequest, auth: string): boolean => {
  const allowed = cardAuthMethods(request);
  return v2(request) && Array.isArray(allowed) && allowed.includes(auth);
};

/** The provider's web page works in Chrome, Firefox and Safari, but not in the Google app or Firefox on iOS (their pop-ups fail). */
export function webPaySupported(userAgent: string): boolean {
  if ((userAgent.includes('GSA/') && userAgent.includes('Safari')) || userAgent.includes('FxiOS')) return false;
  return /.(Chrome|Firefox|Safari)/.test(userAgent);
}

/**
 * How a failed payment reaches the page (spec §8): the provider's page fails with
 * `Error: {"statusCode": …}`; DEVELOPER_ERROR and MERCHANT_ACCOUNT_ERROR pass through, every other
 * code, a closed window and an abort become CANCELED. A failure without a code keeps its text
 * under INTERNAL_ERROR (the provider's own name for its failures), so it is not taken for a cancel.
 */
export function paymentFailure(error: unknown): PaymentDataError {
  const message = errorText(error);
  if (record(error).name === 'AbortError' || message === 'AbortError') return { statusCode: 'CANCELED', statusMessage: '' };
  // The page's failure reaches the port as the text of an Error: `Error: …`.
  const text = message.replace(/^Error: /, '');
  let parsed: Json = {};
  try {
    parsed = record(JSON.parse(text));
  } catch {
    // Not a structured error: the text is all there is.
  }
  const code = parsed.statusCode;
  if (typeof code !== 'string' || code === '') return { statusCode: 'INTERNAL_ERROR', statusMessage: text };
  return code === 'DEVELOPER_ERROR' || code === 'MERCHANT_ACCOUNT_ERROR'
    ? { statusCode: code, statusMessage: String(parsed.statusMessage ?? '') }
    : { statusCode: 'CANCELED', statusMessage: '' };
}

/** A UPI app's failure code: its text and the provider's public error code (3 the buyer's account, 1 internal). */
export function upiFailure(code: unknown): { errorMessage: string; errorCode?: number } {
  if (code === 'ZM') return { errorCode: 3, errorMessage: 'Payment failure due to invalid MPIN.' };
  if (code === 'Z9') return { errorCode: 3, errorMessage: 'Payment failure due to insufficient funds.' };
  if (code === '91') return { errorCode: 1, errorMessage: 'Payment failure due to transaction timeout or connection issue.' };
  return { errorMessage: 'Payment cancelled.' };
}

/** No UPI app on the phone: the reader is sent to the app's store page. */
export const NO_UPI_APP = 'Cannot redirect to Tez page in Google Play.';
export const UPI_APP_STORE = 'https://play.google.com/store/apps/details?id=com.google.android.apps.nbu.paisa.user';
