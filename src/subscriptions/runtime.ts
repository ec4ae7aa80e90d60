/**
 * Builds the subscriptions client of a page from explicit services (window, logger, clock,
 * storage, provider settings) and wires its parts once: bus, callbacks, API, client state and
 * the two public faces. Built lazily, on the first queue callback, because most pages of the two
 * sites never use the client and must not pay for it.
 */
import type { Clock } from '../core/clock';
import { lazy } from '../core/lazy';
import type { Logger } from '../core/log';
import type { ReactHost } from '../core/react';
import type { SafeStorage } from '../core/storage';
import { createBasicApi, type BasicApi } from './basic-api';
import { setupStandardButtons } from './buttons/standard-buttons';
import { createCallbacks } from './events/callbacks';
import { createSubscriptionsClient, type SubscriptionsClient } from './client';
import { createEventBus } from './events/event-bus';
import { showOffersFlow } from './flows/offers-flow';
import { payDeps } from './flows/pay-deps';
import { reportingErrors } from './analytics/js-error';
import { setupInlineCtas, type InlineCtas } from './inline-cta/inline-cta';
import { createProviderApi } from './api/provider-api';
import { readProviderSettings, type ProviderSettings } from './api/provider-settings';
import { createSubscriptionsApi, type SubscriptionsApi } from './subscriptions-api';
import { createSwgStorage } from './storage/swg-storage';
import { createSubscriptionsUi } from './ui/ui';

export interface RuntimeDeps {
  win: Window;
  log: Logger;
  clock: Clock;
  local: SafeStorage;
  session: SafeStorage;
  /** Read from the page's `siteClientConfig` when not given. */
  settings?: ProviderSettings;
  random?: () => number;
  /** Tests only: Web Crypto and page security for the canonical URL hash. */
  hashEnv?: { isSecureContext: boolean; crypto: Crypto };
  /** Tests only: the per-request timeout. */
  timeoutMs?: number;
  /** The bundle's React host, for dialogs and toasts; the client makes its own when not given. */
  react?: ReactHost;
}

export interface SubscriptionsRuntime {
  client: SubscriptionsClient;
  /** What `SWG.push` callbacks receive. */
  subscriptions: SubscriptionsApi;
  /** What `SWG_BASIC.push` callbacks receive. */
  basic: BasicApi;
  stop(): void;
}

export function createSubscriptionsRuntime(deps: RuntimeDeps): SubscriptionsRuntime {
  const { win, log, clock } = deps;
  const settings = deps.settings ?? readProviderSettings(win, log);
  // The bus's listeners are the client's own parts: one that throws is a client error the provider hears of.
  const reporting = reportingErrors(log, win, settings.providerOrigin);
  const bus = createEventBus(reporting);
  const ui = lazy(() => createSubscriptionsUi({ win, log, clock, settings, bus, ...(deps.react ? { react: deps.react } : {}) }));
  const client = createSubscriptionsClient({
    win,
    log,
    clock,
    settings,
    storage: createSwgStorage(deps.local, deps.session),
    bus,
    api: createProviderApi({ apiBase: settings.apiBase, ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}) }),
    callbacks: createCallbacks(log),
    random: deps.random ?? Math.random,
    ...(deps.hashEnv ? { hashEnv: deps.hashEnv } : {}),
    ui,
  });
  // SWG_BASIC's language is forced into the provider's offer and pay pages too.
  const forcedLanguage = () => basic.settings()?.clientOptions.lang ?? null;
  const subscriptions = createSubscriptionsApi(client, forcedLanguage);
  const basic = createBasicApi(client);
  let stopped = false;
  let inlineCtas: InlineCtas | null = null;
  // The client stops listening with its bus. Standard buttons and inline calls to action start
  // however the client was configured (SWG_BASIC init, SWG start, the page's markup).
  bus.on('configured', () => {
    const configured = client.configured();
    if (configured) inlineCtas = setupInlineCtas(client, configured, forcedLanguage);
    setupStandardButtons({
      doc: win.document,
      clientOptions: () => basic.settings()?.clientOptions ?? null,
      canDisplayButton: async () => (await client.ensureConfigured().clientConfig.getClientConfig()).uiPredicates.canDisplayButton === true,
      // The client config may arrive after the page's client stopped: then there is nothing to attach to.
      attach(element, kind, args) {
        if (!stopped) ui().buttons.attach(element, kind, args);
      },
      // The client's own flows, not the publisher's API: a button's press is not an API call (the
      // provider's buttons talk to its configured runtime, which logs no EVENT_SHOW_OFFERS_API).
      flows: {
        showOffers: (request) => showOffersFlow(payDeps(client, forcedLanguage()), request),
        showContributionOptions: (request) => showOffersFlow(payDeps(client, forcedLanguage()), request, true),
      },
    }).catch((error: unknown) => reporting.error('the standard buttons could not be set up', error));
  });
  return {
    client,
    subscriptions,
    basic,
    stop: () => {
      stopped = true;
      inlineCtas?.stop();
      client.stop();
      ui.peek()?.stop();
    },
  };
}

export interface LazyRuntime {
  /** The runtime, built on the first call. */
  get(): SubscriptionsRuntime;
  /** Whether it was built (tests, the QA log). */
  built(): boolean;
  /** Stop it if it was built; later `get` calls build nothing more. */
  stop(): void;
}

export function lazyRuntime(deps: RuntimeDeps): LazyRuntime {
  let runtime: SubscriptionsRuntime | null = null;
  let stopped = false;
  return {
    get() {
      if (stopped) throw new Error('the subscriptions client has stopped');
      runtime ??= createSubscriptionsRuntime(deps);
      return runtime;
    },
    built: () => runtime !== null,
    stop() {
      stopped = true;
      runtime?.stop();
    },
  };
}
