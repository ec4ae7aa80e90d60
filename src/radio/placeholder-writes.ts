/**
 * Where the placeholders' writes meet: a refresh settles several endpoints of several stations in
 * one task, and every element it changes is written in the same microtask, inside one layout
 * glide (core/layout-glide.ts), so what follows them slides once to its new place instead of
 * jumping once per element.
 */
import type { LayoutGlide } from '../core/layout-glide';

export interface WriteQueue {
  /** Run `write` for `element` in this task's batch; a second plan for the same element replaces the first. */
  plan(element: Element, write: () => void): void;
}

/** Without a glide (unit tests, or nothing to measure), the batch is just written. */
const NO_GLIDE: LayoutGlide = { around: (_changed, write) => write() };

export function createWriteQueue(glide: LayoutGlide = NO_GLIDE): WriteQueue {
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
      if (planned.size === 0) queueMicrotask(flush);
      planned.set(element, write);
    },
  };
}
