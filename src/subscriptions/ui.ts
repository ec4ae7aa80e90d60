/**
 * What the subscriptions client shows on the page: the one dialog (dialog-manager.ts) and the
 * provider's toasts. Built on first use, so a page whose reader never sees a prompt never loads
 * React DOM or the activities library for it; stopping it closes whatever is open.
 */
import type { Clock } from '../core/clock';
import type { Logger } from '../core/log';
import { createReactHost, type ReactHost } from '../core/react';
import { frameUrl } from './activities/frame-url';
import { createDialogManager, type DialogManager } from './dialogs/dialog-manager';
import type { Query } from './provider-api';
import type { ProviderSettings } from './provider-settings';
import { openToast, type OpenToast } from './toasts/toast';

export interface SubscriptionsUiDeps {
  win: Window;
  log: Logger;
  clock: Clock;
  settings: ProviderSettings;
  /** The bundle's React host; the client makes its own when run alone (tests). */
  react?: ReactHost;
}

export interface SubscriptionsUi {
  readonly dialogs: DialogManager;
  /** The address of a provider page: `{frameBase}{path}?_=…&{params}`. */
  frameUrl(path: string, params?: Query): string;
  /** Open a provider toast page (`/toastiframe`) with these address parameters and arguments. */
  toast(params: Query, args?: Record<string, unknown>): OpenToast;
  stop(): void;
}

export function createSubscriptionsUi({ win, log, clock, settings, react }: SubscriptionsUiDeps): SubscriptionsUi {
  const ownReact = react ? null : createReactHost(win.document);
  const host = react ?? (ownReact as ReactHost);
  const dialogs = createDialogManager({ win, react: host });
  const toasts = new Set<OpenToast>();
  const urlOf = (path: string, params: Query = {}) => frameUrl(settings.frameBase, path, params, clock.now());
  return {
    dialogs,
    frameUrl: urlOf,
    toast(params, args = {}) {
      const toast = openToast({ win, react: host, log }, urlOf('/toastiframe', params), args);
      toasts.add(toast);
      void toast.shown.finally(() => undefined);
      return toast;
    },
    stop() {
      dialogs.completeAll();
      for (const toast of toasts) void toast.close();
      toasts.clear();
      ownReact?.destroy();
    },
  };
}
