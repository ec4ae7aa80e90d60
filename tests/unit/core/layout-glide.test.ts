// @vitest-environment jsdom
/**
 * The layout glide's pure part (which elements follow the changed ones) and its plain paths
 * (nothing to measure, reduced motion). Whether the slide keeps the layout still is shown in real
 * Chromium: tests/e2e/layout-shift.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLayoutGlide, reachOf } from '../../../src/core/layout-glide';
import { createWriteQueue } from '../../../src/radio/placeholder-writes';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const ids = (elements: Element[]) => elements.map((element) => element.id);

describe('reachOf', () => {
  const sorted = (elements: Set<Element>) => ids([...elements]).sort();

  it('holds the changed elements, their ancestors below <body> and the siblings of each and of every ancestor, once each', () => {
    document.body.innerHTML = `
      <div id="top"></div>
      <main id="main">
        <ul id="list"><li id="a"><span id="p1"></span></li><li id="b"></li><li id="c"><span id="p2"></span></li><li id="d"></li></ul>
        <section id="after-list"></section>
      </main>
      <footer id="footer"></footer>`;
    const changed = ['p2', 'p1'].map((id) => document.getElementById(id)!);
    expect(sorted(reachOf(changed))).toEqual(['a', 'after-list', 'b', 'c', 'd', 'footer', 'list', 'main', 'p1', 'p2', 'top']);
  });

  it('is empty for nothing changed, and only the element and its ancestors for one alone at every level', () => {
    document.body.innerHTML = '<div id="box"><p id="last"></p></div>';
    expect(reachOf([]).size).toBe(0);
    expect(sorted(reachOf([document.getElementById('last')!]))).toEqual(['box', 'last']);
    expect(reachOf([document.body]).size).toBe(0);
  });

  it('holds the earlier items of a row too: a flex row that grows recentres them', () => {
    document.body.innerHTML = '<div id="row"><span id="label"></span><div id="song"></div><span id="after"></span></div>';
    expect(sorted(reachOf([document.getElementById('song')!]))).toEqual(['after', 'label', 'row', 'song']);
  });
});

describe('createLayoutGlide', () => {
  it('slides an ancestor that the change carried away (a flex item wrapped onto the next row), not the ones that stayed', () => {
    document.body.innerHTML = '<header id="head"><h2 id="title">B80er</h2><span id="status"><span id="live"></span></span></header>';
    const status = document.getElementById('status')!;
    const place = new Map<Element, DOMRect>([[status, new DOMRect(160, 10, 50, 26)]]);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return place.get(this) ?? new DOMRect(0, 0, 300, 40);
    });
    vi.stubGlobal('getComputedStyle', () => ({ display: 'block', position: 'static' }));
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const pageWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280);
    Element.prototype.animate = () => new EventTarget() as Animation;
    try {
      createLayoutGlide(window).around([document.getElementById('live')!], () => {
        document.getElementById('live')!.textContent = 'Station ist nicht live';
        place.set(status, new DOMRect(40, 60, 214, 26));
      });
      expect(status.style.translate).toBe('120px -50px');
      expect(document.getElementById('head')!.style.translate).toBe('');
      expect(document.getElementById('title')!.style.translate).toBe('');

      // On a phone the grown box, held where it was, would reach past the page's side: no slide.
      status.style.translate = '';
      place.set(status, new DOMRect(160, 10, 50, 26));
      pageWidth.mockReturnValue(300);
      createLayoutGlide(window).around([document.getElementById('live')!], () => place.set(status, new DOMRect(40, 60, 214, 26)));
      expect(status.style.translate).toBe('');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'animate');
      vi.restoreAllMocks();
    }
  });

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
