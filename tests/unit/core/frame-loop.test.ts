// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createFrameLoop, type ViewportState } from '../../../src/core/frame-loop';

/** A window with a hand-driven animation frame and scroll position, and a spy on layout reads. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  let frames: (() => void)[] = [];
  let scrollHeightReads = 0;
  const order: string[] = [];
  const state = { scrollY: 0, innerWidth: 1280, innerHeight: 800, scrollHeight: 5000 };
  const win = {
    get scrollY() {
      order.push('read');
      return state.scrollY;
    },
    get innerWidth() {
      return state.innerWidth;
    },
    get innerHeight() {
      return state.innerHeight;
    },
    document: {
      body: {},
      documentElement: {
        get scrollHeight() {
          scrollHeightReads += 1;
          return state.scrollHeight;
        },
      },
    },
    addEventListener: vi.fn((type: string, listener: () => void, options?: AddEventListenerOptions) => {
      expect(options?.passive).toBe(true);
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: () => void) => listeners.get(type)?.delete(listener)),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: () => (frames = []),
  };
  return {
    win: win as unknown as Window,
    state,
    order,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    pendingFrames: () => frames.length,
    runFrame() {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback());
    },
    scrollHeightReads: () => scrollHeightReads,
  };
}

describe('createFrameLoop', () => {
  it('listens once, passively, to scroll and resize, however many tasks there are', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    for (let index = 0; index < 5; index += 1) loop.add({ measure: () => 0, apply: () => undefined });
    expect(page.listenerCount()).toBe(2);
    loop.destroy();
    expect(page.listenerCount()).toBe(0);
  });

  it('runs no frame before `after` settles (the end of the first pass), then one with every task', async () => {
    const page = fakeWindow();
    let endPass = () => undefined as void;
    const loop = createFrameLoop(page.win, new Promise<void>((resolve) => (endPass = resolve)));
    const measured: string[] = [];
    loop.add({ measure: () => measured.push('a'), apply: () => undefined });
    page.fire('scroll');
    page.fire('resize');
    expect(page.pendingFrames()).toBe(0);
    loop.add({ measure: () => measured.push('b'), apply: () => undefined });
    endPass();
    await Promise.resolve();
    expect(page.pendingFrames()).toBe(1);
    page.runFrame();
    expect(measured).toEqual(['a', 'b']);
    loop.destroy();
  });

  it('runs every measure before any apply, once per frame for many scroll events', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    const calls: string[] = [];
    loop.add({ measure: () => calls.push('measure a'), apply: () => calls.push('apply a') });
    loop.add({ measure: () => calls.push('measure b'), apply: () => calls.push('apply b') });
    page.runFrame();
    calls.length = 0;
    for (let index = 0; index < 10; index += 1) page.fire('scroll');
    expect(page.pendingFrames()).toBe(1);
    page.runFrame();
    expect(calls).toEqual(['measure a', 'measure b', 'apply a', 'apply b']);
    expect(loop.stats().frames).toBe(2);
  });

  it('tells the direction and marks layout changes on the first frame, resize and invalidate', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    const views: ViewportState[] = [];
    loop.add({ measure: (view) => view, apply: (view) => views.push(view) });
    page.runFrame();
    page.state.scrollY = 300;
    page.fire('scroll');
    page.runFrame();
    page.state.scrollY = 100;
    page.fire('scroll');
    page.runFrame();
    page.state.innerWidth = 375;
    page.fire('resize');
    page.runFrame();
    loop.invalidate();
    page.runFrame();
    expect(views.map(({ direction, layoutChanged, width }) => [direction, layoutChanged, width])).toEqual([
      ['none', true, 1280],
      ['down', false, 1280],
      ['up', false, 1280],
      ['none', true, 375],
      ['none', true, 375],
    ]);
  });

  it('marks a layout change when the page grew since the last frame, before the size observer says so', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    const changed: boolean[] = [];
    loop.add({ measure: (view) => view.layoutChanged, apply: (value) => changed.push(value) });
    page.runFrame();
    // Images above arrived: the page is taller and scroll anchoring moved the scroll position.
    page.state.scrollHeight = 6200;
    page.state.scrollY = 1200;
    page.fire('scroll');
    page.runFrame();
    page.state.scrollY = 1300;
    page.fire('scroll');
    page.runFrame();
    expect(changed).toEqual([true, true, false]);
  });

  it('gives a task added later a layout-changed frame of its own', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    loop.add({ measure: () => 0, apply: () => undefined });
    page.runFrame();
    const seen: boolean[] = [];
    loop.add({ measure: (view) => view.layoutChanged, apply: (changed) => seen.push(changed) });
    page.runFrame();
    page.fire('scroll');
    page.runFrame();
    expect(seen).toEqual([true, false]);
  });

  it('asks for no frame without tasks, and a removed task is not run again', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    page.fire('scroll');
    expect(page.pendingFrames()).toBe(0);
    const apply = vi.fn();
    const remove = loop.add({ measure: () => 1, apply });
    page.runFrame();
    remove();
    page.fire('scroll');
    page.runFrame();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('keeps the other tasks running when one throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    const apply = vi.fn();
    loop.add({
      measure: () => {
        throw new Error('broken');
      },
      apply: () => undefined,
    });
    loop.add({ measure: () => 2, apply });
    page.runFrame();
    expect(apply).toHaveBeenCalledWith(2, expect.objectContaining({ layoutChanged: true }));
  });

  it('reads the page size once per frame, not once per task', () => {
    const page = fakeWindow();
    const loop = createFrameLoop(page.win);
    for (let index = 0; index < 4; index += 1) loop.add({ measure: (view) => view.docHeight, apply: () => undefined });
    const before = page.scrollHeightReads();
    page.runFrame();
    expect(page.scrollHeightReads() - before).toBe(1);
  });
});
