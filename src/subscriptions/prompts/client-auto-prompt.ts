/**
 * The auto prompt of a configured client: the manager (auto-prompt-manager.ts) given what it needs
 * from the client — the entitlements, article and client config to decide on, the audience action
 * flow to open, and the mini prompt or the offers for a subscription or contribution prompt.
 */
import type { ConfiguredClient, FlowClient } from '../flows/flow-client';
import { startAudienceAction, type AudienceActionDeps } from '../flows/audience-action-flow';
import { payDeps } from '../flows/pay-deps';
import { showOffersFlow } from '../flows/offers-flow';
import { createAutoPrompt, type AutoPrompt } from './auto-prompt-manager';
import { errorText } from '../../core/log';

export interface PromptLook {
  theme: 'light' | 'dark';
  /** The page's language; also forced into the provider's pages (forceLangInIframes). */
  lang: string | null;
}

/** What an audience action needs from a configured client, in the dialog or inline; `forcedLanguage` is forced into the provider's pages. */
export function clientAudienceActionDeps(
  client: FlowClient,
  configured: ConfiguredClient,
  forcedLanguage: string | null,
): AudienceActionDeps {
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

export function createClientAutoPrompt(client: FlowClient, configured: ConfiguredClient, look: PromptLook): AutoPrompt {
  const { win, log, clock, storage, bus } = client.services;
  // The prompt's offers are closable as the prompt was (a paywall's stay open).
  const offers = (product: 'subscription' | 'contribution', isClosable: boolean) =>
    void showOffersFlow(payDeps(client, look.lang), { isClosable }, product === 'contribution').catch((caught: unknown) =>
      log.warn(`the offers could not open: ${errorText(caught)}`),
    );
  return createAutoPrompt({
    win,
    log,
    clock,
    storage,
    bus,
    isLocked: configured.pageConfig.isLocked,
    async load() {
      const [entitlements, clientConfig] = await Promise.all([
        configured.entitlements.getEntitlements().catch(() => null),
        configured.clientConfig.getClientConfig(),
      ]);
      return { entitlements, clientConfig, article: await configured.entitlements.getArticle() };
    },
    startAudienceAction: (params) => startAudienceAction(clientAudienceActionDeps(client, configured, look.lang), params),
    showMonetization(choice, closable) {
      if (choice.layout === 'large') return offers(choice.product, closable);
      // The reader asked for the offers from the mini prompt: they may close them again.
      client.services
        .ui()
        .miniPrompt({ autoPromptType: choice.product, theme: look.theme, lang: look.lang, onClick: () => offers(choice.product, true) });
    },
  });
}
