/**
 * Theme markup prints some controls (bookmark, reaction) as `<button>` on one template and as a
 * plain `<span>`/`<a>` on another. A plain one gets a button's role, focus and keys, so that
 * `aria-pressed` means something and keyboard readers can use it. Returns the undo.
 */
import { addMissingAttributes } from '../core/element';
import { listen } from '../core/listen';

export function asButton(element: HTMLElement): () => void {
  if (element.tagName === 'BUTTON') return () => undefined;
  // A link with an address is focusable already.
  const focusable = element.tagName === 'A' && element.hasAttribute('href');
  const removeAttributes = addMissingAttributes(element, focusable ? { role: 'button' } : { role: 'button', tabindex: '0' });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // A native button turns both keys into a click; do the same, once.
    event.preventDefault();
    element.click();
  };
  const unlisten = listen(element, { keydown: onKey });
  return () => {
    unlisten();
    removeAttributes();
  };
}
