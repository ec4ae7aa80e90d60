// @vitest-environment jsdom
/** The off-canvas menu in jsdom on the theme's markup: every way to open and close it, focus, scroll lock, sub-menus. */
import { afterEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { offCanvas } from '../../../../src/theme/nav/off-canvas';
import { bootNav, type NavPage } from './nav-support';

const TRIGGER = '<span class="btn-toggle"><span class="off-canvas-toggle"><span class="icon-toggle"></span></span></span>';
const MARKUP = `
  <div id="site" class="site">
  <aside id="off-canvas-section" class="off-canvas-wrap dark-style is-hidden">
    <div class="close-panel-wrap tooltips-n"><a href="#" id="off-canvas-close-btn" title="Menü schließen"><i class="btn-close"></i></a></div>
    <div class="off-canvas-holder"><div class="off-canvas-inner is-light-text"><nav id="off-canvas-nav" class="off-canvas-nav">
      <ul id="off-canvas-menu" class="off-canvas-menu rb-menu is-clicked">
        <li class="menu-item"><a href="#politik"><span>Politik</span></a></li>
        <li class="menu-item menu-item-has-children"><a href="#wissen"><span>Wissen</span></a><ul class="sub-menu">
          <li class="menu-item"><a href="#klima"><span>Klima</span></a></li>
          <li class="menu-item menu-item-has-children"><a href="#technik"><span>Technik</span></a><ul class="sub-menu"><li class="menu-item"><a href="#ki"><span>KI</span></a></li></ul></li>
        </ul></li>
        <li class="menu-item"><a href="#reise"><span>Reise</span></a></li>
      </ul>
    </nav></div></div>
  </aside>
  <div class="site-outer">
    <div class="site-mask"></div>
    <header id="site-header">
      <a href="#" class="off-canvas-trigger btn-toggle-wrap btn-toggle-light" id="header-trigger">${TRIGGER}</a>
      <aside id="mobile-sticky-nav" class="mobile-sticky-nav"><a href="#" class="off-canvas-trigger btn-toggle-wrap" id="bar-trigger">${TRIGGER}</a></aside>
    </header>
    <a id="outside" href="#aussen">Außen</a>
  </div>
  </div>`;

let page: NavPage | undefined;
afterEach(() => page?.stop());

const $ = <T extends HTMLElement>(selector: string): T => {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const isOpen = () => document.body.classList.contains('mobile-js-menu');
const press = (key: string, shiftKey = false) =>
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
const open = (trigger = '#header-trigger') => {
  $(trigger).focus();
  $(trigger).click();
};

describe('off-canvas menu', () => {
  it('closed at start: is-hidden removed, inert, aria-hidden; the icon-only triggers named and collapsed', () => {
    page = bootNav(MARKUP, [offCanvas]);
    const panel = $('#off-canvas-section');
    expect(isOpen()).toBe(false);
    expect(panel.classList.contains('is-hidden')).toBe(false);
    expect(panel.inert).toBe(true);
    expect(panel.getAttribute('aria-hidden')).toBe('true');
    const triggers = [...document.querySelectorAll('.off-canvas-trigger')];
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-label'))).toEqual([strings.themeNav.menuOpen, strings.themeNav.menuOpen]);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-controls'))).toEqual(['off-canvas-section', 'off-canvas-section']);
  });

  it('a trigger click does not follow its href="#"', () => {
    page = bootNav(MARKUP, [offCanvas]);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#header-trigger .icon-toggle').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
  });

  it('the trigger opens it: body.mobile-js-menu, expanded triggers, focus inside, page scroll locked', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    const panel = $('#off-canvas-section');
    expect(isOpen()).toBe(true);
    expect(panel.inert).toBe(false);
    expect(panel.getAttribute('aria-hidden')).toBe('false');
    expect([...document.querySelectorAll('.off-canvas-trigger')].map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
    ]);
    expect(document.activeElement?.id).toBe('off-canvas-close-btn');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('Tab wraps inside the panel while it is open', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    expect(document.activeElement?.id).toBe('off-canvas-close-btn');
    press('Tab', true);
    expect(document.activeElement?.getAttribute('href')).toBe('#reise');
    press('Tab');
    expect(document.activeElement?.id).toBe('off-canvas-close-btn');
  });

  for (const [way, close] of [
    ['the close button', () => $('#off-canvas-close-btn').click()],
    ['the mask', () => $('.site-mask').click()],
    ['Escape', () => press('Escape')],
    ['the trigger again', () => $('#header-trigger').click()],
  ] as const) {
    it(`${way} closes it, unlocks the page and returns focus to the trigger`, () => {
      page = bootNav(MARKUP, [offCanvas]);
      open();
      close();
      expect(isOpen()).toBe(false);
      expect($('#off-canvas-section').inert).toBe(true);
      expect($('#header-trigger').getAttribute('aria-expanded')).toBe('false');
      expect(document.documentElement.style.overflow).toBe('');
      expect(document.activeElement?.id).toBe('header-trigger');
    });
  }

  it('focus goes back to the trigger that opened it (the mobile bar’s)', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open('#bar-trigger');
    press('Escape');
    expect(document.activeElement?.id).toBe('bar-trigger');
  });

  it('each parent item’s link gets the theme’s aside.explain-menu > i.rbi.rbi-angle-down, a keyboard button', () => {
    page = bootNav(MARKUP, [offCanvas]);
    const toggles = [...document.querySelectorAll<HTMLElement>('#off-canvas-menu li.menu-item-has-children > a > aside.explain-menu')];
    expect(toggles).toHaveLength(2);
    const [aside] = toggles;
    const toggle = aside?.querySelector<HTMLElement>(':scope > i.rbi.rbi-angle-down');
    const subMenu = $('#off-canvas-menu > li.menu-item-has-children > .sub-menu');
    expect(aside?.getAttribute('role')).toBe('none');
    expect(toggle?.getAttribute('role')).toBe('button');
    expect(toggle?.tabIndex).toBe(0);
    expect(toggle?.getAttribute('aria-label')).toBe('Untermenü Wissen öffnen');
    expect(toggle?.getAttribute('aria-controls')).toBe(subMenu.id);
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    // The link keeps its own name.
    expect(aside?.parentElement?.getAttribute('aria-label')).toBe('Wissen');
  });

  it('a click on the toggle slides the sub-menu open (not following the link), hovering-menu 150 ms later; closing hides the nested ones', async () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    const [toggle, nested] = [...document.querySelectorAll<HTMLElement>('.explain-menu > i')];
    const item = $('#off-canvas-menu > li.menu-item-has-children');
    const subMenu = $('#off-canvas-menu > li.menu-item-has-children > .sub-menu');
    const nestedMenu = $('#off-canvas-menu .sub-menu .sub-menu');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect([toggle?.getAttribute('aria-expanded'), subMenu.style.display, isOpen()]).toEqual(['true', 'block', true]);
    expect(item.classList.contains('hovering-menu')).toBe(false);
    await page.clock.advance(150);
    expect(item.classList.contains('hovering-menu')).toBe(true);
    nested?.focus();
    press('Enter');
    expect([nested?.getAttribute('aria-expanded'), nestedMenu.style.display]).toEqual(['true', 'block']);
    await page.clock.advance(150);
    toggle?.click();
    expect([toggle?.getAttribute('aria-expanded'), subMenu.style.display]).toEqual(['false', 'none']);
    await page.clock.advance(150);
    expect(item.classList.contains('hovering-menu')).toBe(false);
    expect(item.classList.contains('no-delay')).toBe(true);
    expect([nested?.getAttribute('aria-expanded'), nestedMenu.style.display]).toEqual(['false', 'none']);
  });

  it('its cleanup closes it, removes its toggles and stops listening', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    const panel = $('#off-canvas-section');
    const trigger = $('#header-trigger');
    page.stop();
    expect(isOpen()).toBe(false);
    expect(panel.querySelector('.explain-menu')).toBeNull();
    expect(panel.classList.contains('is-hidden')).toBe(true);
    expect(trigger.hasAttribute('aria-label')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
