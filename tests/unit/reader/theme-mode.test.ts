import { describe, expect, it } from 'vitest';
import { cookieDecides, darkModeKey, readStoredMode, resolveTheme, toggledMode } from '../../../src/reader/theme-mode';

describe('readStoredMode', () => {
  it('knows exactly "default" and "dark"', () => {
    expect(readStoredMode('dark')).toEqual({ kind: 'mode', mode: 'dark' });
    expect(readStoredMode('default')).toEqual({ kind: 'mode', mode: 'default' });
    expect(readStoredMode(null)).toEqual({ kind: 'none' });
    expect(readStoredMode('')).toEqual({ kind: 'none' });
    expect(readStoredMode('Dark')).toEqual({ kind: 'corrupt', raw: 'Dark' });
    expect(readStoredMode('{"mode":"dark"}')).toEqual({ kind: 'corrupt', raw: '{"mode":"dark"}' });
  });
});

describe('resolveTheme', () => {
  const none = { local: null, cookie: null, printed: null, offered: true, prefersDark: false };

  it('prefers local storage, then the 11.x cookie, then the server, then the system', () => {
    expect(resolveTheme({ ...none, local: 'dark', cookie: 'default', printed: 'default' })).toEqual({
      mode: 'dark',
      source: 'local',
      corrupt: [],
    });
    expect(resolveTheme({ ...none, cookie: 'dark', printed: 'default' })).toEqual({ mode: 'dark', source: 'cookie', corrupt: [] });
    expect(resolveTheme({ ...none, printed: 'dark' })).toEqual({ mode: 'dark', source: 'server', corrupt: [] });
    expect(resolveTheme({ ...none, prefersDark: true })).toEqual({ mode: 'dark', source: 'system', corrupt: [] });
    expect(resolveTheme(none)).toEqual({ mode: 'default', source: 'system', corrupt: [] });
  });

  it('the server’s data-theme comes before the system preference', () => {
    expect(resolveTheme({ ...none, printed: 'dark', prefersDark: false }).mode).toBe('dark');
    expect(resolveTheme({ ...none, printed: 'default', prefersDark: true })).toEqual({ mode: 'default', source: 'server', corrupt: [] });
    expect(resolveTheme({ ...none, printed: 'light', prefersDark: true }).mode).toBe('default');
    expect(resolveTheme({ ...none, printed: '  ', prefersDark: true }).source).toBe('system');
  });

  it('a stored "default" wins over the server’s dark and a dark system preference', () => {
    expect(resolveTheme({ ...none, local: 'default', printed: 'dark', prefersDark: true }).mode).toBe('default');
  });

  it('a site without dark mode (no toggle, nothing printed) gets none, but a stored choice still applies as in core.js', () => {
    expect(resolveTheme({ ...none, offered: false, prefersDark: true })).toEqual({ mode: null, source: 'none', corrupt: [] });
    expect(resolveTheme({ ...none, offered: false, local: 'dark' }).mode).toBe('dark');
  });

  it('ignores corrupt values and reports them', () => {
    expect(resolveTheme({ ...none, local: 'purple', cookie: 'dark' })).toEqual({
      mode: 'dark',
      source: 'cookie',
      corrupt: [{ where: 'local', raw: 'purple' }],
    });
    expect(resolveTheme({ ...none, local: 'x', cookie: 'y', prefersDark: true })).toEqual({
      mode: 'dark',
      source: 'system',
      corrupt: [
        { where: 'local', raw: 'x' },
        { where: 'cookie', raw: 'y' },
      ],
    });
  });
});

describe('toggledMode', () => {
  it('switches between default and dark', () => {
    expect(toggledMode('default')).toBe('dark');
    expect(toggledMode('dark')).toBe('default');
  });
});

describe('darkModeKey', () => {
  it('uses pixwellCoreParams.darkModeID, else RubyDarkMode', () => {
    expect(darkModeKey({ ajaxurl: 'x', darkModeID: 'MyDark' })).toBe('MyDark');
    expect(darkModeKey({ darkModeID: '' })).toBe('RubyDarkMode');
    expect(darkModeKey({ darkModeID: 5 })).toBe('RubyDarkMode');
    expect(darkModeKey(undefined)).toBe('RubyDarkMode');
    expect(darkModeKey('RubyDarkMode2')).toBe('RubyDarkMode');
  });
});

describe('cookieDecides', () => {
  it('only when localStorage holds no mode: nothing, empty or corrupt', () => {
    expect(cookieDecides(null)).toBe(true);
    expect(cookieDecides('')).toBe(true);
    expect(cookieDecides('schwarz')).toBe(true);
    expect(cookieDecides('dark')).toBe(false);
    expect(cookieDecides('default')).toBe(false);
  });
});
