/**
 * Animated page scrolling for back to top (800 ms, spec §9) and the table of contents. The theme
 * eased with jQuery's easeOutQuart; the curve is kept, jQuery is not. The animation writes the
 * scroll position once per frame and never reads layout; a wheel, touch or key of the reader
 * stops it, so it never fights them. Under prefers-reduced-motion it jumps.
 */
import { prefersReducedMotion } from '../../core/motion';

/** Fast start, gentle arrival: 1 − (1 − t)⁴. */
export function easeOutQuart(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 4;
}

/** Where the page stands `elapsedMs` into a scroll from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return Math.round(from + (to - from) * easeOutQuart(elapsedMs / durationMs));
}

/** The element id an in-page link (`#…`) names; null for other links and malformed escapes. */
export function hashId(href: string): string | null {
  if (!href.startsWith('#') || href.length < 2) return null;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
}

export interface ScrollAnimation {
  /** Stop where the page is now; `done` is not called. */
  cancel(): void;
}

const jump = (win: Window, top: number) => win.scrollTo({ top, left: win.scrollX, behavior: 'instant' });

/** Scroll the window to `to`; `done` runs once it arrives (at once when there is nothing to animate). */
export function animateScroll(win: Window, to: number, durationMs: number, done: () => void): ScrollAnimation {
  const from = win.scrollY;
  if (durationMs <= 0 || from === to || prefersReducedMotion(win)) {
    jump(win, to);
    done();
    return { cancel: () => undefined };
  }
  const stop = new AbortController();
  let frame: number | undefined;
  let start: number | undefined;
  const cancel = () => {
    stop.abort();
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    frame = undefined;
  };
  const step = (time: number) => {
    start ??= time;
    const elapsed = time - start;
    jump(win, scrollPositionAt(from, to, elapsed, durationMs));
    if (elapsed >= durationMs) {
      cancel();
      done();
      return;
    }
    frame = win.requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    win.addEventListener(type, cancel, { passive: true, signal: stop.signal });
  frame = win.requestAnimationFrame(step);
  return { cancel };
}
