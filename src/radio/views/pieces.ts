/**
 * What a placeholder shows, as plain data: text, and the few elements the widget prints around it
 * (a line per list entry, a link per music service, a span for a time). Views return pieces; the
 * binding compares them with what it wrote last and writes the element only when they differ, so
 * a refresh that brings the same answer changes nothing on the page (no layout work, no shift, no
 * second announcement), and remote text only ever becomes text nodes, never HTML.
 */
export type Piece = string | ElementPiece;

export interface ElementPiece {
  tag: 'span' | 'a';
  attributes: Readonly<Record<string, string>>;
  /** Set through the CSSOM, which drops a value that is not valid CSS (the spacing comes from settings). */
  style?: Readonly<Partial<Record<'display' | 'marginBottom', string>>>;
  children: readonly Piece[];
}

/** An element piece; empty strings among the children are left out. */
export function piece(tag: ElementPiece['tag'], attributes: ElementPiece['attributes'], ...children: Piece[]): ElementPiece {
  return { tag, attributes, children: children.filter((child) => child !== '') };
}

/** Pure: whether two lists of pieces show the same thing. */
export const samePieces = (a: readonly Piece[], b: readonly Piece[]): boolean => JSON.stringify(a) === JSON.stringify(b);

function toNode(doc: Document, part: Piece): Node {
  if (typeof part === 'string') return doc.createTextNode(part);
  const created = doc.createElement(part.tag);
  for (const [name, value] of Object.entries(part.attributes)) created.setAttribute(name, value);
  if (part.style?.display !== undefined) created.style.display = part.style.display;
  if (part.style?.marginBottom !== undefined) created.style.marginBottom = part.style.marginBottom;
  created.append(...part.children.map((child) => toNode(doc, child)));
  return created;
}

/**
 * Puts `pieces` into `target` in place of its children. A lone text replaces the data of a lone
 * text node, so a changed song title is one character-data change, not a new node.
 */
export function writePieces(target: Element, pieces: readonly Piece[]): void {
  const [only] = pieces;
  const [current] = target.childNodes;
  // By node type, not `instanceof Text`: the element may belong to another window (a frame).
  if (pieces.length === 1 && typeof only === 'string' && target.childNodes.length === 1 && current?.nodeType === current?.TEXT_NODE) {
    (current as Text).data = only;
    return;
  }
  target.replaceChildren(...pieces.filter((part) => part !== '').map((part) => toNode(target.ownerDocument, part)));
}
