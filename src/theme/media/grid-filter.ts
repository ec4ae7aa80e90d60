/**
 * The portfolio's filter values (`data-filter`): `*` shows everything, `.cat-x` (or `.a.b`, all
 * classes required) shows the items carrying those classes. The theme passed the value straight
 * to a selector engine, where a malformed value threw; here anything that is not a class list
 * shows everything and says so in the log.
 */

export type GridFilter = { kind: 'all' } | { kind: 'classes'; classes: string[] };

const CLASS_LIST = /^(\.[A-Za-z_][\w-]*)+$/;

export function parseGridFilter(value: string | null): GridFilter | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === '*') return { kind: 'all' };
  if (!CLASS_LIST.test(trimmed)) return null;
  return { kind: 'classes', classes: trimmed.slice(1).split('.') };
}

export function matchesFilter(itemClasses: readonly string[], filter: GridFilter): boolean {
  return filter.kind === 'all' || filter.classes.every((name) => itemClasses.includes(name));
}
