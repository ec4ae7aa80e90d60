/**
 * One dialog over the page (the provider's client's Dialog): opened once, shows one provider page
 * at a time (a new view replaces the old one in place), resizes to what the page asks for and
 * closes with the same 300ms motion it opened with. Its mistakes have the provider's client's
 * texts (spec §8): opening twice is 'already opened', showing a view before opening 'not opened yet'.
 */
import { createElement } from 'react';
import type { ReactHost } from '../../core/react';
import { createLayoutGlide } from '../../core/layout-glide';
import { prefersReducedMotion } from '../../core/motion';
import { lockPageScroll } from '../../core/scroll-lock';
import { addStyles } from '../../core/styles';
import type { FocusTrap } from '../../core/focus-trap';
import { DIALOG_ANIMATION_MS, MAX_DIALOG_HEIGHT_RATIO } from './dialog-layout';
import { createDialogStore } from './dialog-store';
import { DIALOG_CSS, DIALOG_STYLES_ID } from './dialog-styles';
import type { FrameView } from './frame-view';
import { ProviderDialog } from './ProviderDialog';

export interface DialogOptions {
  title: string;
  /** The wide (870px) size on large windows. */
  supportsWideScreen?: boolean;
  /** Centred instead of anchored at the bottom on desktop widths. */
  centerOnDesktop?: boolean;
  /** Lock the page's scrolling while a view is shown. */
  disableBodyScroll?: boolean;
  maxHeightRatio?: number;
  /** Escape dismisses the current view (a closable dialog only). */
  closable?: boolean;
  /** Dim the page behind (default true). */
  fadeBody?: boolean;
  /** The payment provider's dialog: its own width and first height (dialog-layout.ts). */
  payment?: boolean;
}

export interface DialogEnv {
  win: Window;
  react: ReactHost;
}

export interface Dialog {
  readonly options: Required<DialogOptions>;
  open(): void;
  /** Show `view` (replacing the current one) and resolve once its page is ready. */
  openView(view: FrameView): Promise<void>;
  currentView(): FrameView | null;
  /** Stop keeping focus inside until the next view: an ad over the page must be usable by keyboard. */
  releaseFocus(): void;
  /** The box element, for tests and focus checks; null before open and after close. */
  element(): HTMLElement | null;
  /** Close; resolves when the dialog has left the page. */
  close(animated?: boolean): Promise<void>;
}

export function createDialog({ win, react }: DialogEnv, options: DialogOptions): Dialog {
  const doc = win.document;
  const settings: Required<DialogOptions> = {
    supportsWideScreen: false,
    centerOnDesktop: false,
    disableBodyScroll: false,
    maxHeightRatio: MAX_DIALOG_HEIGHT_RATIO,
    closable: true,
    fadeBody: true,
    payment: false,
    ...options,
  };
  const store = createDialogStore();
  let host: HTMLElement | null = null;
  let teardown: (() => void) | null = null;
  let unlockScroll: (() => void) | null = null;
  let closing: Promise<void> | null = null;
  // Resolved in the commit that puts a view's frame into the page (Web Activities needs it there).
  const mounted = new Map<HTMLIFrameElement, () => void>();
  const onFrameMounted = (frame: HTMLIFrameElement) => {
    mounted.get(frame)?.();
    mounted.delete(frame);
  };
  // The current view's focus trap (ProviderDialog makes a new one for every view it opens).
  let trap: FocusTrap | null = null;
  const animationMs = () => (prefersReducedMotion(win) ? 0 : DIALOG_ANIMATION_MS);
  const glide = createLayoutGlide(win, DIALOG_ANIMATION_MS);
  const after = (ms: number) => new Promise<void>((resolve) => win.setTimeout(resolve, ms));

  const dialog: Dialog = {
    options: settings,
    open() {
      if (host) throw new Error('already opened');
      host = doc.createElement('div');
      host.className = 'swg-dialog-host';
      (doc.body ?? doc.documentElement).append(host);
      const removeStyles = addStyles(doc, DIALOG_STYLES_ID, DIALOG_CSS);
      const onEscape = settings.closable ? () => store.get().view?.dismiss() : undefined;
      const portal = react.render(
        host,
        createElement(ProviderDialog, {
          win,
          glide,
          store,
          title: settings.title,
          supportsWideScreen: settings.supportsWideScreen,
          centerOnDesktop: settings.centerOnDesktop,
          maxHeightRatio: settings.maxHeightRatio,
          fadeBody: settings.fadeBody,
          payment: settings.payment,
          onEscape,
          onFrameMounted,
          onTrap: (current: FocusTrap) => (trap = current),
        }),
      );
      const element = host;
      teardown = () => {
        portal.remove();
        // The portal unmounts (releasing focus back to the page) in React's next commit.
        queueMicrotask(() => {
          element.remove();
          removeStyles();
        });
      };
    },
    async openView(view) {
      if (!host || closing) throw new Error('not opened yet');
      const inPage = new Promise<void>((resolve) => mounted.set(view.frame, resolve));
      store.set({ view, requestedHeight: null, phase: 'entering' });
      if (settings.disableBodyScroll && !unlockScroll) unlockScroll = lockPageScroll(win);
      await inPage;
      await view.init((height) => {
        if (store.get().view !== view) return;
        store.set({ requestedHeight: height });
        // The page learns it has its size once the box has grown to it.
        win.setTimeout(() => view.resized(), animationMs());
      });
      if (store.get().view !== view) return;
      // The box's entering position must have been styled once for the move to open to be
      // animated: reading its size makes the browser compute it now.
      void dialog.element()?.offsetHeight;
      store.set({ phase: 'open' });
    },
    currentView: () => store.get().view,
    // At once, not in React's next commit: the ad may take focus in the same task.
    releaseFocus: () => trap?.release(),
    element: () => host?.querySelector<HTMLElement>('.swg-dialog-box') ?? null,
    close(animated = true) {
      if (closing) return closing;
      if (!host) return Promise.resolve();
      store.set({ phase: 'leaving' });
      unlockScroll?.();
      unlockScroll = null;
      closing = (animated ? after(animationMs()) : Promise.resolve()).then(() => {
        teardown?.();
        teardown = null;
        host = null;
      });
      return closing;
    },
  };
  return dialog;
}
