/**
 * What the offer and pay flows need from the client, wherever they start (the publisher's calls,
 * the auto prompt, the meter toast, buttons, inline calls to action). The page's one pay client
 * is made here on first use and heard by the pay flow from then on.
 */
import { lazy } from '../../core/lazy';
import type { FlowClient } from './flow-client';
import { createPayClient } from '../payments/pay-client';
import type { PayClient } from '../payments/pay-client-types';
import { linkDeps } from './link-account-flow';
import { listenForPayments, type PayDeps } from './pay-flow';

/** The pay clients the pay flow already hears (createPayClient keeps one per page). */
const heard = lazy(() => new WeakSet<PayClient>());

/** `forcedLanguage`: the language forced into the provider's pages (SWG_BASIC's lang), or null. */
export function payDeps(client: FlowClient, forcedLanguage: string | null): PayDeps {
  const configured = client.ensureConfigured();
  const deps: PayDeps = {
    ...linkDeps(client, configured),
    clientConfig: () => configured.clientConfig.getClientConfig(),
    forcedLanguage,
    payClient() {
      const payClient = createPayClient(client);
      if (!heard().has(payClient)) {
        heard().add(payClient);
        listenForPayments(payClient, () => deps);
      }
      return payClient;
    },
    publicEntitlements: (set) => client.publicEntitlements(set),
  };
  return deps;
}
