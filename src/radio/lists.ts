/**
 * Lists of names (DJs, genres, top artists, next artists): cleaning, limiting and joining them
 * with the configured separators (spec §3, §5).
 */

/** 'a, b & c': the last pair joined by `lastSeparator`, the others by `separator`. */
export function joinList(items: readonly string[], separator: string, lastSeparator: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(separator)}${lastSeparator}${items[items.length - 1] ?? ''}`;
}

/** The first `max` items; a max that is not a positive number keeps none. */
export function limitList<T>(items: readonly T[], max: number): T[] {
  if (Number.isNaN(max) || max <= 0) return [];
  return items.slice(0, Math.floor(Math.min(max, items.length)));
}

/** Layout option 2 shows a list inline; anything else (or no option) one item per line. */
export function isInline(layout: Record<string, number>, list: string): boolean {
  return layout[list] === 2;
}

/** Trimmed, without empty entries and without repeats (first one kept, order kept). */
export function cleanList(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}
