import { useLayoutEffect, useState, type RefObject } from 'react';

/** The scenario column and one page column of a matrix, in CSS pixels (console.css: .matrix). */
const SCENARIO_COLUMN_PX = 160;
const PAGE_COLUMN_PX = 80;
/** The left and right border of the box each matrix scrolls in. */
const BOX_BORDERS_PX = 2;

/**
 * The number of page columns that fit beside the scenario column in the element's width, kept up
 * to date as it resizes. Measured before paint, so the first picture already has its groups.
 */
export function useColumnsThatFit(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(4);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(1, Math.floor((element.clientWidth - BOX_BORDERS_PX - SCENARIO_COLUMN_PX) / PAGE_COLUMN_PX)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
