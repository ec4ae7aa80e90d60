// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BACK_TOP_DURATION_MS, BACK_TOP_MIN_SCROLL } from '../../../../src/theme/nav/breakpoints';
import { backTopShown } from '../../../../src/theme/nav/back-top';
import { animateScroll, easeOutQuart, hashId, scrollPositionAt } from '../../../../src/theme/nav/scroll-motion';
import { tocScrollMargin, TOC_GAP, wantsSmoothScroll } from '../../../../src/theme/nav/table-of-contents';

describe('easeOutQuart and scrollPositionAt', () => {
  it('starts fast and arrives gently, from 0 to 1', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(1)).toBe(1);
    expect(easeOutQuart(0.5)).toBeCloseTo(0.9375);
    expect(easeOutQuart(-1)).toBe(0);
    expect(easeOutQuart(2)).toBe(1);
  });
  it('back to top lasts 800 ms and is ahead of a linear scroll on the way', () => {
    expect(BACK_TOP_DURATION_MS).toBe(800);
    expect(scrollPositionAt(4000, 0, 0, 800)).toBe(4000);
    expect(scrollPositionAt(4000, 0, 400, 800)).toBe(250);
    expect(scrollPositionAt(4000, 0, 200, 800)).toBeLessThan(2000);
    expect(scrollPositionAt(4000, 0, 800, 800)).toBe(0);
    expect(scrollPositionAt(4000, 0, 950, 800)).toBe(0);
    expect(scrollPositionAt(4000, 0, 0, 0)).toBe(0);
  });
});

describe('backTopShown', () => {
  it('after 200 px of scrolling (UItoTop’s min)', () => {
    expect(BACK_TOP_MIN_SCROLL).toBe(200);
    expect(backTopShown(200)).toBe(false);
    expect(backTopShown(201)).toBe(true);
    expect(backTopShown(0)).toBe(false);
  });
});

describe('table of contents rules', () => {
  it('the heading’s scroll margin leaves room for the sticky bar and a gap', () => {
    expect(tocScrollMargin(56)).toBe(56 + TOC_GAP);
    expect(tocScrollMargin(0)).toBe(TOC_GAP);
    expect(tocScrollMargin(-5)).toBe(TOC_GAP);
    expect(tocScrollMargin(56.6)).toBe(57 + TOC_GAP);
  });
  it('smooth scrolling: Pixwell Core’s .rb-smooth-scroll, or a legacy data-smooth truthy spelling', () => {
    const box = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild as Element;
    };
    expect(wantsSmoothScroll(box('<div id="ruby-table-contents" class="rb-table-contents rb-smooth-scroll"></div>'))).toBe(true);
    expect(wantsSmoothScroll(box('<div id="ruby-table-contents" class="rb-table-contents"></div>'))).toBe(false);
    expect(wantsSmoothScroll(box('<div class="ruby-table-contents" data-smooth="1"></div>'))).toBe(true);
    expect(wantsSmoothScroll(box('<div class="ruby-table-contents" data-smooth="0"></div>'))).toBe(false);
  });
  it('hashId reads in-page links and refuses others and broken escapes', () => {
    expect(hashId('#die-schwammstadt')).toBe('die-schwammstadt');
    expect(hashId('#k%C3%BChl')).toBe('kühl');
    expect(hashId('#%E0%A4%A')).toBeNull();
    expect(hashId('#')).toBeNull();
    expect(hashId('https://www.magazin.example/#x')).toBeNull();
  });
});

/** A window whose frames run by hand at the times the test names. */
function motionWindow(reduce: boolean) {
  const frames: FrameRequestCallback[] = [];
  const listeners = new Map<string, () => void>();
  const win = {
    scrollY: 3000,
    scrollX: 0,
    scrollTo: vi.fn((options: ScrollToOptions) => {
      win.scrollY = options.top ?? win.scrollY;
    }),
    matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: () => frames.splice(0),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const tick = (time: number) => frames.splice(0).forEach((callback) => callback(time));
  return { win, tick, fire: (type: string) => listeners.get(type)?.() };
}

describe('animateScroll', () => {
  it('eases to the target over the duration, then calls done once', () => {
    const { win, tick } = motionWindow(false);
    const done = vi.fn();
    animateScroll(win as unknown as Window, 0, 800, done);
    tick(1000);
    expect(win.scrollY).toBe(3000);
    tick(1400);
    expect(win.scrollY).toBe(188);
    expect(done).not.toHaveBeenCalled();
    tick(1800);
    expect(win.scrollY).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    tick(1900);
    expect(done).toHaveBeenCalledTimes(1);
  });
  it('jumps at once under prefers-reduced-motion', () => {
    const { win } = motionWindow(true);
    const done = vi.fn();
    animateScroll(win as unknown as Window, 0, 800, done);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(done).toHaveBeenCalledTimes(1);
  });
  it('stops where it is when the reader scrolls with the wheel', () => {
    const { win, tick, fire } = motionWindow(false);
    const done = vi.fn();
    animateScroll(win as unknown as Window, 0, 800, done);
    tick(0);
    tick(100);
    const stoppedAt = win.scrollY;
    fire('wheel');
    tick(200);
    tick(900);
    expect(win.scrollY).toBe(stoppedAt);
    expect(done).not.toHaveBeenCalled();
  });
});
