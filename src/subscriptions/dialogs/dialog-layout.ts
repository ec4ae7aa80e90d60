/**
 * Pure rules of the provider's dialog (spec §2 "Dialog layout", §9): its width per window size,
 * where it sits, how tall it may grow, and the timings. The provider's client expresses the widths
 * as media queries; here they are one function of the window's size, so a unit table pins them
 * and the dialog follows a resize through the same function.
 */

/** Spec §9 "Z-index"; the overlay sits one below. */
export const DIALOG_Z_INDEX = 2147483647;
/** Spec §9 "Dialog animation": 300ms ease-out, opening and closing. */
export const DIALOG_ANIMATION_MS = 300;
export const DIALOG_EASING = 'ease-out';
/** Spec §9 "Dialog close completion delay": a completed view closes this long after, unless another view took its place. */
export const DIALOG_CLOSE_DELAY_MS = 100;
/** Spec §9 "Max dialog height ratio". */
export const MAX_DIALOG_HEIGHT_RATIO = 0.9;

export interface Viewport {
  width: number;
  height: number;
}

/** Spec §2: wide 870px, desktop 630px, tablet 480px, phone full width. */
export type DialogWidth = 870 | 630 | 480 | 'full';

/**
 * Spec §9 "Breakpoints: wide dialog 871px by 641px; others 640px, 630px, 480px": a phone is at
 * most 480px wide; the wide dialog (when the view supports it) needs at least 871 × 641; desktop
 * needs at least 641 × 641; anything else (either side at most 640px) gets the tablet width.
 */
export function dialogWidth(viewport: Viewport, supportsWideScreen: boolean): DialogWidth {
  if (viewport.width <= 480) return 'full';
  if (supportsWideScreen && viewport.width >= 871 && viewport.height >= 641) return 870;
  if (viewport.width >= 641 && viewport.height >= 641) return 630;
  return 480;
}

/** Spec magazine §9 "Payment dialog: width 480 px at a viewport of 480 px or more, initial height 280 px". */
export const PAYMENT_DIALOG_HEIGHT = 280;
export const paymentDialogWidth = (viewport: Viewport): DialogWidth => (viewport.width >= 480 ? 480 : 'full');

/** The provider's "desktop" media query for centring: `(min-width: 641px)`. */
function isDesktopWidth(viewport: Viewport): boolean {
  return viewport.width >= 641;
}

export type DialogPlacement = 'bottom' | 'center';

/** Spec §2: anchored at the bottom, or centred on desktop when configured. */
export function dialogPlacement(viewport: Viewport, centerOnDesktop: boolean): DialogPlacement {
  return centerOnDesktop && isDesktopWidth(viewport) ? 'center' : 'bottom';
}

/** The height a view asked for, capped at the ratio of the window's height (whole pixels). */
export function dialogHeight(requested: number, viewportHeight: number, ratio = MAX_DIALOG_HEIGHT_RATIO): number {
  const cap = Math.floor(viewportHeight * ratio);
  if (!Number.isFinite(requested) || requested <= 0) return Math.min(cap, 50);
  return Math.min(Math.round(requested), cap);
}

/** Phases of one dialog: it slides or fades in, stays, and leaves the same way. */
export type DialogPhase = 'entering' | 'open' | 'leaving';

/**
 * The transform and opacity of the dialog box in a phase. Anchored at the bottom it slides up
 * from below its own height; centred it fades (the provider's client does the same).
 */
export function dialogMotion(placement: DialogPlacement, phase: DialogPhase): { transform: string; opacity: number } {
  const hidden = phase !== 'open';
  if (placement === 'center') return { transform: 'translate(-50%, -50%)', opacity: hidden ? 0 : 1 };
  return { transform: hidden ? 'translate(-50%, 100%)' : 'translate(-50%, 0)', opacity: 1 };
}
