/** The off-canvas menu in jsdom: every way to open and close it, focus, scroll lock, sub-menus. */
import { afterEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { offCanvas } from '../../../../src/theme/nav/off-canvas';
import { bootNav, type NavPage } from './nav-support';

const MARKUP = `
  <button type="button" class="off-canvas-trigger" id="header-trigger" aria-controls="off-canvas-section">Menü</button>
  <div id="mobile-sticky-nav"><button type="button" class="off-canvas-trigger" id="bar-trigger">Menü</button></div>
  <div id="off-canvas-section" class="off-canvas-wrap" aria-hidden="true">
    <button type="button" id="off-canvas-close-btn">×</button>
    <nav aria-label="Mobiles Menü"><ul class="off-canvas-nav">
      <li><a href="#politik">Politik</a></li>
      <li class="menu-item-has-children"><a href="#wissen">Wissen</a><ul class="sub-menu"><li><a href="#klima">Klima</a></li></ul></li>
    </ul></nav>
  </div>
  <div class="site-mask"></div>
  <a id="outside" href="#aussen">Außen</a>`;

let page: NavPage | undefined;
afterEach(() => page?.stop());

const $ = <T extends HTMLElement>(selector: string): T => {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const isOpen = () => document.body.classList.contains('mobile-js-menu');
const press = (key: string, shiftKey = false) => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
const open = (trigger = '#header-trigger') => {
  $(trigger).focus();
  $(trigger).click();
};

describe('off-canvas menu', () => {
  it('closed at start: inert, aria-hidden, triggers collapsed; named as a modal dialog', () => {
    page = bootNav(MARKUP, [offCanvas]);
    const panel = $('#off-canvas-section');
    expect(isOpen()).toBe(false);
    expect(panel.inert).toBe(true);
    expect(panel.getAttribute('aria-hidden')).toBe('true');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.getAttribute('aria-label')).toBe(strings.themeNav.menuDialog);
    expect([...document.querySelectorAll('.off-canvas-trigger')].map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });

  it('the trigger opens it: body.mobile-js-menu, expanded triggers, focus inside, page scroll locked', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    const panel = $('#off-canvas-section');
    expect(isOpen()).toBe(true);
    expect(panel.inert).toBe(false);
    expect(panel.getAttribute('aria-hidden')).toBe('false');
    expect([...document.querySelectorAll('.off-canvas-trigger')].map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    expect(document.activeElement?.id).toBe('off-canvas-close-btn');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('Tab wraps inside the panel while it is open, skipping the closed sub-menu', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    press('Tab', true);
    expect(document.activeElement?.className).toBe('explain-menu');
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

  it('sub-menus get a toggle with aria-expanded and start closed', () => {
    page = bootNav(MARKUP, [offCanvas]);
    const toggle = $('.explain-menu');
    const subMenu = $('.sub-menu');
    expect(toggle.getAttribute('aria-label')).toBe('Untermenü Wissen öffnen');
    expect(toggle.getAttribute('aria-controls')).toBe(subMenu.id);
    expect(subMenu.hidden).toBe(true);
    open();
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), subMenu.hidden, isOpen()]).toEqual(['true', false, true]);
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), subMenu.hidden]).toEqual(['false', true]);
  });

  it('its cleanup closes it, removes its toggles and stops listening', () => {
    page = bootNav(MARKUP, [offCanvas]);
    open();
    page.stop();
    expect(isOpen()).toBe(false);
    expect(document.querySelector('.explain-menu')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
