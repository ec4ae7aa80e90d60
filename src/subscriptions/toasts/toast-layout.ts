/**
 * Pure rules of the provider's toast (spec §2, §9): a frame at the bottom of the window, at most
 * 46px high, shown for 8 s. Its width follows the dialog's breakpoints (a toast is as wide as a
 * wide dialog on large windows); on desktop it sits 8px from the bottom left corner, elsewhere
 * centred at the bottom, and full width on a phone.
 */
import { dialogWidth, type DialogWidth, type Viewport } from '../dialogs/dialog-layout';

/** Spec §9 "Toast max height". */
export const TOAST_MAX_HEIGHT = 46;
/** Spec §9 "Toast auto-close": the provider's client waits its 7 s display time plus one. */
export const TOAST_AUTO_CLOSE_MS = 8000;
/** The toast slides in and out in 400ms ease-out, and leaves the page 500ms after closing starts. */
export const TOAST_SLIDE_MS = 400;
export const TOAST_REMOVE_MS = 500;

export type ToastPlacement = 'corner' | 'center' | 'full';

export function toastWidth(viewport: Viewport): DialogWidth {
  return dialogWidth(viewport, true);
}

/** Desktop (at least 641 × 641): the bottom left corner; a phone: full width; else centred. */
export function toastPlacement(viewport: Viewport): ToastPlacement {
  if (viewport.width <= 480) return 'full';
  if (viewport.width >= 641 && viewport.height >= 641) return 'corner';
  return 'center';
}

/** The toast's height: what its page asked for, never above 46px; 0 before it asked. */
export function toastHeight(requested: number | null): number {
  if (requested === null || !Number.isFinite(requested) || requested <= 0) return 0;
  return Math.min(Math.round(requested), TOAST_MAX_HEIGHT);
}
