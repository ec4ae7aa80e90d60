// @vitest-environment jsdom
/**
 * The sticky sidebar's view in jsdom on the theme's markup (`div.rbc-wrap > main.rbc-content +
 * aside.rbc-sidebar.sidebar-sticky > div.sidebar-inner`): states become inline positions measured
 * against .rbc-content, disabled below 992 px, sb-infinite sidebars left alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stickySidebar } from '../../../../src/theme/nav/sticky-sidebar';
import { bootNav, stubBox, type NavPage } from './nav-support';

const MARKUP = `<div class="rbc-wrap"><main class="site-main rbc-content"></main>
  <aside class="rbc-sidebar widget-area sidebar-sticky"><div class="sidebar-inner"><div class="widget">…</div></div></aside></div>`;

let page: NavPage | undefined;
afterEach(() => page?.stop());

function boot(innerHeight: number) {
  page = bootNav(MARKUP, [stickySidebar]);
  const wrap = document.querySelector<HTMLElement>('.sidebar-sticky');
  const inner = document.querySelector<HTMLElement>('.sidebar-inner');
  const content = document.querySelector<HTMLElement>('.rbc-content');
  if (!wrap || !inner || !content) throw new Error('markup');
  stubBox(content, { top: 300, height: 4000, left: 100, width: 780 });
  stubBox(wrap, { top: 300, height: 4000, left: 900, width: 300 });
  vi.spyOn(wrap, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(inner, 'offsetHeight', 'get').mockReturnValue(innerHeight);
  const state = () => wrap.getAttribute('data-sticky-state');
  const style = () => ({
    position: inner.style.position,
    top: inner.style.top,
    bottom: inner.style.bottom,
    width: inner.style.width,
    zIndex: inner.style.zIndex,
  });
  return { state, style };
}

describe('sticky sidebar view', () => {
  it('places a tall sidebar for each state while scrolling down and up at 1280 px', () => {
    const { state, style } = boot(1200);
    page?.frames.frame({ scrollY: 0, width: 1280, height: 800 });
    expect([state(), style().position]).toEqual(['top_content', '']);
    page?.frames.frame({ scrollY: 1000, width: 1280, height: 800, direction: 'down' });
    expect([state(), style()]).toEqual(['fixed_bottom', { position: 'fixed', top: '', bottom: '0px', width: '300px', zIndex: '100' }]);
    page?.frames.frame({ scrollY: 900, width: 1280, height: 800, direction: 'up' });
    expect([state(), style()]).toEqual(['absolute', { position: 'absolute', top: '300px', bottom: '', width: '300px', zIndex: '' }]);
    page?.frames.frame({ scrollY: 400, width: 1280, height: 800, direction: 'up' });
    expect([state(), style()]).toEqual(['fixed_top', { position: 'fixed', top: '0px', bottom: '', width: '300px', zIndex: '100' }]);
    page?.frames.frame({ scrollY: 3700, width: 1280, height: 800, direction: 'down' });
    expect([state(), style().position, style().top]).toEqual(['bottom_content', 'absolute', '2800px']);
    // The theme's clearfix after the inner box, gone with the bundle.
    expect(document.querySelector('.sidebar-inner + .clearfix')).not.toBeNull();
    page?.stop();
    page = undefined;
    expect(document.querySelector('.sidebar-inner + .clearfix')).toBeNull();
    expect(style().position).toBe('');
  });

  it('top offset: #wpadminbar, plus .navbar-wrap on pages with body.sticky-nav', () => {
    const { state, style } = boot(400);
    const admin = document.createElement('div');
    admin.id = 'wpadminbar';
    const navbar = document.createElement('div');
    navbar.className = 'navbar-wrap';
    document.body.append(admin, navbar);
    vi.spyOn(admin, 'offsetHeight', 'get').mockReturnValue(32);
    vi.spyOn(navbar, 'offsetHeight', 'get').mockReturnValue(60);
    page?.frames.frame({ scrollY: 1000, width: 1280, height: 800, layoutChanged: true });
    expect([state(), style().top]).toEqual(['fixed_top', '32px']);
    document.body.classList.add('sticky-nav');
    page?.frames.frame({ scrollY: 1001, width: 1280, height: 800, layoutChanged: true });
    expect([state(), style().top]).toEqual(['fixed_top', '92px']);
    document.body.classList.remove('sticky-nav');
  });

  it('an answer’s sb-infinite sidebar is left to CSS', () => {
    page = bootNav(MARKUP.replace('sidebar-sticky', 'sb-infinite sidebar-sticky'), [stickySidebar]);
    expect(page.frames.taskCount()).toBe(0);
    expect(document.querySelector('.clearfix')).toBeNull();
  });

  it('content shorter than the sidebar: content_small, static', () => {
    const { state, style } = boot(4200);
    page?.frames.frame({ scrollY: 1500, width: 1280, height: 800 });
    expect([state(), style().position]).toEqual(['content_small', '']);
  });

  it('below 992 px no state and no position; back at 1280 it sticks again', () => {
    const { state, style } = boot(1200);
    page?.frames.frame({ scrollY: 1000, width: 1280, height: 800 });
    expect(state()).toBe('fixed_bottom');
    page?.frames.frame({ scrollY: 1000, width: 768, height: 800, layoutChanged: true });
    expect([state(), style().position]).toEqual([null, '']);
    page?.frames.frame({ scrollY: 1000, width: 1280, height: 800, layoutChanged: true });
    expect(state()).toBe('fixed_bottom');
  });

  it('without .sidebar-inner it warns and stays static', () => {
    page = bootNav(
      '<div class="rbc-wrap"><main class="rbc-content"></main><aside class="rbc-sidebar sidebar-sticky"><section>…</section></aside></div>',
      [stickySidebar],
    );
    expect(page.frames.taskCount()).toBe(0);
    expect(page.log.lines.map((line) => line.level)).toEqual(['warn']);
  });
});
