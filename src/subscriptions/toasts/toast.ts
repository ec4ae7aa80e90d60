/**
 * A provider toast (spec §2 `/toastiframe`): its page opens in a frame at the bottom of the
 * window, slides in once ready, and closes by itself after 8 s. Flows open it and forget it;
 * `close()` is there for the page's stop and for tests.
 */
import { createElement } from 'react';
import type { ReactHost } from '../../core/react';
import { prefersReducedMotion } from '../../core/motion';
import { addStyles } from '../../core/styles';
import type { Logger } from '../../core/log';
import { strings } from '../../core/strings';
import { createFramePort } from '../activities/frame-port';
import { DIALOG_Z_INDEX } from '../dialogs/dialog-layout';
import { createToastStore, FrameToast } from './FrameToast';
import { TOAST_AUTO_CLOSE_MS, TOAST_MAX_HEIGHT, TOAST_REMOVE_MS, TOAST_SLIDE_MS } from './toast-layout';

const TOAST_STYLES_ID = 'swg-toast';
const TOAST_CSS = `
.swg-toast-box {
  position: fixed; bottom: 0; left: 50%; margin: 0 0 0 -240px; padding: 0; border: 0;
  box-sizing: border-box; max-height: ${TOAST_MAX_HEIGHT}px; overflow: hidden;
  background: #fff; z-index: ${DIALOG_Z_INDEX};
  border-radius: 8px 8px 0 0;
  box-shadow: rgba(60, 64, 67, 0.3) 0 1px 1px, rgba(60, 64, 67, 0.15) 0 1px 4px 1px;
  transition: transform ${TOAST_SLIDE_MS}ms ease-out;
}
.swg-toast-box.is-corner { left: 8px; bottom: 8px; margin: 0; border-radius: 4px;
  box-shadow: 0 3px 1px -2px rgb(0 0 0 / 20%), 0 2px 2px 0 rgb(0 0 0 / 14%), 0 1px 5px 0 rgb(0 0 0 / 12%); }
.swg-toast-box.is-full { left: 0; right: 0; margin: 0; border-radius: 0; }
.swg-toast-box > iframe { display: block; width: 100%; height: 100%; border: 0; }
@media (prefers-reduced-motion: reduce) { .swg-toast-box { transition: none; } }
`;

export interface ToastEnv {
  win: Window;
  react: ReactHost;
  log: Logger;
}

export interface OpenToast {
  /** Resolves once the toast's page is ready and the toast is sliding in. */
  readonly shown: Promise<void>;
  close(): Promise<void>;
}

/** Open the toast page at `url` (with `args` over Web Activities). */
export function openToast({ win, react, log }: ToastEnv, url: string, args: Record<string, unknown> = {}): OpenToast {
  const doc = win.document;
  const frame = doc.createElement('iframe');
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('scrolling', 'no');
  frame.title = strings.subscriptions.toastTitle;
  const store = createToastStore();
  const host = doc.createElement('div');
  host.className = 'swg-toast-host';
  (doc.body ?? doc.documentElement).append(host);
  const removeStyles = addStyles(doc, TOAST_STYLES_ID, TOAST_CSS);
  let inPage: () => void = () => undefined;
  const mounted = new Promise<void>((resolve) => (inPage = resolve));
  const portal = react.render(host, createElement(FrameToast, { win, store, frame, onFrameMounted: () => inPage() }));
  const slideMs = () => (prefersReducedMotion(win) ? 0 : TOAST_SLIDE_MS);
  let cancelAutoClose: () => void = () => undefined;
  let closing: Promise<void> | null = null;

  const close = (): Promise<void> => {
    if (closing) return closing;
    cancelAutoClose();
    store.set({ phase: 'leaving' });
    closing = new Promise<void>((resolve) => {
      win.setTimeout(
        () => {
          portal.remove();
          queueMicrotask(() => {
            host.remove();
            removeStyles();
          });
          resolve();
        },
        slideMs() === 0 ? 0 : TOAST_REMOVE_MS,
      );
    });
    return closing;
  };

  const shown = (async () => {
    await mounted;
    const port = createFramePort(frame, url, args, log);
    await port.connect();
    port.onResizeRequest((height) => {
      store.set({ requestedHeight: height });
      port.resized();
    });
    await port.whenReady();
    if (closing) return;
    // The loading position must have been styled once for the slide to be animated.
    void frame.offsetHeight;
    store.set({ phase: 'shown' });
    const timer = win.setTimeout(() => void close(), TOAST_AUTO_CLOSE_MS);
    cancelAutoClose = () => win.clearTimeout(timer);
  })();
  shown.catch((error: unknown) => {
    log.warn('the toast could not be shown', error);
    void close();
  });
  return { shown, close };
}
