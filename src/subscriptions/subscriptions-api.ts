/**
 * The full client that pages receive from `SWG.push(subscriptions => …)`: every call of the
 * provider's Subscriptions interface, so publisher code written for it runs unchanged. What the
 * issues so far cover (configuration, entitlements, showcase, callbacks, buttons, offers and
 * payment, linking) works.
 */
import type { ClientConfig } from './model/types';
import { readButtonArgs } from './buttons/button-options';
import type { SubscriptionsClient } from './client';
import type { GetEntitlementsParams } from './entitlements/entitlements-manager';
import { parseEntitlementsAnswer } from './entitlements/entitlements-model';
import { INVALID_TOKEN } from './model/jwt';
import { availableInterventions, type AvailableIntervention } from './prompts/available-interventions';
import { linkDeps, startLinkAccount } from './flows/link-account-flow';
import { checkOldSku, offersProduct, readOffersRequest } from './flows/offer-rules';
import { getOffers, showOffersFlow, showOfferTeaser } from './flows/offers-flow';
import { payDeps as makePayDeps } from './flows/pay-deps';
import { completeDeferredAccountCreation, startPay } from './flows/pay-flow';
import { readSubscriptionRequest, SUBSCRIBE_SKU_ONLY, UPDATE_NEEDS_OLD_SKU } from './flows/pay-rules';
import { linkSubscription, linkSubscriptions, saveSubscription, showLogin, waitForSubscriptionLookup } from './flows/linking-flows';
import { linkTargets, type LinkSummary } from './flows/linking-rules';
import type { ClientEventManagerApi } from './analytics/client-event-manager';
import type { EventBus } from './events/event-bus';
import { pageConfigFromId } from './config/page-config';
import { createPublisherLogger, type PropensityModule, type PublisherLogger } from './propensity/propensity';
import type { PublicEntitlements } from './entitlements/public-entitlements';
import { EVENT_SHOW_CONTRIBUTION_OPTIONS_API, EVENT_SHOW_OFFERS_API, EVENT_START_API, type AnalyticsEvent } from './wire/analytics-event';
import { isRecord } from '../core/wp-config';
import { errorText } from '../core/log';

export interface SubscriptionsApi {
  init(productOrPublicationId: string): void;
  configure(config: unknown): Promise<void>;
  start(): Promise<void>;
  reset(): Promise<void>;
  clear(): Promise<void>;
  getEntitlements(params?: unknown): Promise<PublicEntitlements>;
  setOnEntitlementsResponse(callback: unknown): Promise<void>;
  setOnLoginRequest(callback: unknown): Promise<void>;
  triggerLoginRequest(request: unknown): Promise<void>;
  setOnPaymentResponse(callback: unknown): Promise<void>;
  setOnSubscribeResponse(callback: unknown): Promise<void>;
  setOnContributionResponse(callback: unknown): Promise<void>;
  setOnNativeSubscribeRequest(callback: unknown): Promise<void>;
  setOnLinkComplete(callback: unknown): Promise<void>;
  setOnFlowStarted(callback: unknown): Promise<void>;
  setOnFlowCanceled(callback: unknown): Promise<void>;
  setShowcaseEntitlement(entitlement: unknown): Promise<void>;
  consumeShowcaseEntitlementJwt(jwt: unknown, onCloseDialog?: unknown): Promise<void>;
  setPublisherProvidedId(publisherProvidedId: unknown): Promise<void>;
  /** The publisher's view of the client's analytics events: listeners, filterers, its own events. */
  getEventManager(): Promise<ClientEventManagerApi>;
  getClientEventManager(): Promise<ClientEventManagerApi>;
  /** Not part of the publisher API: the client's own event bus, for the harness's QA status panel. */
  getClientBus(): Promise<EventBus>;
  /** Not part of the publisher API: the client config for the flows of later issues. */
  getClientConfig(): Promise<ClientConfig>;
  /** The publication's offers for `{productId}` (default: the page's product). */
  getOffers(options?: unknown): Promise<Array<Record<string, unknown>>>;
  /** The offers in the dialog; `showUpdateOffers` for a reader replacing `oldSku`. */
  showOffers(options?: unknown): Promise<void>;
  showUpdateOffers(options?: unknown): Promise<void>;
  showSubscribeOption(options?: unknown): Promise<void>;
  showAbbrvOffer(options?: unknown): Promise<void>;
  showContributionOptions(options?: unknown): Promise<void>;
  /** The provider's waiting page while the publisher looks the reader's account up; settles as `accountPromise` does. */
  waitForSubscriptionLookup(accountPromise?: unknown): Promise<unknown>;
  /** Buy the subscription `sku` (a string only). */
  subscribe(sku: unknown): Promise<void>;
  /** Replace `oldSku` by `skuId` (`{skuId, oldSku, …}`). */
  updateSubscription(request: unknown): Promise<void>;
  /** Contribute: a sku, or `{skuId, oneTime?, metadata?}`. */
  contribute(request: unknown): Promise<void>;
  /** For a reader with a google entitlement: `{entitlements, consent?}` → the account's entitlements, user and purchases. */
  completeDeferredAccountCreation(options?: unknown): Promise<Record<string, unknown>>;
  /** Ask the reader to sign in with Google (rejects when the reader declines). */
  showLoginPrompt(): Promise<void>;
  /** Tell the reader they are signed in with Google. */
  showLoginNotification(): Promise<void>;
  /** Link the reader's publisher account to their Google account (a pop-up, then the confirmation). */
  linkAccount(params?: unknown): Promise<void>;
  /** Save the reader's publisher subscription to Google: the callback gives `{token}` or `{authCode}`; true once linked. */
  saveSubscription(callback: unknown): Promise<boolean>;
  /** Link the reader's id at this publication (`{publisherProvidedId}`): `{publisherProvidedId, success}`. */
  linkSubscription(request: unknown): Promise<{ publisherProvidedId: unknown; success: boolean }>;
  /** Link the reader at several publications (`{linkTo: [{publicationId, publisherProvidedId}]}`): the summary. */
  linkSubscriptions(request: unknown): Promise<LinkSummary>;
  /** Reader propensity: subscription states and events to the provider, scores back. */
  getPropensityModule(): Promise<PropensityModule>;
  /** The publisher's own reports on the client's event bus (analytics, propensity when enabled). */
  getLogger(): Promise<PublisherLogger>;
  /** The article's audience actions the publisher may show itself, or null without an article. */
  getAvailableInterventions(): Promise<AvailableIntervention[] | null>;
  /** A new classic button (not yet in the page): `createButton(options?, callback)` or `createButton(callback)`. */
  createButton(optionsOrCallback?: unknown, callback?: unknown): HTMLButtonElement;
  /** Make the page's element the classic button. */
  attachButton(button: unknown, optionsOrCallback?: unknown, callback?: unknown): void;
  /** Fill the page's element with the provider's smart button; needs the page config, like the provider's client. */
  attachSmartButton(button: unknown, optionsOrCallback?: unknown, callback?: unknown): Promise<void>;
  /** Declared by the provider's API but not implemented by its client, which only warns: so does this one. */
  showBestAudienceAction(): void;
}

/** The page's button argument: an element, or a mistake that must show at once. */
function elementArgument(value: unknown, call: string): HTMLElement {
  if (typeof value === 'object' && value !== null && (value as Node).nodeType === 1) return value as HTMLElement;
  throw new Error(`${call} needs the button element`);
}

/** The publisher's getEntitlements argument in the provider's shape → the manager's params. */
export function entitlementsParamsFrom(raw: unknown): GetEntitlementsParams {
  // The provider's client still accepts the encrypted document key as a bare string.
  if (typeof raw === 'string') return raw === '' ? {} : { encryption: { encryptedDocumentKey: raw } };
  if (!isRecord(raw)) return {};
  const params: GetEntitlementsParams = {};
  const encryption = raw['encryption'];
  if (isRecord(encryption) && typeof encryption['encryptedDocumentKey'] === 'string')
    params.encryption = { encryptedDocumentKey: encryption['encryptedDocumentKey'] };
  const metering = raw['metering'];
  if (isRecord(metering) && metering['state'] !== undefined) params.meteringState = metering['state'];
  if (typeof raw['publisherProvidedId'] === 'string' && raw['publisherProvidedId'] !== '')
    params.publisherProvidedId = raw['publisherProvidedId'];
  return params;
}

/** `forcedLanguage`: the language SWG_BASIC's init forces into the provider's pages, if any. */
export function createSubscriptionsApi(client: SubscriptionsClient, forcedLanguage: () => string | null = () => null): SubscriptionsApi {
  const { log, callbacks, bus } = client.services;

  const deps = () => linkDeps(client, client.ensureConfigured());
  // As the provider's runtime: the call is logged once the client is configured (configuring it from the page if need be).
  const apiCalled = (eventType: AnalyticsEvent) => {
    client.ensureConfigured();
    bus.emit('analytics', { eventType, isFromUserAction: false });
  };
  const payDeps = () => makePayDeps(client, forcedLanguage());
  const offers = async (raw: unknown, update: boolean) => {
    const request = readOffersRequest(raw);
    checkOldSku(request, update);
    return showOffersFlow(payDeps(), request);
  };

  return {
    getOffers: async (options) => {
      const { pageConfig } = client.ensureConfigured();
      return getOffers(client.services.api, pageConfig.publicationId, offersProduct(options, pageConfig.productId));
    },
    showOffers: async (options) => {
      apiCalled(EVENT_SHOW_OFFERS_API);
      return offers(options, false);
    },
    showUpdateOffers: async (options) => offers(options, true),
    showSubscribeOption: async (options) => showOfferTeaser(payDeps(), readOffersRequest(options), false),
    showAbbrvOffer: async (options) => showOfferTeaser(payDeps(), readOffersRequest(options), true),
    showContributionOptions: async (options) => {
      apiCalled(EVENT_SHOW_CONTRIBUTION_OPTIONS_API);
      return showOffersFlow(payDeps(), readOffersRequest(options), true);
    },
    async subscribe(sku) {
      if (typeof sku !== 'string') throw new Error(SUBSCRIBE_SKU_ONLY);
      return startPay(payDeps(), readSubscriptionRequest(sku, 'subscribe'), 'SUBSCRIPTION');
    },
    async updateSubscription(request) {
      const read = readSubscriptionRequest(request, 'updateSubscription');
      if (!read.oldSku) throw new Error(UPDATE_NEEDS_OLD_SKU);
      return startPay(payDeps(), read, 'SUBSCRIPTION');
    },
    contribute: async (request) => startPay(payDeps(), readSubscriptionRequest(request, 'contribute'), 'UI_CONTRIBUTION'),
    completeDeferredAccountCreation: async (options) => completeDeferredAccountCreation(payDeps(), options),
    showBestAudienceAction() {
      log.warn("showBestAudienceAction: not implemented (the provider's client only warns too)");
    },
    init(productOrPublicationId) {
      if (typeof productOrPublicationId !== 'string' || productOrPublicationId.trim() === '') {
        throw new Error('init needs a product or publication id string');
      }
      // Spec magazine §3: an id given to init configures an unlocked page; as the provider's
      // init, it makes the client ready for logging at once.
      client.configurePage(pageConfigFromId(productOrPublicationId.trim(), false)).startLogging();
    },
    // As every call of the provider's runtime but four: a promise, a bad config rejects it.
    configure: async (config) => client.configure(config),
    async start() {
      let configured;
      try {
        configured = client.ensureConfigured();
      } catch (caught) {
        log.error(errorText(caught));
        throw caught;
      }
      apiCalled(EVENT_START_API);
      // The entitlements callback hears the result through the bus; a failure is logged there.
      configured.entitlements.getEntitlements().catch(() => undefined);
    },
    async reset() {
      client.reset();
    },
    async clear() {
      client.clear();
    },
    async getEntitlements(params) {
      const set = await client.ensureConfigured().entitlements.getEntitlements(entitlementsParamsFrom(params));
      return client.publicEntitlements(set);
    },
    setOnEntitlementsResponse: async (callback) => callbacks.set('entitlements', callback, 'setOnEntitlementsResponse'),
    setOnLoginRequest: async (callback) => callbacks.set('loginRequest', callback, 'setOnLoginRequest'),
    async triggerLoginRequest(request) {
      callbacks.trigger('loginRequest', request);
    },
    setOnPaymentResponse: async (callback) => callbacks.set('paymentResponse', callback, 'setOnPaymentResponse'),
    async setOnSubscribeResponse(callback) {
      log.warn('setOnSubscribeResponse is deprecated; please use setOnPaymentResponse');
      callbacks.set('paymentResponse', callback, 'setOnSubscribeResponse');
    },
    async setOnContributionResponse(callback) {
      log.warn('setOnContributionResponse is deprecated; please use setOnPaymentResponse');
      callbacks.set('paymentResponse', callback, 'setOnContributionResponse');
    },
    setOnNativeSubscribeRequest: async (callback) => callbacks.set('subscribeRequest', callback, 'setOnNativeSubscribeRequest'),
    setOnLinkComplete: async (callback) => callbacks.set('linkComplete', callback, 'setOnLinkComplete'),
    setOnFlowStarted: async (callback) => callbacks.set('flowStarted', callback, 'setOnFlowStarted'),
    setOnFlowCanceled: async (callback) => callbacks.set('flowCanceled', callback, 'setOnFlowCanceled'),
    async setShowcaseEntitlement(entitlement) {
      await client.ensureConfigured().entitlements.setShowcaseEntitlement(entitlement);
    },
    async consumeShowcaseEntitlementJwt(jwt, onCloseDialog) {
      const { pageConfig } = client.ensureConfigured();
      let set;
      try {
        // An empty or missing token would read as "unsigned, no entitlements": it is as unreadable as a broken one.
        if (typeof jwt !== 'string' || jwt === '') throw new Error(INVALID_TOKEN);
        set = parseEntitlementsAnswer({ signedEntitlements: jwt }, pageConfig.productId, 'network').set;
      } catch {
        log.warn(`${INVALID_TOKEN}: consumeShowcaseEntitlementJwt got an unreadable showcase entitlement`);
        return;
      }
      const onClose = typeof onCloseDialog === 'function' ? (onCloseDialog as () => void) : undefined;
      await client.publicEntitlements(set).consume(onClose);
    },
    getPropensityModule: async () => client.propensity(),
    getAvailableInterventions: async () => availableInterventions(client, client.ensureConfigured()),
    getLogger: async () => createPublisherLogger(bus),
    async linkAccount(params) {
      const ampReaderId = typeof params === 'object' && params !== null ? (params as { ampReaderId?: unknown }).ampReaderId : undefined;
      startLinkAccount(deps(), typeof ampReaderId === 'string' && ampReaderId !== '' ? ampReaderId : undefined);
    },
    saveSubscription: async (callback) => saveSubscription(deps(), callback),
    linkSubscription: async (request) => linkSubscription(deps(), request),
    linkSubscriptions: async (request) => linkSubscriptions(deps(), linkTargets(request)),
    showLoginPrompt: async () => showLogin(deps(), true),
    showLoginNotification: async () => showLogin(deps(), false),
    waitForSubscriptionLookup: async (accountPromise) => waitForSubscriptionLookup(deps(), accountPromise),
    async setPublisherProvidedId(publisherProvidedId) {
      if (typeof publisherProvidedId !== 'string' || publisherProvidedId === '')
        throw new Error('setPublisherProvidedId expects a non-empty string');
      client.setPublisherProvidedId(publisherProvidedId);
    },
    createButton: (optionsOrCallback, callback) => client.services.ui().buttons.create(readButtonArgs(optionsOrCallback, callback)),
    attachButton(button, optionsOrCallback, callback) {
      client.services.ui().buttons.attach(elementArgument(button, 'attachButton'), 'classic', readButtonArgs(optionsOrCallback, callback));
    },
    async attachSmartButton(button, optionsOrCallback, callback) {
      const element = elementArgument(button, 'attachSmartButton');
      const { pageConfig } = client.ensureConfigured();
      const ui = client.services.ui();
      ui.buttons.attachSmart(element, readButtonArgs(optionsOrCallback, callback), {
        url: ui.frameUrl('/smartboxiframe'),
        publicationId: pageConfig.publicationId,
      });
    },
    getEventManager: async () => client.eventManager(),
    getClientEventManager: async () => client.eventManager(),
    getClientBus: async () => bus,
    getClientConfig: async () => client.ensureConfigured().clientConfig.getClientConfig(),
  };
}
