/**
 * The payment wrapper's rules (spec magazine §4, §5 "Payment wrapper", §8, §9) with the texts of
 * the provider's payment client.
 */
import { describe, expect, it } from 'vitest';
import {
  allowsAuth,
  environmentError,
  isReadyToPayError,
  nativePaySupported,
  onlyTokenizedCards,
  paymentDataRequestError,
  paymentFailure,
  secureContextError,
  upiFailure,
  upiMethod,
  webPaySupported,
  NO_UPI_APP,
} from '../../../../src/subscriptions/payments/pay-rules';
import { payUrls } from '../../../../src/subscriptions/payments/pay-urls';

const card = (parameters: unknown) => ({ type: 'CARD', parameters });
const PARAMS = { allowedCardNetworks: ['VISA'], allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'] };
const v2 = (allowedPaymentMethods: unknown) => ({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods });
const ANDROID_CHROME = (version: number) =>
  `Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Mobile Safari/537.36`;

describe('environments (spec §4: LOCAL, PREPROD, PRODUCTION, SANDBOX, TEST, TIN)', () => {
  it('takes the six and none; anything else gets the provider’s text', () => {
    for (const environment of ['LOCAL', 'PREPROD', 'PRODUCTION', 'SANDBOX', 'TEST', 'TIN', undefined, ''])
      expect(environmentError(environment)).toBeNull();
    expect(environmentError('LIVE')).toBe(
      'Parameter environment in PaymentOptions can optionally be set to PRODUCTION, otherwise it defaults to TEST. LIVE',
    );
  });

  it('puts the pay page and the process call on the environment’s host, or below the configured base', () => {
    expect(payUrls('PRODUCTION').page('1.2')).toBe('https://pay.google.com/gp/p/ui/pay?swg=true&swgVersion=1.2');
    expect(payUrls('SANDBOX').process(null)).toBe('https://pay.sandbox.google.com/gp/p/apis/buyflow/process');
    expect(payUrls('PREPROD').origin).toBe('https://pay-preprod.sandbox.google.com');
    const mock = payUrls('PRODUCTION', 'http://127.0.0.1:4174/mock/default/pay.google.com/');
    expect(mock.origin).toBe('http://127.0.0.1:4174');
    expect(mock.process('k+/=')).toBe('http://127.0.0.1:4174/mock/default/pay.google.com/gp/p/apis/buyflow/process?rk=k%2B%2F%3D');
    expect(payUrls('TEST', 'javascript:alert(1)').origin).toBe('https://pay.google.com');
  });
});

describe('the secure-context rule (spec §5 "Payment must be called in a secure context")', () => {
  it('rejects an insecure page, lets a secure one and a browser that cannot tell through', () => {
    expect(secureContextError(false)).toBe('Google Pay APIs should be called in secure context!');
    expect(secureContextError(true)).toBeNull();
    expect(secureContextError(undefined)).toBeNull();
  });
});

describe('isReadyToPay, version 2', () => {
  it('needs the request, apiVersionMinor and a non-empty allowedPaymentMethods', () => {
    expect(isReadyToPayError(null)).toBe('isReadyToPayRequest must be set!');
    expect(isReadyToPayError({ apiVersion: 2, allowedPaymentMethods: [card(PARAMS)] })).toBe('apiVersionMinor must be set!');
    for (const methods of [undefined, [], 'CARD']) {
      expect(isReadyToPayError(v2(methods))).toBe(
        'for v2 allowedPaymentMethods must be set to an array containing a list of accepted payment methods',
      );
    }
  });

  it('CARD needs parameters, a non-empty allowedCardNetworks and CRYPTOGRAM_3DS and/or PAN_ONLY', () => {
    expect(isReadyToPayError(v2([card(undefined)]))).toBe('Field parameters must be setup in each allowedPaymentMethod');
    expect(isReadyToPayError(v2([card({ allowedCardNetworks: [], allowedAuthMethods: ['PAN_ONLY'] })]))).toBe(
      'allowedCardNetworks must be setup in parameters for type CARD',
    );
    const auth = "allowedAuthMethods must be setup in parameters for type 'CARD'  and must contain 'CRYPTOGRAM_3DS' and/or 'PAN_ONLY'";
    for (const allowedAuthMethods of [undefined, [], ['PAN_ONLY', 'MAGIC']]) {
      expect(isReadyToPayError(v2([card({ allowedCardNetworks: ['VISA'], allowedAuthMethods })]))).toBe(auth);
    }
    expect(isReadyToPayError(v2([card(PARAMS), { type: 'PAYPAL' }]))).toBeNull();
  });
});

describe('isReadyToPay, version 1', () => {
  it('needs CARD and/or TOKENIZED_CARD', () => {
    const text = "allowedPaymentMethods must be set to an array containing 'CARD' and/or 'TOKENIZED_CARD'!";
    for (const allowedPaymentMethods of [undefined, [], ['CARD', 'UPI'], ['PAYPAL']])
      expect(isReadyToPayError({ allowedPaymentMethods })).toBe(text);
    expect(isReadyToPayError({ apiVersion: 1, allowedPaymentMethods: ['CARD', 'TOKENIZED_CARD'] })).toBeNull();
  });

  it('tokenized-only merchants and the auth methods a v2 card allows', () => {
    expect(onlyTokenizedCards({ allowedPaymentMethods: ['TOKENIZED_CARD'] })).toBe(true);
    expect(onlyTokenizedCards({ allowedPaymentMethods: ['CARD', 'TOKENIZED_CARD'] })).toBe(false);
    expect(onlyTokenizedCards(v2([card({ allowedAuthMethods: ['CRYPTOGRAM_3DS'] })]))).toBe(true);
    expect(allowsAuth(v2([card(PARAMS)]), 'PAN_ONLY')).toBe(true);
    expect(allowsAuth({ allowedPaymentMethods: ['CARD'] }, 'PAN_ONLY')).toBe(false);
  });
});

describe('native support (spec §9: Android Chrome 59 or newer)', () => {
  it('only Android Chrome 59+, with PaymentRequest, from Google; not Opera', () => {
    expect(nativePaySupported(ANDROID_CHROME(59), 'Google Inc.', true)).toBe(true);
    expect(nativePaySupported(ANDROID_CHROME(58), 'Google Inc.', true)).toBe(false);
    expect(nativePaySupported(ANDROID_CHROME(120), 'Google Inc.', false)).toBe(false);
    expect(nativePaySupported(`${ANDROID_CHROME(120)} OPR/80.0`, 'Google Inc.', true)).toBe(false);
    expect(
      nativePaySupported(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        'Google Inc.',
        true,
      ),
    ).toBe(false);
  });

  it('the web page works in Chrome, Firefox and Safari, not in the Google app or Firefox on iOS', () => {
    expect(webPaySupported(ANDROID_CHROME(120))).toBe(true);
    expect(webPaySupported('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/300.0 Mobile/15E148 Safari/604.1')).toBe(
      false,
    );
    expect(webPaySupported('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15')).toBe(
      false,
    );
    expect(webPaySupported('curl/8.0')).toBe(false);
  });
});

describe('loadPaymentData (spec §5)', () => {
  const info = (transactionInfo: Record<string, unknown>) => ({ transactionInfo });
  it('requires the request, and swg needs skuId and publicationId', () => {
    expect(paymentDataRequestError(undefined, null)).toBe('paymentDataRequest must be set!');
    expect(paymentDataRequestError({ swg: { skuId: 'sku' } }, null)).toBe('Both skuId and publicationId must be provided');
    expect(paymentDataRequestError({ swg: { skuId: 'sku', publicationId: 'pub' } }, null)).toBeNull();
  });

  it('transactionInfo needs currencyCode and a valid totalPriceStatus, and totalPrice unless NOT_CURRENTLY_KNOWN', () => {
    expect(paymentDataRequestError({}, null)).toBe('transactionInfo must be set!');
    expect(paymentDataRequestError(info({}), null)).toBe('currencyCode in transactionInfo must be set!');
    expect(paymentDataRequestError(info({ currencyCode: 'EUR', totalPriceStatus: 'MAYBE' }), null)).toBe(
      'totalPriceStatus in transactionInfo must be set to one of NOT_CURRENTLY_KNOWN, ESTIMATED or FINAL!',
    );
    for (const totalPriceStatus of ['ESTIMATED', 'FINAL']) {
      expect(paymentDataRequestError(info({ currencyCode: 'EUR', totalPriceStatus }), null)).toBe(
        'totalPrice in transactionInfo must be set when totalPriceStatus is ESTIMATED or FINAL!',
      );
    }
    expect(paymentDataRequestError(info({ currencyCode: 'EUR', totalPriceStatus: 'NOT_CURRENTLY_KNOWN' }), null)).toBeNull();
  });

  it('UPI needs its parameters, currency INR, status FINAL and a transactionNote', () => {
    const fullParams = {
      payeeVpa: 'shop@bank',
      payeeName: 'Shop',
      referenceUrl: 'https://shop.example/o/1',
      mcc: '5999',
      transactionReferenceId: 'ref-1',
    };
    const request = (parameters: unknown, transactionInfo: Record<string, unknown>) => {
      const built = { ...v2([{ type: 'UPI', parameters }]), transactionInfo };
      return [built, upiMethod(built, true)] as const;
    };
    const good = { currencyCode: 'INR', totalPriceStatus: 'FINAL', totalPrice: '10.00', transactionNote: 'Abo' };
    expect(paymentDataRequestError(...request(undefined, good))).toBe('parameters must be set in allowedPaymentMethod!');
    for (const field of Object.keys(fullParams)) {
      expect(paymentDataRequestError(...request({ ...fullParams, [field]: '' }, good))).toBe(
        `${field} in allowedPaymentMethod parameters must be set!`,
      );
    }
    expect(paymentDataRequestError(...request(fullParams, { ...good, currencyCode: 'EUR' }))).toBe(
      'currencyCode in transactionInfo must be set to INR!',
    );
    expect(paymentDataRequestError(...request(fullParams, { ...good, totalPriceStatus: 'ESTIMATED' }))).toBe(
      'totalPriceStatus in transactionInfo must be set to FINAL!',
    );
    expect(paymentDataRequestError(...request(fullParams, { ...good, transactionNote: '' }))).toBe(
      'transactionNote in transactionInfo must be set!',
    );
    expect(paymentDataRequestError(...request(fullParams, good))).toBeNull();
    // Without native support (or below version 2) UPI is not a way to pay, so its rules do not apply.
    expect(upiMethod(v2([{ type: 'UPI' }]), false)).toBeNull();
    expect(upiMethod({ apiVersion: 1, allowedPaymentMethods: [{ type: 'UPI' }] }, true)).toBeNull();
  });
});

describe('status mapping (spec §8)', () => {
  const failed = (statusCode: string, statusMessage = 'text') => new Error(`Error: ${JSON.stringify({ statusCode, statusMessage })}`);
  it('passes only DEVELOPER_ERROR and MERCHANT_ACCOUNT_ERROR through; other codes become CANCELED', () => {
    expect(paymentFailure(failed('DEVELOPER_ERROR', 'bad'))).toEqual({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad' });
    expect(paymentFailure(failed('MERCHANT_ACCOUNT_ERROR', 'acct'))).toEqual({
      statusCode: 'MERCHANT_ACCOUNT_ERROR',
      statusMessage: 'acct',
    });
    expect(paymentFailure(failed('BUYER_ACCOUNT_ERROR'))).toEqual({ statusCode: 'CANCELED', statusMessage: '' });
  });

  it('a closed window or an abort is CANCELED; a failure without a code keeps its text', () => {
    expect(paymentFailure(Object.assign(new Error('AbortError'), { name: 'AbortError' })).statusCode).toBe('CANCELED');
    expect(paymentFailure(new Error('AbortError')).statusCode).toBe('CANCELED');
    expect(paymentFailure(new Error('kaputt <b>'))).toEqual({ statusCode: 'INTERNAL_ERROR', statusMessage: 'kaputt <b>' });
  });
});

describe('UPI failures (spec §8)', () => {
  it('ZM, Z9, 91 and others with their texts and error codes', () => {
    expect(upiFailure('ZM')).toEqual({ errorCode: 3, errorMessage: 'Payment failure due to invalid MPIN.' });
    expect(upiFailure('Z9')).toEqual({ errorCode: 3, errorMessage: 'Payment failure due to insufficient funds.' });
    expect(upiFailure('91')).toEqual({ errorCode: 1, errorMessage: 'Payment failure due to transaction timeout or connection issue.' });
    expect(upiFailure('U30')).toEqual({ errorMessage: 'Payment cancelled.' });
    expect(NO_UPI_APP).toBe('Cannot redirect to Tez page in Google Play.');
  });
});
