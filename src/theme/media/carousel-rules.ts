/**
 * The numbers of the theme's carousels (spec §9), as pure functions: how many posts show at a
 * window width, where the track stands after a move, and what the dots mean. The theme's carousel
 * library read these from an options object on every resize; here they are one table.
 */

export interface Breakpoint {
  /** Window width (innerWidth) from which the row applies. */
  minWidth: number;
  items: number;
}

/** Spec §9; the 1024 and 1500 rows belong to the wide variant (`data-wide`), full-width blocks. */
export const CAROUSEL_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 0, items: 1 },
  { minWidth: 768, items: 2 },
  { minWidth: 992, items: 3 },
];
export const WIDE_CAROUSEL_BREAKPOINTS: readonly Breakpoint[] = [...CAROUSEL_BREAKPOINTS, { minWidth: 1024, items: 4 }, { minWidth: 1500, items: 5 }];

/** The library's defaults (spec §9): items when no row applies, refresh after resizes, animation. */
export const CAROUSEL_DEFAULT_ITEMS = 3;
export const RESPONSIVE_REFRESH_MS = 200;
export const SLIDE_SPEED_MS = 500;

/** Items shown at `width`: the last row whose minWidth the width reaches. */
export function itemsForWidth(width: number, wide: boolean, table?: readonly Breakpoint[]): number {
  const rows = table ?? (wide ? WIDE_CAROUSEL_BREAKPOINTS : CAROUSEL_BREAKPOINTS);
  let items: number | undefined;
  for (const row of rows) if (width >= row.minWidth) items = row.items;
  return items ?? CAROUSEL_DEFAULT_ITEMS;
}

/** Never more per view than there are items, never fewer than one. */
export function perViewFor(count: number, items: number): number {
  return Math.max(1, Math.min(count, Math.floor(items)));
}

/** The last start position that still fills the view. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/**
 * The start position after a move by one item. At either end it wraps around (the theme's
 * carousels loop), so autoplay and the arrows never get stuck.
 */
export function stepIndex(current: number, count: number, perView: number, direction: 'next' | 'prev'): number {
  const last = lastStart(count, perView);
  if (last === 0) return 0;
  const at = Math.min(Math.max(current, 0), last);
  if (direction === 'next') return at >= last ? 0 : at + 1;
  return at <= 0 ? last : at - 1;
}

/** One dot per page of `perView` items; the last page is aligned to the end. */
export function dotCount(count: number, perView: number): number {
  return count <= perView ? 0 : Math.ceil(count / perView);
}

export function startOfDot(dot: number, count: number, perView: number): number {
  return Math.min(dot * perView, lastStart(count, perView));
}

/** The dot shown as current for a start position: the page holding the last visible item. */
export function dotOfStart(start: number, count: number, perView: number): number {
  const pages = dotCount(count, perView);
  if (pages === 0) return 0;
  return start >= lastStart(count, perView) ? pages - 1 : Math.floor(start / perView);
}

/** Which items are on screen: everything else is made inert (no focus, not read out). */
export function isVisibleItem(item: number, start: number, perView: number): boolean {
  return item >= start && item < start + perView;
}
