/**
 * The auto prompt of a configured client: the manager (auto-prompt-manager.ts) given what it needs
 * from the client — the entitlements, article and client config to decide on, the audience action
 * flow to open, and the mini prompt or the offers for a subscription or contribution prompt.
 */
import type { ConfiguredClient, SubscriptionsClient } from '../client';
import { startAudienceAction, type AudienceActionDeps } from '../flows/audience-action-flow';
import { notAvailableMessage } from '../not-available';
import { createAutoPrompt, type AutoPrompt } from './auto-prompt-manager';

export interface PromptLook {
  theme: 'light' | 'dark';
  /** The page's language; also forced into the provider's pages (forceLangInIframes). */
  lang: string | null;
}

/** What an audience action needs from a configured client, in the dialog or inline; `forcedLanguage` is forced into the provider's pages. */
export function clientAudienceActionDeps(client: SubscriptionsClient, configured: ConfiguredClient, forcedLanguage: string | null): AudienceActionDeps {
  const { win, log, clock, storage, bus, api, callbacks } = client.services;
  return {
    win,
    log,
    clock,
    ui: client.services.ui(),
    api,
    storage,
    entitlements: configured.entitlements,
    bus,
    publicationId: configured.pageConfig.publicationId,
    forcedLanguage,
    requestLogin: () => void callbacks.trigger('loginRequest', { linkRequested: false }),
  };
}

export function createClientAutoPrompt(client: SubscriptionsClient, configured: ConfiguredClient, look: PromptLook): AutoPrompt {
  const { win, log, clock, storage, bus } = client.services;
  const offers = (product: 'subscription' | 'contribution') =>
    // The offer flows come with the client's payment part; until then the reader's click is logged.
    log.warn(notAvailableMessage(product === 'subscription' ? 'showOffers' : 'showContributionOptions'));
  return createAutoPrompt({
    win,
    log,
    clock,
    storage,
    bus,
    isLocked: configured.pageConfig.isLocked,
    async load() {
      const [entitlements, clientConfig] = await Promise.all([configured.entitlements.getEntitlements().catch(() => null), configured.clientConfig.getClientConfig()]);
      return { entitlements, clientConfig, article: await configured.entitlements.getArticle() };
    },
    startAudienceAction: (params) => startAudienceAction(clientAudienceActionDeps(client, configured, look.lang), params),
    showMonetization(choice) {
      if (choice.layout === 'large') return offers(choice.product);
      client.services.ui().miniPrompt({ autoPromptType: choice.product, theme: look.theme, lang: look.lang, onClick: () => offers(choice.product) });
    },
  });
}
