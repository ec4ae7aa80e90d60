/**
 * Focus for an element a theme transition is about to show. The theme's popups and panels stay
 * `visibility:hidden` until the first frame after the class that opens them, and a hidden element
 * refuses focus: so focus is tried again each frame, for at most `frames` frames, while the caller
 * still wants it (the popup is still open, focus has not gone elsewhere meanwhile).
 */

/** Frames to wait for a theme transition to make the element visible (and so focusable). */
const FOCUS_FRAMES = 30;

export function focusWhenShown(target: HTMLElement, stillWanted: () => boolean, options?: FocusOptions, frames = FOCUS_FRAMES): void {
  const doc = target.ownerDocument;
  const attempt = (left: number) => {
    if (doc.activeElement === target || !stillWanted()) return;
    target.focus(options);
    if (doc.activeElement !== target && left > 0) doc.defaultView?.requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(frames);
}
