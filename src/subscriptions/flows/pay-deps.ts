/**
 * What the offer and pay flows need from the client, wherever they start (the publisher's calls,
 * the auto prompt, the meter toast, buttons, inline calls to action). The page's one pay client
 * is made here on first use and heard by the pay flow from then on.
 */
import { lazy } from '../../core/lazy';
import type { SubscriptionsClient } from '../client';
import type { PayClient } from '../payments/pay-client-types';
import { linkDeps } from './link-account-flow';
import { createPayClient } from './pay-client-pending';
import { listenForPayments, type PayDeps } from './pay-flow';

const payClients = lazy(() => new WeakMap<SubscriptionsClient, PayClient>());

/** `forcedLanguage`: the language forced into the provider's pages (SWG_BASIC's lang), or null. */
export function payDeps(client: SubscriptionsClient, forcedLanguage: string | null): PayDeps {
  const configured = client.ensureConfigured();
  const deps: PayDeps = {
    ...linkDeps(client, configured),
    clientConfig: () => configured.clientConfig.getClientConfig(),
    forcedLanguage,
    payClient() {
      let payClient = payClients().get(client);
      if (!payClient) payClients().set(client, (payClient = listenForPayments(createPayClient(client), () => deps)));
      return payClient;
    },
    publicEntitlements: (set) => client.publicEntitlements(set),
  };
  return deps;
}
