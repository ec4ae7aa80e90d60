/**
 * Account linking (spec magazine §4 "Link account flow": start, pop-up, result, confirm dialog,
 * complete; widget §6 link progress and link complete callbacks). `linkAccount()` opens the
 * provider's `/linkbackstart` in a pop-up (the whole window with `windowOpenMode: 'redirect'`).
 * Its result comes back by messaging, or in the address after a redirect: then the reader waits
 * on the confirmation page in the dialog (`/swg/u/{account index}/ui/v1/linkconfirmiframe`)
 * unless the page asked to save and reload at once. On completion the reader's new token is
 * stored, the publisher hears link complete, the link progress is reset, the unlock toast counts
 * as shown (the confirmation told the reader already) and entitlements are fetched afresh.
 */
import type { Logger } from '../../core/log';
import type { ActivityPort } from 'web-activities/activity-ports';
import { acceptResultData, isCancel } from '../activities/frame-port';
import { frameArgs } from '../activities/frame-url';
import type { Callbacks } from '../events/callbacks';
import type { ConfiguredClient, FlowClient } from './flow-client';
import type { DialogOptions } from '../dialogs/dialog';
import { createFrameView, type FrameView } from '../dialogs/frame-view';
import type { EntitlementsManager } from '../entitlements/entitlements-manager';
import type { EventBus } from '../events/event-bus';
import type { SwgStorage } from '../storage/swg-storage';
import type { PageConfig } from '../model/types';
import type { SubscriptionsUi } from '../ui/ui';
import { strings } from '../../core/strings';
import {
  ACTION_GOOGLE_UPDATED_CLOSE,
  ACTION_LINK_CANCEL,
  ACTION_LINK_CONTINUE,
  EVENT_GOOGLE_UPDATED,
  EVENT_LINK_ACCOUNT_SUCCESS,
  IMPRESSION_GOOGLE_UPDATED,
  IMPRESSION_LINK,
  type AnalyticsEvent,
} from '../wire/analytics-event';
import { errorText } from '../../core/log';

/** The request id of the linking pop-up (the provider's client's, so a redirected result finds us). */
const LINK_REQUEST_ID = 'swg-link';

export interface LinkDeps {
  win: Window;
  log: Logger;
  ui: SubscriptionsUi;
  callbacks: Callbacks;
  bus: EventBus;
  storage: SwgStorage;
  entitlements: EntitlementsManager;
  pageConfig: PageConfig;
  /** The provider's page origin: the only one whose results count. */
  messageOrigin: string;
  forceRedirect: boolean;
  /** Resolves once the client's analytics events are logged (or given up on): before the whole window leaves. */
  analyticsLogged(): Promise<boolean>;
}

/** What the linking pages answer (swg-js LinkCompleteResponse; every field optional). */
export interface LinkResponse {
  index?: string;
  linked?: boolean;
  saveAndRefresh?: boolean;
  success?: boolean;
  swgUserToken?: string;
}

export const record = (data: unknown): LinkResponse => (typeof data === 'object' && data !== null ? data : {});

/** Pure: the confirmation page's account index: the answer's, else account 0 (kept to what fits a path segment). */
export function linkAccountIndex(response: LinkResponse): string {
  const index = String(response.index ?? '');
  return /^\w{1,8}$/.test(index) ? index : '0';
}

/** The flow's services from the configured client. */
export function linkDeps(client: FlowClient, configured: ConfiguredClient): LinkDeps {
  const { win, log, callbacks, bus, storage, settings } = client.services;
  return {
    win,
    log,
    ui: client.services.ui(),
    callbacks,
    bus,
    storage,
    entitlements: configured.entitlements,
    pageConfig: configured.pageConfig,
    messageOrigin: settings.messageOrigin,
    forceRedirect: client.options().windowOpenMode === 'redirect',
    analyticsLogged: configured.analyticsLogged,
  };
}

export function startLinkAccount(deps: LinkDeps, ampReaderId?: string): void {
  const { bus, pageConfig } = deps;
  bus.emit('flow-started', { flow: 'linkAccount', data: {} });
  const args = frameArgs({ publicationId: pageConfig.publicationId, ...(ampReaderId ? { ampReaderId } : {}) });
  watchLinkResult(deps);
  const popup = deps.ui.popups.open(LINK_REQUEST_ID, deps.ui.frameUrl('/linkbackstart'), args, deps.forceRedirect);
  bus.emit('analytics', { eventType: IMPRESSION_LINK, isFromUserAction: null });
  deps.ui.popupPane.show(popup);
}

/** Hears the linking result; a redirect brings it back in the address, so the client also calls this at start. */
export function watchLinkResult(deps: LinkDeps): void {
  deps.ui.popups.onResult(LINK_REQUEST_ID, (port) => void onLinkResult(deps, port));
}

async function onLinkResult(deps: LinkDeps, port: ActivityPort): Promise<void> {
  const { bus, callbacks } = deps;
  const analytics = (eventType: AnalyticsEvent) => bus.emit('analytics', { eventType, isFromUserAction: true });
  deps.callbacks.trigger('linkProgress', undefined);
  deps.ui.popupPane.hide();
  let response: LinkResponse;
  try {
    response = record(await acceptResultData(port, deps.messageOrigin, false, false));
  } catch (caught) {
    if (isCancel(caught)) {
      analytics(ACTION_LINK_CANCEL);
      bus.emit('flow-canceled', { flow: 'linkAccount', data: {} });
    } else {
      // The reader chose to go on, but the page failed: logged, and no confirmation follows.
      analytics(ACTION_LINK_CONTINUE);
      deps.log.warn(`account linking failed: ${errorText(caught)}`);
    }
    callbacks.forget('linkProgress');
    return;
  }
  analytics(ACTION_LINK_CONTINUE);
  bus.emit('analytics', { eventType: EVENT_LINK_ACCOUNT_SUCCESS, isFromUserAction: null });
  await continueLink(deps, response);
}

/**
 * A provider page in the dialog (closable, and dimming the page unless told otherwise), or
 * wherever `place` puts it (an inline container); `opened` resolves when it is ready.
 */
export function dialogView(
  deps: LinkDeps,
  url: string,
  args: Record<string, unknown>,
  options?: Partial<DialogOptions>,
  place?: (view: FrameView) => Promise<void>,
): { view: FrameView; opened: Promise<void> } {
  const title = strings.subscriptions.dialogTitle;
  const view = createFrameView(deps.win.document, url, frameArgs(args), title, deps.log);
  return { view, opened: place ? place(view) : deps.ui.dialogs.openView(view, { title, closable: true, ...options }) };
}

/** The page's ids, the arguments most provider pages start from. */
export const pageIds = ({ pageConfig }: LinkDeps) => ({ productId: pageConfig.productId, publicationId: pageConfig.publicationId });

/** After a link (or a saved subscription): the confirmation, unless the page asked to save and reload at once. */
export async function continueLink(deps: LinkDeps, response: LinkResponse): Promise<void> {
  if (response.saveAndRefresh) return completeLink(deps, response, response.linked === true);
  const { ui, bus } = deps;
  const { view, opened } = dialogView(deps, ui.frameUrl('/linkconfirmiframe', {}, linkAccountIndex(response)), pageIds(deps));
  bus.emit('analytics', { eventType: EVENT_GOOGLE_UPDATED, isFromUserAction: true });
  bus.emit('analytics', { eventType: IMPRESSION_GOOGLE_UPDATED, isFromUserAction: true });
  try {
    // The confirmation must come from the provider, verified and over a secure channel.
    const confirmed = record(await acceptResultData(view, deps.messageOrigin, true, true));
    completeLink(deps, confirmed, confirmed.success === true);
  } catch (caught) {
    if (!isCancel(caught)) deps.log.warn(`account link confirmation failed: ${errorText(caught)}`);
  }
  ui.dialogs.completeView(view);
  await opened.catch(() => undefined);
}

function completeLink(deps: LinkDeps, response: LinkResponse, success: boolean): void {
  deps.bus.emit('analytics', { eventType: ACTION_GOOGLE_UPDATED_CLOSE, isFromUserAction: true });
  if (response.swgUserToken) deps.storage.setUserToken(response.swgUserToken);
  deps.callbacks.trigger('linkComplete', undefined);
  deps.callbacks.forget('linkProgress');
  deps.storage.setToastShown(true);
  // A success is expected to show in the entitlements: the manager retries until it does.
  deps.entitlements.reset(success);
  deps.entitlements.getEntitlements().catch(() => undefined);
}
