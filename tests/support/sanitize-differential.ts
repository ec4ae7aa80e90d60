/**
 * The differential test's rule (tests/e2e/sanitize-differential.spec.ts): the project's sanitizer
 * (src/core/sanitize.ts) never keeps an element, an attribute or an address that DOMPurify, run on
 * the same input, takes out. DOMPurify is configured as a WordPress site would run it: `target`
 * kept on links (posts open links in new windows; the project adds `noopener noreferrer`).
 * The documented allowances: the video player frames (DOMPurify keeps no frame at all) with what
 * the project gives them (core/embed-sources.ts), and the `rel` the project adds to a link or
 * form with a `target`, and SVG's `<use>` pointing inside the document (an icon sprite;
 * DOMPurify keeps no `<use>`) with the ordinary attributes any SVG element keeps.
 */
export const ORACLE_CONFIG = { ADD_ATTR: ['target'] };

const SVG = 'http://www.w3.org/2000/svg';
/** Attributes whose value is an address: compared by value too. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'cite', 'background', 'xlink:href']);

/** What an output holds, as comparable words: `<tag>`, `<tag attr>`, `<tag attr="address">`. */
export function outputFeatures(root: Node): Set<string> {
  const found = new Set<string>();
  const elements = root instanceof Element ? [root, ...root.querySelectorAll('*')] : [...(root as ParentNode).querySelectorAll('*')];
  for (const element of elements) {
    const tag = `${element.namespaceURI === SVG ? 'svg:' : ''}${element.localName}`;
    found.add(`<${tag}>`);
    for (const name of element.getAttributeNames()) {
      found.add(`<${tag} ${name}>`);
      // DOMPurify trims every value (JavaScript's trim, U+00A0 and U+FEFF included); the project
      // keeps a value as the server wrote it, so an address is compared trimmed.
      if (ADDRESS_ATTRIBUTES.has(name)) found.add(`<${tag} ${name}="${(element.getAttribute(name) ?? '').trim()}">`);
    }
  }
  return found;
}

/** Pure: the allowances above. */
export function isAllowance(feature: string): boolean {
  return (
    feature.startsWith('<iframe') ||
    feature === '<a rel>' ||
    feature === '<form rel>' ||
    // An address only when it points inside the document; any other attribute by name.
    /^<svg:use(?: (?:xlink:)?href(?:="#[^"]*")?| (?!(?:xlink:)?href\b)[\w:.-]+)?>$/.test(feature)
  );
}

/** Pure: what only the project's output holds, allowances aside. */
export function unexplained(ours: ReadonlySet<string>, theirs: ReadonlySet<string>): string[] {
  return [...ours].filter((feature) => !theirs.has(feature) && !isAllowance(feature)).sort();
}
