/**
 * The theme's layout edges (spec §9) in one place. The theme's script asks `width >= 992` for the
 * sticky top bar and `< 992` for the mobile bar, and its stylesheet collapses the sidebar column
 * at `max-width: 991px`: so "sticky nav breakpoint 992" and "sidebar breakpoint 991" name the same
 * edge, and everything here switches between 991 and 992 px window width (scrollbar included,
 * as `innerWidth` and CSS media queries measure it).
 */

/** Window widths from here up get the sticky top bar and the sticky sidebar. */
export const DESKTOP_MIN_WIDTH = 992;
/** The widest window that still gets the mobile sticky bar and a static sidebar. */
const SIDEBAR_MAX_DISABLED_WIDTH = 991;
/** The sticky bars appear this far below the bottom of the main navigation (spec §9). */
export const STICKY_SHOW_OFFSET = 70;
/** Back to top scrolls for this long (spec §9). */
export const BACK_TOP_DURATION_MS = 800;
/**
 * The back-to-top button shows once the page is scrolled further than this: the `min` of the
 * UItoTop plugin the theme drives it with.
 */
export const BACK_TOP_MIN_SCROLL = 200;
/** UItoTop's fadeIn/fadeOut (inDelay 600 ms). */
export const BACK_TOP_FADE_MS = 600;

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH;
}

export function sidebarEnabled(width: number): boolean {
  return width > SIDEBAR_MAX_DISABLED_WIDTH;
}
