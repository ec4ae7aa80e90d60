/**
 * isReadyToPay of the card payment client (spec magazine §5 "isReadyToPay, version 2 / version 1";
 * §9 native support and "Default card payment checks are cached in session storage"). On Android
 * Chrome 59+ the native check (the provider's app behind the browser's PaymentRequest) answers for
 * tokenized cards and its answer is kept for the session: it counts when a later check fails
 * (Chrome limits how often a page may ask). Elsewhere the provider's web page answers, which works
 * in Chrome, Firefox and Safari for anything but tokenized-only merchants.
 */
import type { Logger } from '../../core/log';
import type { SafeStorage } from '../../core/storage';
import { developerError, nativeOn } from './payments-client';
import {
  allowsAuth,
  isReadyToPayError,
  onlyTokenizedCards,
  secureContextError,
  upiMethod,
  v2,
  webPaySupported,
  type PayRequest,
} from './pay-rules';
import { paymentRequestOf } from './upi';

export interface ReadyToPay {
  result: boolean;
  paymentMethodPresent?: boolean;
}

const READY_KEY = 'google.payments.api.storage.isreadytopay.result';

/** With existingPaymentMethodRequired the answer also says whether a method is present. */
const readyAnswer = (result: boolean, withPresence?: boolean): ReadyToPay =>
  withPresence ? { result, paymentMethodPresent: result } : { result };

async function nativeReady(win: Window, session: SafeStorage, request: PayRequest): Promise<ReadyToPay> {
  try {
    const data = { apiVersion: 1, ...request };
    const payment = new (paymentRequestOf(win))([{ supportedMethods: 'https://google.com/pay', data }], {
      total: { label: 'Estimated Total Price', amount: { currency: 'USD', value: '0' } },
    });
    const result = await payment.canMakePayment();
    session.set(READY_KEY, String(result));
    return readyAnswer(result, v2(request) && request.existingPaymentMethodRequired);
  } catch {
    return { result: session.get(READY_KEY) === 'true' };
  }
}

async function ready(win: Window, session: SafeStorage, request: PayRequest): Promise<ReadyToPay> {
  const present = request.existingPaymentMethodRequired;
  if (upiMethod(request, nativeOn(win))) return readyAnswer(true, present);
  const web = (): ReadyToPay => ({ result: !onlyTokenizedCards(request) && webPaySupported(win.navigator.userAgent) });
  if (!nativeOn(win) || request.i?.disableNative === true) return web();
  if (!v2(request)) {
    const answer = await nativeReady(win, session, request);
    return onlyTokenizedCards(request) ? answer : web();
  }
  const none = readyAnswer(false, present);
  // The native check is asked about tokenized cards only (it says yes to PAN_ONLY whatever the reader has).
  const tokenized = allowsAuth(request, 'CRYPTOGRAM_3DS')
    ? await nativeReady(win, session, {
        ...request,
        allowedPaymentMethods: (request.allowedPaymentMethods as Record<string, unknown>[]).map((method) =>
          method.type === 'CARD'
            ? { ...method, parameters: { ...(method.parameters as object), allowedAuthMethods: ['CRYPTOGRAM_3DS'] } }
            : method,
        ),
      })
    : none;
  return tokenized.result ? tokenized : allowsAuth(request, 'PAN_ONLY') ? web() : none;
}

/** The request merged over the client's options; rejects with a DEVELOPER_ERROR PaymentDataError for a bad one or an insecure page. */
export function isReadyToPay(
  deps: { win: Window; log: Logger; session: SafeStorage },
  options: PayRequest,
  input: PayRequest | null | undefined,
): Promise<ReadyToPay> {
  const request = input && { ...options, ...input };
  const error = secureContextError(deps.win.isSecureContext) ?? isReadyToPayError(request);
  return error ? developerError(deps.log, 'isReadyToPay', error) : ready(deps.win, deps.session, request as PayRequest);
}
