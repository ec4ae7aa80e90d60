/**
 * The one rule that turns a finger (or pen, or mouse drag) movement into "next", "previous" or
 * nothing, shared by the lightbox and the sliders. A short or mostly vertical movement is a tap
 * or a page scroll, never a slide change, so reading on a phone does not flip pictures.
 */

/** Pixels a horizontal movement must cover before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeDecision = 'next' | 'prev' | null;

export function swipeDecision(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDecision {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  // Dragging the picture to the left brings the next one in, as on every touch gallery.
  return dx < 0 ? 'next' : 'prev';
}

/**
 * Watches pointer movements on `element` and reports swipes. Pointer events cover touch, pen and
 * mouse alike; `touch-action: pan-y` (set by the caller's CSS) keeps vertical page scrolling.
 */
export function onSwipe(element: HTMLElement, signal: AbortSignal, handle: (decision: 'next' | 'prev') => void): void {
  let start: { id: number; x: number; y: number } | undefined;
  element.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    { signal },
  );
  element.addEventListener(
    'pointerup',
    (event) => {
      if (!start || start.id !== event.pointerId) return;
      const decision = swipeDecision(event.clientX - start.x, event.clientY - start.y);
      start = undefined;
      if (decision) handle(decision);
    },
    { signal },
  );
  element.addEventListener('pointercancel', () => (start = undefined), { signal });
}
