/**
 * Keeps the page behind a modal from scrolling, without the layout jump of a vanishing
 * scrollbar: the root gets overflow hidden and padding in the scrollbar's width, and both are
 * given back exactly as they were.
 */
export function lockScroll(win: Window): () => void {
  const root = win.document.documentElement;
  const scrollbar = win.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.style.overflow = previous.overflow;
    root.style.paddingRight = previous.paddingRight;
  };
}
