// @vitest-environment jsdom
/**
 * Layout changes of the theme's media after the first paint, without a jump: a slider growing
 * from its placeholder hands the reveal to ctx.glide (what follows it glides; not when the reader
 * has scrolled past it, where scroll anchoring holds the view), and a masonry item in view
 * glides from its printed place to its column (ctx.glide.slide). jsdom has no layout: boxes are
 * stubbed and the glide is recorded. (Chromium's side, no layout shift recorded, is
 * tests/e2e/layout-shift.spec.ts; the glide itself, tests/unit/core/layout-glide.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutGlide } from '../../../../src/core/layout-glide';
import { carouselFeature, LOADER_FADE_MS } from '../../../../src/theme/media/carousel';
import { masonryFeature } from '../../../../src/theme/media/masonry-grid';
import { bootFeatures, stopRunningBoot } from '../../../support/boot-features';
import { manualClock } from '../../../support/test-context';
import { bootNav, setReducedMotion, stubBox } from '../nav/nav-support';

beforeEach(() => {
  setReducedMotion(false);
});

afterEach(() => {
  stopRunningBoot();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a slider growing from its placeholder', () => {
  const slide = (n: number) =>
    `<div class="p-wrap p-overlay post-${n}"><h2 class="entry-title"><a class="p-url" href="/p/${n}/">Post ${n}</a></h2></div>`;

  function bootSlider(top: number) {
    document.body.innerHTML = `<div class="content-inner"><div class="load-animation"></div><div class="rb-owl slider-feat-4 per-load">${[1, 2].map(slide).join('')}</div></div><div class="site-grid"></div>`;
    const owl = document.querySelector('.rb-owl') as HTMLElement;
    vi.spyOn(owl, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 1280, 100));
    const arounds: Element[][] = [];
    const glide: LayoutGlide = {
      around(changed, write) {
        arounds.push([...changed]);
        write();
      },
      slide: () => undefined,
    };
    const clock = manualClock();
    bootFeatures([carouselFeature], { overrides: { clock }, adjust: (ctx) => ({ ...ctx, glide }) });
    return { owl, arounds, clock };
  }

  it('drops per-load through ctx.glide, which slides what follows it', async () => {
    const { owl, arounds, clock } = bootSlider(99);
    expect(arounds).toEqual([]);
    await clock.advance(LOADER_FADE_MS);
    expect(arounds).toEqual([[owl]]);
    expect(owl.classList.contains('per-load')).toBe(false);
    expect(document.querySelector('.load-animation')).toBeNull();
  });

  it('scrolled past (above the viewport): nothing glides, scroll anchoring keeps the view', async () => {
    const { owl, arounds, clock } = bootSlider(-900);
    await clock.advance(LOADER_FADE_MS);
    expect(arounds).toEqual([[]]);
    expect(owl.classList.contains('per-load')).toBe(false);
  });
});

describe('a masonry block laid out after the first paint', () => {
  const markup = `<div class="block-wrap fw-masonry-1 is-masonry"><div class="content-inner is-masonry-reload"><div class="fw-ms-1"></div>${['a', 'b', 'c', 'd'].map((id) => `<div class="fw-mh-1" id="${id}"></div>`).join('')}</div></div>`;
  const el = (selector: string) => document.querySelector(selector);

  /** The printed float layout: three in a row, the fourth under the tallest. */
  function printed(containerTop: number) {
    stubBox(el('.content-inner'), { top: containerTop, height: 500, width: 900 });
    stubBox(el('.fw-ms-1'), { top: containerTop, height: 0, width: 300 });
    stubBox(el('#a'), { top: containerTop, height: 200, left: 0 });
    stubBox(el('#b'), { top: containerTop, height: 400, left: 300 });
    stubBox(el('#c'), { top: containerTop, height: 100, left: 600 });
    stubBox(el('#d'), { top: containerTop + 400, height: 100, left: 0 });
  }

  /** Every slide the masonry asks of the page's glide: [item id, x, y]. */
  function recordSlides(glide: LayoutGlide) {
    const asked: [string, number, number][] = [];
    vi.spyOn(glide, 'slide').mockImplementation((element, x, y) => void asked.push([element.id, x, y]));
    return asked;
  }

  it('writes the columns, and each item that moved glides there from its printed place', () => {
    const { frames, ctx } = bootNav(markup, [masonryFeature]);
    const asked = recordSlides(ctx.glide);
    printed(100);
    frames.frame();
    const d = el('#d') as HTMLElement;
    // The shortest column after the first row is the third (100 px): d goes under c.
    expect([d.style.position, d.style.left, d.style.top]).toEqual(['absolute', '66.667%', '100px']);
    // Items that kept their place are passed too; the glide leaves a move under half a pixel alone.
    expect(asked.filter(([, x, y]) => x !== 0 || y !== 0)).toEqual([['d', 600, -300]]);
  });

  it('out of view, the items are placed without a glide', () => {
    const { frames, ctx } = bootNav(markup, [masonryFeature]);
    const asked = recordSlides(ctx.glide);
    printed(2000);
    frames.frame();
    expect((el('#d') as HTMLElement).style.top).toBe('100px');
    expect(asked).toEqual([]);
  });
});
