/**
 * The linking flows beside linkAccount (spec magazine §2 provider pages, §3 "Link results", §4
 * "Save-subscription flow"; widget §6 flow callbacks), each on one provider page in the dialog:
 *
 * - saveSubscription(callback): `/linksaveiframe` opens out of sight (the page may finish without
 *   the reader doing anything); when it asks (LinkingInfoResponse requested) the publisher's
 *   callback answers `{token}` or `{authCode}`, which goes to the page. Linked: the link
 *   confirmation follows and it resolves true; not linked or closed: a cancel, false.
 * - linkSubscription / linkSubscriptions: `/linksaveiframe?subscriptionLinking=true&linkTo=…`
 *   resolves with what the page reports, or every publication failed when the reader closes it.
 * - showLoginPrompt / showLoginNotification: `/loginiframe` with userConsent true / false.
 * - waitForSubscriptionLookup(accountPromise): `/waitforsubscriptionlookupiframe` while the
 *   publisher's lookup runs; resolves or rejects as that does.
 */
import { acceptResultData, isCancel } from '../activities/frame-port';
import { abortError } from '../dialogs/frame-view';
import type { FlowName } from '../events/event-bus';
import { LinkSaveTokenRequest, LinkingInfoResponse, SubscriptionLinkingCompleteResponse } from '../wire/api-messages';
import {
  ACTION_SAVE_SUBSCR_TO_GOOGLE_CANCEL,
  ACTION_SUBSCRIPTION_LINKING_CLOSE,
  EVENT_SAVE_SUBSCRIPTION_SUCCESS,
  EVENT_SUBSCRIPTION_LINKING_FAILED,
  EVENT_SUBSCRIPTION_LINKING_SUCCESS,
  IMPRESSION_SAVE_SUBSCR_TO_GOOGLE,
  IMPRESSION_SUBSCRIPTION_LINKING_COMPLETE,
  IMPRESSION_SUBSCRIPTION_LINKING_ERROR,
  IMPRESSION_SUBSCRIPTION_LINKING_LOADING,
  type AnalyticsEvent,
} from '../wire/analytics-event';
import { continueLink, dialogView, pageIds, record, type LinkDeps } from './link-account-flow';
import { canceledSummary, linkSaveToken, linkSummary, linkToQuery, singleLinkId, type LinkSummary, type LinkTarget } from './linking-rules';

const noop = () => undefined;
const log = (deps: LinkDeps, eventType: AnalyticsEvent, isFromUserAction: true | null = null) =>
  deps.bus.emit('analytics', { eventType, isFromUserAction });
const flow = (deps: LinkDeps, event: 'flow-started' | 'flow-canceled', name: FlowName) => deps.bus.emit(event, { flow: name, data: {} });

export async function saveSubscription(deps: LinkDeps, callback: unknown): Promise<boolean> {
  const { view } = dialogView(deps, deps.ui.frameUrl('/linksaveiframe'), { ...pageIds(deps), isClosable: true }, { fadeBody: false });
  // The publisher's answer must be one of token and authCode; a wrong one (or a failing callback) ends the flow with its reason.
  let refuse: (reason: unknown) => void = noop;
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  void view.port().then((port) =>
    port.on(LinkingInfoResponse, (info) => {
      if (info.requested)
        Promise.resolve()
          .then(callback as () => unknown)
          .then((request) => port.execute(LinkSaveTokenRequest, linkSaveToken(request)))
          .catch(refuse);
    }),
  );
  log(deps, IMPRESSION_SAVE_SUBSCR_TO_GOOGLE);
  try {
    const result = record(await Promise.race([acceptResultData(view, deps.messageOrigin, true, true), refused]));
    if (!result.linked) throw abortError('not linked');
    flow(deps, 'flow-started', 'linkAccount');
    log(deps, EVENT_SAVE_SUBSCRIPTION_SUCCESS);
    deps.callbacks.trigger('linkProgress', undefined);
    // The confirmation takes the dialog's place at once.
    await continueLink(deps, result);
    return true;
  } catch (caught) {
    deps.ui.dialogs.completeView(view);
    if (!isCancel(caught)) throw caught;
    log(deps, ACTION_SAVE_SUBSCR_TO_GOOGLE_CANCEL, true);
    flow(deps, 'flow-canceled', 'linkAccount');
    return false;
  }
}

export async function linkSubscriptions(deps: LinkDeps, targets: LinkTarget[]): Promise<LinkSummary> {
  const url = deps.ui.frameUrl('/linksaveiframe', { subscriptionLinking: 'true' }) + linkToQuery(targets);
  const { view, opened } = dialogView(deps, url, { publicationId: deps.pageConfig.publicationId }, { fadeBody: false });
  // The page stays open on its own last screen after reporting; the reader closes it.
  const done = new Promise<LinkSummary>((resolve) => {
    void view.port().then((port) =>
      port.on(SubscriptionLinkingCompleteResponse, (response) => {
        log(deps, response.success ? EVENT_SUBSCRIPTION_LINKING_SUCCESS : EVENT_SUBSCRIPTION_LINKING_FAILED);
        resolve(linkSummary(response));
      }),
    );
    view.acceptResult().catch((caught: unknown) => {
      if (!isCancel(caught)) return;
      log(deps, ACTION_SUBSCRIPTION_LINKING_CLOSE, true);
      resolve(canceledSummary(targets));
    });
  });
  log(deps, IMPRESSION_SUBSCRIPTION_LINKING_LOADING);
  try {
    await opened;
  } catch (caught) {
    log(deps, IMPRESSION_SUBSCRIPTION_LINKING_ERROR);
    throw caught;
  }
  log(deps, IMPRESSION_SUBSCRIPTION_LINKING_COMPLETE);
  return done;
}

/** One reader id, linked to this page's publication. */
export async function linkSubscription(deps: LinkDeps, request: unknown): Promise<{ publisherProvidedId: unknown; success: boolean }> {
  const publisherProvidedId = singleLinkId(request);
  const summary = await linkSubscriptions(deps, [{ publicationId: deps.pageConfig.publicationId, publisherProvidedId }]);
  return { publisherProvidedId, success: !summary.anyFailure };
}

/** The login prompt (the reader consents) or notification (the reader is told); only the prompt's cancel is the flow's. */
export async function showLogin(deps: LinkDeps, userConsent: boolean): Promise<void> {
  const name = userConsent ? 'showLoginPrompt' : 'showLoginNotification';
  flow(deps, 'flow-started', name);
  const { view, opened } = dialogView(deps, deps.ui.frameUrl('/loginiframe'), { ...pageIds(deps), userConsent });
  opened.catch(noop);
  try {
    await view.acceptResult();
  } catch (caught) {
    if (userConsent && isCancel(caught)) flow(deps, 'flow-canceled', name);
    throw caught;
  } finally {
    deps.ui.dialogs.completeView(view);
  }
}

export async function waitForSubscriptionLookup(deps: LinkDeps, accountPromise: unknown): Promise<unknown> {
  const { view, opened } = dialogView(deps, deps.ui.frameUrl('/waitforsubscriptionlookupiframe'), pageIds(deps));
  opened.catch(noop);
  try {
    // eslint-disable-next-line @typescript-eslint/await-thenable -- whatever the publisher handed over, as the provider's client
    return await (accountPromise ?? Promise.reject(new Error('No account promise provided')));
  } finally {
    deps.ui.dialogs.completeView(view);
  }
}
