/**
 * Builds the few elements the bundle adds beside the theme's markup (loaders, notices, buttons,
 * icons) in one expression: attributes are set in the order given, then the children appended.
 *
 *   buildElement(doc, 'button', { type: 'button', class: 'block-retry' }, strings.themeLists.retry)
 */
export function buildElement<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/** The theme's icon font glyph (`i.rbi.rbi-…`), hidden from assistive technology. */
export const icon = (doc: Document, name: string): HTMLElement =>
  buildElement(doc, 'i', { class: `rbi rbi-${name}`, 'aria-hidden': 'true' });

/**
 * Sets an attribute, or removes it for `null` and `false`: state attributes the theme's CSS and
 * assistive technology read only while they apply (`aria-busy`, `aria-disabled`, `aria-current`),
 * and attributes put back as they were printed.
 */
export function setAttribute(target: Element, name: string, value: string | null | false): void {
  if (value === null || value === false) target.removeAttribute(name);
  else target.setAttribute(name, value);
}

/**
 * Sets each of `attributes` that the element does not carry yet (the theme's own values win); the
 * returned function removes exactly those, so a cleanup leaves the markup as it was printed.
 */
export function addMissingAttributes(target: Element, attributes: Readonly<Record<string, string>>): () => void {
  const added = Object.keys(attributes).filter((name) => !target.hasAttribute(name));
  for (const name of added) target.setAttribute(name, attributes[name] ?? '');
  return () => {
    for (const name of added) target.removeAttribute(name);
  };
}
