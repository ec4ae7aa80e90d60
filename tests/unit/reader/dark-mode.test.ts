// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkMode, darkModeToggle } from '../../../src/reader/dark-mode';
import { $, bootUi, click, resetPage, warnings } from './ui-support';

/** The theme's toggle (module-darkmode.php): a plain span, icons only, neither icon activated. */
const TOGGLE = `<aside class="header-dark-mode"><span class="dark-mode-toggle"><span class="mode-icons">
  <span class="dark-mode-icon mode-icon-dark"><svg aria-hidden="true"></svg></span><span class="dark-mode-icon mode-icon-default"><svg aria-hidden="true"></svg></span>
</span></span></aside>`;
const PAGE = `${TOGGLE}<div id="mobile">${TOGGLE}</div>`;

/** A prefers-color-scheme the test can flip. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => (query.includes('color-scheme') ? list : { matches: false }),
  });
  return {
    set(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
    listeners,
  };
}

// A fresh <body> per test: the bundle remembers what the server printed on the body it first changed.
beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body);
});

afterEach(() => {
  resetPage();
  delete (window as unknown as Record<string, unknown>).matchMedia;
});

const theme = () => document.body.getAttribute('data-theme');
const pressed = () => [...document.querySelectorAll('.dark-mode-toggle')].map((toggle) => toggle.getAttribute('aria-pressed'));
const activeIcons = () => [...document.querySelectorAll('.activated')].map((icon) => icon.className);

describe('dark mode', () => {
  it('gives each span toggle a button’s role, keys and name, and activates the icons of the mode', () => {
    fakeSystemScheme(false);
    bootUi(PAGE, [darkMode, darkModeToggle]);
    const toggle = $('.dark-mode-toggle');
    expect([toggle.getAttribute('role'), toggle.tabIndex, toggle.getAttribute('aria-label')]).toEqual(['button', 0, 'Dunkelmodus']);
    expect(activeIcons()).toEqual(['dark-mode-icon mode-icon-default activated', 'dark-mode-icon mode-icon-default activated']);
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(theme()).toBe('dark');
  });

  it('the server’s data-theme="dark" comes before a light system preference, and is not followed', () => {
    const system = fakeSystemScheme(false);
    document.body.setAttribute('data-theme', 'dark');
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toBe('dark');
    expect(pressed()).toEqual(['true', 'true']);
    system.set(true);
    system.set(false);
    expect(theme()).toBe('dark');
  });

  it('a page without a toggle and without data-theme gets no dark mode from the system', () => {
    fakeSystemScheme(true);
    bootUi('<main>Artikel</main>', [darkMode, darkModeToggle]);
    expect(theme()).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('each click switches, on every toggle, and stores the mode under darkModeID and in a 60-day cookie', () => {
    const { ctx } = bootUi(PAGE, [darkMode, darkModeToggle], { ajaxurl: 'x', darkModeID: 'MyDarkMode' });
    expect(theme()).toBe('default');
    expect(pressed()).toEqual(['false', 'false']);
    click($('#mobile .mode-icon-dark'));
    expect(theme()).toBe('dark');
    expect(pressed()).toEqual(['true', 'true']);
    expect(activeIcons()).toEqual(['dark-mode-icon mode-icon-dark activated', 'dark-mode-icon mode-icon-dark activated']);
    expect($('.dark-mode-toggle').classList.contains('trigged')).toBe(false);
    expect($('#mobile .dark-mode-toggle').classList.contains('trigged')).toBe(true);
    expect(document.body.classList.contains('switch-smooth')).toBe(true);
    expect(localStorage.getItem('MyDarkMode')).toBe('dark');
    expect(ctx.storage.cookies.get('MyDarkMode')).toBe('dark');
    click($('.dark-mode-toggle'));
    expect(theme()).toBe('default');
    expect(localStorage.getItem('MyDarkMode')).toBe('default');
    expect(ctx.storage.cookies.get('MyDarkMode')).toBe('default');
  });

  it('applies the stored mode; the cookie counts when local storage has nothing', () => {
    document.cookie = 'RubyDarkMode=dark; path=/';
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toBe('dark');
    expect(pressed()).toEqual(['true', 'true']);
  });

  it('does not read the cookie when localStorage decides (a synchronous round trip to the browser)', () => {
    localStorage.setItem('RubyDarkMode', 'dark');
    document.cookie = 'RubyDarkMode=default; path=/';
    const read = vi.spyOn(Document.prototype, 'cookie', 'get');
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toBe('dark');
    expect(read).not.toHaveBeenCalled();
  });

  it('ignores corrupted values with a warning', () => {
    localStorage.setItem('RubyDarkMode', '{"dark":true}');
    document.cookie = 'RubyDarkMode=schwarz; path=/';
    const { log } = bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toBe('default');
    expect(warnings(log)).toEqual([
      'dark mode: ignoring the stored localStorage value "{\\"dark\\":true}" of "RubyDarkMode" (expected "default" or "dark")',
      'dark mode: ignoring the stored cookie value "schwarz" of "RubyDarkMode" (expected "default" or "dark")',
    ]);
    click($('.dark-mode-toggle'));
    expect(localStorage.getItem('RubyDarkMode')).toBe('dark');
  });

  it('with nothing stored follows prefers-color-scheme until the reader picks', () => {
    const system = fakeSystemScheme(true);
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('default');
    expect(pressed()).toEqual(['false', 'false']);
    click($('.dark-mode-toggle'));
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('dark');
  });

  it('a stored mode is not overridden by the system', () => {
    localStorage.setItem('RubyDarkMode', 'default');
    const system = fakeSystemScheme(true);
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toBe('default');
    system.set(true);
    expect(theme()).toBe('default');
  });

  it('follows a choice made in another tab', () => {
    bootUi(PAGE, [darkMode, darkModeToggle]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'RubyDarkMode', newValue: 'dark' }));
    expect(theme()).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'RubyDarkMode', newValue: 'kaputt' }));
    expect(theme()).toBe('dark');
  });

  it('a toggle that arrives later shows the current mode', async () => {
    localStorage.setItem('RubyDarkMode', 'dark');
    bootUi('<div id="late"></div>', [darkMode, darkModeToggle]);
    $('#late').innerHTML = TOGGLE;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed()).toEqual(['true']);
  });

  it('stops listening when the bundle stops', () => {
    const system = fakeSystemScheme(false);
    const booted = bootUi(PAGE, [darkMode, darkModeToggle]);
    booted.stop();
    expect(system.listeners.size).toBe(0);
    click($('.dark-mode-toggle'));
    expect(theme()).toBe('default');
  });
});
