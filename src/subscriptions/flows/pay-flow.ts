/**
 * The pay flow (spec widget §4 "Payment" and "Deferred account creation", §6 callbacks, §7, §8):
 * subscribe, updateSubscription and contribute build the payment request and hand it to the
 * page's one pay client (payments/, behind pay-client-types.ts). Every answer of that client,
 * also one that came back by redirect, goes to the publisher's payment response callback as a
 * promise; a paid answer opens the confirmation page (/payconfirmiframe), and the publisher's
 * `complete()` lets it create the account (unless the config skips that screen) and waits for
 * the reader to close it. A cancel is the flow's cancel; any other failure is 'Pay failed'.
 */
import { isCancel } from '../activities/frame-port';
import type { FrameView } from '../dialogs/frame-view';
import type { PaymentData, PayClient, ProductType } from '../payments/pay-client-types';
import type { PublicEntitlements } from '../entitlements/public-entitlements';
import { decodeJwt } from '../model/jwt';
import { parseEntitlementsAnswer, purchasedSku } from '../entitlements/entitlements-model';
import type { ClientConfig, EntitlementsSet } from '../model/types';
import { AccountCreationRequest } from '../wire/api-messages';
import { CtaMode } from '../wire/enums';
import * as events from '../wire/analytics-event';
import { dialogView, pageIds, record, type LinkDeps } from './link-account-flow';
import {
  flowOf,
  paymentRequest,
  readPaymentAnswer,
  userDataFrom,
  type PaymentAnswer,
  type SubscriptionRequest,
  type UserData,
} from './pay-rules';

export interface PayDeps extends LinkDeps {
  clientConfig(): Promise<ClientConfig>;
  /** The language forced into the provider's pages (SWG_BASIC's lang), or null. */
  forcedLanguage: string | null;
  /** The page's one pay client (created, and listened to, on first use). */
  payClient(): PayClient;
  publicEntitlements(set: EntitlementsSet): PublicEntitlements;
}

/**
 * The toast after a payment that failed (not cancelled). The provider's client shows nothing here
 * (its pay sheet speaks for itself, but a failed process call after it has nobody to speak): the
 * words follow the provider's own failure toasts ("Registrierung fehlgeschlagen. Versuche es noch
 * einmal."), in the magazine's "Sie".
 */
export const PAYMENT_FAILED_TEXT = 'Zahlung fehlgeschlagen. Versuchen Sie es noch einmal.';

/** The provider's PurchaseData (swg-js src/api/subscribe-response.ts). */
export interface PurchaseData {
  raw: string;
  data: string;
  signature: string;
  clone(): PurchaseData;
  json(): { data: string; signature: string };
}

/** The publisher's payment response (spec widget §3 "Payment response"; the provider's SubscribeResponse). */
export interface PaymentResponse {
  raw: string;
  purchaseData: PurchaseData;
  userData: UserData | null;
  entitlements: PublicEntitlements | null;
  productType: ProductType;
  oldSku: string | null;
  swgUserToken: string | null;
  paymentRecurrence: number | null;
  requestMetadata: unknown;
  complete(): Promise<void>;
  /** As the provider's clone: paymentRecurrence and requestMetadata are not carried over. */
  clone(): PaymentResponse;
  json(): Record<string, unknown>;
}

const noop = () => undefined;
/** One analytics event of the offer and pay flows. */
export const emit = (deps: PayDeps, eventType: events.AnalyticsEvent, isFromUserAction: boolean | null, params?: Record<string, unknown>) =>
  deps.bus.emit('analytics', { eventType, isFromUserAction, ...(params ? { params } : {}) });
/**
 * Where the last payment was started (the provider's PayCompleteFlow.isInlineCta): its events
 * carry it as ctaMode beside the sku, and the page's tags hear it as cta_mode.
 */
let inlineCta = false;
/** The parameters of a pay-flow event, as the provider's getEventParams writes them. */
const payParams = (sku: string, subscriptionFlow?: string) => ({
  sku,
  ...(subscriptionFlow ? { subscriptionFlow } : {}),
  ctaMode: inlineCta ? CtaMode.CTA_MODE_INLINE : CtaMode.CTA_MODE_POPUP,
});
const purchase = (raw: string, signature: string): PurchaseData => ({
  raw,
  data: raw,
  signature,
  clone: () => purchase(raw, signature),
  json: () => ({ data: raw, signature }),
});

/** The provider's SubscribeResponse: the fields, clone() and json() (swg-js src/api/subscribe-response.ts). */
function subscribeResponse(fields: Omit<PaymentResponse, 'clone' | 'json'>): PaymentResponse {
  return {
    ...fields,
    clone: () => subscribeResponse({ ...fields, paymentRecurrence: null, requestMetadata: null }),
    json: () => ({
      purchaseData: fields.purchaseData.json(),
      userData: fields.userData?.json() ?? null,
      entitlements: fields.entitlements?.json() ?? null,
      oldSku: fields.oldSku,
      productType: fields.productType,
      swgUserToken: fields.swgUserToken,
    }),
  };
}

/** The product of the payment last started on this page: a cancel names its flow by it. */
let lastProduct: ProductType = 'SUBSCRIPTION';

/** `inline`: the offers were shown in the page (an inline call to action), not in the dialog. */
export async function startPay(deps: PayDeps, request: SubscriptionRequest, productType: ProductType, inline = false): Promise<void> {
  const config = await deps.clientConfig();
  lastProduct = productType;
  inlineCta = inline;
  deps.bus.emit('flow-started', { flow: flowOf(productType), data: { ...request } });
  emit(deps, events.ACTION_PAYMENT_FLOW_STARTED, true, payParams(request.skuId));
  emit(
    deps,
    config.useUpdatedOfferFlows ? events.ACTION_PAY_PAYMENT_FLOW_STARTED : events.ACTION_PLAY_PAYMENT_FLOW_STARTED,
    true,
    payParams(''),
  );
  // The whole window is about to leave: the events of this flow must reach the provider first (as its client waits).
  if (deps.forceRedirect) await deps.analyticsLogged();
  await deps.payClient().start(paymentRequest(request, productType, deps.pageConfig.publicationId, config.paySwgVersion, Date.now()), {
    forceRedirect: deps.forceRedirect,
  });
}

/** The pay client's answers go to the pay flow from its creation on. */
export function listenForPayments(payClient: PayClient, deps: () => PayDeps): PayClient {
  payClient.onResponse((answer) => void handlePayAnswer(deps(), answer).catch(noop));
  return payClient;
}

/** One answer: to the publisher, then the confirmation, the cancel or the failure (rethrown). */
export async function handlePayAnswer(deps: PayDeps, answer: Promise<PaymentData>): Promise<void> {
  let confirmed: (view: ConfirmView) => void = noop;
  const confirm = new Promise<ConfirmView>((resolve) => (confirmed = resolve));
  const response = answer.then((data) => paymentResponse(deps, readPaymentAnswer(data), confirm));
  deps.callbacks.trigger('paymentResponse', response);
  try {
    const paid = await response;
    const sku = purchasedSku(paid.purchaseData.raw);
    const contribution = paid.productType === 'UI_CONTRIBUTION';
    const subscriptionFlow = flowOf(paid.productType);
    emit(deps, events.ACTION_PAYMENT_COMPLETE, true, payParams(sku, subscriptionFlow));
    if ((await deps.clientConfig()).useUpdatedOfferFlows) emit(deps, events.EVENT_PAY_PAYMENT_COMPLETE, true, payParams(''));
    emit(
      deps,
      contribution
        ? events.EVENT_CONTRIBUTION_PAYMENT_COMPLETE
        : paid.oldSku
          ? events.EVENT_SUBSCRIPTION_PLAN_CHANGE_COMPLETE
          : events.EVENT_SUBSCRIPTION_PAYMENT_COMPLETE,
      true,
      payParams(sku, subscriptionFlow),
    );
    confirmed(await openConfirm(deps, paid));
  } catch (caught) {
    const status = record(caught) as { statusCode?: unknown; productType?: unknown };
    if (isCancel(caught) || status.statusCode === 'CANCELED') {
      deps.bus.emit('flow-canceled', { flow: flowOf(status.productType ?? lastProduct), data: {} });
      emit(deps, events.ACTION_USER_CANCELED_PAYFLOW, true, payParams(''));
      return;
    }
    emit(deps, events.EVENT_PAYMENT_FAILED, false, payParams(''));
    deps.log.error('Pay failed', caught);
    // The reader is told, in a provider toast, and whatever was open (the offers) stays usable.
    deps.ui.toast({ flavor: 'custom', customText: PAYMENT_FAILED_TEXT });
    throw caught;
  }
}

function paymentResponse(deps: PayDeps, answer: PaymentAnswer, confirm: Promise<ConfirmView>): PaymentResponse {
  const data = answer.callbackData;
  const signed = data.signedEntitlements;
  return subscribeResponse({
    raw: JSON.stringify(data),
    purchaseData: purchase(data.purchaseData, data.purchaseDataSignature),
    userData: data.idToken ? userDataFrom(data.idToken, decodeJwt(data.idToken).payload) : null,
    entitlements: signed
      ? deps.publicEntitlements(parseEntitlementsAnswer({ signedEntitlements: signed }, deps.pageConfig.productId, 'network').set)
      : null,
    productType: answer.productType,
    oldSku: answer.oldSku,
    swgUserToken: data.swgUserToken ?? null,
    paymentRecurrence: answer.paymentRecurrence,
    requestMetadata: answer.requestMetadata,
    complete: () => completePay(deps, confirm),
  });
}

interface ConfirmView {
  view: FrameView;
  opened: Promise<void>;
  sku: string;
}

type ConfirmSource = Pick<
  PaymentResponse,
  'purchaseData' | 'userData' | 'entitlements' | 'productType' | 'oldSku' | 'paymentRecurrence' | 'swgUserToken'
>;

/** The confirmation page: signed in with the id token when the answer brought entitlements, else with the email as a hint. */
async function openConfirm(deps: PayDeps, paid: ConfirmSource): Promise<ConfirmView> {
  const sku = purchasedSku(paid.purchaseData.raw);
  emit(deps, events.IMPRESSION_ACCOUNT_CHANGED, true, payParams(sku));
  deps.entitlements.reset(true);
  const signedIn = paid.userData !== null && paid.entitlements !== null;
  if (signedIn && paid.swgUserToken) deps.storage.setUserToken(paid.swgUserToken);
  // As the provider's client: a signed-in purchase's entitlements are the next ones the page gets,
  // so the publisher's entitlements handler sees the purchase (the provider may not list it yet).
  if (signedIn) deps.entitlements.pushNextEntitlements(paid.entitlements?.raw ?? '');
  const config = await deps.clientConfig();
  const { view, opened } = dialogView(deps, deps.ui.frameUrl('/payconfirmiframe', { hl: deps.forcedLanguage }), {
    publicationId: deps.pageConfig.publicationId,
    productType: paid.productType,
    isSubscriptionUpdate: !!paid.oldSku,
    isOneTime: !!paid.paymentRecurrence,
    ...(signedIn ? { idToken: paid.userData?.['idToken'] } : { loginHint: paid.userData?.['email'] }),
    useUpdatedConfirmUi: config.useUpdatedOfferFlows,
    skipAccountCreationScreen: config.skipAccountCreationScreen,
  });
  view.acceptResult().then(() => deps.ui.dialogs.completeView(view), noop);
  opened.then(() => deps.callbacks.trigger('payConfirmOpened', view.frame), noop);
  return { view, opened, sku };
}

/** The publisher's `complete()`: the account is created (unless skipped) and the reader closes the confirmation. */
async function completePay(deps: PayDeps, confirm: Promise<ConfirmView>): Promise<void> {
  const { view, opened, sku } = await confirm;
  emit(deps, events.ACTION_ACCOUNT_CREATED, true, payParams(sku));
  const skip = (await deps.clientConfig()).skipAccountCreationScreen;
  await opened.catch(noop);
  if (!skip) void view.port().then((port) => port.execute(AccountCreationRequest, { complete: true }));
  await view.acceptResult().catch(noop);
  if (!skip) emit(deps, events.ACTION_ACCOUNT_ACKNOWLEDGED, true, payParams(sku));
  deps.storage.setToastShown(true);
  deps.entitlements.getEntitlements().catch(noop);
}

export const NO_GOOGLE_ENTITLEMENT = 'completeDeferredAccountCreation needs an entitlement with a "google" source';

/** Spec widget §4 "Deferred account creation": only for a reader whose entitlements hold a google one. */
export async function completeDeferredAccountCreation(deps: PayDeps, raw: unknown): Promise<Record<string, unknown>> {
  const options = record(raw) as { entitlements?: Partial<PublicEntitlements>; consent?: unknown };
  const entitlements = options.entitlements;
  if (typeof entitlements?.getEntitlementForSource !== 'function' || !entitlements.getEntitlementForSource('google'))
    throw new Error(NO_GOOGLE_ENTITLEMENT);
  const flow = 'completeDeferredAccountCreation';
  deps.bus.emit('flow-started', { flow, data: {} });
  const { view, opened } = dialogView(deps, deps.ui.frameUrl('/recoveriframe'), {
    ...pageIds(deps),
    entitlements: entitlements.raw || null,
    consent: options.consent !== false,
  });
  opened.catch(noop);
  let data: Record<string, unknown>;
  try {
    data = record((await view.acceptResult()).data) as Record<string, unknown>;
  } catch (caught) {
    if (isCancel(caught)) deps.bus.emit('flow-canceled', { flow, data: {} });
    else deps.ui.dialogs.completeView(view);
    throw caught;
  }
  const answer = readDeferredAnswer(data);
  const idToken = String(data['idToken']);
  const userData = userDataFrom(idToken, decodeJwt(idToken).payload);
  const signed = deps.publicEntitlements(
    parseEntitlementsAnswer({ signedEntitlements: data['entitlements'] }, deps.pageConfig.productId, 'network').set,
  );
  emit(deps, events.ACTION_NEW_DEFERRED_ACCOUNT, true);
  const confirm = openConfirm(deps, {
    purchaseData: answer[0] ?? purchase('', ''),
    userData,
    entitlements: signed,
    productType: data['productType'] === 'UI_CONTRIBUTION' ? 'UI_CONTRIBUTION' : 'SUBSCRIPTION',
    oldSku: null,
    paymentRecurrence: null,
    swgUserToken: null,
  });
  return deferredResponse(signed, userData, answer, () => completePay(deps, confirm));
}

/** The provider's DeferredAccountCreationResponse: `purchaseData` is the first of the list (swg-js src/api/deferred-account-creation.ts). */
export function deferredResponse(
  entitlements: PublicEntitlements,
  userData: UserData,
  purchaseDataList: PurchaseData[],
  complete: () => Promise<void>,
): Record<string, unknown> {
  const [purchaseData] = purchaseDataList as [PurchaseData];
  return {
    entitlements,
    userData,
    purchaseDataList,
    purchaseData,
    complete,
    clone: () => deferredResponse(entitlements, userData, purchaseDataList, complete),
    json: () => ({
      entitlements: entitlements.json(),
      userData: userData.json(),
      purchaseDataList: purchaseDataList.map((item) => item.json()),
      purchaseData: purchaseData.json(),
    }),
  };
}

/** The recovery page's purchases: its list, else its one purchase; none readable is 'unexpected payment response'. */
function readDeferredAnswer(data: Record<string, unknown>): PurchaseData[] {
  const list = Array.isArray(data['purchaseDataList']) ? data['purchaseDataList'] : [data['purchaseData']];
  const purchases = list.map(record).flatMap((item) => {
    const { data: raw, signature } = item as { data?: unknown; signature?: unknown };
    return typeof raw === 'string' && typeof signature === 'string' ? [purchase(raw, signature)] : [];
  });
  if (purchases.length === 0 || typeof data['idToken'] !== 'string') throw new Error('unexpected payment response');
  return purchases;
}
