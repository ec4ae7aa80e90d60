/**
 * Accordion blocks (`.rb-accordion`, markup in fixtures/README.md): one item open at a time,
 * clicking the open item closes it, `data-open="1"` opens the first item when the block arrives.
 * The titles are real buttons, so keyboards work as they do everywhere; `aria-expanded`, the
 * item's `.active` and the content's `hidden` follow the state, and the height animates for
 * 250 ms (not at all under prefers-reduced-motion). Each block is prepared when it arrives (also
 * later, with infinite posts); the clicks of all blocks go through one listener for the page.
 */
import type { Feature } from '../core/attach';
import { listen } from '../core/listen';
import type { AppContext } from '../context';
import { ACCORDION_ANIMATION_MS, accordionAfterClick, accordionInitialOpen, animationMs, isOpenFlag } from './accordion-state';
import { prefersReducedMotion, setRevealed, type RunningAnimations } from './height-animation';
import { contentOf, ensureControls } from './disclosure';

const BLOCK = '.rb-accordion';
const TITLE = '.accordion-title';

interface Item {
  item: HTMLElement;
  button: HTMLElement;
  content: HTMLElement;
}

/** The block's own items (a nested accordion's items belong to the nested block). */
function itemsOf(block: Element): Item[] {
  const items: Item[] = [];
  for (const item of block.querySelectorAll<HTMLElement>('.accordion-item')) {
    if (item.closest(BLOCK) !== block) continue;
    const button = [...item.querySelectorAll<HTMLElement>(TITLE)].find((candidate) => candidate.closest('.accordion-item') === item);
    const content = button ? contentOf(button, item, '.accordion-content') : null;
    if (button && content) items.push({ item, button, content });
  }
  return items;
}

function show(items: readonly Item[], open: number | null, durationMs: number, running: RunningAnimations): void {
  items.forEach(({ item, button, content }, index) => {
    const isOpen = index === open;
    const wasOpen = button.getAttribute('aria-expanded') === 'true';
    button.setAttribute('aria-expanded', String(isOpen));
    item.classList.toggle('active', isOpen);
    // Items whose state did not change keep a running animation; a mismatch left by the server is fixed.
    if (wasOpen !== isOpen || (!running.has(content) && content.hidden === isOpen)) setRevealed(content, isOpen, durationMs, running);
  });
}

export const accordionBlocks: Feature<AppContext> = {
  name: 'accordion',
  selector: BLOCK,
  mount(block) {
    const items = itemsOf(block);
    for (const { button, content } of items) ensureControls(button, content, 'rb-accordion-content');
    const open = accordionInitialOpen(
      isOpenFlag(block.getAttribute('data-open')),
      items.map(({ content }) => !content.hidden),
    );
    show(items, open, 0, new WeakMap());
  },
};

export const accordionClicks: Feature<AppContext> = {
  name: 'accordion-clicks',
  selector: BLOCK,
  scope: 'page',
  mount(_root, ctx) {
    const running: RunningAnimations = new WeakMap();
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(TITLE) : null;
      const block = button?.closest(BLOCK);
      if (!button || !block) return;
      const items = itemsOf(block);
      const clicked = items.findIndex((entry) => entry.button === button);
      if (clicked < 0) return;
      event.preventDefault();
      const open = items.findIndex((entry) => entry.button.getAttribute('aria-expanded') === 'true');
      const next = accordionAfterClick(open < 0 ? null : open, clicked);
      show(items, next, animationMs(ACCORDION_ANIMATION_MS, { reducedMotion: prefersReducedMotion(ctx.win) }), running);
    };
    return listen(ctx.doc, { click: onClick });
  },
};
