/**
 * The layout half of the theme's Isotope, shared by the masonry blocks and the Ruby Gallery: the
 * items of one container are placed in columns as wide as the sizer (or the first item), with
 * `position:absolute; left:{%}; top:{px}` (Isotope's percentPosition) and the container gets the
 * height. Sizes are read in one frame task only when the layout may have changed (resize, images
 * arriving — each item's size is watched —, items appended by the list loads, a filter), and only
 * changed positions are written. Items with inline `display:none` (filtered out) are skipped.
 */
import type { AppContext } from '../../context';
import { masonry } from './grid-layout';

export interface MasonryOptions {
  container: HTMLElement;
  items(): HTMLElement[];
  /** The element whose width is the column width (the sizer), or null for the first item. */
  sizer(): HTMLElement | null;
}

export interface MasonryLayout {
  /** Lay out again on the next frame (after a filter). */
  relayout(): void;
  stop(): void;
}

export const isShown = (item: HTMLElement): boolean => item.style.display !== 'none';

export function attachMasonryLayout(ctx: AppContext, options: MasonryOptions): MasonryLayout {
  const { container } = options;
  const written = new WeakMap<HTMLElement, string>();
  let writtenHeight = '';
  let dirty = true;
  const invalidate = () => {
    dirty = true;
    ctx.frames.invalidate();
  };

  // Images arriving, fonts, edited content: an item that changes size moves the ones below it.
  // (Browsers without ResizeObserver still lay out on resize and on appended items.)
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(invalidate) : null;
  const observeItems = () => {
    for (const item of options.items()) sizes?.observe(item);
  };
  observeItems();
  // The list loads append items into the container (REAL-MARKUP §11): take them in.
  const added = new MutationObserver(() => {
    observeItems();
    invalidate();
  });
  added.observe(container, { childList: true });

  type Measured = { items: HTMLElement[]; sizes: { width: number; height: number }[]; width: number; column: number } | null;
  const removeTask = ctx.frames.add<Measured>({
    measure(view) {
      if (!view.layoutChanged && !dirty) return null;
      dirty = false;
      const items = options.items().filter(isShown);
      const sizer = options.sizer();
      // Fractional widths, as Isotope measured: columns of 33.33 % rounded to whole pixels would
      // add up to more than the container and lose a column.
      return {
        items,
        sizes: items.map((item) => {
          const box = item.getBoundingClientRect();
          return { width: box.width, height: box.height };
        }),
        width: container.getBoundingClientRect().width,
        column: sizer?.getBoundingClientRect().width ?? 0,
      };
    },
    apply(measured) {
      if (!measured) return;
      if (container.style.position !== 'relative') container.style.position = 'relative';
      const layout = masonry(measured.sizes, measured.width, 0, measured.column);
      measured.items.forEach((item, index) => {
        const position = layout.positions[index];
        if (!position) return;
        const left = measured.width > 0 ? `${Math.round((position.x / measured.width) * 1e5) / 1e3}%` : '0%';
        const place = `${left}|${position.y}px`;
        if (written.get(item) === place) return;
        written.set(item, place);
        item.style.position = 'absolute';
        item.style.left = left;
        item.style.top = `${position.y}px`;
      });
      const height = `${layout.height}px`;
      if (height !== writtenHeight) container.style.height = writtenHeight = height;
    },
  });

  return {
    relayout: invalidate,
    stop() {
      removeTask();
      sizes?.disconnect();
      added.disconnect();
      container.style.removeProperty('position');
      container.style.removeProperty('height');
      for (const item of options.items()) {
        for (const name of ['position', 'left', 'top']) item.style.removeProperty(name);
      }
    },
  };
}
