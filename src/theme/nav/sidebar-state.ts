/**
 * The sticky sidebar's state machine (spec §4), as a pure function of one frame. The sidebar's
 * position is `y`, its top relative to the top of its column (0 … column height − sidebar height).
 * A sidebar that fits the viewport stays pinned below the top bar. A taller one keeps its place
 * while the reader scrolls and is only pushed along when an edge would otherwise leave a gap: its
 * bottom reaches the viewport bottom going down (fixed_bottom), its top reaches the top offset
 * going up (fixed_top), and in between it scrolls with the page (absolute). Deciding from the
 * previous position instead of the scroll direction also gets jumps (anchors, back to top) right.
 */

type SidebarState = 'top_content' | 'fixed_top' | 'fixed_bottom' | 'bottom_content' | 'absolute' | 'content_small';

export interface SidebarInput {
  scrollY: number;
  viewportHeight: number;
  /** Document offset of the column's top. */
  columnTop: number;
  /** The column's height: the row the sidebar shares with the main content. */
  columnHeight: number;
  sidebarHeight: number;
  /** Gap kept under the top of the viewport (the sticky bar's height plus a margin). */
  topOffset: number;
  /** Gap kept above the bottom of the viewport. */
  bottomOffset: number;
  /** `y` of the previous frame (0 on the first). */
  previousY: number;
}

export interface SidebarDecision {
  state: SidebarState;
  /** The sidebar's top relative to its column. */
  y: number;
}

export function sidebarDecision(input: SidebarInput): SidebarDecision {
  const { scrollY, viewportHeight, columnTop, columnHeight, sidebarHeight, topOffset, bottomOffset, previousY } = input;
  const maxY = columnHeight - sidebarHeight;
  // Nothing to travel along: the content is no longer than the sidebar.
  if (maxY <= 0) return { state: 'content_small', y: 0 };
  const pinTop = scrollY + topOffset - columnTop;
  const pinBottom = scrollY + viewportHeight - bottomOffset - sidebarHeight - columnTop;

  let decision: SidebarDecision;
  if (sidebarHeight + topOffset + bottomOffset <= viewportHeight) decision = { state: 'fixed_top', y: pinTop };
  else if (previousY < pinBottom) decision = { state: 'fixed_bottom', y: pinBottom };
  else if (previousY > pinTop) decision = { state: 'fixed_top', y: pinTop };
  else decision = { state: 'absolute', y: previousY };

  if (decision.y <= 0) return { state: 'top_content', y: 0 };
  if (decision.y >= maxY) return { state: 'bottom_content', y: maxY };
  return decision;
}
