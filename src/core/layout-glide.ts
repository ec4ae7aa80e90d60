/**
 * Content that arrives after the first paint (a station's answers filling a dozen placeholders,
 * a longer song title) makes its element taller or wider, and everything after it in the flow
 * jumps: a layout shift, and a reader who was reading below loses the line. The size of an answer
 * cannot be known before it arrives, so its space cannot be reserved. Instead, `around` measures
 * what follows the changed elements, writes, and slides each block that moved from where it was
 * to where it now is with a transform (First, Last, Invert, Play): the browser composites the
 * slide, the reader sees the content glide instead of jump, and no layout shift is recorded,
 * since a transform moves nothing in the layout.
 *
 * Only blocks that intersect the viewport are measured (nothing else can be seen to jump; above
 * the viewport the browser's scroll anchoring keeps the view still). Under reduced motion the
 * content moves at once, as asked.
 */
import { prefersReducedMotion } from './motion';

export const GLIDE_MS = 200;
/** Names the slides among a page's animations (QA and tests wait for them to end). */
export const GLIDE_ANIMATION_ID = 'site-client-glide';

export interface LayoutGlide {
  /** Runs `write`, which changes the content of `changed`, and slides what it moved. */
  around(changed: readonly Element[], write: () => void): void;
  /**
   * For code that knows a move without measuring it (a masonry item put in its column): slides
   * `element`, already in its new place, from `x`, `y` px before it; nothing for a move too small
   * to see, or under reduced motion.
   */
  slide(element: HTMLElement, x: number, y: number): void;
}

/** Display values whose boxes a transform can move (not inline text, not `display: contents`). */
const MOVABLE_DISPLAY = /^(block|flex|grid|flow-root|list-item|table|inline-block|inline-flex|inline-grid)$/;

/**
 * Pure: the elements that follow `changed` in the flow at every level up to `<body>`: the later
 * siblings of each element and of each of its ancestors, in document order, without repeats.
 */
export function followersOf(changed: readonly Element[]): Element[] {
  const found = new Set<Element>();
  for (const element of changed) {
    for (let node: Element | null = element; node && node.localName !== 'body'; node = node.parentElement) {
      for (let next = node.nextElementSibling; next; next = next.nextElementSibling) found.add(next);
    }
  }
  return inDocumentOrder(found);
}

/**
 * Pure: the ancestors of `changed` below `<body>`. A changed element's box can carry its parent
 * away: a wider status text wraps its flex item onto the next row of the station's heading.
 */
export function ancestorsOf(changed: readonly Element[]): Element[] {
  const found = new Set<Element>();
  for (const element of changed) {
    for (let node = element.parentElement; node && node.localName !== 'body' && node.localName !== 'html'; node = node.parentElement) found.add(node);
  }
  return inDocumentOrder(found);
}

/** Pure: the elements once each, in document order (an ancestor before what it holds). */
function inDocumentOrder(elements: Iterable<Element>): Element[] {
  return [...new Set(elements)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

interface Tracked {
  element: HTMLElement;
  before: DOMRect;
  /** The nearest tracked ancestor: it slides too, and carries this element with it. */
  parent: Tracked | undefined;
  dx: number;
  dy: number;
}

/** A slide under way: the frame request before it plays, then its animation. */
interface Glide {
  frame: number;
  animation?: Animation;
}

export function createLayoutGlide(win: Window, durationMs = GLIDE_MS): LayoutGlide {
  const gliding = new Map<Element, Glide>();
  const inView = (rect: DOMRect) => rect.bottom > 0 && rect.top < win.innerHeight && rect.height > 0;
  const movable = (element: Element): element is HTMLElement => {
    if (!('style' in element) || !('translate' in (element as HTMLElement).style)) return false;
    const { style } = element as HTMLElement;
    // An element that sets its own inline translate keeps it: the glide would overwrite it.
    if (style.translate !== '' && !gliding.has(element)) return false;
    const computed = win.getComputedStyle(element);
    return MOVABLE_DISPLAY.test(computed.display) && !['fixed', 'absolute', 'sticky'].includes(computed.position);
  };
  /** Ends a slide under way at once: the element is back at its place in the layout. */
  const stop = (element: HTMLElement) => {
    const glide = gliding.get(element);
    if (!glide) return;
    win.cancelAnimationFrame(glide.frame);
    glide.animation?.cancel();
    element.style.translate = '';
    gliding.delete(element);
  };
  /**
   * Holds the element where it was with an inline translate for two frames, then animates the
   * translate away. (Chromium records a layout shift when an element moves in the same frame as
   * a newly started transform animation replaces a running one; a held offset is never one.)
   */
  const slide = (element: HTMLElement, x: number, y: number) => {
    stop(element);
    const from = `${-x}px ${-y}px`;
    element.style.translate = from;
    const glide: Glide = { frame: 0 };
    gliding.set(element, glide);
    glide.frame = win.requestAnimationFrame(() => {
      glide.frame = win.requestAnimationFrame(() => {
        element.style.translate = '';
        glide.animation = element.animate([{ translate: from }, { translate: '0px 0px' }], { duration: durationMs, easing: 'ease-out', id: GLIDE_ANIMATION_ID });
        glide.animation.addEventListener('finish', () => gliding.get(element) === glide && gliding.delete(element));
      });
    });
  };

  const canSlide = () => !prefersReducedMotion(win) && typeof Element.prototype.animate === 'function';
  const visible = (x: number, y: number) => Math.abs(x) >= 0.5 || Math.abs(y) >= 0.5;

  return {
    slide(element, x, y) {
      if (canSlide() && visible(x, y) && 'translate' in element.style) slide(element, x, y);
    },
    around(changed, write) {
      if (changed.length === 0 || !canSlide()) {
        write();
        return;
      }
      const tracked: Tracked[] = [];
      // The changed elements and their ancestors too: one whose first printed child carried a
      // collapsed top margin moves itself when that child goes (the bookmarks list), and a flex
      // item that grows may wrap onto the next row (ancestorsOf).
      for (const element of inDocumentOrder([...changed, ...ancestorsOf(changed), ...followersOf(changed)])) {
        // Where the reader sees it now, with any slide under way; most followers are out of view,
        // and their style is never asked for.
        const before = element.getBoundingClientRect();
        if (!inView(before) || !movable(element)) continue;
        const parent = [...tracked].reverse().find((candidate) => candidate.element.contains(element));
        tracked.push({ element, before, parent, dx: 0, dy: 0 });
      }
      write();
      for (const entry of tracked) stop(entry.element);
      for (const entry of tracked) {
        const after = entry.element.getBoundingClientRect();
        entry.dx = after.left - entry.before.left;
        entry.dy = after.top - entry.before.top;
      }
      for (const entry of tracked) {
        // An element inside a block that slides moves with it: it slides only by its own part.
        const x = entry.dx - (entry.parent?.dx ?? 0);
        const y = entry.dy - (entry.parent?.dy ?? 0);
        if (visible(x, y)) slide(entry.element, x, y);
      }
    },
  };
}
