/**
 * Pure state rules of accordion blocks and note boxes: which item is open after a click, which
 * one starts open, and how long an open or close animates.
 */

/** Spec §9. */
export const ACCORDION_ANIMATION_MS = 250;
export const NOTE_ANIMATION_MS = 300;

/** The open item after a click: clicking the open item closes it, any other opens it alone. */
export function accordionAfterClick(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/**
 * The item open when a block starts: the first with the open flag; otherwise the first the server
 * printed open (only one may be open, so later ones close); otherwise none.
 */
export function accordionInitialOpen(openFlag: boolean, printedOpen: readonly boolean[]): number | null {
  if (printedOpen.length === 0) return null;
  if (openFlag) return 0;
  const first = printedOpen.indexOf(true);
  return first < 0 ? null : first;
}

/** No motion for readers who asked for reduced motion, and none for inline note boxes. */
export function animationMs(baseMs: number, options: { reducedMotion: boolean; inline?: boolean }): number {
  return options.reducedMotion || options.inline ? 0 : baseMs;
}

/** data-open as WordPress prints it: "1" (or true/yes/on) opens the first item. */
export function isOpenFlag(attribute: string | null): boolean {
  return attribute !== null && ['1', 'true', 'yes', 'on'].includes(attribute.trim().toLowerCase());
}
