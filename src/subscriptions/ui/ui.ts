/**
 * What the subscriptions client shows on the page: the one dialog (dialog-manager.ts), the
 * provider's toasts, the buttons and the mini prompt. Built on first use, so a page whose reader
 * never sees a prompt never loads React DOM or the activities library for it; stopping it closes
 * whatever is open and gives the buttons back.
 */
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import { createReactHost, type ReactHost } from '../../core/react';
import { frameUrl } from '../activities/frame-url';
import { createButtons, type Buttons } from '../buttons/buttons';
import { createPopups, type Popups } from '../activities/popups';
import { createDialog } from '../dialogs/dialog';
import { createDialogManager, type DialogManager } from '../dialogs/dialog-manager';
import { createFrameView, type FrameView } from '../dialogs/frame-view';
import { strings } from '../../core/strings';
import { createPopupPane, type PopupPane } from '../dialogs/popup-pane';
import type { EventBus } from '../events/event-bus';
import { showMiniPrompt, type MiniPromptHandle, type MiniPromptOptions } from '../mini-prompt/mini-prompt';
import type { Query } from '../api/provider-api';
import type { ProviderSettings } from '../api/provider-settings';
import { openToast, type OpenToast } from '../toasts/toast';
import type { UiEnv } from '../buttons/ui-env';

export interface SubscriptionsUiDeps {
  win: Window;
  log: Logger;
  clock: Clock;
  settings: ProviderSettings;
  /** Where the buttons and the mini prompt log their analytics events. */
  bus: Pick<EventBus, 'emit'>;
  /** The bundle's React host; the client makes its own when run alone (tests). */
  react?: ReactHost;
}

export interface SubscriptionsUi {
  readonly dialogs: DialogManager;
  /** The address of a provider page: `{frameBase}{path}?_=…&{params}`; with `account`, below `/swg/u/{account}/`. */
  frameUrl(path: string, params?: Query, account?: string): string;
  /** Provider pages in pop-ups or the whole window. */
  readonly popups: Popups;
  /** Dims the page while a pop-up is open. */
  readonly popupPane: PopupPane;
  /** The payment provider's page in a dialog of its own, above any other; it closes with the page's result. */
  paymentDialog(url: string, args: Record<string, unknown>): FrameView;
  /** Open a provider toast page (`/toastiframe`) with these address parameters and arguments. */
  toast(params: Query, args?: Record<string, unknown>): OpenToast;
  readonly buttons: Buttons;
  /** The mini prompt for the auto prompt; null when none shows (another type, no document head). */
  miniPrompt(options: MiniPromptOptions): MiniPromptHandle | null;
  stop(): void;
}

export function createSubscriptionsUi({ win, log, clock, settings, bus, react }: SubscriptionsUiDeps): SubscriptionsUi {
  const ownReact = react ? null : createReactHost(win.document);
  const host = react ?? (ownReact as ReactHost);
  const dialogs = createDialogManager({ win, react: host });
  const toasts = new Set<OpenToast>();
  const urlOf = (path: string, params: Query = {}, account?: string) =>
    frameUrl(
      account === undefined ? settings.frameBase : `${settings.providerOrigin}/swg/u/${encodeURIComponent(account)}/ui/v1`,
      path,
      params,
      clock.now(),
    );
  const popupPane = createPopupPane(win.document);
  const env: UiEnv = {
    doc: win.document,
    react: host,
    log,
    analytics: (eventType, isFromUserAction) => bus.emit('analytics', { eventType, isFromUserAction }),
  };
  const buttons = createButtons(env);
  const miniPrompts = new Set<MiniPromptHandle>();
  return {
    dialogs,
    frameUrl: urlOf,
    popups: createPopups(win, log),
    popupPane,
    paymentDialog(url, args) {
      const title = strings.subscriptions.dialogTitle;
      const view = createFrameView(win.document, url, args, title, log);
      const dialog = createDialog({ win, react: host }, { title, payment: true });
      dialog.open();
      // A failed start is the view's failed result, which the payment hears.
      dialog.openView(view).catch(() => undefined);
      view
        .acceptResult()
        .catch(() => undefined)
        .finally(() => void dialog.close());
      return view;
    },
    toast(params, args = {}) {
      const toast = openToast({ win, react: host, log }, urlOf('/toastiframe', params), args);
      toasts.add(toast);
      return toast;
    },
    buttons,
    miniPrompt(options) {
      const prompt = showMiniPrompt(env, options);
      if (prompt) {
        miniPrompts.add(prompt);
        void prompt.hidden.then(() => miniPrompts.delete(prompt));
      }
      return prompt;
    },
    stop() {
      dialogs.completeAll();
      popupPane.hide();
      buttons.stop();
      for (const prompt of miniPrompts) prompt.hide();
      for (const toast of toasts) void toast.close();
      toasts.clear();
      ownReact?.destroy();
    },
  };
}
