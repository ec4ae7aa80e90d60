/**
 * A short message of the client's own in the dialog, in place of a provider page: the rewarded
 * ad's thanks (spec widget §2: after the reward "a thanks message with a close button"). The
 * provider's wire format has no message that tells its page about the reward, so the client
 * shows it. It lives in a frame of its own, like the provider's pages, so that neither the page's
 * styles nor ours reach into each other; its close button and Escape end it as a cancel.
 */
import { abortError, type FrameView } from './frame-view';

/** `text` and `closeLabel` are the client's own texts (strings.ts), never remote ones: they go into markup. */
export function createMessageView(doc: Document, title: string, text: string, closeLabel: string): FrameView {
  const frame = doc.createElement('iframe');
  frame.title = title;
  // The browser's own button and focus ring: nothing to load, nothing to keep in step with the page.
  frame.srcdoc = `<html lang="de"><meta charset="utf-8"><body style="margin:0;padding:24px;font:16px/1.5 system-ui"><p role="status">${text}</p><button style="min-height:44px;padding:0 20px">${closeLabel}</button>`;
  let dismiss: () => void = () => undefined;
  const dismissed = new Promise<never>((_resolve, reject) => (dismiss = () => reject(abortError('AbortError: dismissed'))));
  dismissed.catch(() => undefined);
  return {
    frame,
    async init(onResize) {
      // The frame is in the page when this runs; its document arrives a task later.
      await new Promise((resolve) => (frame.onload = resolve));
      const inner = frame.contentDocument;
      const button = inner?.querySelector('button');
      if (!inner || !button) return;
      button.onclick = dismiss;
      // Key presses inside the frame never reach the dialog's own Escape handling.
      inner.onkeydown = (event) => event.key === 'Escape' && dismiss();
      onResize(inner.documentElement.scrollHeight);
      // The dialog focuses the frame; within it, the button is what there is to do.
      if (inner.defaultView) inner.defaultView.onfocus = () => button.focus();
    },
    // No provider page behind it: nothing ever connects.
    port: () => dismissed,
    acceptResult: () => dismissed,
    dismiss,
    resized: () => undefined,
  };
}
