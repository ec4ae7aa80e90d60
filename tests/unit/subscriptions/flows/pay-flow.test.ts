// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createCallbacks, DUPLICATE_CALLBACK_WARNING } from '../../../../src/subscriptions/events/callbacks';
import { createEventBus, type ClientEvent } from '../../../../src/subscriptions/events/event-bus';
import type { FrameView } from '../../../../src/subscriptions/dialogs/frame-view';
import {
  completeDeferredAccountCreation,
  deferredResponse,
  handlePayAnswer,
  listenForPayments,
  NO_GOOGLE_ENTITLEMENT,
  startPay,
  type PayDeps,
  type PaymentResponse,
} from '../../../../src/subscriptions/flows/pay-flow';
import type { PayClient, PaymentData, PaymentDataRequest } from '../../../../src/subscriptions/payments/pay-client-types';
import type { ClientConfig } from '../../../../src/subscriptions/model/types';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';
import { unsignedJwt } from '../../../../harness/mocks/provider-jwt';
import { recordingLogger } from '../../../support/test-context';
import { toPublicEntitlements } from '../../../../src/subscriptions/entitlements/public-entitlements';
import { userDataFrom } from '../../../../src/subscriptions/flows/pay-rules';
import type { EntitlementsSet } from '../../../../src/subscriptions/model/types';

const ID_TOKEN = unsignedJwt({ sub: '104711', email: 'lena@example.de', name: 'Lena Leser' });
const PAID: PaymentData = {
  swgCallbackData: {
    purchaseData: '{"productId":"magazin_plus_monatlich"}',
    purchaseDataSignature: 'c2ln',
    idToken: ID_TOKEN,
    swgUserToken: 'sut',
  },
  paymentRequest: { swg: { skuId: 'magazin_plus_monatlich', publicationId: 'magazin.example' }, i: { productType: 'SUBSCRIPTION' } },
};
const CONFIG: ClientConfig = {
  autoPromptConfig: null,
  paySwgVersion: '2',
  useUpdatedOfferFlows: true,
  skipAccountCreationScreen: false,
  uiPredicates: { canDisplayAutoPrompt: null, canDisplayButton: null, purchaseUnavailableRegion: null },
  attributionParams: null,
};

/** The pay flow's services, with a fake pay client and dialog that record what they are asked. */
function setup(config: Partial<ClientConfig> = {}) {
  const log = recordingLogger();
  const bus = createEventBus(log);
  const callbacks = createCallbacks(log);
  const events: string[] = [];
  bus.onAny((event: ClientEvent) => {
    if (event.type === 'analytics') events.push(analyticsEventLabel(event.payload.eventType));
    else if (event.type === 'flow-started' || event.type === 'flow-canceled') events.push(`${event.type} ${event.payload.flow}`);
  });
  const started: PaymentDataRequest[] = [];
  let listener: (answer: Promise<PaymentData>) => void = () => undefined;
  const payClient: PayClient = {
    start: async (request) => Boolean(started.push(request)),
    onResponse: (callback) => (listener = callback),
  };
  const views: { url: string; view: FrameView }[] = [];
  const toasts: unknown[] = [];
  const storage = { setUserToken: vi.fn(), setToastShown: vi.fn() };
  const entitlements = { reset: vi.fn(), getEntitlements: vi.fn(async () => ({})), pushNextEntitlements: vi.fn(() => true) };
  const deps = {
    win: window,
    log,
    bus,
    callbacks,
    storage,
    entitlements,
    pageConfig: { publicationId: 'magazin.example', productId: 'magazin.example:premium', isLocked: true },
    messageOrigin: 'https://news.google.com',
    forceRedirect: false,
    ui: {
      frameUrl: (path: string) => path,
      toast: (params: unknown) => void toasts.push(params),
      dialogs: {
        openView: async (view: FrameView) => void views.push({ url: view.frame.src || '', view }),
        completeView: vi.fn(),
      },
    },
    clientConfig: async () => ({ ...CONFIG, ...config }),
    forcedLanguage: 'de',
    payClient: () => payClient,
    publicEntitlements: (set: unknown) => set,
  } as unknown as PayDeps;
  listenForPayments(payClient, () => deps);
  return {
    deps,
    log,
    callbacks,
    events,
    started,
    views,
    toasts,
    storage,
    entitlements,
    answer: (promise: Promise<PaymentData>) => listener(promise),
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const cancelError = () => Object.assign(new Error('closed'), { statusCode: 'CANCELED', statusMessage: 'closed' });

describe('starting a payment', () => {
  it('the flow-started callback hears the request, the events are logged, the pay client gets the request', async () => {
    const { deps, callbacks, events, started } = setup();
    const heard: unknown[] = [];
    callbacks.set('flowStarted', (data: unknown) => heard.push(data), 'setOnFlowStarted');
    deps.bus.on('flow-started', (payload) => void callbacks.trigger('flowStarted', payload));
    await startPay(deps, { skuId: 'plus', oldSku: 'basic' }, 'SUBSCRIPTION');
    await settle();
    expect(heard).toEqual([{ flow: 'subscribe', data: { skuId: 'plus', oldSku: 'basic' } }]);
    expect(events).toEqual(['flow-started subscribe', 'ACTION_PAYMENT_FLOW_STARTED', 'ACTION_PAY_PAYMENT_FLOW_STARTED']);
    expect(started[0]?.swg).toEqual({
      skuId: 'plus',
      publicationId: 'magazin.example',
      swgVersion: '2',
      oldSku: 'basic',
      replaceSkuProrationMode: 1,
    });
    expect(started[0]?.i?.productType).toBe('SUBSCRIPTION');
  });

  it('its events carry the sku and where the offers were (ctaMode: 1 in the dialog, 2 inline), as the provider’s getEventParams', async () => {
    const { deps } = setup();
    const params: unknown[] = [];
    deps.bus.on('analytics', (payload) => params.push(payload.params));
    await startPay(deps, { skuId: 'plus' }, 'SUBSCRIPTION');
    await startPay(deps, { skuId: 'beitrag' }, 'UI_CONTRIBUTION', true);
    expect(params).toEqual([
      { sku: 'plus', ctaMode: 1 },
      { sku: '', ctaMode: 1 },
      { sku: 'beitrag', ctaMode: 2 },
      { sku: '', ctaMode: 2 },
    ]);
  });

  it('before the whole window leaves (windowOpenMode redirect) it waits until the analytics events are logged', async () => {
    const { deps, started } = setup();
    let logged: (ok: boolean) => void = () => undefined;
    Object.assign(deps, { forceRedirect: true, analyticsLogged: () => new Promise<boolean>((resolve) => (logged = resolve)) });
    const starting = startPay(deps, { skuId: 'plus' }, 'SUBSCRIPTION');
    await settle();
    expect(started).toHaveLength(0);
    logged(true);
    await starting;
    expect(started).toHaveLength(1);
  });

  it('a contribution is the contribute flow; the old offer pages mean the Play flow event', async () => {
    const { deps, events, started } = setup({ useUpdatedOfferFlows: false });
    await startPay(deps, { skuId: 'einmalig', oneTime: true }, 'UI_CONTRIBUTION');
    expect(events).toEqual(['flow-started contribute', 'ACTION_PAYMENT_FLOW_STARTED', 'ACTION_PLAY_PAYMENT_FLOW_STARTED']);
    expect(started[0]?.swg?.paymentRecurrence).toBe(2);
  });
});

describe('the answer', () => {
  it('paid: the publisher gets the response; complete() creates the account and waits for the confirmation to close', async () => {
    const { callbacks, events, views, answer, storage, entitlements } = setup();
    const responses: Array<Promise<PaymentResponse>> = [];
    callbacks.set('paymentResponse', (promise: unknown) => responses.push(promise as Promise<PaymentResponse>), 'setOnPaymentResponse');
    answer(Promise.resolve(PAID));
    await vi.waitFor(() => expect(views).toHaveLength(1));
    const response = await (responses[0] as Promise<PaymentResponse>);
    expect(response).toMatchObject({
      purchaseData: { raw: '{"productId":"magazin_plus_monatlich"}', signature: 'c2ln' },
      userData: { email: 'lena@example.de', id: '104711' },
      entitlements: null,
      productType: 'SUBSCRIPTION',
      oldSku: null,
      swgUserToken: 'sut',
    });
    expect(views[0]?.view.frame.src).toBe('');
    expect(entitlements.reset).toHaveBeenCalledWith(true);
    // Without entitlements in the answer the reader is not signed in: no token stored, nothing pushed.
    expect(storage.setUserToken).not.toHaveBeenCalled();
    expect(entitlements.pushNextEntitlements).not.toHaveBeenCalled();
    const done = response.complete();
    await settle();
    views[0]?.view.dismiss();
    await done;
    expect(events).toEqual([
      'ACTION_PAYMENT_COMPLETE',
      'EVENT_PAY_PAYMENT_COMPLETE',
      'EVENT_SUBSCRIPTION_PAYMENT_COMPLETE',
      'IMPRESSION_ACCOUNT_CHANGED',
      'ACTION_ACCOUNT_CREATED',
      'ACTION_ACCOUNT_ACKNOWLEDGED',
    ]);
    expect(storage.setToastShown).toHaveBeenCalledWith(true);
    expect(entitlements.getEntitlements).toHaveBeenCalled();
  });

  it('the response is the provider’s SubscribeResponse: purchaseData and userData with clone() and json(), clone() and json() of its own', async () => {
    const { deps, callbacks, entitlements } = setup();
    const signedEntitlements = unsignedJwt({
      entitlements: [{ source: 'google', products: ['magazin.example:*'], subscriptionToken: 'tok', readerId: 'leser-4711' }],
    });
    deps.publicEntitlements = (set: EntitlementsSet) =>
      toPublicEntitlements(set, { log: recordingLogger(), consume: async () => undefined, ack: () => undefined });
    const responses: Array<Promise<PaymentResponse>> = [];
    callbacks.set('paymentResponse', (promise: unknown) => responses.push(promise as Promise<PaymentResponse>), 'setOnPaymentResponse');
    const paid: PaymentData = {
      swgCallbackData: {
        ...PAID.swgCallbackData,
        purchaseData: '{"productId":"magazin_plus_monatlich"}',
        purchaseDataSignature: 'c2ln',
        signedEntitlements,
      },
      paymentRequest: {
        swg: { skuId: 'plus', publicationId: 'magazin.example', paymentRecurrence: 2, metadata: { m: 1 } },
        i: { productType: 'UI_CONTRIBUTION' },
      },
    };
    void handlePayAnswer(deps, Promise.resolve(paid)).catch(() => undefined);
    await vi.waitFor(() => expect(responses).toHaveLength(1));
    const response = await (responses[0] as Promise<PaymentResponse>);
    const purchase = { data: '{"productId":"magazin_plus_monatlich"}', signature: 'c2ln' };
    const user = {
      id: '104711',
      email: 'lena@example.de',
      emailVerified: undefined,
      name: 'Lena Leser',
      givenName: undefined,
      familyName: undefined,
      pictureUrl: undefined,
    };
    const json = {
      purchaseData: purchase,
      userData: user,
      entitlements: {
        service: 'subscribe.google.com',
        entitlements: [{ source: 'google', products: ['magazin.example:*'], subscriptionToken: 'tok', readerId: 'leser-4711' }],
        isReadyToPay: false,
      },
      oldSku: null,
      productType: 'UI_CONTRIBUTION',
      swgUserToken: 'sut',
    };
    expect(response.json()).toEqual(json);
    // Signed in (user data and entitlements): the purchase's entitlements are the page's next ones, as in the provider's client.
    expect(entitlements.pushNextEntitlements).toHaveBeenCalledWith(signedEntitlements);
    expect(response.purchaseData.clone().json()).toEqual(purchase);
    expect(response.purchaseData.data).toBe(response.purchaseData.raw);
    expect(response.userData?.clone().json()).toEqual(user);
    expect([response.paymentRecurrence, response.requestMetadata]).toEqual([2, { m: 1 }]);
    const copy = response.clone();
    expect(copy.json()).toEqual(json);
    expect(copy.complete).toBeInstanceOf(Function);
    // As the provider's clone(): the recurrence and the metadata are not carried over.
    expect([copy.paymentRecurrence, copy.requestMetadata]).toEqual([null, null]);
  });

  it('account creation skipped: completed without the acknowledgement', async () => {
    const { deps, events, views } = setup({ skipAccountCreationScreen: true });
    let response: Promise<PaymentResponse> | null = null;
    deps.callbacks.set('paymentResponse', (promise: unknown) => (response = promise as Promise<PaymentResponse>), 'setOnPaymentResponse');
    await handlePayAnswer(
      deps,
      Promise.resolve({
        ...PAID,
        paymentRequest: { swg: { skuId: 'x', publicationId: 'p', oldSku: 'basic' }, i: { productType: 'SUBSCRIPTION' } },
      }),
    );
    await settle();
    const done = (await (response as unknown as Promise<PaymentResponse>)).complete();
    await settle();
    views[0]?.view.dismiss();
    await done;
    expect(events).toContain('EVENT_SUBSCRIPTION_PLAN_CHANGE_COMPLETE');
    expect(events.at(-1)).toBe('ACTION_ACCOUNT_CREATED');
  });

  it('cancel: the flow-canceled callback and the user-cancelled event, nothing rethrown', async () => {
    const { deps, events, toasts } = setup();
    await startPay(deps, { skuId: 'x' }, 'SUBSCRIPTION');
    await handlePayAnswer(deps, Promise.reject(cancelError()));
    expect(events.slice(-2)).toEqual(['flow-canceled subscribe', 'ACTION_USER_CANCELED_PAYFLOW']);
    await startPay(deps, { skuId: 'x' }, 'UI_CONTRIBUTION');
    await handlePayAnswer(deps, Promise.reject(cancelError()));
    expect(events.slice(-2)).toEqual(['flow-canceled contribute', 'ACTION_USER_CANCELED_PAYFLOW']);
    // The reader chose to stop: nothing to tell.
    expect(toasts).toEqual([]);
  });

  it("another failure: the payment-failed event, 'Pay failed', the reader's toast, rethrown; the publisher's promise rejects too", async () => {
    const { deps, events, log, toasts } = setup();
    let response: Promise<unknown> | null = null;
    deps.callbacks.set('paymentResponse', (promise: unknown) => (response = promise as Promise<unknown>), 'setOnPaymentResponse');
    const failure = Object.assign(new Error('merchant'), { statusCode: 'DEVELOPER_ERROR', statusMessage: 'merchant' });
    await expect(handlePayAnswer(deps, Promise.reject(failure))).rejects.toBe(failure);
    expect(events).toEqual(['EVENT_PAYMENT_FAILED']);
    expect(log.lines.map((line) => `${line.level} ${line.message}`)).toEqual(['error Pay failed']);
    expect(toasts).toEqual([{ flavor: 'custom', customText: 'Zahlung fehlgeschlagen. Versuchen Sie es noch einmal.' }]);
    await settle();
    await expect(response).rejects.toBe(failure);
  });

  it("an answer without callback data: 'unexpected payment response'", async () => {
    const { deps, log } = setup();
    await expect(handlePayAnswer(deps, Promise.resolve({ productType: 'SUBSCRIPTION' }))).rejects.toThrow('unexpected payment response');
    expect(log.lines[0]?.message).toBe('Pay failed');
  });
});

describe('deferred account creation (widget §4)', () => {
  const google = { raw: 'jwt', getEntitlementForSource: (source: string) => (source === 'google' ? { source } : null) };

  it('needs an entitlement with a google source, else it throws', async () => {
    const { deps } = setup();
    for (const options of [undefined, {}, { entitlements: { getEntitlementForSource: () => null } }, { entitlements: { raw: 'x' } }]) {
      await expect(completeDeferredAccountCreation(deps, options)).rejects.toThrow(new Error(NO_GOOGLE_ENTITLEMENT));
    }
  });

  it('the response is the provider’s DeferredAccountCreationResponse: purchaseData is the first of purchaseDataList; clone() and json()', () => {
    const entitlements = toPublicEntitlements(
      {
        service: 'subscribe.google.com',
        raw: '',
        entitlements: [],
        isReadyToPay: true,
        decryptedDocumentKey: null,
        product: null,
        from: 'network',
      },
      { log: recordingLogger(), consume: async () => undefined, ack: () => undefined },
    );
    const userData = userDataFrom(ID_TOKEN, { sub: '104711', email: 'lena@example.de' });
    const first = { raw: 'a', data: 'a', signature: 's1', clone: () => first, json: () => ({ data: 'a', signature: 's1' }) };
    const second = { raw: 'b', data: 'b', signature: 's2', clone: () => second, json: () => ({ data: 'b', signature: 's2' }) };
    const complete = async () => undefined;
    const response = deferredResponse(entitlements, userData, [first, second], complete);
    expect(response).toMatchObject({ entitlements, userData, purchaseDataList: [first, second], purchaseData: first, complete });
    const json = {
      entitlements: { service: 'subscribe.google.com', entitlements: [], isReadyToPay: true },
      userData: expect.objectContaining({ id: '104711', email: 'lena@example.de' }),
      purchaseDataList: [
        { data: 'a', signature: 's1' },
        { data: 'b', signature: 's2' },
      ],
      purchaseData: { data: 'a', signature: 's1' },
    };
    expect((response['json'] as () => unknown)()).toEqual(json);
    const copy = (response['clone'] as () => Record<string, unknown>)();
    expect(copy['purchaseData']).toBe(first);
    expect((copy['json'] as () => unknown)()).toEqual(json);
  });

  it('the reader closes the recovery page: the flow is canceled', async () => {
    const { deps, events, views } = setup();
    const flow = completeDeferredAccountCreation(deps, { entitlements: google });
    await vi.waitFor(() => expect(views).toHaveLength(1));
    views[0]?.view.dismiss();
    await expect(flow).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual(['flow-started completeDeferredAccountCreation', 'flow-canceled completeDeferredAccountCreation']);
  });
});

describe('the publisher’s callbacks', () => {
  it('several callbacks for one response: the warning of widget §8', () => {
    const { callbacks, log } = setup();
    callbacks.set('paymentResponse', () => undefined, 'setOnPaymentResponse');
    callbacks.set('paymentResponse', () => undefined, 'setOnSubscribeResponse');
    expect(log.lines.map((line) => line.message)).toEqual([DUPLICATE_CALLBACK_WARNING]);
  });
});
