/**
 * The card payment client (spec magazine §5 "Payment wrapper"; the provider's payjs_async): checks
 * a request and starts a payment on the provider's pay page in a pop-up or the whole window (the
 * project's Web Activities ports, request id GPAY), in the payment dialog on a page shown inside a
 * frame (§9: 480 px wide, 280 px high at first), or by UPI. Every answer,
 * also a developer error, goes to `onResponse` as a promise: PaymentData, or a PaymentDataError.
 *
 * The native card sheet is not built: the subscriptions client always disables it (as the
 * provider's own client does), so loadPaymentData uses the web page. isReadyToPay is in
 * ready-to-pay.ts (nothing in the subscriptions client asks it, so the bundle leaves it out).
 */
import { fetchText } from '../../core/http';
import type { Logger } from '../../core/log';
import type { SafeStorage } from '../../core/storage';
import type { ActivityResult } from 'web-activities/activity-ports';
import type { Popups } from '../activities/popups';
import type { PopupPane } from '../dialogs/popup-pane';
import { PROVIDER_TIMEOUT_MS } from '../api/provider-api';
import type { PaymentData, PaymentDataError, PaymentDataRequest } from './pay-client-types';
import {
  environmentError,
  nativePaySupported,
  paymentDataRequestError,
  paymentFailure,
  secureContextError,
  upiMethod,
  type PayRequest,
} from './pay-rules';
import { configuredPayUrls, type PayUrls } from './pay-urls';
import { payByUpi } from './upi';

/** The request id of the pay page (the provider's, so a redirected answer finds its handler). */
const PAY_REQUEST_ID = 'GPAY';

export interface PaymentsClientDeps {
  win: Window;
  log: Logger;
  session: SafeStorage;
  popups: Popups;
  popupPane: PopupPane;
  /** The pay page in a dialog on the page (ui.paymentDialog). */
  paymentDialog(url: string, args: Record<string, unknown>): { acceptResult(): Promise<ActivityResult> };
  /** Each answer, as the provider's page or the UPI app gives it. */
  onResponse(answer: Promise<PaymentData>): void;
  /** The redirect key kept before a redirect: the process call names it. */
  redirectKey: string | null;
}

export interface PaymentsClient {
  loadPaymentData(request: PaymentDataRequest): void;
}

/** A failure of the client's own (channel, process call), not the provider page's code. */
const failure = (statusMessage: string): PaymentDataError => ({ statusCode: 'INTERNAL_ERROR', statusMessage });

/** The buy-flow process call: the page got encrypted callback data back from a redirect; the provider decrypts it. */
export async function processRedirect(url: string, encrypted: string): Promise<Record<string, unknown>> {
  const answer = await fetchText(url, {
    timeoutMs: PROVIDER_TIMEOUT_MS,
    init: { method: 'POST', body: encrypted, credentials: 'include' },
  });
  if (!answer.ok) {
    const { error } = answer;
    throw failure(
      error.kind === 'status' ? `Unknown HTTP status ${error.status}` : error.kind === 'network' ? 'Network failure' : 'Request aborted',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(answer.value);
  } catch {
    // Reported below with the other shapes that are no answer.
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw failure('Malformed buy-flow answer');
  return data as Record<string, unknown>;
}

/** The pay page's answer once its channel is checked (spec §8 'channel mismatch'). */
async function pageAnswer(
  port: { acceptResult(): Promise<ActivityResult> },
  urls: PayUrls,
  redirectKey: string | null,
): Promise<PaymentData> {
  const result = await port.acceptResult().catch((error: unknown) => Promise.reject(paymentFailure(error)));
  if (result.origin !== urls.origin) throw failure('channel mismatch');
  const { redirectEncryptedCallbackData: encrypted, ...data } = (
    typeof result.data === 'object' && result.data ? result.data : {}
  ) as Record<string, unknown>;
  // Encrypted data proves itself at the provider; plain data must come over a verified, secure channel.
  if (encrypted) return { ...data, ...(await processRedirect(urls.process(redirectKey), String(encrypted))) };
  if (!result.originVerified || !result.secureChannel) throw failure('channel mismatch');
  return data;
}

export function developerError(log: Logger, api: string, statusMessage: string): Promise<never> {
  log.error(`DEVELOPER_ERROR in ${api} : ${statusMessage}`);
  return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage } satisfies PaymentDataError);
}

/** Whether this browser pays natively (spec §9: Android Chrome 59+). */
export const nativeOn = (win: Window): boolean =>
  nativePaySupported(win.navigator.userAgent, win.navigator.vendor, 'PaymentRequest' in win);

/** Throws Error with the provider's text for an unknown environment. */
export function createPaymentsClient(deps: PaymentsClientDeps, options: PayRequest = {}): PaymentsClient {
  const { win, log, session, popups, popupPane, onResponse } = deps;
  const badEnvironment = environmentError(options.environment);
  if (badEnvironment) throw new Error(badEnvironment);
  const environment = options.environment ?? 'TEST';
  const urls = configuredPayUrls(win, environment);
  const native = nativeOn(win);
  // Names this page's payments in the provider's logs; the pay flow may bring its own.
  const transactionId = `${Math.random().toString(16).slice(2)}.${environment}`;

  popups.onResult(PAY_REQUEST_ID, (port) => {
    popupPane.hide();
    onResponse(pageAnswer(port, urls, deps.redirectKey));
  });

  return {
    loadPaymentData(request) {
      const upi = request ? upiMethod(request, native) : null;
      const error = secureContextError(win.isSecureContext) ?? paymentDataRequestError(request, upi);
      if (error) return onResponse(developerError(log, 'loadPaymentData', error));
      if (upi) return onResponse(payByUpi(win, session, request, upi));
      request.i = { startTimeMs: Date.now(), googleTransactionId: transactionId, ...request.i };
      if (!request.swg) request.apiVersion ||= 1;
      request.environment = environment;
      const url = urls.page(request.swg?.swgVersion);
      const args = request as Record<string, unknown>;
      // A page shown inside another's frame (an app's or a viewer's) cannot count on a pop-up's or a
      // redirect's way back to it: the pay page opens in the payment dialog there, as the provider's wrapper does.
      if (win !== win.top && !request.forceRedirect) return onResponse(pageAnswer(deps.paymentDialog(url, args), urls, deps.redirectKey));
      popupPane.show(popups.open(PAY_REQUEST_ID, url, args, request.forceRedirect === true));
    },
  };
}
