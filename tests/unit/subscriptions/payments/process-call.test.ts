/**
 * The buy-flow process call (spec magazine §7; §8 'Unknown HTTP status', 'Network failure',
 * 'Request aborted') against the harness's mock payment provider and its scenarios.
 */
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../support/msw';
import { ENCRYPTED_CALLBACK_DATA, PAY_PROCESS_URL, PURCHASE_SIGNATURE } from '../../../../harness/mocks/pay-provider';
import { HOSTILE_SKU, paymentScenarios } from '../../../../harness/scenario-sets/payments';
import { processRedirect } from '../../../../src/subscriptions/payments/payments-client';
import { paymentError } from '../../../../src/subscriptions/payments/pay-client';

const scenario = (id: string) =>
  mockServer.use(...(paymentScenarios.find((entry) => entry.id === `swg-payment-process-${id}`)?.handlers ?? []));
const failed = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (failure: unknown) => failure,
  );

describe('the buy-flow process call', () => {
  it('turns the encrypted callback data into the payment', async () => {
    const data = (await processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA)) as {
      swgCallbackData: { purchaseDataSignature: string };
    };
    expect(data.swgCallbackData.purchaseDataSignature).toBe(PURCHASE_SIGNATURE);
  });

  it('4xx and 5xx: Unknown HTTP status; a dropped connection: Network failure; broken JSON is no answer', async () => {
    scenario('400');
    expect(await failed(processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA))).toEqual({
      statusCode: 'INTERNAL_ERROR',
      statusMessage: 'Unknown HTTP status 400',
    });
    scenario('503');
    expect(await failed(processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA))).toEqual({
      statusCode: 'INTERNAL_ERROR',
      statusMessage: 'Unknown HTTP status 503',
    });
    scenario('network');
    expect(await failed(processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA))).toEqual({
      statusCode: 'INTERNAL_ERROR',
      statusMessage: 'Network failure',
    });
    scenario('malformed');
    expect(await failed(processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA))).toEqual({
      statusCode: 'INTERNAL_ERROR',
      statusMessage: 'Malformed buy-flow answer',
    });
  });

  it('no answer within 10 s: Request aborted', async () => {
    scenario('timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = failed(processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await answer).toEqual({ statusCode: 'INTERNAL_ERROR', statusMessage: 'Request aborted' });
    vi.useRealTimers();
  });

  it('hostile text in the answer is passed on as data, untouched', async () => {
    scenario('hostile');
    const data = (await processRedirect(PAY_PROCESS_URL, ENCRYPTED_CALLBACK_DATA)) as { swgCallbackData: { purchaseData: string } };
    expect(JSON.parse(data.swgCallbackData.purchaseData).productId).toBe(HOSTILE_SKU);
  });
});

describe('failed answers as the pay flow gets them', () => {
  it('an Error with the statusCode and statusMessage; a cancel is an AbortError with the product type', () => {
    const developer = paymentError({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad' }, null);
    expect(developer).toBeInstanceOf(Error);
    expect(developer).toMatchObject({ message: 'bad', statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad' });
    const cancel = paymentError({ statusCode: 'CANCELED', statusMessage: '' }, { i: { productType: 'UI_CONTRIBUTION' } });
    expect(cancel).toMatchObject({ name: 'AbortError', message: 'CANCELED', statusCode: 'CANCELED', productType: 'UI_CONTRIBUTION' });
  });
});
