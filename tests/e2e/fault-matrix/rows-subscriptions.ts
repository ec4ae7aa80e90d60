/**
 * Fault-matrix rows of the subscriptions client's interactions (src/subscriptions). Each row names
 * the one request the reader's action depends on most: a call of the provider's API (or of the
 * payment provider's), or the load of a provider page in the client's dialog. The provider's
 * pages run in frames on the provider origin (the site's port + 1); the runner's `page.route`
 * reaches a page's frames, so their loads can fail. Pop-ups (the pay page, the linking start
 * page) are pages of their own whose first request `page.route` does not see, so no row puts its
 * fault on a pop-up's load.
 *
 * A provider page's failed load reaches the client only as the end of its wait for the page's
 * handshake (dialogs/frame-view.ts, PROVIDER_TIMEOUT_MS): then the dialog closes, the page is as
 * before and the reader can ask again (`providerPageRow`, provider-helpers.ts).
 *
 * The rows are in rows-provider-calls.ts (a call of an API) and rows-provider-pages.ts (a provider
 * page's load); this file lists them in the matrix's order.
 */
import type { Interaction } from './interaction';
import { autoPrompt, rewardedAd, subscribe } from './rows-provider-calls';
import { contribute, linking, login, offersDialog } from './rows-provider-pages';

export const subscriptionsInteractions: Interaction[] = [autoPrompt, offersDialog, subscribe, contribute, linking, login, rewardedAd];
