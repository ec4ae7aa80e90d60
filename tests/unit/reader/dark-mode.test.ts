import { afterEach, describe, expect, it } from 'vitest';
import { darkMode, darkModeToggle } from '../../../src/reader/dark-mode';
import { $, bootUi, click, resetPage, warnings } from './ui-support';

const TOGGLE = `<button type="button" class="dark-mode-toggle" aria-label="Dunkelmodus umschalten">
  <span class="mode-icon-default activated">☀</span><span class="mode-icon-dark">☾</span>
</button>`;
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
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => (query.includes('color-scheme') ? list : { matches: false }) });
  return {
    set(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
    listeners,
  };
}

afterEach(() => {
  resetPage();
  delete (window as unknown as Record<string, unknown>).matchMedia;
});

const theme = () => [document.documentElement.getAttribute('data-theme'), document.body.getAttribute('data-theme')];
const pressed = () => [...document.querySelectorAll('.dark-mode-toggle')].map((toggle) => toggle.getAttribute('aria-pressed'));
const activeIcons = () => [...document.querySelectorAll('.activated')].map((icon) => icon.className);

describe('dark mode', () => {
  it('each click switches, on every toggle, and stores the mode under darkModeID and in a 60-day cookie', () => {
    const { ctx } = bootUi(PAGE, [darkMode, darkModeToggle], { ajaxurl: 'x', darkModeID: 'MyDarkMode' });
    expect(theme()).toEqual(['default', 'default']);
    expect(pressed()).toEqual(['false', 'false']);
    click($('#mobile .mode-icon-dark'));
    expect(theme()).toEqual(['dark', 'dark']);
    expect(pressed()).toEqual(['true', 'true']);
    expect(activeIcons()).toEqual(['mode-icon-dark activated', 'mode-icon-dark activated']);
    expect(localStorage.getItem('MyDarkMode')).toBe('dark');
    expect(ctx.storage.cookies.get('MyDarkMode')).toBe('dark');
    click($('.dark-mode-toggle'));
    expect(theme()).toEqual(['default', 'default']);
    expect(localStorage.getItem('MyDarkMode')).toBe('default');
    expect(ctx.storage.cookies.get('MyDarkMode')).toBe('default');
  });

  it('applies the stored mode; the cookie counts when local storage has nothing', () => {
    document.cookie = 'RubyDarkMode=dark; path=/';
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toEqual(['dark', 'dark']);
    expect(pressed()).toEqual(['true', 'true']);
  });

  it('ignores corrupted values with a warning', () => {
    localStorage.setItem('RubyDarkMode', '{"dark":true}');
    document.cookie = 'RubyDarkMode=schwarz; path=/';
    const { log } = bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toEqual(['default', 'default']);
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
    expect(theme()).toEqual(['dark', 'dark']);
    system.set(false);
    expect(theme()).toEqual(['default', 'default']);
    expect(pressed()).toEqual(['false', 'false']);
    click($('.dark-mode-toggle'));
    expect(theme()).toEqual(['dark', 'dark']);
    system.set(false);
    expect(theme()).toEqual(['dark', 'dark']);
  });

  it('a stored mode is not overridden by the system', () => {
    localStorage.setItem('RubyDarkMode', 'default');
    const system = fakeSystemScheme(true);
    bootUi(PAGE, [darkMode, darkModeToggle]);
    expect(theme()).toEqual(['default', 'default']);
    system.set(true);
    expect(theme()).toEqual(['default', 'default']);
  });

  it('follows a choice made in another tab', () => {
    bootUi(PAGE, [darkMode, darkModeToggle]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'RubyDarkMode', newValue: 'dark' }));
    expect(theme()).toEqual(['dark', 'dark']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'RubyDarkMode', newValue: 'kaputt' }));
    expect(theme()).toEqual(['dark', 'dark']);
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
    expect(theme()).toEqual(['default', 'default']);
  });
});
