/**
 * One provider page shown in the dialog: its frame, and the Web Activities port behind it. The
 * reader may also dismiss it from our side (Escape on a closable dialog), which ends its result
 * as a cancel, exactly as if the page had cancelled.
 */
import type { ActivityResult } from 'web-activities/activity-ports';
import type { Logger } from '../../core/log';
import { createFramePort, type FramePort } from '../activities/frame-port';
import { PROVIDER_TIMEOUT_MS } from '../api/provider-api';

export interface FrameView {
  readonly frame: HTMLIFrameElement;
  /** Connect (the frame must be in the page by then) and resolve once the page is ready; heights go to `onResize`. */
  init(onResize: (height: number) => void): Promise<void>;
  /** The port, once connected. */
  port(): Promise<FramePort>;
  /** The page's result, or the reader's dismissal as a cancel (an AbortError). */
  acceptResult(): Promise<ActivityResult>;
  /** The reader dismissed the dialog from our side. */
  dismiss(): void;
  /** The frame has the height the page asked for. */
  resized(): void;
}

/** An AbortError like the one the library rejects with on a cancel. */
export function abortError(message = 'AbortError'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

export function createFrameView(doc: Document, url: string, args: unknown, title: string, log: Logger): FrameView {
  const frame = doc.createElement('iframe');
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('scrolling', 'no');
  frame.title = title;
  let resolvePort: (port: FramePort) => void = () => undefined;
  const portReady = new Promise<FramePort>((resolve) => (resolvePort = resolve));
  let dismissReader: (error: Error) => void = () => undefined;
  const dismissed = new Promise<never>((_resolve, reject) => (dismissReader = reject));
  // Nobody may be listening yet; the rejection is read through acceptResult.
  dismissed.catch(() => undefined);
  let connected: FramePort | null = null;

  return {
    frame,
    async init(onResize) {
      const port = createFramePort(frame, url, args, log);
      // The library waits for the page's handshake for good; a page that never comes (an error
      // page, no network) must not leave the reader with a dialog that is never shown but holds the
      // page. The wait is bounded: then the view ends as a cancel, so the dialog closes, and the
      // flow's opening fails.
      await Promise.race([
        port.connect(),
        new Promise<never>((_resolve, reject) =>
          setTimeout(reject, PROVIDER_TIMEOUT_MS, new Error(`the provider page ${url} did not connect within ${PROVIDER_TIMEOUT_MS} ms`)),
        ),
      ]).catch((caught: unknown) => {
        log.warn(String(caught));
        dismissReader(abortError());
        throw caught;
      });
      connected = port;
      port.onResizeRequest(onResize);
      resolvePort(port);
      await port.whenReady();
    },
    port: () => portReady,
    acceptResult: () => Promise.race([portReady.then((port) => port.acceptResult()), dismissed]),
    dismiss() {
      dismissReader(abortError('AbortError: dismissed'));
      connected?.disconnect();
    },
    resized: () => connected?.resized(),
  };
}
