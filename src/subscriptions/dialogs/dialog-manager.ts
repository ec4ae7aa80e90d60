/**
 * The one dialog of a page (the provider's client's DialogManager). Flows ask it to show their
 * view; it opens the dialog when none is open and otherwise shows the view in the open one, so a
 * flow that leads to another (offers → payment confirmation) never flashes the page. A view
 * that completes closes the dialog 100ms later unless another view took its place meanwhile; a
 * cancelled view (the page's close button, or Escape on a closable dialog) does the same.
 */
import { isCancel } from '../activities/frame-port';
import { DIALOG_CLOSE_DELAY_MS } from './dialog-layout';
import { createDialog, type Dialog, type DialogEnv, type DialogOptions } from './dialog';
import type { FrameView } from './frame-view';

export interface DialogManager {
  /** Show `view`, opening the dialog with `options` when none is open; resolves once the page is ready. */
  openView(view: FrameView, options: DialogOptions): Promise<void>;
  /** The flow of `view` is over: close after 100ms if it is still the one shown. */
  completeView(view: FrameView | null): void;
  /** Close whatever is open, now. */
  completeAll(): void;
  dialog(): Dialog | null;
}

export function createDialogManager(env: DialogEnv): DialogManager {
  let current: Dialog | null = null;

  const close = () => {
    const closing = current;
    current = null;
    void closing?.close();
  };

  const manager: DialogManager = {
    async openView(view, options) {
      // A cancelled view closes the dialog like a completed one; the flow still sees the rejection.
      view.acceptResult().catch((reason: unknown) => {
        if (isCancel(reason)) manager.completeView(view);
      });
      if (!current) {
        current = createDialog(env, options);
        current.open();
      }
      await current.openView(view);
    },
    completeView(view) {
      env.win.setTimeout(() => {
        if (current && current.currentView() === view) close();
      }, DIALOG_CLOSE_DELAY_MS);
    },
    completeAll: close,
    dialog: () => current,
  };
  return manager;
}
