/**
 * The pay flow's one payment client per page (the seam of pay-client-types.ts, over the provider's
 * payments client of payments-client.ts). Made on first use; on a page loaded back from the pay
 * page in the whole window it starts at once, so the answer in the address is picked up and kept
 * for the flow's listener, however late that is set. Each start carries a fresh redirect verifier
 * (16 random bytes, SHA-384; spec §9) whose key the page keeps for the process call after a redirect.
 */
import { lazy } from '../../core/lazy';
import { carriesRedirectResult } from '../activities/popups';
import type { Logger } from '../../core/log';
import type { SwgStorage } from '../storage/swg-storage';
import type { SubscriptionsUi } from '../ui/ui';
import { createVerifierPair } from './redirect-verifier';
import type { PayClient, PaymentData, PaymentDataError, PaymentDataRequest } from './pay-client-types';
import { createPaymentsClient } from './payments-client';

/** The client whose pay client this is, with the services that pay client uses (the subscriptions client fits). */
export interface PayClientOwner {
  readonly services: { win: Window; log: Logger; storage: SwgStorage; ui: () => SubscriptionsUi };
}

/** The provider's local storage key of the redirect key. */
const REDIRECT_KEY = 'subscribe.google.com:rk';

const clients = new WeakMap<PayClientOwner, PayClient>();

/** A failed answer as the flow gets it: an Error with the PaymentDataError's fields; a cancel is an AbortError too. */
export function paymentError(fields: PaymentDataError, request: PaymentDataRequest | null): Error {
  const error = Object.assign(new Error(fields.statusMessage || fields.statusCode), fields);
  if (fields.statusCode === 'CANCELED') Object.assign(error, { name: 'AbortError', productType: request?.i?.productType ?? null });
  return error;
}

export function createPayClient(client: PayClientOwner): PayClient {
  let made = clients.get(client);
  if (!made) clients.set(client, (made = buildPayClient(client)));
  return made;
}

function buildPayClient({ services }: PayClientOwner): PayClient {
  const { win, log, storage } = services;
  let request: PaymentDataRequest | null = null;
  let answer: Promise<PaymentData> | null = null;
  let listener: ((answer: Promise<PaymentData>) => void) | null = null;
  // The request the answer belongs to travels with it, as the provider does not echo it.
  const convert = (raw: Promise<PaymentData>, sent: PaymentDataRequest | null): Promise<PaymentData> =>
    raw.then(
      (data) => (sent ? { ...data, paymentRequest: sent } : data),
      // Every rejection of the payments client is a PaymentDataError.
      (failure: PaymentDataError) => Promise.reject(paymentError(failure, sent)),
    );
  const payments = lazy(() => {
    const ui = services.ui();
    return createPaymentsClient(
      {
        win,
        log,
        session: storage.session,
        popups: ui.popups,
        popupPane: ui.popupPane,
        paymentDialog: ui.paymentDialog,
        redirectKey: storage.local.get(REDIRECT_KEY),
        onResponse(raw) {
          answer = raw;
          // Unhandled until a listener comes; it is handled then.
          raw.catch(() => undefined);
          listener?.(convert(raw, request));
        },
      },
      { environment: 'PRODUCTION' },
    );
  });
  const crypto = win.crypto;
  const pair = crypto?.subtle ? createVerifierPair(crypto) : Promise.resolve(null);
  if (carriesRedirectResult(win.location.hash)) payments();
  return {
    async start(paymentRequest, options = {}) {
      request = paymentRequest;
      const started = payments();
      if (options.forceRedirect) paymentRequest.forceRedirect = true;
      // The native sheet stays off (the provider's own subscriptions client turned it off for good).
      const internals = Object.assign((paymentRequest.i ??= {}), { disableNative: true, disableNgbf: true });
      const verifier = await pair;
      // Without a kept key the verifier could never be checked: then none is sent.
      if (verifier && storage.local.set(REDIRECT_KEY, verifier.key)) internals.redirectVerifier = verifier.verifier;
      started.loadPaymentData(paymentRequest);
      return true;
    },
    onResponse(callback) {
      listener = callback;
      const earlier = answer;
      if (earlier) void Promise.resolve().then(() => callback(convert(earlier, request)));
    },
  };
}
