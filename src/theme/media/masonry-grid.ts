/**
 * The theme's masonry blocks (REAL-MARKUP §22): Isotope on the first `.content-inner.is-masonry-reload`
 * (else the first `.content-inner`) inside each block of the table below; the sizer is an empty
 * first child with the items' width. Laid out again after images load (each item's size is
 * watched), after the list loads append items (the container's children are watched) and after a
 * portfolio filter (grid-filters.ts).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { connectFilters } from './grid-filters';
import { attachMasonryLayout } from './masonry-layout';

export interface MasonryBlock {
  block: string;
  item: string;
  sizer: string;
}

export const MASONRY_BLOCKS: readonly MasonryBlock[] = [
  { block: 'fw-masonry-1', item: 'fw-mh-1', sizer: 'fw-ms-1' },
  { block: 'ct-masonry-1', item: 'ct-mh-1', sizer: 'ct-ms-1' },
  { block: 'fw-portfolio-1', item: 'fw-mh-1', sizer: 'fw-ms-1' },
  { block: 'pp-archive-m3', item: 'fw-mh-1', sizer: 'fw-ms-1' },
  { block: 'pp-archive-m4', item: 'fw-mh-c4', sizer: 'fw-ms-c4' },
];

/** The blocks of the table, written out (a unit test checks it): nothing is computed at import. */
export const MASONRY_SELECTOR =
  '.fw-masonry-1.is-masonry, .ct-masonry-1.is-masonry, .fw-portfolio-1.is-masonry, .pp-archive-m3.is-masonry, .pp-archive-m4.is-masonry';

/** Pure: which table row a block's classes select (it must also be `.is-masonry`). */
export function masonryBlockOf(classes: readonly string[]): MasonryBlock | null {
  if (!classes.includes('is-masonry')) return null;
  return MASONRY_BLOCKS.find((row) => classes.includes(row.block)) ?? null;
}

const childrenWith = (container: Element, name: string) =>
  [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(name));

export const masonryFeature: Feature<AppContext> = {
  name: 'media-masonry',
  selector: MASONRY_SELECTOR,
  mount(element, ctx) {
    const block = element as HTMLElement;
    const row = masonryBlockOf([...block.classList]);
    const container =
      block.querySelector<HTMLElement>('.content-inner.is-masonry-reload') ?? block.querySelector<HTMLElement>('.content-inner');
    if (!row || !container) return undefined;
    const items = () => childrenWith(container, row.item);
    const layout = attachMasonryLayout(ctx, { container, items, sizer: () => childrenWith(container, row.sizer)[0] ?? null });
    const stopFilters = connectFilters(block, items, ctx.log, layout.relayout);
    return () => {
      stopFilters();
      layout.stop();
    };
  },
};
