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

const GLIDE_MS = 200;
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
 * Pure: every element the change can move, unordered. The changed elements; their ancestors below
 * `<body>` (a changed element's box can carry its parent away: a wider status text wraps its flex
 * item onto the next row of the station's heading); and the siblings of each and of each ancestor
 * up to `<body>`: what follows in the flow, and what comes before it too, since a flex or grid row
 * that grows moves its earlier items as well (the song line's label, centred beside a title that
 * now takes two lines). A walk up stops where an earlier one passed (forty placeholders in one list
 * add that list's siblings once).
 */
export function reachOf(changed: readonly Element[]): Set<Element> {
  const found = new Set<Element>();
  const walked = new Set<Element>();
  for (const element of changed) {
    for (
      let node: Element | null = element;
      node && node.localName !== 'body' && node.localName !== 'html' && !walked.has(node);
      node = node.parentElement
    ) {
      walked.add(node);
      found.add(node);
      for (const sibling of node.parentElement?.children ?? []) found.add(sibling);
    }
  }
  return found;
}

/** A slide under way: the frame request before it plays, then its animation. */
interface Glide {
  element: HTMLElement;
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
  const stop = (element: Element) => {
    const glide = gliding.get(element);
    if (!glide) return;
    win.cancelAnimationFrame(glide.frame);
    glide.animation?.cancel();
    glide.element.style.translate = '';
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
    const glide: Glide = { element, frame: 0 };
    gliding.set(element, glide);
    glide.frame = win.requestAnimationFrame(() => {
      glide.frame = win.requestAnimationFrame(() => {
        element.style.translate = '';
        glide.animation = element.animate([{ translate: from }, { translate: '0px 0px' }], {
          duration: durationMs,
          easing: 'ease-out',
          id: GLIDE_ANIMATION_ID,
        });
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
      // Where the reader sees each one now, slides under way included. Most are out of view, and
      // the style of an element is asked for only once it turns out to have moved.
      const before = new Map<Element, DOMRect>();
      for (const element of reachOf(changed)) {
        const rect = element.getBoundingClientRect();
        if (inView(rect)) before.set(element, rect);
      }
      write();
      for (const element of before.keys()) stop(element);
      const moved = new Map<HTMLElement, { x: number; y: number }>();
      const pageWidth = win.document.documentElement.clientWidth;
      for (const [element, rect] of before) {
        const after = element.getBoundingClientRect();
        const x = after.left - rect.left;
        const y = after.top - rect.top;
        // Held where it was, a box that grew could stick out of the page's side (a wider status
        // text wrapped onto the next row): for the slide's length a phone could scroll sideways.
        // Such a box takes its new place at once.
        const fits = rect.left >= 0 && rect.left + after.width <= pageWidth;
        if (visible(x, y) && fits && movable(element)) moved.set(element, { x, y });
      }
      for (const [element, own] of moved) {
        // An element inside a block that slides moves with it: it slides only by its own part.
        let carrier: { x: number; y: number } | undefined;
        for (let node = element.parentElement; node && !carrier; node = node.parentElement) carrier = moved.get(node);
        const x = own.x - (carrier?.x ?? 0);
        const y = own.y - (carrier?.y ?? 0);
        if (visible(x, y)) slide(element, x, y);
      }
    },
  };
}
