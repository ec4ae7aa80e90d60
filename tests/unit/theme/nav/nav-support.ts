/**
 * Boots nav features on a jsdom page with a frame loop driven by hand: the test says what the
 * viewport is (scroll position, width, direction) and runs a frame, as the real loop would after
 * a scroll event. jsdom has no layout, so tests stub the boxes the features measure.
 */
import { vi } from 'vitest';
import type { Feature } from '../../../../src/core/attach';
import type { FrameLoop, FrameTask, ViewportState } from '../../../../src/core/frame-loop';
import type { AppContext } from '../../../../src/context';
import { bootFeatures, stopRunningBoot, type BootedFeatures } from '../../../support/boot-features';
import { manualClock, type ManualClock } from '../../../support/test-context';

/** Where the hand-driven page stands; stubbed boxes move up by it, as real ones do. */
const pageScroll = { y: 0 };

interface HandFrames extends FrameLoop {
  /** Run one frame with this viewport (defaults: top of a 1280 × 800 window, nothing moved). */
  frame(view?: Partial<ViewportState>): void;
  taskCount(): number;
}

function handFrames(): HandFrames {
  const tasks = new Set<{ task: FrameTask<unknown>; fresh: boolean }>();
  let dirty = true;
  let frames = 0;
  let last: ViewportState = { scrollY: 0, width: 1280, height: 800, docHeight: 5000, direction: 'none', layoutChanged: true };
  return {
    add<M>(task: FrameTask<M>) {
      const entry = { task: task as FrameTask<unknown>, fresh: true };
      tasks.add(entry);
      return () => tasks.delete(entry);
    },
    invalidate: () => {
      dirty = true;
    },
    view: () => last,
    stats: () => ({ frames, taskRuns: 0 }),
    destroy: () => tasks.clear(),
    frame(view = {}) {
      last = { ...last, direction: 'none', ...view, layoutChanged: view.layoutChanged ?? dirty };
      dirty = false;
      frames += 1;
      pageScroll.y = last.scrollY;
      const measured = [...tasks].map((entry) => ({ entry, own: entry.fresh ? { ...last, layoutChanged: true } : last }));
      const values = measured.map(({ entry, own }) => entry.task.measure(own));
      measured.forEach(({ entry, own }, index) => {
        entry.fresh = false;
        entry.task.apply(values[index], own);
      });
    },
    taskCount: () => tasks.size,
  };
}

export interface NavPage extends BootedFeatures {
  frames: HandFrames;
  /** The context's clock, advanced by hand. */
  clock: ManualClock;
}

export function bootNav(markup: string, features: readonly Feature<AppContext>[], bodyClasses: readonly string[] = []): NavPage {
  stopRunningBoot();
  pageScroll.y = 0;
  document.body.className = bodyClasses.join(' ');
  document.body.innerHTML = markup;
  const frames = handFrames();
  const clock = manualClock(Date.now());
  const booted = bootFeatures(features, {
    overrides: { clock },
    adjust: (ctx) => {
      // The context's own loop is replaced before anything subscribes to it; end it now.
      ctx.frames.destroy();
      return { ...ctx, frames };
    },
    onStop: () => {
      document.body.replaceChildren();
      document.body.className = '';
      document.documentElement.removeAttribute('style');
    },
  });
  return { ...booted, frames, clock };
}

/** A box for getBoundingClientRect, given in document offsets (jsdom lays nothing out). */
export function stubBox(element: Element | null, box: { top: number; height: number; left?: number; width?: number }): void {
  if (!element) throw new Error('no element to stub');
  const { top, height, left = 0, width = 300 } = box;
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => {
    const y = top - pageScroll.y;
    return { top: y, bottom: y + height, height, left, right: left + width, width, x: left, y, toJSON: () => ({}) };
  });
}

export function setReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
