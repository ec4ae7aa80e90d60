/**
 * The client as the flows, prompts, inline calls to action and public faces read it: its
 * services, its options and its configured state. client.ts composes the flows and satisfies this
 * view, so nothing it composes imports client.ts back.
 */
import type { Clock } from '../../core/clock';
import type { Lazy } from '../../core/lazy';
import type { Logger } from '../../core/log';
import type { ProviderApi } from '../api/provider-api';
import type { ProviderSettings } from '../api/provider-settings';
import type { ClientConfigManager } from '../config/client-config-manager';
import type { EntitlementsManager } from '../entitlements/entitlements-manager';
import type { PublicEntitlements } from '../entitlements/public-entitlements';
import type { Callbacks } from '../events/callbacks';
import type { EventBus } from '../events/event-bus';
import type { ClientOptionsConfig, EntitlementsSet, PageConfig } from '../model/types';
import type { SwgStorage } from '../storage/swg-storage';
import type { SubscriptionsUi } from '../ui/ui';

export interface ClientServices {
  win: Window;
  log: Logger;
  clock: Clock;
  storage: SwgStorage;
  settings: ProviderSettings;
  bus: EventBus;
  api: ProviderApi;
  callbacks: Callbacks;
  /** Experiment draws; Math.random in the page, fixed in tests. */
  random: () => number;
  /** Web Crypto and page security for hashing; the window's own unless a test says otherwise. */
  hashEnv?: { isSecureContext: boolean; crypto: Crypto };
  /** Dialogs and toasts, built on first use (`peek` for what needs them only when shown). */
  ui: Lazy<SubscriptionsUi>;
}

/** The parts that exist once the page config is known. */
export interface ConfiguredClient {
  pageConfig: PageConfig;
  entitlements: EntitlementsManager;
  clientConfig: ClientConfigManager;
  /** The analytics service's logging is done (or given up on): waited for before the page leaves for a provider page. */
  analyticsLogged(): Promise<boolean>;
  /** The publisher initialised the client by hand: the service frame may log at once. */
  startLogging(): void;
}

export interface FlowClient {
  readonly services: ClientServices;
  options(): ClientOptionsConfig;
  /** The configured client, discovering the page config first if needed; throws Error(NO_CONFIG_ERROR). */
  ensureConfigured(): ConfiguredClient;
  /** The object publishers receive for a set. */
  publicEntitlements(set: EntitlementsSet): PublicEntitlements;
}
