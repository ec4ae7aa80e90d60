import { describe, expect, it } from 'vitest';
import { darkModeKey, readStoredMode, resolveTheme, toggledMode } from '../../../src/reader/theme-mode';

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
  it('prefers local storage, then the cookie, then the system', () => {
    expect(resolveTheme('dark', 'default', false)).toEqual({ mode: 'dark', source: 'local', corrupt: [] });
    expect(resolveTheme(null, 'dark', false)).toEqual({ mode: 'dark', source: 'cookie', corrupt: [] });
    expect(resolveTheme(null, null, true)).toEqual({ mode: 'dark', source: 'system', corrupt: [] });
    expect(resolveTheme(null, null, false)).toEqual({ mode: 'default', source: 'system', corrupt: [] });
  });

  it('a stored "default" wins over a dark system preference', () => {
    expect(resolveTheme('default', null, true).mode).toBe('default');
  });

  it('ignores corrupt values and reports them', () => {
    expect(resolveTheme('purple', 'dark', false)).toEqual({ mode: 'dark', source: 'cookie', corrupt: [{ where: 'local', raw: 'purple' }] });
    expect(resolveTheme('x', 'y', true)).toEqual({
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
