// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../support/msw';
import { manualClock, recordingLogger } from '../../support/test-context';
import { findScenario } from '../../../harness/scenarios';
import { readerHandlers } from '../../../harness/mocks/provider';
import { unsignedJwt } from '../../../harness/mocks/provider-jwt';
import { NO_CONFIG_ERROR } from '../../../src/subscriptions/config/page-config';
import { createSubscriptionsRuntime, type SubscriptionsRuntime } from '../../../src/subscriptions/runtime';
import { entitlementsParamsFrom } from '../../../src/subscriptions/subscriptions-api';
import type { PublicEntitlements } from '../../../src/subscriptions/entitlements/public-entitlements';
import {
  ACTION_GET_ENTITLEMENTS,
  EVENT_START_API,
  EVENT_UNLOCKED_BY_SUBSCRIPTION,
  IMPRESSION_PAGE_LOAD,
} from '../../../src/subscriptions/wire/analytics-event';
import { ARTICLE_PATH, logged, memoryStorage, pageWindow, recordRequests, settle, toPath } from './runtime-support';

const PAGE = 'https://www.magazin.example/2024/05/02/hitzeschutz-staedte/';
let recorder = recordRequests();
let runtime: SubscriptionsRuntime | null = null;

beforeEach(() => (recorder = recordRequests()));
afterEach(() => {
  recorder.stop();
  runtime?.stop();
  runtime = null;
  document.head.replaceChildren();
});

function build(url = PAGE) {
  const log = recordingLogger();
  runtime = createSubscriptionsRuntime({
    win: pageWindow(url),
    log,
    clock: manualClock(Date.now()),
    local: memoryStorage(log),
    session: memoryStorage(log),
    random: () => 0.5,
  });
  return { api: runtime.subscriptions, log, runtime };
}

const articleRequests = () => toPath(recorder.requests, ARTICLE_PATH);

describe('SWG client: implemented calls', () => {
  it('init(productId) configures an unlocked page; getEntitlements gives the publisher object', async () => {
    mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? []));
    const { api } = build();
    api.init('magazin.example:premium');
    const entitlements = await api.getEntitlements();
    expect(articleRequests()[0]?.url.searchParams.get('locked')).toBe('false');
    expect(entitlements.enablesThis()).toBe(true);
    expect(entitlements.enablesThis('google:metering')).toBe(false);
    expect(entitlements.enablesAny()).toBe(true);
    expect(entitlements.getEntitlementForThis()?.readerId).toBe('leser-4711');
    expect(entitlements.getEntitlementForSource('google')?.products).toEqual(['magazin.example:*']);
    expect(entitlements.enables('andere.zeitung:premium')).toBe(false);
    expect(entitlements.enablesThisWithCacheableEntitlements()).toBe(true);
    // The provider's json(): service, entitlements (source, products, token, reader id), isReadyToPay.
    expect(entitlements.json()).toEqual({
      service: 'subscribe.google.com',
      entitlements: [{ source: 'google', products: ['magazin.example:*'], subscriptionToken: expect.any(String), readerId: 'leser-4711' }],
      isReadyToPay: expect.any(Boolean),
    });
    // A copy: the publisher's changes do not reach the client.
    entitlements.entitlements.length = 0;
    expect((await api.getEntitlements()).entitlements).toHaveLength(1);
  });

  it('init refuses a second configuration and a missing id', () => {
    const { api } = build();
    expect(() => api.init('')).toThrow('init needs a product or publication id string');
    api.init('magazin.example');
    expect(() => api.init('magazin.example')).toThrow(new Error('already configured'));
  });

  it('configure rejects with the rule’s text (it is async, as the provider’s) and keeps the earlier configuration', async () => {
    const { api } = build();
    await expect(api.configure({ windowOpenMode: 'popup' })).rejects.toThrow(new Error('Unknown windowOpenMode: popup'));
    await expect(api.configure({ colour: 'red' })).rejects.toThrow(new Error('Unknown config property: colour'));
    await api.configure({ publisherProvidedId: 'ppid-config' });
    api.init('magazin.example:premium');
    await api.getEntitlements();
    expect(articleRequests()[0]?.url.searchParams.get('ppid')).toBe('ppid-config');
  });

  it('start rejects with the spec’s error when the page declares no config, and logs it', async () => {
    const { api, log } = build();
    await expect(api.start()).rejects.toThrow(new Error('No config could be discovered in the page'));
    expect(logged(log, 'error')).toEqual([NO_CONFIG_ERROR]);
    expect(recorder.requests).toHaveLength(0);
  });

  it('start discovers the page config, fetches, and hands the callback a promise of the entitlements', async () => {
    document.head.innerHTML =
      '<meta name="subscriptions-product-id" content="magazin.example:premium"><meta name="subscriptions-accessible-for-free" content="false">';
    mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? []));
    const { api } = build();
    const promises: Promise<PublicEntitlements>[] = [];
    void api.setOnEntitlementsResponse((promise: Promise<PublicEntitlements>) => promises.push(promise));
    await api.start();
    await expect.poll(() => promises.length).toBe(1);
    const entitlements = await promises[0];
    expect(entitlements?.enablesThis()).toBe(true);
    expect(articleRequests()[0]?.url.searchParams.get('contentType')).toBe('CLOSED');
  });

  it('logs the publisher’s start() and its answer as the provider’s runtime does: the call, the request, then what the answer holds', async () => {
    document.head.innerHTML =
      '<meta name="subscriptions-product-id" content="magazin.example:premium"><meta name="subscriptions-accessible-for-free" content="false">';
    mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? []));
    const { api, runtime: built } = build();
    const events: number[] = [];
    built.client.services.bus.on('analytics', ({ eventType }) => events.push(eventType));
    await api.start();
    await expect.poll(() => events.includes(EVENT_UNLOCKED_BY_SUBSCRIPTION)).toBe(true);
    expect(events).toEqual([IMPRESSION_PAGE_LOAD, EVENT_START_API, ACTION_GET_ENTITLEMENTS, EVENT_UNLOCKED_BY_SUBSCRIPTION]);
  });

  it('a callback set after the answer still gets it', async () => {
    const { api } = build();
    api.init('magazin.example:openaccess');
    await api.getEntitlements();
    const promises: Promise<unknown>[] = [];
    void api.setOnEntitlementsResponse((promise: Promise<unknown>) => promises.push(promise));
    await settle();
    expect(promises).toHaveLength(1);
  });

  it('reset asks again; clear also forgets the stored token', async () => {
    const { api, runtime: built } = build();
    api.init('magazin.example:openaccess');
    await api.getEntitlements();
    await api.reset();
    await api.getEntitlements();
    expect(articleRequests()).toHaveLength(2);
    expect(built.client.services.storage.userToken()).toBe('sut-magazin-7f3a9c21');
    await api.clear();
    expect(built.client.services.storage.userToken()).toBeNull();
    await api.getEntitlements();
    expect(articleRequests()[2]?.url.searchParams.has('sut')).toBe(false);
  });

  it('stores every callback setter’s function and refuses anything else', async () => {
    const { api, log } = build();
    const setters = [
      'setOnEntitlementsResponse',
      'setOnLoginRequest',
      'setOnPaymentResponse',
      'setOnNativeSubscribeRequest',
      'setOnLinkComplete',
      'setOnFlowStarted',
      'setOnFlowCanceled',
    ] as const;
    for (const setter of setters) {
      await expect(api[setter]('not a function')).rejects.toThrow(new Error(`${setter} expects a function`));
      await expect(api[setter](() => undefined)).resolves.toBeUndefined();
    }
    void api.setOnSubscribeResponse(() => undefined);
    void api.setOnContributionResponse(() => undefined);
    // Both deprecated setters replace the payment callback set above: a deprecation and a duplicate warning each.
    expect(logged(log, 'warn')).toEqual([
      'setOnSubscribeResponse is deprecated; please use setOnPaymentResponse',
      'You have registered multiple callbacks for the same response.',
      'setOnContributionResponse is deprecated; please use setOnPaymentResponse',
      'You have registered multiple callbacks for the same response.',
    ]);
  });

  it('triggerLoginRequest reaches the login callback; flow events reach the flow callbacks', async () => {
    const { api, runtime: built } = build();
    const heard: unknown[] = [];
    void api.setOnLoginRequest((request: unknown) => heard.push(['login', request]));
    void api.setOnFlowStarted((event: unknown) => heard.push(['started', event]));
    await api.triggerLoginRequest({ linkRequested: true });
    built.client.services.bus.emit('flow-started', { flow: 'showOffers', data: { skuId: 'x' } });
    await settle();
    expect(heard).toEqual([
      ['login', { linkRequested: true }],
      ['started', { flow: 'showOffers', data: { skuId: 'x' } }],
    ]);
  });

  it('setPublisherProvidedId is sent as ppid, and must be a non-empty string', async () => {
    const { api } = build();
    await expect(api.setPublisherProvidedId('')).rejects.toThrow('setPublisherProvidedId expects a non-empty string');
    await api.setPublisherProvidedId('ppid-call');
    api.init('magazin.example:openaccess');
    await api.getEntitlements();
    expect(articleRequests()[0]?.url.searchParams.get('ppid')).toBe('ppid-call');
  });

  it('reads the publisher’s getEntitlements argument in the provider’s shapes', () => {
    expect(entitlementsParamsFrom('KEY')).toEqual({ encryption: { encryptedDocumentKey: 'KEY' } });
    expect(
      entitlementsParamsFrom({ metering: { state: { id: 'u' } }, encryption: { encryptedDocumentKey: 'K' }, publisherProvidedId: 'p' }),
    ).toEqual({
      meteringState: { id: 'u' },
      encryption: { encryptedDocumentKey: 'K' },
      publisherProvidedId: 'p',
    });
    expect(entitlementsParamsFrom(42)).toEqual({});
  });

  it('consumeShowcaseEntitlementJwt reports a meter and calls onCloseDialog; a broken token is logged', async () => {
    const { api, log } = build();
    api.init('magazin.example:premium');
    const meter = unsignedJwt({ metering: { clientType: 2, showToast: false } });
    const jwt = unsignedJwt({
      exp: Math.floor(Date.now() / 1000) + 60,
      entitlements: [{ source: 'google:metering', products: ['magazin.example:premium'], subscriptionToken: meter }],
    });
    let closed = 0;
    await api.consumeShowcaseEntitlementJwt(jwt, () => closed++);
    expect(closed).toBe(1);
    expect(toPath(recorder.requests, ARTICLE_PATH, 'POST')).toHaveLength(1);
    await api.consumeShowcaseEntitlementJwt('not.a-jwt');
    expect(logged(log, 'warn')).toEqual(['Invalid token: consumeShowcaseEntitlementJwt got an unreadable showcase entitlement']);
  });

  it('getEventManager and getClientEventManager give the publisher’s event manager; getClientBus the bus (for QA)', async () => {
    const { api, runtime: built } = build();
    expect(await api.getEventManager()).toBe(built.client.eventManager());
    expect(await api.getClientEventManager()).toBe(built.client.eventManager());
    expect(await api.getClientBus()).toBe(built.client.services.bus);
  });

  it('getClientConfig serves the flows of later issues', async () => {
    const { api } = build();
    api.init('magazin.example:openaccess');
    expect((await api.getClientConfig()).attributionParams?.displayName).toBe('Magazin Example');
  });
});

describe('SWG client: showBestAudienceAction', () => {
  it('showBestAudienceAction only warns, as the provider’s client does (it declares the call but does not implement it)', () => {
    const { api, log } = build();
    expect(api.showBestAudienceAction()).toBeUndefined();
    expect(logged(log, 'warn')).toEqual(["showBestAudienceAction: not implemented (the provider's client only warns too)"]);
    expect(recorder.requests).toHaveLength(0);
  });

  it('offers every call of the provider’s Subscriptions interface', () => {
    const { api } = build();
    const calls = [
      'init',
      'configure',
      'start',
      'reset',
      'clear',
      'getEntitlements',
      'setOnEntitlementsResponse',
      'getOffers',
      'showOffers',
      'showUpdateOffers',
      'showSubscribeOption',
      'showAbbrvOffer',
      'showContributionOptions',
      'waitForSubscriptionLookup',
      'setOnNativeSubscribeRequest',
      'setOnSubscribeResponse',
      'setOnPaymentResponse',
      'subscribe',
      'updateSubscription',
      'setOnContributionResponse',
      'contribute',
      'completeDeferredAccountCreation',
      'setOnLoginRequest',
      'triggerLoginRequest',
      'showLoginPrompt',
      'showLoginNotification',
      'setOnLinkComplete',
      'linkAccount',
      'saveSubscription',
      'linkSubscription',
      'linkSubscriptions',
      'setOnFlowStarted',
      'setOnFlowCanceled',
      'createButton',
      'attachButton',
      'attachSmartButton',
      'getPropensityModule',
      'getLogger',
      'getEventManager',
      'setShowcaseEntitlement',
      'consumeShowcaseEntitlementJwt',
      'showBestAudienceAction',
      'setPublisherProvidedId',
      'getAvailableInterventions',
    ];
    for (const call of calls) expect(typeof (api as unknown as Record<string, unknown>)[call], call).toBe('function');
  });
});

describe('SWG client with a meter the provider runs', () => {
  it('does not consume by default (only SwG Basic does)', async () => {
    const meter = unsignedJwt({ metering: { clientType: 2 } });
    mockServer.use(
      ...readerHandlers({
        signed: () =>
          unsignedJwt({
            exp: Math.floor(Date.now() / 1000) + 60,
            entitlements: [{ source: 'google:metering', products: ['magazin.example:premium'], subscriptionToken: meter }],
          }),
      }),
    );
    const { api } = build();
    api.init('magazin.example:premium');
    const entitlements = await api.getEntitlements();
    expect(entitlements.enablesThisWithGoogleMetering()).toBe(true);
    await settle();
    expect(toPath(recorder.requests, ARTICLE_PATH, 'POST')).toHaveLength(0);
    await entitlements.consume();
    expect(toPath(recorder.requests, ARTICLE_PATH, 'POST')).toHaveLength(1);
  });
});

describe('SWG client: the offer and pay calls check their arguments (magazine §5 "Linking and offers")', () => {
  it.each([
    [
      'showOffers',
      { oldSku: 'basic', skus: ['basic', 'plus'] },
      'showOffers cannot update a subscription (oldSku given): use showUpdateOffers',
    ],
    ['showUpdateOffers', { skus: ['plus'] }, 'showUpdateOffers needs an oldSku: use showOffers for new subscribers'],
    ['showUpdateOffers', { oldSku: 'basic' }, 'Need a sku list if old sku is provided!'],
    ['showUpdateOffers', { oldSku: 'basic', skus: ['basic'] }, 'Sku list only contained offer user already has'],
    ['subscribe', { skuId: 'plus' }, 'subscribe takes only a sku string: use updateSubscription to update a subscription'],
    ['updateSubscription', { skuId: 'plus' }, 'updateSubscription needs an oldSku: use subscribe for new subscriptions'],
    ['completeDeferredAccountCreation', {}, 'completeDeferredAccountCreation needs an entitlement with a "google" source'],
  ])('%s(%j) rejects: %s', async (name, argument, message) => {
    const { api } = build();
    api.init('magazin.example:premium');
    const call = (api as unknown as Record<string, (argument: unknown) => Promise<unknown>>)[name];
    await expect(call?.(argument)).rejects.toThrow(new Error(message));
  });

  it('the deprecated response setters warn and still register', () => {
    const { api, log } = build();
    void api.setOnSubscribeResponse(() => undefined);
    void api.setOnContributionResponse(() => undefined);
    expect(logged(log, 'warn')).toEqual([
      'setOnSubscribeResponse is deprecated; please use setOnPaymentResponse',
      'setOnContributionResponse is deprecated; please use setOnPaymentResponse',
      'You have registered multiple callbacks for the same response.',
    ]);
  });
});
