/**
 * Which paging controls work after a load (REAL-MARKUP.md §11 checkPagination, spec §4), and
 * the page each one asks for. One pure place, because the theme's script decided it in four
 * copies and disagreed with itself about blocks of a single page.
 */
export interface ControlState {
  /** Load-more and infinite scroll: off at or past the last page, or when there is at most one page. */
  more: boolean;
  /** Next: off on the last page (and past it), and when there are fewer than 2 pages. */
  next: boolean;
  /** Previous: off on page 1, and when there are fewer than 2 pages. */
  prev: boolean;
}

export function controlState(pageCurrent: number, pageMax: number): ControlState {
  const last = pageCurrent >= pageMax;
  const paged = pageMax >= 2;
  return { more: !(last || pageMax <= 1), next: paged && !last, prev: paged && pageCurrent > 1 };
}

export type PagingKind = 'next' | 'prev' | 'more';

/** The page a control asks for, or undefined when it must not ask (a disabled control). */
export function targetPage(kind: PagingKind, pageCurrent: number, pageMax: number): number | undefined {
  const state = controlState(pageCurrent, pageMax);
  if (kind === 'prev') return state.prev ? pageCurrent - 1 : undefined;
  if (kind === 'next') return state.next ? pageCurrent + 1 : undefined;
  return state.more ? pageCurrent + 1 : undefined;
}

/**
 * Infinite scroll is due when the top of `.pagination-infinite` has come within 99 % of the
 * viewport's height (the theme's Waypoint offset '99%'), measured in document coordinates.
 */
export function infiniteDue(scrollY: number, viewportHeight: number, pointTop: number): boolean {
  return pointTop - scrollY <= viewportHeight * 0.99;
}
