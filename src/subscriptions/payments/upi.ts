/**
 * UPI payments (spec magazine §3 UPI parameters, §8 UPI failures) through the browser's
 * PaymentRequest API and the provider's UPI app: the app's answer `tezResponse` says SUCCESS or
 * FAILURE with a response code. Without the app the reader goes to its store page. Every failure
 * reaches the page as statusCode CANCELED, with the app's text and the provider's error code.
 */
import type { SafeStorage } from '../../core/storage';
import type { PaymentDataError } from './pay-client-types';
import { NO_UPI_APP, UPI_APP_STORE, upiFailure, type PayRequest } from './pay-rules';

type Json = Record<string, unknown>;

/** Only a yes is kept: after installing the app the reader must not be sent to the store again. */
const CAN_PAY_KEY = 'google.payments.api.storage.upi.canMakePaymentCache';

/** The window's PaymentRequest (absent where the browser has none; callers check first). */
export const paymentRequestOf = (win: Window) => (win as Window & typeof globalThis).PaymentRequest;

type UpiFailure = PaymentDataError & { errorCode?: number };

async function canPay(request: PaymentRequest, session: SafeStorage): Promise<boolean> {
  const cached = session.get(CAN_PAY_KEY);
  if (cached) return cached === 'true';
  if (!('canMakePayment' in request)) return true;
  const can = await request.canMakePayment();
  if (can) session.set(CAN_PAY_KEY, 'true');
  return can;
}

export async function payByUpi(win: Window, session: SafeStorage, request: PayRequest, method: Json): Promise<Json> {
  const parameters = method.parameters as Json;
  const info = request.transactionInfo as Json;
  const amount = { currency: info.currencyCode, value: info.totalPrice };
  const data: Json = {
    pa: parameters.payeeVpa,
    pn: parameters.payeeName,
    tr: parameters.transactionReferenceId,
    url: parameters.referenceUrl,
    mc: parameters.mcc,
    tn: info.transactionNote,
  };
  if (parameters.transactionId) data.tid = parameters.transactionId;
  try {
    const payment = new (paymentRequestOf(win))([{ supportedMethods: 'https://tez.google.com/pay', data }], {
      total: { label: 'Total', amount },
    } as PaymentDetailsInit);
    if (!(await canPay(payment, session))) {
      win.location.replace(UPI_APP_STORE);
      throw { errorMessage: NO_UPI_APP };
    }
    const response = await payment.show();
    void response.complete('success');
    const answer = JSON.parse(String((response.details as Json).tezResponse)) as Json;
    if (answer.Status === 'FAILURE') throw upiFailure(answer.responseCode);
    return {
      apiVersion: request.apiVersion,
      apiVersionMinor: request.apiVersionMinor,
      paymentMethodData: {
        type: method.type,
        tokenizationData: {
          type: 'DIRECT',
          token: {
            protocolVersion: 'ECv1',
            // The app's answer is not signed: the merchant's server checks the transaction itself.
            signature: '',
            signedMessage: {
              paymentMethodType: 'UPI',
              payeeVpa: parameters.payeeVpa,
              status: answer.Status,
              transactionReferenceId: parameters.transactionReferenceId,
              transactionId: parameters.transactionId || answer.txnId,
              transactionInfo: info,
            },
          },
        },
      },
    };
  } catch (caught) {
    const failure = caught as { errorMessage?: unknown; errorCode?: number; message?: unknown };
    const rejection: UpiFailure = { statusCode: 'CANCELED', statusMessage: String(failure?.errorMessage ?? failure?.message ?? caught) };
    if (failure?.errorCode) rejection.errorCode = failure.errorCode;
    throw rejection;
  }
}
