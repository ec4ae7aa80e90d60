/**
 * Arrow keys between the search field and the links of its results: the results are the
 * server's HTML (post teasers), not options of a listbox, so focus moves to the links themselves
 * rather than through aria-activedescendant.
 */

/** The element to focus for `key`, or null when the key is not ours. */
export function arrowTarget(key: string, active: Element | null, input: HTMLElement, links: readonly HTMLElement[]): HTMLElement | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  if (links.length === 0) return null;
  const at = active instanceof HTMLElement ? links.indexOf(active) : -1;
  if (key === 'ArrowDown') return at < 0 ? (links[0] ?? null) : (links[Math.min(at + 1, links.length - 1)] ?? null);
  if (active === input) return null;
  return at <= 0 ? input : (links[at - 1] ?? null);
}
