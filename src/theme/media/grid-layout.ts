/**
 * Positions of the items of a masonry or fit-rows grid, from their sizes alone. The theme used a
 * layout library that measured and moved every item on each resize; here the arithmetic is a pure
 * function and the feature only reads sizes once per layout change and writes transforms.
 */
import { strings } from '../../core/strings';

const LAYOUT_MODES = ['masonry', 'fitRows'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

export interface ItemSize {
  width: number;
  height: number;
}

export interface GridLayout {
  positions: { x: number; y: number }[];
  /** Height the container needs. */
  height: number;
}

/** The mode the markup names (missing: masonry); an unknown one throws the library's error. */
export function layoutModeOf(value: string | null): LayoutMode {
  const mode = value === null || value.trim() === '' ? 'masonry' : value.trim();
  const known = LAYOUT_MODES.find((candidate) => candidate === mode);
  if (!known) throw new Error(strings.themeMedia.noLayoutMode.replace('{mode}', mode));
  return known;
}

/** How many columns of `columnWidth` fit into `containerWidth` with `gutter` between them. */
export function columnCount(containerWidth: number, columnWidth: number, gutter: number): number {
  if (!(columnWidth > 0) || !(containerWidth > 0)) return 1;
  // Half a pixel of slack: percentages of the container round, and a lost column jumps the grid.
  return Math.max(1, Math.floor((containerWidth + gutter + 0.5) / (columnWidth + gutter)));
}

/**
 * masonry: each item goes to the top of the shortest column (leftmost on a tie), items wider than
 * a column span as many columns as they need. fitRows: items flow left to right and wrap to a new
 * row below the tallest item of the row when the next one would not fit.
 */
export function computeLayout(
  mode: string,
  items: readonly ItemSize[],
  containerWidth: number,
  gutter: number,
  columnWidth?: number,
): GridLayout {
  const known = layoutModeOf(mode);
  return known === 'masonry' ? masonry(items, containerWidth, gutter, columnWidth) : fitRows(items, containerWidth, gutter);
}

/**
 * The theme's Isotope masonry: the column width is the sizer's (an empty first child with the
 * items' width) or, without one, the first item's; no gutter (the items carry their own padding).
 * The theme's grids are all masonry, so the bundle calls this directly and leaves the mode check
 * and fitRows to whoever asks `computeLayout` for a mode by name.
 */
export function masonry(items: readonly ItemSize[], containerWidth: number, gutter: number, sizerWidth?: number): GridLayout {
  const columnWidth = sizerWidth !== undefined && sizerWidth > 0 ? sizerWidth : (items[0]?.width ?? containerWidth);
  const columns = columnCount(containerWidth, columnWidth, gutter);
  const bottoms: number[] = new Array<number>(columns).fill(0);
  const positions = items.map((item) => {
    const span = Math.min(columns, Math.max(1, Math.round((item.width + gutter) / (columnWidth + gutter))));
    let best = 0;
    let bestTop = Number.POSITIVE_INFINITY;
    for (let column = 0; column + span <= columns; column += 1) {
      const top = Math.max(...bottoms.slice(column, column + span));
      if (top < bestTop) {
        bestTop = top;
        best = column;
      }
    }
    for (let column = best; column < best + span; column += 1) bottoms[column] = bestTop + item.height + gutter;
    return { x: best * (columnWidth + gutter), y: bestTop };
  });
  return { positions, height: Math.max(0, Math.max(0, ...bottoms) - (items.length > 0 ? gutter : 0)) };
}

function fitRows(items: readonly ItemSize[], containerWidth: number, gutter: number): GridLayout {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  const positions = items.map((item) => {
    if (x > 0 && x + item.width > containerWidth + 0.5) {
      x = 0;
      y += rowHeight + gutter;
      rowHeight = 0;
    }
    const position = { x, y };
    x += item.width + gutter;
    rowHeight = Math.max(rowHeight, item.height);
    return position;
  });
  return { positions, height: items.length > 0 ? y + rowHeight : 0 };
}
