/** The sticky sidebar's view in jsdom: states become positions, disabled below 992 px. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stickySidebar } from '../../../../src/theme/nav/sticky-sidebar';
import { bootNav, stubBox, type NavPage } from './nav-support';

const MARKUP = `<div class="site-grid"><div class="main-content"></div>
  <aside class="sidebar-wrap sidebar-sticky"><div class="sidebar-inner"><section class="widget">…</section></div></aside></div>`;

let page: NavPage | undefined;
afterEach(() => page?.stop());

function boot(innerHeight: number) {
  page = bootNav(MARKUP, [stickySidebar]);
  const wrap = document.querySelector<HTMLElement>('.sidebar-sticky');
  const inner = document.querySelector<HTMLElement>('.sidebar-inner');
  if (!wrap || !inner) throw new Error('markup');
  stubBox(wrap, { top: 300, height: 4000, left: 900, width: 300 });
  vi.spyOn(wrap, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(inner, 'offsetHeight', 'get').mockReturnValue(innerHeight);
  const state = () => wrap.getAttribute('data-sticky-state');
  const style = () => ({ position: inner.style.position, top: inner.style.top, bottom: inner.style.bottom, left: inner.style.left, width: inner.style.width });
  return { state, style };
}

describe('sticky sidebar view', () => {
  it('places a tall sidebar for each state while scrolling down and up at 1280 px', () => {
    const { state, style } = boot(1200);
    page?.frames.frame({ scrollY: 0, width: 1280, height: 800 });
    expect([state(), style().position]).toEqual(['top_content', '']);
    page?.frames.frame({ scrollY: 1000, width: 1280, height: 800, direction: 'down' });
    expect([state(), style()]).toEqual(['fixed_bottom', { position: 'fixed', top: '', bottom: '20px', left: '900px', width: '300px' }]);
    page?.frames.frame({ scrollY: 900, width: 1280, height: 800, direction: 'up' });
    expect([state(), style()]).toEqual(['absolute', { position: 'absolute', top: '280px', bottom: '', left: '0px', width: '100%' }]);
    page?.frames.frame({ scrollY: 400, width: 1280, height: 800, direction: 'up' });
    expect([state(), style()]).toEqual(['fixed_top', { position: 'fixed', top: '20px', bottom: '', left: '900px', width: '300px' }]);
    page?.frames.frame({ scrollY: 3700, width: 1280, height: 800, direction: 'down' });
    expect([state(), style().position, style().top]).toEqual(['bottom_content', 'absolute', '2800px']);
  });

  it('the sticky bar’s height is kept free at the top on pages with body.sticky-nav', () => {
    const { state, style } = boot(400);
    document.body.classList.add('sticky-nav');
    const bar = document.createElement('div');
    bar.id = 'sticky-nav';
    document.body.append(bar);
    vi.spyOn(bar, 'offsetHeight', 'get').mockReturnValue(56);
    page?.frames.frame({ scrollY: 1000, width: 1280, height: 800, layoutChanged: true });
    expect([state(), style().top]).toEqual(['fixed_top', '76px']);
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
    page = bootNav('<aside class="sidebar-sticky"><section>…</section></aside>', [stickySidebar]);
    expect(page.frames.taskCount()).toBe(0);
    expect(page.log.lines.map((line) => line.level)).toEqual(['warn']);
  });
});
