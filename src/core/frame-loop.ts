/**
 * The one scroll and resize listener of the page. The theme's script gave every behaviour its own
 * raw scroll handler that measured and moved elements in turn, forcing a layout per handler per
 * event. Here every behaviour is a task with two halves: `measure` (layout reads only) runs for
 * all tasks, then `apply` (writes only) runs for all tasks, once per animation frame, however
 * many scroll events arrived. Positions that depend on layout are re-measured only when the
 * layout may have changed (`layoutChanged`: first frame, resize, content size change, or
 * `invalidate()`), so a plain scroll frame reads little more than `scrollY`.
 */
import { listen } from './listen';

export interface ViewportState {
  scrollY: number;
  /** `innerWidth`: the breakpoints of the theme (992 px …) are window widths, scrollbar included. */
  width: number;
  height: number;
  /** `documentElement.scrollHeight`. */
  docHeight: number;
  /** Since the previous frame; 'none' when the page did not scroll. */
  direction: 'up' | 'down' | 'none';
  /** True on the task's first frame and whenever sizes may have changed: re-measure offsets then. */
  layoutChanged: boolean;
}

export interface FrameTask<M> {
  /** Layout reads only; the result is handed to `apply` in the same frame. */
  measure(view: ViewportState): M;
  /** Writes only (classes, styles, attributes); never read layout here. */
  apply(measured: M, view: ViewportState): void;
}

export interface FrameLoop {
  /** Run `task` on the next frame and after every scroll, resize or content change; returns its removal. */
  add<M>(task: FrameTask<M>): () => void;
  /** Content moved (posts appended, a panel opened): every task re-measures on the next frame. */
  invalidate(): void;
  /** The state of the last frame (or a fresh read before the first one). */
  view(): ViewportState;
  /** Frames run and tasks called so far; the bench and tests count with it. */
  stats(): { frames: number; taskRuns: number };
  destroy(): void;
}

interface Entry {
  task: FrameTask<unknown>;
  fresh: boolean;
}

/**
 * `after`: no frame runs before it settles (the end of the page's first pass). The pass runs in
 * slices, and a frame between two slices would measure a page some features have not laid out yet
 * (sliders before their init, elements the theme's CSS hides until the script reveals them): an
 * infinite list would then find its load point in view and load a page nobody scrolled to.
 */
export function createFrameLoop(win: Window, after?: Promise<void>): FrameLoop {
  const entries = new Set<Entry>();
  let ready = after === undefined;
  let frameId: number | undefined;
  let layoutDirty = true;
  let lastScrollY = win.scrollY;
  let frames = 0;
  let taskRuns = 0;
  let last: ViewportState | undefined;

  const read = (): ViewportState => {
    // The document's height first: reading it brings layout up to date, and with it the scroll
    // position the browser's scroll anchoring keeps when content above grows (images arriving).
    const docHeight = win.document.documentElement.scrollHeight;
    const scrollY = win.scrollY;
    const direction = scrollY > lastScrollY ? 'down' : scrollY < lastScrollY ? 'up' : 'none';
    return {
      scrollY,
      width: win.innerWidth,
      height: win.innerHeight,
      docHeight,
      direction,
      // The size observer reports a grown page only after this frame's callbacks; a height that
      // differs from the last frame's says the same now, so no task acts on offsets gone stale.
      layoutChanged: layoutDirty || (last !== undefined && docHeight !== last.docHeight),
    };
  };

  const run = () => {
    frameId = undefined;
    if (entries.size === 0) return;
    const view = read();
    lastScrollY = view.scrollY;
    layoutDirty = false;
    last = view;
    frames += 1;
    const batch = [...entries];
    // Every read of every task first, then every write: one layout per frame at most.
    const measured = batch.map((entry) => {
      const own = entry.fresh ? { ...view, layoutChanged: true } : view;
      return { entry, own, value: safely(() => entry.task.measure(own)) };
    });
    for (const { entry, own, value } of measured) {
      entry.fresh = false;
      if (value.ok) safely(() => entry.task.apply(value.value, own));
      taskRuns += 1;
    }
  };

  const schedule = () => {
    if (ready && frameId === undefined && entries.size > 0) frameId = win.requestAnimationFrame(run);
  };
  void after?.then(() => {
    ready = true;
    schedule();
  });
  const onScroll = () => schedule();
  const onResize = () => {
    layoutDirty = true;
    schedule();
  };

  const unlisten = listen(win, { scroll: onScroll, resize: onResize }, { passive: true });
  // Content that grows or shrinks (list loads, infinite posts, images arriving) moves every
  // position below it without a resize event.
  const ResizeObserverClass = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  const sizeObserver = ResizeObserverClass ? new ResizeObserverClass(onResize) : undefined;
  const observeBody = () => {
    if (win.document.body) sizeObserver?.observe(win.document.body);
  };
  observeBody();

  return {
    add<M>(task: FrameTask<M>) {
      observeBody();
      const entry: Entry = { task: task, fresh: true };
      entries.add(entry);
      schedule();
      return () => {
        entries.delete(entry);
      };
    },
    invalidate: onResize,
    view: () => last ?? read(),
    stats: () => ({ frames, taskRuns }),
    destroy() {
      entries.clear();
      if (frameId !== undefined) win.cancelAnimationFrame(frameId);
      frameId = undefined;
      unlisten();
      sizeObserver?.disconnect();
    },
  };
}

/** A task that throws must not stop the others in the same frame. */
function safely<T>(work: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: work() };
  } catch (caught) {
    console.error('[site-client]', 'a scroll task failed', caught);
    return { ok: false };
  }
}
