// @vitest-environment jsdom
/**
 * The reveal sequences of the theme's media blocks on jsdom (the layout itself is checked in
 * Chromium): carousels drop per-load after the loader's fade, build the Owl structure with the
 * theme's classes and put back the printed slides on cleanup; slider-13's dots copy .ct-nav;
 * the Ruby Gallery leaves its loading state after 2 s at the latest; the category header shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../../src/context';
import { carouselFeature, LOADER_FADE_MS } from '../../../../src/theme/media/carousel';
import { parallaxFeature } from '../../../../src/theme/media/parallax';
import { GALLERY_LOADING_MAX_MS, rubyGalleryFeature } from '../../../../src/theme/media/ruby-gallery';
import { overlayCaptionFeature } from '../../../../src/theme/media/lightbox';
import { bootFeatures, stopRunningBoot } from '../../../support/boot-features';
import { manualClock } from '../../../support/test-context';

afterEach(() => {
  stopRunningBoot();
  document.body.innerHTML = '';
  document.body.className = '';
});

const slide = (n: number) =>
  `<div class="p-wrap p-overlay post-${n}" data-dot="ct-nav"><h2 class="entry-title"><a class="p-url" href="/p/${n}/">Post ${n}</a></h2><div class="ct-nav"><div class="ct-nav-holder"><p class="nav-title h4">Nav ${n}</p></div></div></div>`;

function boot(features: Parameters<typeof bootFeatures>[0], settings?: Partial<AppContext['themeSettings']>) {
  const clock = manualClock();
  const booted = bootFeatures(features, {
    overrides: { clock },
    adjust: (ctx) => (settings ? { ...ctx, themeSettings: { ...ctx.themeSettings, ...settings } } : ctx),
  });
  return { ...booted, clock };
}

describe('carousel reveal', () => {
  it('builds the Owl structure, fades the loader out, then drops per-load; cleanup restores the slides', async () => {
    document.body.innerHTML = `<div class="block-wrap"><header class="block-header"><h2 class="block-title h3">Aufmacher</h2></header><div class="content-wrap"><div class="content-inner"><div class="load-animation"></div><div class="rb-owl slider-feat-4 per-load">${[1, 2, 3].map(slide).join('')}</div></div></div></div>`;
    const owl = document.querySelector('.rb-owl') as HTMLElement;
    const { clock, stop } = boot([carouselFeature], { textPrev: 'PREV', textNext: 'NEXT' });
    expect(owl.classList.contains('owl-loaded')).toBe(true);
    expect(owl.classList.contains('per-load')).toBe(true);
    expect((document.querySelector('.load-animation') as HTMLElement).style.opacity).toBe('0');
    expect(owl.querySelectorAll('.owl-stage-outer > .owl-stage > .owl-item > .p-wrap')).toHaveLength(3);
    expect(owl.querySelector('.owl-item')?.classList.contains('active')).toBe(true);
    expect(owl.querySelector('.owl-item')?.classList.contains('loaded')).toBe(true);
    const prev = owl.querySelector('.owl-nav > div.rb-owl-prev[role=presentation] > button[type=button]');
    expect(prev?.innerHTML).toBe('<i class="rbi rbi-angle-left" aria-hidden="true"></i><span>PREV</span>');
    expect(owl.querySelector('.rb-owl-next span')?.textContent).toBe('NEXT');
    expect(owl.getAttribute('aria-label')).toBe('Aufmacher');
    expect(owl.querySelectorAll('.owl-dots > button.owl-dot')).toHaveLength(3);

    await clock.advance(LOADER_FADE_MS);
    expect(document.querySelector('.load-animation')).toBeNull();
    expect(owl.classList.contains('per-load')).toBe(false);

    (owl.querySelector('.rb-owl-next button') as HTMLButtonElement).click();
    expect([...owl.querySelectorAll('.owl-item')].map((item) => item.classList.contains('active'))).toEqual([false, true, false]);
    expect((owl.querySelectorAll('.owl-item')[0] as HTMLElement).inert).toBe(true);

    stop();
    expect([...owl.children].map((child) => child.className)).toEqual([
      'p-wrap p-overlay post-1',
      'p-wrap p-overlay post-2',
      'p-wrap p-overlay post-3',
    ]);
    expect(owl.classList.contains('owl-loaded')).toBe(false);
  });

  it('without a loader it drops per-load at once (the theme kept it forever)', async () => {
    document.body.innerHTML = `<div class="rb-owl carousel-feat-9 per-load">${[1, 2].map(slide).join('')}</div>`;
    const { clock } = boot([carouselFeature]);
    await clock.advance(0);
    expect(document.querySelector('.rb-owl')?.classList.contains('per-load')).toBe(false);
  });

  it('slider-13: one div.owl-dot.ruby-dot per slide with a copy of its .ct-nav; no arrows; sliderDot 0: no dots', () => {
    document.body.innerHTML = `<div class="load-animation"></div><div class="rb-owl slider-feat-13 per-load">${[1, 2, 3].map(slide).join('')}</div>`;
    const { stop } = boot([carouselFeature]);
    const dots = document.querySelectorAll<HTMLElement>('.owl-dots > div.owl-dot.ruby-dot[role=button]');
    expect(dots).toHaveLength(3);
    expect(dots[1]?.querySelector('.ct-nav-holder .nav-title')?.textContent).toBe('Nav 2');
    expect(dots[1]?.tabIndex).toBe(0);
    expect(document.querySelector('.owl-nav')?.classList.contains('disabled')).toBe(true);
    dots[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(dots[2]?.classList.contains('active')).toBe(true);
    expect(document.querySelectorAll('.owl-item')[2]?.classList.contains('active')).toBe(true);
    stop();
    document.body.innerHTML = `<div class="rb-owl slider-feat-13 per-load">${[1, 2].map(slide).join('')}</div>`;
    boot([carouselFeature], { sliderDot: false });
    expect(document.querySelectorAll('.owl-dot')).toHaveLength(0);
  });

  it('fade for the big sliders with sliderAnimation fade', () => {
    document.body.innerHTML = `<div class="rb-owl slider-feat-5 per-load">${[1, 2].map(slide).join('')}</div>`;
    boot([carouselFeature], { sliderAnimation: 'fade' });
    expect(document.querySelector('.rb-owl')?.classList.contains('is-fade')).toBe(true);
  });

  it('ignores an .rb-owl of no known family', () => {
    document.body.innerHTML = `<div class="rb-owl carousel-feat-99 per-load">${slide(1)}</div>`;
    boot([carouselFeature]);
    expect(document.querySelector('.rb-owl')?.classList.contains('owl-loaded')).toBe(false);
  });
});

describe('Ruby Gallery and captions', () => {
  it('gallery-loading goes after 2 s at the latest', async () => {
    document.body.innerHTML = `<div class="rb-gallery-wrap rb-sizer-3"><div class="gallery-inner gallery-loading"><div class="rb-gallery-el"><a href="#" class="rb-gallery-link" data-gallery="#rb-lightbox-1" data-index="0"><img src="/never-loads.jpg" alt=""></a></div></div></div>`;
    const { clock } = boot([rubyGalleryFeature]);
    const inner = document.querySelector('.gallery-inner') as HTMLElement;
    await clock.advance(GALLERY_LOADING_MAX_MS - 1);
    expect(inner.classList.contains('gallery-loading')).toBe(true);
    await clock.advance(1);
    expect(inner.classList.contains('gallery-loading')).toBe(false);
  });

  it('an overlay caption loses is-hide once its link has no image left loading', async () => {
    document.body.innerHTML = `<a href="#" class="gallery-popup-link"><span class="image-caption is-overlay is-hide">Text</span></a>`;
    boot([overlayCaptionFeature]);
    await Promise.resolve();
    expect(document.querySelector('.image-caption')?.classList.contains('is-hide')).toBe(false);
  });
});

describe('category header', () => {
  it('sets the background image and adds is-show 1 ms later; refuses a javascript: URL', async () => {
    document.body.innerHTML = `<header class="category-header"><div class="header-holder"><div id="category-header-bg" data-background="https://www.magazin.example/wp-content/uploads/wissen.jpg"></div></div></header>`;
    const { clock, stop } = boot([parallaxFeature]);
    const background = document.getElementById('category-header-bg') as HTMLElement;
    expect(background.style.backgroundImage).toContain('https://www.magazin.example/wp-content/uploads/wissen.jpg');
    expect(background.classList.contains('is-show')).toBe(false);
    await clock.advance(1);
    expect(background.classList.contains('is-show')).toBe(true);
    stop();
    background.setAttribute('data-background', 'javascript:alert(1)');
    const second = boot([parallaxFeature]);
    await second.clock.advance(5);
    expect(background.style.backgroundImage).toBe('');
    expect(background.classList.contains('is-show')).toBe(false);
    expect(second.log.lines.some((line) => line.message.includes('not an image URL'))).toBe(true);
  });
});
