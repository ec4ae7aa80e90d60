/**
 * Test-only entry (built by the payments end-to-end test, never shipped): the pay client and the
 * payment wrapper on the page they are loaded into, with the page's own storage, provider
 * settings and pop-up ports. It records every answer the pay flow's listener would get.
 */
import { lazy } from '../../src/core/lazy';
import { consoleLogger } from '../../src/core/log';
import { systemClock } from '../../src/core/clock';
import { safeStorage } from '../../src/core/storage';
import { createEventBus } from '../../src/subscriptions/events/event-bus';
import { createPayClient, type PayClientOwner } from '../../src/subscriptions/payments/pay-client';
import type { PaymentDataRequest } from '../../src/subscriptions/payments/pay-client-types';
import { isReadyToPay } from '../../src/subscriptions/payments/ready-to-pay';
import type { PayRequest } from '../../src/subscriptions/payments/pay-rules';
import { readProviderSettings } from '../../src/subscriptions/api/provider-settings';
import { createSwgStorage } from '../../src/subscriptions/storage/swg-storage';
import { createSubscriptionsUi } from '../../src/subscriptions/ui/ui';

export type Answer =
  | { ok: true; data: unknown }
  | { ok: false; name: string; message: string; statusCode: unknown; statusMessage: unknown; errorCode?: unknown; productType?: unknown };

export interface PayProbe {
  answers: Answer[];
  /** Set the pay flow's listener (answers are recorded from then on, earlier ones included). */
  listen(): void;
  start(request: PaymentDataRequest, forceRedirect?: boolean): Promise<boolean>;
  isReadyToPay(options: PayRequest, request: PayRequest | null): Promise<unknown>;
}

const log = consoleLogger;
const session = safeStorage(() => window.sessionStorage, log, 'sessionStorage');
const storage = createSwgStorage(
  safeStorage(() => window.localStorage, log, 'localStorage'),
  session,
);
const settings = readProviderSettings(window, log);
const bus = createEventBus(log);
const ui = lazy(() => createSubscriptionsUi({ win: window, log, clock: systemClock, settings, bus }));
// The pay client reads only these services of the subscriptions client.
const client: PayClientOwner = { services: { win: window, log, storage, ui } };
const answers: Answer[] = [];
const pay = createPayClient(client);

const record = (answer: Promise<unknown>) =>
  answer.then(
    (data) => void answers.push({ ok: true, data }),
    (error: Error & Record<string, unknown>) => {
      const { name, message, statusCode, statusMessage, errorCode, productType } = error;
      answers.push({
        ok: false,
        name,
        message,
        statusCode,
        statusMessage,
        ...(errorCode !== undefined ? { errorCode } : {}),
        ...(productType !== undefined ? { productType } : {}),
      });
      // Seen by the test even when the page navigates away right after (UPI without the app).
      console.info(`pay answer: ${JSON.stringify(answers.at(-1))}`);
    },
  );

const probe: PayProbe = {
  answers,
  listen: () => pay.onResponse((answer) => void record(answer)),
  start: (request, forceRedirect) => pay.start(request, { forceRedirect: forceRedirect === true }),
  isReadyToPay: (options, request) =>
    isReadyToPay({ win: window, log, session }, options, request).catch((failure: unknown) => ({ rejected: failure })),
};
(window as unknown as { payProbe: PayProbe }).payProbe = probe;
