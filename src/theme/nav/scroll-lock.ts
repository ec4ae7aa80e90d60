/**
 * Stops the page behind a modal panel from scrolling. `overflow: hidden` on the root keeps the
 * scroll position; the scrollbar it removes is replaced by the same padding, so the page does not
 * shift sideways. Returns the undo, which restores exactly what was there before.
 */
export function lockPageScroll(win: Window): () => void {
  const root = win.document.documentElement;
  const scrollbar = win.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = before.overflow;
    root.style.paddingRight = before.paddingRight;
  };
}
