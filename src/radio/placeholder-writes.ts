/**
 * Where the placeholders' writes meet: the answers of a refresh (several endpoints of several
 * stations) arrive within a few milliseconds, and every element they change is written in the
 * same batch, inside one layout glide (core/layout-glide.ts), so what follows them slides once to
 * its new place instead of jumping once per element. On the page a batch waits for the next
 * animation frame: the answers of one frame cost one measuring of the layout, not one each.
 */
import type { LayoutGlide } from '../core/layout-glide';

export interface WriteQueue {
  /** Run `write` for `element` in this task's batch; a second plan for the same element replaces the first. */
  plan(element: Element, write: () => void): void;
}

/** Without a glide (unit tests, or nothing to measure), the batch is just written. */
const NO_GLIDE: Pick<LayoutGlide, 'around'> = { around: (_changed, write) => write() };

/**
 * `schedule` runs the batch: the next animation frame on the page; a microtask by default (unit
 * tests, where nothing is laid out).
 */
export function createWriteQueue(
  glide: Pick<LayoutGlide, 'around'> = NO_GLIDE,
  schedule: (run: () => void) => void = queueMicrotask,
): WriteQueue {
  let planned = new Map<Element, () => void>();
  const flush = () => {
    const batch = planned;
    planned = new Map();
    glide.around([...batch.keys()], () => {
      for (const write of batch.values()) write();
    });
  };
  return {
    plan(element, write) {
      if (planned.size === 0) schedule(flush);
      planned.set(element, write);
    },
  };
}
