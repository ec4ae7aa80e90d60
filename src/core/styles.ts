/**
 * Styles for the elements the bundle itself creates (lightbox, loaders, error notices, the
 * ad-block popup): the theme's stylesheet knows nothing of them. Each feature adds its sheet
 * under an id; the sheet is written once however many elements mount, and removed when the last
 * one unmounts.
 */
/** The font stack of every notice and dialog the bundle adds (the theme's fonts are not loaded for them). */
export const SYSTEM_FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';

interface StyleUse {
  element: HTMLStyleElement;
  count: number;
}
const users = new WeakMap<Document, Map<string, StyleUse>>();

export function addStyles(doc: Document, id: string, css: string): () => void {
  let perDoc = users.get(doc);
  if (!perDoc) users.set(doc, (perDoc = new Map<string, StyleUse>()));
  let entry = perDoc.get(id);
  if (!entry) {
    const element = doc.createElement('style');
    element.dataset.siteClient = id;
    element.textContent = css;
    (doc.head ?? doc.documentElement).append(element);
    entry = { element, count: 0 };
    perDoc.set(id, entry);
  }
  entry.count += 1;
  let removed = false;
  return () => {
    if (removed || !entry) return;
    removed = true;
    entry.count -= 1;
    if (entry.count === 0) {
      entry.element.remove();
      perDoc.delete(id);
    }
  };
}
