/**
 * The entitlement check pop-up (spec magazine §2): the basic client's own sign-in handler, which
 * it installs at init unless the page set a login callback of its own (as the provider's basic
 * client does). "Already a subscriber?" in a prompt asks for a login; this opens the provider's
 * `/checkentitlements` in a pop-up (the whole window with `windowOpenMode: 'redirect'`), which
 * looks the reader's Google account up.
 * - Found (`jwt`): the open dialog closes, the signed entitlements become the page's cache, the
 *   reader's token is stored, the basic toast says who is signed in (and counts as the unlock
 *   toast), and entitlements are fetched again so the publisher's callback can unlock the article.
 * - Not found: the prompt still open says so in its own frame (an empty EntitlementsResponse, as
 *   the provider's flows do); with no prompt open (the check came back by redirect) the client's
 *   toast does, in the provider's German wording.
 */
import { acceptResultData, isCancel } from '../activities/frame-port';
import { frameArgs } from '../activities/frame-url';
import type { FlowClient } from './flow-client';
import { EntitlementsResponse } from '../wire/api-messages';
import { AUDIENCE_ACTION_TEXTS } from './audience-actions';
import { errorText } from '../../core/log';

/** The provider's request id, so that a result brought back by a redirect finds its handler. */
const CHECK_ENTITLEMENTS_REQUEST_ID = 'CHECK_ENTITLEMENTS';

interface CheckAnswer {
  jwt?: unknown;
  usertoken?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Opens the check; its result goes to the handler `watchEntitlementCheck` set. */
export function openEntitlementCheck(client: FlowClient): void {
  const { publicationId } = client.ensureConfigured().pageConfig;
  const ui = client.services.ui();
  watchEntitlementCheck(client);
  const popup = ui.popups.open(
    CHECK_ENTITLEMENTS_REQUEST_ID,
    ui.frameUrl('/checkentitlements', { publicationId }),
    frameArgs({ publicationId }),
    client.options().windowOpenMode === 'redirect',
  );
  ui.popupPane.show(popup);
}

/** Hears the check's result; the client also calls this at start, for a result that came back by redirect. */
export function watchEntitlementCheck(client: FlowClient): void {
  const { services } = client;
  services.ui().popups.onResult(CHECK_ENTITLEMENTS_REQUEST_ID, (port) => {
    const ui = services.ui();
    ui.popupPane.hide();
    acceptResultData(port, services.settings.messageOrigin, true, false).then(
      (data) => showCheckAnswer(client, (typeof data === 'object' && data !== null ? data : {}) as CheckAnswer),
      (caught: unknown) => {
        if (!isCancel(caught)) services.log.warn(`the entitlement check failed: ${errorText(caught)}`);
      },
    );
  });
}

function showCheckAnswer(client: FlowClient, answer: CheckAnswer): void {
  const { ui: lazyUi, storage, log } = client.services;
  const ui = lazyUi();
  const jwt = text(answer.jwt);
  if (!jwt) {
    const view = ui.dialogs.dialog()?.currentView();
    if (view) void view.port().then((port) => port.execute(EntitlementsResponse, {}));
    else ui.toast({ flavor: 'custom', customText: AUDIENCE_ACTION_TEXTS.noEntitlement });
    return;
  }
  ui.dialogs.completeAll();
  const { entitlements } = client.ensureConfigured();
  if (!entitlements.pushNextEntitlements(jwt)) log.warn('the entitlement check answered entitlements that do not open this page');
  const token = text(answer.usertoken);
  if (token) storage.setUserToken(token);
  ui.toast({ flavor: 'basic' });
  // The basic toast told the reader already: the fetch below must not add the unlock toast to it.
  storage.setToastShown(true);
  entitlements.getEntitlements().catch(() => undefined);
}
