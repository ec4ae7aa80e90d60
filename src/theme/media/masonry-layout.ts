/**
 * The layout half of the theme's Isotope, shared by the masonry blocks and the Ruby Gallery: the
 * items of one container are placed in columns as wide as the sizer (or the first item), with
 * `position:absolute; left:{%}; top:{px}` (Isotope's percentPosition) and the container gets the
 * height. Sizes are read in one frame task only when the layout may have changed (resize, images
 * arriving — each item's size is watched —, items appended by the list loads, a filter), and only
 * changed positions are written. Items with inline `display:none` (filtered out) are skipped.
 * Where the reader can see it, an item that moves glides from its old place (a transform; Isotope
 * too animated every layout but its first, and here the first comes after the page has painted).
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
  relayout: () => void;
  stop(): void;
}

const isShown = (item: HTMLElement): boolean => item.style.display !== 'none';

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

  /** An item's box, and where it is now against the container's padding box (what left/top set). */
  type Box = { width: number; height: number; x: number; y: number };
  type Measured = { items: HTMLElement[]; sizes: Box[]; width: number; column: number; glide: boolean } | null;
  const removeTask = ctx.frames.add<Measured>({
    measure(view) {
      if (!view.layoutChanged && !dirty) return null;
      dirty = false;
      const items = options.items().filter(isShown);
      const sizer = options.sizer();
      const origin = container.getBoundingClientRect();
      const frame = ctx.win.getComputedStyle(container);
      const left = origin.left + (parseFloat(frame.borderLeftWidth) || 0);
      const top = origin.top + (parseFloat(frame.borderTopWidth) || 0);
      // Fractional widths, as Isotope measured: columns of 33.33 % rounded to whole pixels would
      // add up to more than the container and lose a column.
      return {
        items,
        sizes: items.map((item) => {
          const box = item.getBoundingClientRect();
          const margins = ctx.win.getComputedStyle(item);
          return {
            width: box.width,
            height: box.height,
            x: box.left - left - (parseFloat(margins.marginLeft) || 0),
            y: box.top - top - (parseFloat(margins.marginTop) || 0),
          };
        }),
        width: origin.width,
        column: sizer?.getBoundingClientRect().width ?? 0,
        // A move the reader can see glides there (ctx.glide.slide): the printed float layout turning into
        // columns after the first paint, images arriving, a filter. Off-screen, nothing to see.
        glide: origin.bottom > 0 && origin.top < view.height,
      };
    },
    apply(measured) {
      if (!measured) return;
      if (container.style.position !== 'relative') container.style.position = 'relative';
      const layout = masonry(measured.sizes, measured.width, 0, measured.column);
      measured.items.forEach((item, index) => {
        const position = layout.positions[index];
        const was = measured.sizes[index];
        if (!position || !was) return;
        const left = measured.width > 0 ? `${Math.round((position.x / measured.width) * 1e5) / 1e3}%` : '0%';
        const place = `${left}|${position.y}px`;
        if (written.get(item) === place) return;
        written.set(item, place);
        item.style.position = 'absolute';
        item.style.left = left;
        item.style.top = `${position.y}px`;
        // An item shown only now (after a filter) has no place to come from.
        if (measured.glide && was.width > 0 && was.height > 0) ctx.glide.slide(item, position.x - was.x, position.y - was.y);
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
