/**
 * While a provider page is open in a pop-up, the page behind it is dimmed (the provider's client's
 * "gray pane"): the reader sees that something waits in another window, and a click on the pane
 * brings that window back to the front instead of reaching the article.
 */
import { DIALOG_Z_INDEX } from './dialog-layout';

export interface PopupPane {
  show(popup: Window | null): void;
  hide(): void;
}

export function createPopupPane(doc: Document): PopupPane {
  let pane: HTMLElement | null = null;
  const hide = () => {
    pane?.remove();
    pane = null;
  };
  return {
    show(popup) {
      hide();
      if (!popup) return;
      const element = doc.createElement('swg-popup-background');
      element.setAttribute('aria-hidden', 'true');
      element.style.cssText = `position:fixed;inset:0;display:block;background:rgba(32,33,36,.6);z-index:${DIALOG_Z_INDEX};cursor:pointer`;
      element.addEventListener('click', () => {
        if (popup.closed) hide();
        else popup.focus();
      });
      doc.body.append(element);
      pane = element;
    },
    hide,
  };
}
