/**
 * Masonry and fit-rows grids of archives and the portfolio (`.rb-masonry[data-layout]` with
 * `.masonry-item` children; `data-gutter` in px, default 20). Sizes are read in one frame task
 * only when the layout may have changed (resize, images arriving, items added or filtered), the
 * positions come from the pure computeLayout, and only changed transforms are written; moves take
 * the grid default 0.4 s. An unknown `data-layout` is logged with the library's error and the
 * grid stays in its printed flow; the filter buttons then still show and hide items in that flow.
 */
import type { Feature } from '../../core/attach';
import { addStyles } from '../../core/styles';
import type { AppContext } from '../../context';
import { computeLayout, DEFAULT_GUTTER_PX, GRID_TRANSITION_MS, layoutModeOf, type LayoutMode } from './grid-layout';
import { connectFilters } from './grid-filters';

const GRID_CSS = `
.rb-masonry.is-laid-out{position:relative}
.rb-masonry.is-laid-out>.masonry-item{position:absolute;top:0;left:0;margin:0;transition:transform ${GRID_TRANSITION_MS / 1000}s ease}
@media (prefers-reduced-motion:reduce){.rb-masonry.is-laid-out>.masonry-item{transition:none}}
`;

export function gridItems(grid: Element): HTMLElement[] {
  return [...grid.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('masonry-item'));
}

function gutterOf(grid: Element): number {
  const value = Number(grid.getAttribute('data-gutter'));
  return grid.hasAttribute('data-gutter') && Number.isFinite(value) && value >= 0 ? value : DEFAULT_GUTTER_PX;
}

export const masonryFeature: Feature<AppContext> = {
  name: 'media-masonry',
  selector: '.rb-masonry',
  mount(element, ctx) {
    const grid = element as HTMLElement;
    let mode: LayoutMode | null = null;
    try {
      mode = layoutModeOf(grid.getAttribute('data-layout'));
    } catch (caught) {
      ctx.log.error('masonry grid left in its printed flow', caught instanceof Error ? caught.message : caught);
    }
    // Filters work with or without the layout: hidden items simply leave the flow.
    const stopFilters = connectFilters(grid, gridItems, ctx.log, () => ctx.frames.invalidate());
    if (mode === null) return stopFilters;
    const layoutMode = mode;

    const removeStyles = addStyles(ctx.doc, 'media-masonry', GRID_CSS);
    grid.classList.add('is-laid-out');
    const gutter = gutterOf(grid);
    const written = new WeakMap<HTMLElement, string>();
    let writtenHeight = '';

    // Images arriving, fonts, edited content: an item that changes size moves the ones below it.
    const sizes = new ResizeObserver(() => ctx.frames.invalidate());
    const observeItems = () => {
      for (const item of gridItems(grid)) sizes.observe(item);
    };
    observeItems();
    const added = new MutationObserver(() => {
      observeItems();
      ctx.frames.invalidate();
    });
    added.observe(grid, { childList: true });

    type Measured = { items: HTMLElement[]; sizes: { width: number; height: number }[]; width: number } | null;
    const removeTask = ctx.frames.add<Measured>({
      measure(view) {
        if (!view.layoutChanged) return null;
        const items = gridItems(grid).filter((item) => !item.hidden);
        return { items, sizes: items.map((item) => ({ width: item.offsetWidth, height: item.offsetHeight })), width: grid.clientWidth };
      },
      apply(measured) {
        if (!measured) return;
        const layout = computeLayout(layoutMode, measured.sizes, measured.width, gutter);
        measured.items.forEach((item, index) => {
          const position = layout.positions[index];
          if (!position) return;
          const transform = `translate(${position.x}px, ${position.y}px)`;
          if (written.get(item) === transform) return;
          written.set(item, transform);
          item.style.transform = transform;
        });
        const height = `${layout.height}px`;
        if (height !== writtenHeight) grid.style.height = writtenHeight = height;
      },
    });

    return () => {
      removeTask();
      sizes.disconnect();
      added.disconnect();
      stopFilters();
      grid.classList.remove('is-laid-out');
      grid.style.removeProperty('height');
      for (const item of gridItems(grid)) item.style.removeProperty('transform');
      removeStyles();
    };
  },
};
