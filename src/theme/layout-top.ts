/**
 * An element's distance from the top of the document as laid out, without transforms. Content
 * that moved after the first paint glides to its new place (ctx.glide, media/glide.ts): while it
 * glides its box is drawn where it was, and getBoundingClientRect says so. A position that decides
 * something (the infinite list's load point in view) must be the laid-out one, or a glide would
 * load a page nobody scrolled to. The offset chain ignores transforms; offset parents' borders count.
 */
export function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent) {
    top += node.offsetTop + (node === element ? 0 : node.clientTop);
  }
  return top;
}
