/**
 * The mock payment provider (spec magazine §5 "Payment wrapper", §7 buy-flow process call):
 * its pay page at the real address `https://pay.google.com/gp/p/ui/pay?swg=true` (served on the
 * harness's provider origin at `/mock/{scenario}/pay.google.com/gp/p/ui/pay`, where
 * `siteClientConfig.payOrigin` points the client) and its process call
 * `POST https://pay.google.com/gp/p/apis/buyflow/process`, which turns the encrypted callback data
 * a redirected pay page hands back into the payment's JSON. Answers are built from swg-js's wire
 * format (PaymentData with swgCallbackData); their texts are the project's own.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { unsignedJwt } from './provider-jwt';
import type { PageEffect, PageText } from '../provider-pages/page-types';
import { CONTRIBUTION_SKUS } from '../provider-pages/offer-pages';
import type { ProviderPage } from '../provider-pages/page-parts';
import { PREMIUM_PRODUCT, providerFixture, PUBLICATION_ID } from './provider-data';
import { renderProviderPage } from '../provider-pages/render';

const PAY_PROVIDER = 'https://pay.google.com';
export const PAY_PAGE_URL = `${PAY_PROVIDER}/gp/p/ui/pay`;
export const PAY_PROCESS_URL = `${PAY_PROVIDER}/gp/p/apis/buyflow/process`;

/** The sku the pay page says was bought, and the purchase's order id. */
export const PAID_SKU = 'magazin_premium_monat';
const ORDER_ID = 'GPA.3345-7781-2290-41555';
const PAY_USER_TOKEN = 'sut-magazin-7f3a9c21-abo';
export const PURCHASE_SIGNATURE = 'harness-purchase-signature';
/** What the redirected pay page hands back instead of the payment: the process call decrypts it. */
export const ENCRYPTED_CALLBACK_DATA = 'harness-encrypted-callback-data.v1';

/**
 * The payment the pay page and the process call answer (swg-js PaymentData). The pay page answers
 * for the sku and product it was asked for (`{{swg.skuId}}` and `{{i.productType}}` are filled from
 * the client's arguments in the page, harness/provider-pages/host.ts); the process call, which
 * has no arguments, for a subscription of PAID_SKU.
 */
export function paidPaymentData(nowMs = Date.now(), sku = PAID_SKU, productType = 'SUBSCRIPTION'): Record<string, unknown> {
  const seconds = Math.floor(nowMs / 1000);
  return {
    productType,
    swgCallbackData: {
      purchaseData: JSON.stringify({ orderId: ORDER_ID, productId: sku, purchaseTime: nowMs, autoRenewing: true }),
      purchaseDataSignature: PURCHASE_SIGNATURE,
      swgUserToken: PAY_USER_TOKEN,
      idToken: unsignedJwt({
        iss: 'https://accounts.google.com',
        sub: '1187654321',
        email: 'lena.leser@example.org',
        email_verified: true,
        name: 'Lena Leser',
        iat: seconds,
        exp: seconds + 3600,
      }),
      signedEntitlements: unsignedJwt({
        iss: 'subscribewithgoogle@system.gserviceaccount.com',
        entitlements: [{ source: 'google', products: [PREMIUM_PRODUCT], subscriptionToken: ORDER_ID }],
        iat: seconds,
        exp: seconds + 3600,
      }),
    },
  };
}

/** How the provider's page fails: the structured error as JSON, which reaches the client as `Error: {…}` (it parses it). */
const failedWith = (statusCode: string, statusMessage: string): PageEffect => ({
  kind: 'failed',
  reason: JSON.stringify({ statusCode, statusMessage }),
});

/** Texts of the page's failures, as the client passes them on. */
export const DEVELOPER_ERROR_TEXT = 'Die Anfrage des Händlers ist unvollständig.';
export const MERCHANT_ERROR_TEXT = 'Das Händlerkonto ist nicht für Zahlungen freigeschaltet.';
export const MALFORMED_FAILURE = 'Zahlungsseite kaputt <b>{statusCode:</b>';

/**
 * What the pay page says is bought: one line for each sku the offers and contributions pages
 * offer (the offers' titles and prices from fixtures/provider/offers.json), shown for the sku the
 * client asked for, as the real pay sheet names the chosen product and its price.
 */
function boughtTexts(): PageText[] {
  const offers = providerFixture<{ offers: { skuId: string; title: string; price: string }[] }>('offers').offers;
  const bought: [sku: string, what: string][] = [
    ...offers.map((offer): [string, string] => [offer.skuId, `${offer.title}: ${offer.price}`]),
    [CONTRIBUTION_SKUS.monthly, 'Beitrag für Magazin Example: 5 € monatlich'],
    [CONTRIBUTION_SKUS.once, 'Beitrag für Magazin Example: einmalig 10 €'],
    [PAID_SKU, 'Magazin Example Premium: 9,99 € monatlich'],
  ];
  return bought.map(([sku, what]) => ({ text: `${what}. Bezahlen mit der Karte •••• 4242?`, onlyIf: { arg: 'swg.skuId', is: sku } }));
}

export const payPage: ProviderPage = {
  id: 'pay',
  path: '/gp/p/ui/pay',
  screen: 'Payment provider’s pay page',
  listedIn: 'payment',
  mode: 'popup',
  title: 'Bezahlen',
  texts: boughtTexts(),
  actions: () => [
    {
      id: 'paid',
      label: 'Bezahlen',
      effect: { kind: 'result', data: paidPaymentData(Date.now(), '{{swg.skuId}}', '{{i.productType}}') },
      main: true,
    },
    {
      id: 'paid-encrypted',
      label: 'Bezahlen (verschlüsselte Antwort)',
      effect: { kind: 'result', data: { redirectEncryptedCallbackData: ENCRYPTED_CALLBACK_DATA, productType: 'SUBSCRIPTION' } },
    },
    { id: 'cancel', label: 'Abbrechen', effect: { kind: 'cancel' } },
    { id: 'developer-error', label: 'Fehler: DEVELOPER_ERROR', effect: failedWith('DEVELOPER_ERROR', DEVELOPER_ERROR_TEXT) },
    { id: 'merchant-error', label: 'Fehler: MERCHANT_ACCOUNT_ERROR', effect: failedWith('MERCHANT_ACCOUNT_ERROR', MERCHANT_ERROR_TEXT) },
    { id: 'other-error', label: 'Fehler: BUYER_ACCOUNT_ERROR', effect: failedWith('BUYER_ACCOUNT_ERROR', 'Karte abgelehnt.') },
    { id: 'malformed-failure', label: 'Fehler ohne Code', effect: { kind: 'failed', reason: MALFORMED_FAILURE } },
    { id: 'malformed-result', label: 'Antwort ohne Zahlung', effect: { kind: 'result', data: 'bezahlt?' } },
  ],
  presets: [
    {
      id: 'default',
      name: 'subscribe (SUBSCRIPTION)',
      query: 'swg=true',
      args: { swg: { skuId: PAID_SKU, publicationId: PUBLICATION_ID }, i: { productType: 'SUBSCRIPTION' } },
    },
  ],
};

const HTML = { 'Content-Type': 'text/html; charset=utf-8' } as const;

export function payProviderHandlers(process: (body: string) => Response | Promise<Response> = processSuccess): RequestHandler[] {
  return [
    http.get(PAY_PAGE_URL, ({ request }) => new HttpResponse(renderProviderPage(payPage, new URL(request.url)), { headers: HTML })),
    http.post(PAY_PROCESS_URL, async ({ request }) => process(await request.text())),
  ];
}

/** The payment for the data the pay page handed back; anything else is a 400. */
function processSuccess(body: string): Response {
  return body === ENCRYPTED_CALLBACK_DATA
    ? HttpResponse.json(paidPaymentData())
    : HttpResponse.json({ error: 'unknown callback data' }, { status: 400 });
}
