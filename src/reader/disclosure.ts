/**
 * The shared markup facts of a button that shows and hides content (accordion titles, note
 * toggles): the content is the element its aria-controls names, else the first matching element
 * inside its container; a button without aria-controls gets one, so assistive technology knows
 * what it opens.
 */

export function contentOf(button: Element, container: Element, fallbackSelector: string): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  const named = id ? button.ownerDocument.getElementById(id) : null;
  if (named && container.contains(named)) return named;
  return container.querySelector<HTMLElement>(fallbackSelector);
}

export function ensureControls(button: Element, content: HTMLElement, idPrefix: string): void {
  if (!content.id) {
    const doc = content.ownerDocument;
    let n = 1;
    while (doc.getElementById(`${idPrefix}-${n}`)) n++;
    content.id = `${idPrefix}-${n}`;
  }
  if (button.getAttribute('aria-controls') !== content.id) button.setAttribute('aria-controls', content.id);
}
