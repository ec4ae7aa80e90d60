/**
 * The one subscriptions client of a page: its services, the publisher's configuration, and, once
 * the page config is known, the managers that need it. Both public faces (SWG and SWG_BASIC) are
 * thin layers over this one state, so a page that uses both still makes one entitlements fetch
 * and has one page config. The publisher's callbacks hear the bus here.
 */
import { DEFAULT_CLIENT_OPTIONS, applyClientOptions } from './config/client-options';
import { createClientConfigManager } from './config/client-config-manager';
import { createEntitlementsManager } from './entitlements/entitlements-manager';
import { NO_CONFIG_ERROR, discoverPageConfig } from './config/page-config';
import { toPublicEntitlements } from './entitlements/public-entitlements';
import { STORAGE_KEYS } from './storage/swg-storage';
import { frameArgs } from './activities/frame-url';
import { enablesThis } from './entitlements/entitlements-model';
import { unlockToastSource } from './entitlements/unlock-toast';
import { watchAudienceActivity } from './analytics/audience-activity';
import { carriesRedirectResult } from './activities/popups';
import { createClientEventManager, type ClientEventManagerApi } from './analytics/client-event-manager';
import { watchAnalytics } from './analytics/analytics-service';
import { entitlementsEvent } from './analytics/entitlements-event';
import { linkDeps, watchLinkResult } from './flows/link-account-flow';
import { showMeterToast } from './meter-toast/meter-toast';
import type { AutoPrompt } from './prompts/auto-prompt-manager';
import { createPropensity, type PropensityModule } from './propensity/propensity';
import { showOffersFlow } from './flows/offers-flow';
import { payDeps } from './flows/pay-deps';
import { createClientAutoPrompt, type PromptLook } from './prompts/client-auto-prompt';
import type { ClientOptionsConfig, EntitlementsSet, PageConfig } from './model/types';
import { IMPRESSION_PAGE_LOAD, isAnalyticsEvent } from './wire/analytics-event';
import { routeServerEvents } from './activities/frame-port';
import type { ClientServices, ConfiguredClient, FlowClient } from './flows/flow-client';

/** The swg-js text for configuring twice (the spec is silent). */
const ALREADY_CONFIGURED_ERROR = 'already configured';

/** The whole client; flows, prompts and inline calls to action take only its FlowClient part. */
export interface SubscriptionsClient extends FlowClient {
  /** configure(): every property checked; throws Error with the rule's text and changes nothing then. */
  configure(input: unknown): void;
  setPublisherProvidedId(id: string): void;
  configured(): ConfiguredClient | null;
  /** Configure for `pageConfig`; throws Error(ALREADY_CONFIGURED_ERROR) the second time. */
  configurePage(pageConfig: PageConfig, setup?: { consumeMeteringByDefault?: boolean }): ConfiguredClient;
  /** The page's auto prompt, made on the first call (later calls get the same one). Throws Error(NO_CONFIG_ERROR) like ensureConfigured. */
  autoPrompt(look: PromptLook): AutoPrompt;
  /** The publisher's event manager (one per page, made on first use). */
  eventManager(): ClientEventManagerApi;
  /** The propensity module, made on first use (or at configuration with `enablePropensity`); needs the page config. */
  propensity(): PropensityModule;
  /** Forget the shared fetch and close the open dialog (swg-js reset). */
  reset(): void;
  /** Forget token, cache, the unlock toast's flag and everything fetched, and close the open dialog (swg-js clear, plus the stored token). */
  clear(): void;
  stop(): void;
}

export function createSubscriptionsClient(services: ClientServices): SubscriptionsClient {
  const { win, log, clock, storage, bus, api, callbacks } = services;
  let options: ClientOptionsConfig = DEFAULT_CLIENT_OPTIONS;
  let ppidFromCall: string | null = null;
  let configured: ConfiguredClient | null = null;
  let autoPrompt: AutoPrompt | null = null;
  let propensity: PropensityModule | null = null;
  let eventManager: ClientEventManagerApi | null = null;

  const publicEntitlements = (set: EntitlementsSet) =>
    toPublicEntitlements(set, {
      log,
      consume: (data) => configured?.entitlements.consume(data) ?? Promise.resolve(),
      meterToast: (settings, onConsume) => {
        if (!configured) return Promise.resolve(onConsume());
        // Without a publisher's subscribe flow, the provider's offers (closable) take the reader on,
        // as the provider's basic client does: the toast's dialog closes first, so the offers open
        // in a dialog of their own (centred, over the dimmed page) as from any other entry point.
        const showOffers = () => {
          services.ui.peek()?.dialogs.completeAll();
          void showOffersFlow(payDeps(client, null), { isClosable: true }).catch((caught: unknown) => log.warn(String(caught)));
        };
        return showMeterToast(
          { win, clock, log, callbacks, bus, ui: services.ui(), pageConfig: configured.pageConfig, showOffers },
          settings,
          onConsume,
        );
      },
      // Acknowledged entitlements that open the page: the reader knows, no unlock toast this session.
      ack: (data) => {
        if (enablesThis(data)) storage.setToastShown(true);
      },
    });

  /**
   * The unlock toast, decided a task later: the publisher's entitlements callback gets its promise
   * now and usually acknowledges in a `then`, which must be able to keep the toast away.
   */
  let cancelUnlockToast: () => void = () => undefined;
  const maybeShowUnlockToast = (set: EntitlementsSet) => {
    cancelUnlockToast();
    cancelUnlockToast = clock.after(0, () => {
      const source = unlockToastSource(set, storage.toastShown());
      if (source === null || !configured) return;
      services.ui().toast({}, frameArgs({ publicationId: configured.pageConfig.publicationId, source }));
    });
  };

  // The publisher's callbacks follow the bus: flows only emit, they never call the page directly.
  const stopListening = [
    bus.on('entitlements', ({ entitlements }) => {
      void callbacks.trigger('entitlements', Promise.resolve(publicEntitlements(entitlements)));
      bus.emit('analytics', entitlementsEvent(entitlements));
      maybeShowUnlockToast(entitlements);
    }),
    bus.on('flow-started', (payload) => void callbacks.trigger('flowStarted', payload)),
    bus.on('flow-canceled', (payload) => void callbacks.trigger('flowCanceled', payload)),
    () => routeServerEvents(null),
  ];
  // A provider page's own events (its impressions, its clicks) join the client's as the provider
  // server's, whichever page reports them.
  routeServerEvents(({ event, meta, params }) => {
    if (isAnalyticsEvent(event)) {
      bus.emit('analytics', {
        eventType: event,
        originator: 'SWG_SERVER',
        isFromUserAction: meta?.isFromUserAction ?? null,
        params,
        configurationId: meta?.configurationId ?? null,
      });
    }
  });

  // reset() and clear() close whatever dialog is open, as the provider's do (nothing is built for a page that showed none).
  const closeDialog = () => services.ui.peek()?.dialogs.completeAll();

  const client: SubscriptionsClient = {
    services,
    options: () => options,
    configure(input) {
      const result = applyClientOptions(options, input);
      if (!result.ok) throw new Error(result.error);
      options = result.config;
      // Turned on after the page was configured: events from now on reach propensity.
      if (options.enablePropensity && configured) client.propensity();
    },
    setPublisherProvidedId(id) {
      ppidFromCall = id;
    },
    configured: () => configured,
    configurePage(pageConfig, setup = {}) {
      if (configured) throw new Error(ALREADY_CONFIGURED_ERROR);
      const entitlements = createEntitlementsManager({
        win,
        pageConfig,
        api,
        storage,
        clock,
        log,
        bus,
        publisherProvidedId: () => options.publisherProvidedId ?? ppidFromCall,
        consumeMeteringByDefault: setup.consumeMeteringByDefault ?? false,
        ...(services.hashEnv ? { hashEnv: services.hashEnv } : {}),
      });
      const clientConfig = createClientConfigManager({
        win,
        publicationId: pageConfig.publicationId,
        api,
        entitlements,
        options: () => options,
        session: storage.session,
        random: services.random,
        log,
        bus,
      });
      const analytics = watchAnalytics(services, pageConfig, clientConfig.onExperiments, () => options.enableSwgAnalytics);
      configured = { pageConfig, entitlements, clientConfig, analyticsLogged: analytics.logged, startLogging: analytics.startLogging };
      // Back from a provider page that took the whole window: its result is in the address.
      if (carriesRedirectResult(win.location.hash)) {
        watchLinkResult(linkDeps(client, configured));
        // A payment's answer too: the pay flow hears it and hands it to the publisher's callback.
        payDeps(client, null).payClient();
      }
      stopListening.push(watchAudienceActivity({ bus, storage, api, publicationId: pageConfig.publicationId }), analytics.stop);
      bus.emit('configured', { pageConfig });
      // Once per page, as the provider's runtime logs it when it is made.
      bus.emit('analytics', { eventType: IMPRESSION_PAGE_LOAD, isFromUserAction: false });
      if (options.enablePropensity) client.propensity();
      return configured;
    },
    ensureConfigured() {
      if (configured) return configured;
      const pageConfig = discoverPageConfig(win.document);
      if (!pageConfig) throw new Error(NO_CONFIG_ERROR);
      return client.configurePage(pageConfig);
    },
    publicEntitlements,
    autoPrompt(look) {
      autoPrompt ??= createClientAutoPrompt(client, client.ensureConfigured(), look);
      return autoPrompt;
    },
    eventManager() {
      eventManager ??= createClientEventManager(bus, log, () => clock.now());
      return eventManager;
    },
    propensity() {
      propensity ??= createPropensity({
        win,
        log,
        bus,
        api,
        propensityOrigin: services.settings.propensityOrigin,
        publicationId: client.ensureConfigured().pageConfig.publicationId,
        enabled: () => options.enablePropensity,
      });
      return propensity;
    },
    reset() {
      configured?.entitlements.reset();
      closeDialog();
    },
    clear() {
      if (configured) configured.entitlements.clear();
      else {
        storage.removeCachedEntitlements();
        storage.removeUserToken();
      }
      storage.session.remove(STORAGE_KEYS.toast);
      closeDialog();
    },
    stop() {
      cancelUnlockToast();
      autoPrompt?.stop();
      configured?.entitlements.stop();
      configured?.clientConfig.stop();
      for (const stop of stopListening) stop();
      bus.clear();
    },
  };
  return client;
}
