// @vitest-environment jsdom
/** The two sticky bars in jsdom: which shows at which width and scroll, with aria and tab order in step. */
import { afterEach, describe, expect, it } from 'vitest';
import { mobileStickyNav, stickyNav } from '../../../../src/theme/nav/sticky-bar';
import { bootNav, stubBox, type NavPage } from './nav-support';

/** The theme's header (style 1) reduced to what the bars need: REAL-MARKUP §14. */
const MARKUP = `
  <header id="site-header" class="header-wrap header-1">
    <div class="navbar-outer"><div class="navbar-wrap">
      <aside id="mobile-navbar" class="mobile-navbar"><a href="#" class="off-canvas-trigger btn-toggle-wrap"></a></aside>
      <aside id="mobile-sticky-nav" class="mobile-sticky-nav"><div class="mobile-navbar mobile-sticky-inner"><a href="#" class="off-canvas-trigger btn-toggle-wrap" aria-label="Menü"></a></div></aside>
      <div class="rbc-container navbar-holder is-main-nav"><nav><a href="#politik">Politik</a></nav></div>
    </div></div>
    <aside id="sticky-nav" class="section-sticky-holder"><div class="section-sticky"><div class="navbar-wrap">
      <a class="logo" href="#">magazin.</a><a href="#politik">Politik</a>
      <aside class="navbar-search nav-search-live"><a href="#" class="nav-search-link search-icon" title="Suche"></a><div class="navbar-search-popup header-lightbox"></div></aside>
    </div></div></aside>
  </header>`;

let page: NavPage | undefined;
afterEach(() => page?.stop());

function boot(bodyClasses: string[]): { desktop: HTMLElement; mobile: HTMLElement } {
  page = bootNav(MARKUP, [stickyNav, mobileStickyNav], bodyClasses);
  // The navigation ends at 230 px: the bars may show from 300 px.
  stubBox(document.querySelector('.navbar-outer'), { top: 180, height: 50 });
  const desktop = document.getElementById('sticky-nav');
  const mobile = document.getElementById('mobile-sticky-nav');
  if (!desktop || !mobile) throw new Error('markup');
  return { desktop, mobile };
}

const isShown = (bar: HTMLElement) => {
  const focusables = [...bar.querySelectorAll('a')];
  const inTabOrder = focusables.every((item) => !item.hasAttribute('tabindex'));
  const outOfTabOrder = focusables.every((item) => item.getAttribute('tabindex') === '-1');
  const shown = bar.classList.contains('is-show');
  expect(bar.getAttribute('aria-hidden')).toBe(String(!shown));
  expect(shown ? inTabOrder : outOfTabOrder).toBe(true);
  return shown;
};

describe('sticky top bar and mobile bar, plain mode (body.sticky-nav)', () => {
  it('at 1280 px the top bar shows past nav bottom + 70 px and hides above it; the mobile bar never', () => {
    const { desktop, mobile } = boot(['sticky-nav']);
    page?.frames.frame({ scrollY: 0, width: 1280 });
    expect([isShown(desktop), isShown(mobile)]).toEqual([false, false]);
    page?.frames.frame({ scrollY: 300, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(false);
    page?.frames.frame({ scrollY: 301, width: 1280, direction: 'down' });
    expect([isShown(desktop), isShown(mobile)]).toEqual([true, false]);
    page?.frames.frame({ scrollY: 2000, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(true);
    page?.frames.frame({ scrollY: 120, width: 1280, direction: 'up' });
    expect(isShown(desktop)).toBe(false);
  });

  it('below 992 px the mobile bar takes over, on the same rule', () => {
    const { desktop, mobile } = boot(['sticky-nav']);
    page?.frames.frame({ scrollY: 800, width: 991, direction: 'down' });
    expect([isShown(desktop), isShown(mobile)]).toEqual([false, true]);
    page?.frames.frame({ scrollY: 800, width: 1280, layoutChanged: true });
    expect([isShown(desktop), isShown(mobile)]).toEqual([true, false]);
  });

  it('re-measures the navigation only when the layout changed', () => {
    const { desktop } = boot(['sticky-nav']);
    page?.frames.frame({ scrollY: 320, width: 1280 });
    expect(isShown(desktop)).toBe(true);
    // The header grew by 100 px (a header strip opened), but nothing said so: the cached offset holds.
    stubBox(document.querySelector('.navbar-outer'), { top: 280, height: 50 });
    page?.frames.frame({ scrollY: 330, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(true);
    page?.ctx.frames.invalidate();
    page?.frames.frame({ scrollY: 330, width: 1280 });
    expect(isShown(desktop)).toBe(false);
  });
});

describe('smart mode (body.smart-sticky)', () => {
  it('shows only while scrolling up past the threshold, for both bars', () => {
    const { desktop, mobile } = boot(['sticky-nav', 'smart-sticky']);
    page?.frames.frame({ scrollY: 0, width: 1280 });
    page?.frames.frame({ scrollY: 1500, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(false);
    page?.frames.frame({ scrollY: 1450, width: 1280, direction: 'up' });
    expect(isShown(desktop)).toBe(true);
    page?.frames.frame({ scrollY: 1450, width: 1280, direction: 'none' });
    expect(isShown(desktop)).toBe(true);
    page?.frames.frame({ scrollY: 1500, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(false);
    page?.frames.frame({ scrollY: 1400, width: 375, direction: 'up' });
    expect([isShown(desktop), isShown(mobile)]).toEqual([false, true]);
  });

  it('a bar holding keyboard focus is not hidden under it', () => {
    const { desktop } = boot(['sticky-nav', 'smart-sticky']);
    page?.frames.frame({ scrollY: 1500, width: 1280, direction: 'up' });
    desktop.querySelector<HTMLElement>('a[href="#politik"]')?.focus();
    page?.frames.frame({ scrollY: 1600, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
    page?.frames.frame({ scrollY: 1700, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(false);
  });
});

describe('without body.sticky-nav', () => {
  it('no frame task at all, and both bars stay hidden and out of the tab order', () => {
    const { desktop, mobile } = boot([]);
    expect(page?.frames.taskCount()).toBe(0);
    expect([isShown(desktop), isShown(mobile)]).toEqual([false, false]);
  });
});

describe('the theme’s inline offset and the popups inside', () => {
  it('each bar gets top:-{its height}px, measured when the layout changes; cleanup restores it', () => {
    const { desktop, mobile } = boot(['sticky-nav']);
    Object.defineProperty(desktop, 'offsetHeight', { configurable: true, get: () => 64 });
    Object.defineProperty(mobile, 'offsetHeight', { configurable: true, get: () => 0 });
    page?.frames.frame({ scrollY: 0, width: 1280, layoutChanged: true });
    expect(desktop.style.top).toBe('-64px');
    expect(mobile.style.top).toBe('');
    Object.defineProperty(mobile, 'offsetHeight', { configurable: true, get: () => 56 });
    page?.frames.frame({ scrollY: 0, width: 375, layoutChanged: true });
    expect(mobile.style.top).toBe('-56px');
    expect(desktop.style.top).toBe('-64px');
    page?.stop();
    page = undefined;
    expect([desktop.style.top, mobile.style.top]).toEqual(['', '']);
  });

  it('a bar that hides closes the search popup open inside it', () => {
    const { desktop } = boot(['sticky-nav']);
    page?.frames.frame({ scrollY: 600, width: 1280, direction: 'down' });
    expect(isShown(desktop)).toBe(true);
    const popup = desktop.querySelector('.navbar-search-popup');
    popup?.classList.add('show-searchform');
    page?.frames.frame({ scrollY: 100, width: 1280, direction: 'up' });
    expect(isShown(desktop)).toBe(false);
    expect(popup?.classList.contains('show-searchform')).toBe(false);
    expect(desktop.querySelector('.nav-search-link')?.getAttribute('aria-expanded')).toBe('false');
  });
});
