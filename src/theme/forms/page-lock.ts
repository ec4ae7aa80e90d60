/**
 * Shuts the page behind a modal that cannot be closed: every element outside it (the siblings
 * of the modal and of each of its ancestors up to <body>) becomes inert and aria-hidden, so
 * neither pointer, keyboard, find-in-page nor a screen reader reaches it; and the page stops
 * scrolling. The theme prints its popup deep inside <main>, so the modal is not moved: moving
 * it would change what the theme's CSS applies to it. Returns the undo, which touches only what
 * it changed.
 */
import { setAttribute } from '../../core/element';
import { lockPageScroll } from '../../core/scroll-lock';

export function lockPageAround(modal: HTMLElement): () => void {
  const doc = modal.ownerDocument;
  const win = doc.defaultView;
  const changed: { element: Element; ariaHidden: string | null }[] = [];
  for (let node: HTMLElement = modal; node.parentElement && node !== doc.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|TEMPLATE|LINK)$/.test(sibling.tagName)) continue;
      changed.push({ element: sibling, ariaHidden: sibling.getAttribute('aria-hidden') });
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-hidden', 'true');
    }
  }
  const unlockScroll = win ? lockPageScroll(win) : () => undefined;
  return () => {
    for (const { element, ariaHidden } of changed) {
      element.removeAttribute('inert');
      setAttribute(element, 'aria-hidden', ariaHidden);
    }
    unlockScroll();
  };
}
