/**
 * Pure rules of the dark mode: which theme a page shows, from what the reader stored (local
 * storage first, then the cookie the server can read) and, when nothing usable is stored, the
 * system's prefers-color-scheme. Shared by the early run before first paint and by the toggle.
 */

export type ThemeMode = 'default' | 'dark';

/** pixwellCoreParams.darkModeID of the Ruby themes, used when the page prints none. */
export const DEFAULT_DARK_MODE_ID = 'RubyDarkMode';
export const DARK_MODE_COOKIE_DAYS = 60;
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export type StoredMode = { kind: 'none' } | { kind: 'mode'; mode: ThemeMode } | { kind: 'corrupt'; raw: string };

/** A stored value is exactly "default" or "dark"; anything else is corrupt, nothing at all is none. */
export function readStoredMode(raw: string | null): StoredMode {
  if (raw === null || raw === '') return { kind: 'none' };
  return raw === 'dark' || raw === 'default' ? { kind: 'mode', mode: raw } : { kind: 'corrupt', raw };
}

export interface ThemeResolution {
  mode: ThemeMode;
  /** Where the mode came from; 'system' means the page should follow prefers-color-scheme changes. */
  source: 'local' | 'cookie' | 'system';
  /** Stored values that were ignored because they are neither "default" nor "dark". */
  corrupt: { where: 'local' | 'cookie'; raw: string }[];
}

export function resolveTheme(local: string | null, cookie: string | null, prefersDark: boolean): ThemeResolution {
  const corrupt: ThemeResolution['corrupt'] = [];
  const fromLocal = readStoredMode(local);
  const fromCookie = readStoredMode(cookie);
  if (fromLocal.kind === 'corrupt') corrupt.push({ where: 'local', raw: fromLocal.raw });
  if (fromCookie.kind === 'corrupt') corrupt.push({ where: 'cookie', raw: fromCookie.raw });
  if (fromLocal.kind === 'mode') return { mode: fromLocal.mode, source: 'local', corrupt };
  if (fromCookie.kind === 'mode') return { mode: fromCookie.mode, source: 'cookie', corrupt };
  return { mode: prefersDark ? 'dark' : 'default', source: 'system', corrupt };
}

export function toggledMode(mode: ThemeMode): ThemeMode {
  return mode === 'dark' ? 'default' : 'dark';
}

/** The storage key: the page's darkModeID when it is a usable string, else the themes' default. */
export function darkModeKey(coreParams: unknown): string {
  if (typeof coreParams !== 'object' || coreParams === null) return DEFAULT_DARK_MODE_ID;
  const id = (coreParams as { darkModeID?: unknown }).darkModeID;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : DEFAULT_DARK_MODE_ID;
}
