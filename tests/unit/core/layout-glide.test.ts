// @vitest-environment jsdom
/**
 * The layout glide's pure part (which elements follow the changed ones) and its plain paths
 * (nothing to measure, reduced motion). Whether the slide keeps the layout still is shown in real
 * Chromium: tests/e2e/layout-shift.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLayoutGlide, followersOf } from '../../../src/core/layout-glide';
import { createWriteQueue } from '../../../src/radio/placeholder-writes';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const ids = (elements: Element[]) => elements.map((element) => element.id);

describe('followersOf', () => {
  it('lists the later siblings of the changed elements and of every ancestor, in document order, once each', () => {
    document.body.innerHTML = `
      <div id="top"></div>
      <main id="main">
        <ul id="list"><li id="a"><span id="p1"></span></li><li id="b"></li><li id="c"><span id="p2"></span></li><li id="d"></li></ul>
        <section id="after-list"></section>
      </main>
      <footer id="footer"></footer>`;
    const changed = ['p2', 'p1'].map((id) => document.getElementById(id)!);
    expect(ids(followersOf(changed))).toEqual(['b', 'c', 'd', 'after-list', 'footer']);
  });

  it('is empty for nothing changed, and for an element last at every level', () => {
    document.body.innerHTML = '<div><p id="last"></p></div>';
    expect(followersOf([])).toEqual([]);
    expect(followersOf([document.getElementById('last')!])).toEqual([]);
  });
});

describe('createLayoutGlide', () => {
  it('just writes when nothing changed, and under reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const glide = createLayoutGlide(window);
    const write = vi.fn();
    glide.around([], write);
    document.body.innerHTML = '<p id="p"></p><p id="next"></p>';
    glide.around([document.getElementById('p')!], write);
    expect(write).toHaveBeenCalledTimes(2);
    expect(document.getElementById('next')!.style.translate).toBe('');
  });
});

describe('LayoutGlide.slide', () => {
  it('holds the element where it was for two frames, then animates the offset away; a new slide replaces one under way', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const animations: Keyframe[][] = [];
    const cancelled: Keyframe[][] = [];
    Element.prototype.animate = function (keyframes: Keyframe[] | PropertyIndexedKeyframes | null) {
      const own = Array.isArray(keyframes) ? keyframes : [];
      animations.push(own);
      const animation = new EventTarget() as Animation;
      animation.cancel = () => void cancelled.push(own);
      return animation;
    };
    try {
      const glide = createLayoutGlide(window);
      const item = document.body.appendChild(document.createElement('div'));
      glide.slide(item, 600, -300);
      expect(item.style.translate).toBe('-600px 300px');
      frames.shift()?.(0);
      expect(animations).toEqual([]);
      frames.shift()?.(16);
      expect(item.style.translate).toBe('');
      expect(animations).toEqual([[{ translate: '-600px 300px' }, { translate: '0px 0px' }]]);
      glide.slide(item, 0, 40);
      expect(cancelled).toHaveLength(1);
      expect(item.style.translate).toBe('0px -40px');
      glide.slide(item, 0.2, -0.4);
      expect(item.style.translate).toBe('0px -40px');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'animate');
    }
  });

  it('does nothing under reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    Element.prototype.animate = () => new EventTarget() as Animation;
    try {
      const item = document.body.appendChild(document.createElement('div'));
      createLayoutGlide(window).slide(item, 10, 10);
      expect(item.style.translate).toBe('');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'animate');
    }
  });
});

describe('createWriteQueue', () => {
  it('writes every element planned in one task together, the last plan per element, in one glide', async () => {
    const around = vi.fn((_changed: readonly Element[], write: () => void) => write());
    const queue = createWriteQueue({ around });
    const [one, two] = [document.createElement('span'), document.createElement('span')];
    const written: string[] = [];
    queue.plan(one, () => written.push('one, first'));
    queue.plan(two, () => written.push('two'));
    queue.plan(one, () => written.push('one, again'));
    expect(written).toEqual([]);
    await Promise.resolve();
    expect(written).toEqual(['one, again', 'two']);
    expect(around).toHaveBeenCalledTimes(1);
    expect(around.mock.calls[0]?.[0]).toEqual([one, two]);
    queue.plan(two, () => written.push('two, next task'));
    await Promise.resolve();
    expect(around).toHaveBeenCalledTimes(2);
  });
});
