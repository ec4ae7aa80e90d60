/**
 * The provider's client configuration and the experiments in force (spec widget §3 "Client
 * config", §7 GET clientconfiguration, §9 "Experiments"). As in the provider's client
 * (ClientConfigManager.fetch_), the config is the article answer's `clientConfig` whenever an
 * article was loaded; only without one (no entitlements asked for, served from the cache, or the
 * article request failed) is the clientconfiguration endpoint asked, once per page. Whatever goes
 * wrong is a warning and the provider client's defaults (getDefaultConfig_): the config steers
 * prompts and buttons but never blocks them. What the publisher configured wins over what the
 * provider sent.
 */
import { describeHttpError } from '../../core/http';
import type { Logger } from '../../core/log';
import type { SafeStorage } from '../../core/storage';
import type { Article } from '../model/article';
import { parseClientConfig } from '../model/client-config';
import type { EventBus } from '../events/event-bus';
import { experimentsFromHash, isExperimentOn, parseExperimentSpec } from './experiments';
import type { ProviderApi } from '../api/provider-api';
import type { ClientConfig, ClientOptionsConfig } from '../model/types';
import { errorText } from '../../core/log';

/** Spec widget §8, exact text. */
export const NO_PUBLICATION_ERROR = 'fetchClientConfig requires publicationId';

export interface ClientConfigManagerOptions {
  win: Window;
  publicationId: string;
  api: ProviderApi;
  /** The entitlements manager's article, whose client config comes first (EntitlementsManager fits). */
  entitlements: { getArticle(): Promise<Article | null> };
  /** The publisher's configure() state, read at each use (it may change after start). */
  options(): ClientOptionsConfig;
  session: SafeStorage;
  random: () => number;
  log: Logger;
  bus: EventBus;
}

export interface ClientConfigManager {
  /** Throws Error(NO_PUBLICATION_ERROR) without a publication id; never rejects (a failure gives the defaults, with a warning). */
  getClientConfig(): Promise<ClientConfig>;
  /**
   * Every experiment on now (the analytics context's labels): on by configure({experiments}), by
   * the article's experiment flags (once it arrived), or by the page hash `swg.experiments`.
   */
  onExperiments(): string[];
  stop(): void;
}

/** Pure: the provider's config with what the publisher configured on top (as the provider's client does). */
export function withPublisherOptions(config: ClientConfig, options: ClientOptionsConfig): ClientConfig {
  return {
    ...config,
    paySwgVersion: options.paySwgVersion ?? config.paySwgVersion,
    useUpdatedOfferFlows: options.paySwgVersion !== null || config.useUpdatedOfferFlows,
    skipAccountCreationScreen: options.skipAccountCreationScreen || config.skipAccountCreationScreen,
  };
}

export function createClientConfigManager(deps: ClientConfigManagerOptions): ClientConfigManager {
  const { win, publicationId, api, entitlements, session, random, log, bus } = deps;
  let pending: Promise<ClientConfig> | null = null;
  let articleFlags: readonly string[] = [];
  let hashExperiments: Set<string> | null = null;
  const lifetime = new AbortController();
  const stopListening = bus.on('article', ({ article }) => (articleFlags = article.experimentFlags));

  const fetchConfig = async (): Promise<ClientConfig> => {
    // The provider's client reads the config once the entitlements it asked for are in. A call made
    // while the page is being configured (the standard buttons, the inline calls to action) comes
    // before the same task asks for the entitlements: look for the article after that task.
    // eslint-disable-next-line @typescript-eslint/await-thenable -- one microtask: see above
    await null;
    const article = await entitlements.getArticle();
    if (article) {
      if (article.clientConfig) return article.clientConfig;
      throw new Error('the article answer carries no client config');
    }
    const result = await api.clientConfiguration(publicationId, lifetime.signal);
    if (!result.ok) throw new Error(`Client configuration could not be fetched: ${describeHttpError(result.error)}`);
    return parseClientConfig(result.value);
  };

  /** The session's draw for each experiment of the page hash; drawn once, as the draw is sticky anyway. */
  const fromHash = (): Set<string> => {
    if (hashExperiments) return hashExperiments;
    hashExperiments = new Set();
    for (const spec of experimentsFromHash(win.location.hash)) {
      try {
        if (isExperimentOn(spec, session, random)) hashExperiments.add(parseExperimentSpec(spec).id);
      } catch (caught) {
        log.warn(`swg.experiments: "${spec}" ignored`, caught);
      }
    }
    return hashExperiments;
  };

  return {
    getClientConfig() {
      if (!publicationId) throw new Error(NO_PUBLICATION_ERROR);
      // Asked once per page, as the provider's client keeps its one answer; a failure keeps the defaults.
      pending ??= fetchConfig().catch((caught: unknown) => {
        if (!lifetime.signal.aborted) log.warn(`${errorText(caught)}; the client config's defaults are used`);
        return parseClientConfig(null);
      });
      return pending.then((config) => withPublisherOptions(config, deps.options()));
    },
    onExperiments: () => [...new Set([...deps.options().experiments, ...articleFlags, ...fromHash()])],
    stop() {
      lifetime.abort();
      stopListening();
    },
  };
}
