import { describe, expect, it } from 'vitest';
import {
  SUBSCRIBE_SKU_ONLY,
  UNEXPECTED_PAYMENT_RESPONSE,
  flowOf,
  paymentRequest,
  readPaymentAnswer,
  readSubscriptionRequest,
  userDataFrom,
} from '../../../../src/subscriptions/flows/pay-rules';

const CALLBACK = {
  purchaseData: '{"productId":"magazin_plus_monatlich","orderId":"GPA.1"}',
  purchaseDataSignature: 'c2ln',
  swgUserToken: 'sut',
};

describe('the purchase call', () => {
  it('a sku string or a request object; the sku is required', () => {
    expect(readSubscriptionRequest('plus', 'subscribe')).toEqual({ skuId: 'plus' });
    expect(readSubscriptionRequest({ skuId: 'plus', oldSku: 'basic', oneTime: true, metadata: { a: 1 }, extra: 1 }, 'contribute')).toEqual({
      skuId: 'plus',
      oldSku: 'basic',
      oneTime: true,
      metadata: { a: 1 },
    });
    expect(() => readSubscriptionRequest({}, 'contribute')).toThrow('contribute needs a skuId');
    expect(SUBSCRIBE_SKU_ONLY).toMatch(/^subscribe takes only a sku string/);
  });
});

describe('the payment request (widget §7, §9)', () => {
  it('apiVersion 1, CARD only, sku, publication, version, start time and product type', () => {
    expect(paymentRequest({ skuId: 'plus' }, 'SUBSCRIPTION', 'magazin.example', '2', 1000)).toEqual({
      apiVersion: 1,
      allowedPaymentMethods: ['CARD'],
      environment: 'PRODUCTION',
      swg: { skuId: 'plus', publicationId: 'magazin.example', swgVersion: '2' },
      i: { startTimeMs: 1000, productType: 'SUBSCRIPTION' },
    });
  });
  it('an old sku replaces immediately with time proration (1); one-time is recurrence 2; metadata goes along', () => {
    const { swg } = paymentRequest(
      { skuId: 'plus', oldSku: 'basic', oneTime: true, metadata: { campaign: 'herbst' } },
      'UI_CONTRIBUTION',
      'magazin.example',
      null,
      0,
    );
    expect(swg).toEqual({
      skuId: 'plus',
      publicationId: 'magazin.example',
      oldSku: 'basic',
      replaceSkuProrationMode: 1,
      paymentRecurrence: 2,
      metadata: { campaign: 'herbst' },
    });
  });
  it('the flow is named by the product', () => {
    expect([flowOf('UI_CONTRIBUTION'), flowOf('SUBSCRIPTION'), flowOf(undefined)]).toEqual(['contribute', 'subscribe', 'subscribe']);
  });
});

describe('the payment answer (widget §3, §5)', () => {
  it("without callback data: 'unexpected payment response'", () => {
    for (const data of [
      null,
      undefined,
      {},
      { swgCallbackData: { purchaseDataSignature: 'x' } },
      'bm9wZQ==',
      { integratorClientCallbackData: '%%%' },
    ]) {
      expect(() => readPaymentAnswer(data as never)).toThrow(new Error(UNEXPECTED_PAYMENT_RESPONSE));
    }
  });
  it('reads the callback data and the request it answers', () => {
    expect(
      readPaymentAnswer({
        swgCallbackData: CALLBACK,
        paymentRequest: {
          swg: { skuId: 'plus', publicationId: 'p', oldSku: 'basic', paymentRecurrence: 2, metadata: { a: 1 } },
          i: { productType: 'UI_CONTRIBUTION' },
        },
      }),
    ).toEqual({
      callbackData: CALLBACK,
      productType: 'UI_CONTRIBUTION',
      oldSku: 'basic',
      paymentRecurrence: 2,
      requestMetadata: { a: 1 },
    });
    expect(readPaymentAnswer({ swgCallbackData: CALLBACK, productType: 'UI_CONTRIBUTION' }).productType).toBe('UI_CONTRIBUTION');
  });
  it('an integrator’s base64 JSON, as an object field or the whole answer', () => {
    const encoded = btoa(JSON.stringify({ swgCallbackData: CALLBACK }));
    expect(readPaymentAnswer({ integratorClientCallbackData: encoded } as never).callbackData).toEqual(CALLBACK);
    expect(readPaymentAnswer(encoded).productType).toBe('SUBSCRIPTION');
  });
  it('the user data of the id token', () => {
    expect(
      userDataFrom('t', { sub: '1', email: 'a@b.de', email_verified: true, name: 'A B', given_name: 'A', family_name: 'B', picture: 'p' }),
    ).toMatchObject({
      idToken: 't',
      id: '1',
      email: 'a@b.de',
      emailVerified: true,
      name: 'A B',
      givenName: 'A',
      familyName: 'B',
      pictureUrl: 'p',
    });
  });
});
