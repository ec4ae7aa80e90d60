/**
 * Keeps the page behind a modal (off-canvas menu, lightbox, ad-block popup) from scrolling,
 * without the layout jump of a vanishing scrollbar: the root gets `overflow: hidden` and padding
 * in the scrollbar's width. Locks nest (a lightbox opened from the menu): the first one saves the
 * root's styles, the last release gives them back exactly as they were.
 */
const holders = new WeakMap<Document, { count: number; overflow: string; paddingRight: string }>();

export function lockPageScroll(win: Window): () => void {
  const doc = win.document;
  const root = doc.documentElement;
  let held = holders.get(doc);
  if (!held) {
    const scrollbar = win.innerWidth - root.clientWidth;
    held = { count: 0, overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    holders.set(doc, held);
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  held.count += 1;
  let released = false;
  return () => {
    const current = holders.get(doc);
    if (released || !current) return;
    released = true;
    current.count -= 1;
    if (current.count > 0) return;
    holders.delete(doc);
    root.style.overflow = current.overflow;
    root.style.paddingRight = current.paddingRight;
  };
}
