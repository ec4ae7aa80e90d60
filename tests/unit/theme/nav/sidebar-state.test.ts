// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sidebarDecision, type SidebarDecision, type SidebarInput } from '../../../../src/theme/nav/sidebar-state';

/** A 4000 px column starting at 300 px, a 800 px window, a 56 px sticky bar plus 20 px of air. */
const column = { columnTop: 300, columnHeight: 4000, viewportHeight: 800, topOffset: 76, bottomOffset: 20 };

/** Scroll through `positions` frame by frame, as the view does, feeding back each frame's y. */
function walk(sidebarHeight: number, positions: number[], start = 0, extra: Partial<SidebarInput> = {}): SidebarDecision[] {
  let previousY = start;
  return positions.map((scrollY) => {
    const decision = sidebarDecision({ ...column, ...extra, sidebarHeight, scrollY, previousY });
    previousY = decision.y;
    return decision;
  });
}

describe('sidebarDecision: a sidebar taller than the viewport (1200 px)', () => {
  it('scrolling down: top_content until its bottom reaches the viewport bottom, then fixed_bottom, then bottom_content', () => {
    expect(walk(1200, [0, 500, 720, 1000, 1200, 3500, 3600])).toEqual([
      { state: 'top_content', y: 0 },
      { state: 'top_content', y: 0 },
      { state: 'top_content', y: 0 },
      { state: 'fixed_bottom', y: 280 },
      { state: 'fixed_bottom', y: 480 },
      { state: 'fixed_bottom', y: 2780 },
      { state: 'bottom_content', y: 2800 },
    ]);
  });

  it('turning round: absolute where it stood, then fixed_top once its top reaches the top offset, then top_content', () => {
    const frames = walk(1200, [1200, 1100, 800, 300, 100]);
    expect(frames.map((frame) => frame.state)).toEqual(['fixed_bottom', 'absolute', 'absolute', 'fixed_top', 'top_content']);
    expect(frames[1]?.y).toBe(480);
    expect(frames[2]?.y).toBe(480);
    expect(frames[3]?.y).toBe(76);
  });

  it('turning down again from fixed_top: absolute, then fixed_bottom', () => {
    expect(walk(1200, [2000, 1500, 1600, 2200]).map((frame) => frame.state)).toEqual([
      'fixed_bottom',
      'fixed_top',
      'absolute',
      'fixed_bottom',
    ]);
  });

  it('at the bottom of the content it stays bottom_content until its top comes into reach again', () => {
    const frames = walk(1200, [3600, 3550, 3400, 2900], 0);
    expect(frames.map((frame) => frame.state)).toEqual(['bottom_content', 'bottom_content', 'bottom_content', 'fixed_top']);
    expect(frames[3]?.y).toBe(2676);
  });

  it('jumps (an anchor, back to top) land in the right state without passing the ones between', () => {
    expect(walk(1200, [2000])[0]).toEqual({ state: 'fixed_bottom', y: 1280 });
    expect(walk(1200, [0], 2000)[0]).toEqual({ state: 'top_content', y: 0 });
  });
});

describe('sidebarDecision: a sidebar shorter than the viewport (500 px)', () => {
  it('top_content, then fixed_top below the sticky bar whichever way the reader scrolls, then bottom_content', () => {
    expect(walk(500, [0, 100, 600, 3000, 3800, 3000, 200])).toEqual([
      { state: 'top_content', y: 0 },
      { state: 'top_content', y: 0 },
      { state: 'fixed_top', y: 376 },
      { state: 'fixed_top', y: 2776 },
      { state: 'bottom_content', y: 3500 },
      { state: 'fixed_top', y: 2776 },
      { state: 'top_content', y: 0 },
    ]);
  });

  it('a sidebar that just fits (height + both gaps = viewport) counts as short', () => {
    expect(walk(704, [1000])[0]?.state).toBe('fixed_top');
    expect(walk(705, [1000])[0]?.state).toBe('fixed_bottom');
  });
});

describe('sidebarDecision: content_small', () => {
  it('content no longer than the sidebar: nothing moves, wherever the page stands', () => {
    for (const scrollY of [0, 400, 2000]) {
      expect(walk(1200, [scrollY], 0, { columnHeight: 1000 })[0]).toEqual({ state: 'content_small', y: 0 });
      expect(walk(1200, [scrollY], 0, { columnHeight: 1200 })[0]).toEqual({ state: 'content_small', y: 0 });
    }
  });
});
