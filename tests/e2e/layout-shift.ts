/**
 * Chromium's layout shifts of a page (issue 24): every `layout-shift` entry that no input caused,
 * from the first paint on, summed as the cumulative layout shift counts them, with the nodes that
 * moved, so a failing test names what jumped and where to.
 */
import type { Page } from '@playwright/test';

/** One shift: its score, when (ms after navigation) and what moved, e.g. `div.site-grid 281→381`. */
export interface LayoutShiftEntry {
  value: number;
  at: number;
  moved: string[];
}

interface Watched {
  layoutShift: number;
  layoutShifts: LayoutShiftEntry[];
  /** Takes in the entries the observer has not handed over yet (they come in a task of their own). */
  flushLayoutShifts: () => void;
}

/** Start counting before the page's first script runs (call before `goto`). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as Watched;
    seen.layoutShift = 0;
    seen.layoutShifts = [];
    // The shape of the entries (Layout Instability API), which TypeScript's DOM library lacks.
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: Source[] };
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        seen.layoutShift += entry.value;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const classes = element
            ? [...element.classList]
                .slice(0, 4)
                .map((name) => `.${name}`)
                .join('')
            : '';
          const name = element
            ? `${node instanceof Element ? '' : 'text in '}${element.localName}${element.id ? `#${element.id}` : ''}${classes}`
            : '(a removed node)';
          return `${name} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`;
        });
        seen.layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    seen.flushLayoutShifts = () => take(observer.takeRecords());
  });
}

/** The summed shift so far (the entries still on their way to the observer included). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const seen = window as unknown as Watched;
    seen.flushLayoutShifts();
    return seen.layoutShift;
  });

/** Every shift so far. */
export const layoutShifts = (page: Page): Promise<LayoutShiftEntry[]> =>
  page.evaluate(() => {
    const seen = window as unknown as Watched;
    seen.flushLayoutShifts();
    return seen.layoutShifts;
  });

/** One line per shift, for a failure message: `0.2506 at 262 ms: div.site-grid 281→381, …`. */
export function describeShifts(entries: readonly LayoutShiftEntry[]): string {
  return entries.map((entry) => `${entry.value.toFixed(4)} at ${entry.at} ms: ${entry.moved.join(', ') || '(no sources)'}`).join('\n');
}
