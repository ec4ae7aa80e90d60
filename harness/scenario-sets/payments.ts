/**
 * Scenarios of the mock payment provider (harness/mocks/pay-provider.ts): the buy-flow process
 * call that decrypts a redirected payment fails in each way a remote call can. The default answers
 * the payment. They show once a payment comes back from the pay page in the whole window.
 */
import { delay, HttpResponse } from 'msw';
import type { Scenario } from '../scenario-types';
import { TIMEOUT_DELAY_MS } from '../mocks/failures';
import { PAID_SKU, paidPaymentData, payProviderHandlers } from '../mocks/pay-provider';
import { hostileText } from './station-hostile';

const PAGES = ['magazine-article', 'magazine-article-locked', 'magazine-article-microdata'] as const;

/** A payment whose texts carry markup and script (passed on as data, never shown as markup). */
export const HOSTILE_SKU = hostileText('Abo');

const processScenario = (id: string, title: string, description: string, answer: () => Response | Promise<Response>): Scenario => ({
  id: `swg-payment-process-${id}`,
  title,
  description: `The pay page’s encrypted answer after a redirect goes to POST /gp/p/apis/buyflow/process, which ${description}`,
  site: 'magazine',
  visibleEffect: false,
  pages: PAGES,
  handlers: payProviderHandlers(answer),
});

export const paymentScenarios: Scenario[] = [
  processScenario(
    '400',
    'Payment process call answers 400',
    'answers 400 with a JSON error: the client reports “Unknown HTTP status 400”.',
    () => HttpResponse.json({ error: { code: 400, message: 'Invalid callback data' } }, { status: 400 }),
  ),
  processScenario('503', 'Payment process call answers 503', 'answers 503: the client reports “Unknown HTTP status 503”.', () =>
    HttpResponse.text('Service Unavailable', { status: 503 }),
  ),
  processScenario('network', 'Payment process call fails', 'drops the connection: the client reports “Network failure”.', () =>
    HttpResponse.error(),
  ),
  processScenario(
    'timeout',
    'Payment process call never answers',
    `answers only after ${TIMEOUT_DELAY_MS / 1000} s: the client gives up after 10 s with “Request aborted”.`,
    async () => {
      await delay(TIMEOUT_DELAY_MS);
      return HttpResponse.json(paidPaymentData());
    },
  ),
  processScenario(
    'malformed',
    'Payment process call answers malformed JSON',
    'answers broken JSON: the client reports “Malformed buy-flow answer”.',
    () => new HttpResponse('{"swgCallbackData":{"purchaseData":', { headers: { 'Content-Type': 'application/json' } }),
  ),
  processScenario(
    'hostile',
    'Payment process call answers hostile text',
    'answers a payment whose purchase data carries markup and script: passed on as data, never shown as markup.',
    () => {
      const data = paidPaymentData() as { swgCallbackData: Record<string, unknown> };
      return HttpResponse.json({
        ...data,
        swgCallbackData: { ...data.swgCallbackData, purchaseData: JSON.stringify({ productId: HOSTILE_SKU, sku: PAID_SKU }) },
      });
    },
  ),
];
