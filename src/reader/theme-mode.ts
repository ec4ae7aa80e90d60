/**
 * Pure rules of the dark mode: which theme a page shows. Pixwell 9.2's core.js reads the reader's
 * choice from localStorage[darkModeID] and falls back to what the server printed on <body>
 * (`data-theme="dark"` only when the site's "dark by default" option is on; otherwise no
 * attribute). Pixwell 11.x can also keep the choice in a cookie of the same name (the spec's
 * variant), which is accepted after localStorage. Where neither the reader nor the server chose,
 * a site that offers dark mode follows the system's prefers-color-scheme (our improvement, as
 * 11.x's "browser" mode); a site without dark mode (no toggle, no printed data-theme) is left as
 * printed. Shared by the early run before first paint and by the toggle.
 */

export type ThemeMode = 'default' | 'dark';

/** pixwellCoreParams.darkModeID of the Ruby themes, used when the page prints none (single sites). */
const DEFAULT_DARK_MODE_ID = 'RubyDarkMode';
/** The cookie of the 11.x variant (spec §9: 60 days). */
export const DARK_MODE_COOKIE_DAYS = 60;
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export type StoredMode = { kind: 'none' } | { kind: 'mode'; mode: ThemeMode } | { kind: 'corrupt'; raw: string };

/** A stored value is exactly "default" or "dark"; anything else is corrupt, nothing at all is none. */
export function readStoredMode(raw: string | null): StoredMode {
  if (raw === null || raw === '') return { kind: 'none' };
  return raw === 'dark' || raw === 'default' ? { kind: 'mode', mode: raw } : { kind: 'corrupt', raw };
}

/**
 * Whether the cookie can change the outcome: only when localStorage holds no mode (it comes
 * first). Reading `document.cookie` is a synchronous round trip to the browser, which costs
 * most while the page is loading, so it is skipped when the answer is already known (a corrupt
 * cookie then goes unreported, as it changes nothing).
 */
export function cookieDecides(local: string | null): boolean {
  return readStoredMode(local).kind !== 'mode';
}

export interface ThemeInputs {
  /** localStorage[darkModeID]. */
  local: string | null;
  /** The cookie darkModeID (11.x). */
  cookie: string | null;
  /** body[data-theme] as the server printed it (null: no attribute). */
  printed: string | null;
  /** Whether the page offers dark mode: a toggle is printed (or the server printed data-theme). */
  offered: boolean;
  prefersDark: boolean;
}

export interface ThemeResolution {
  /** null: leave the page as printed (a site without dark mode and nothing stored). */
  mode: ThemeMode | null;
  /** Where the mode came from; 'system' means the page should follow prefers-color-scheme changes. */
  source: 'local' | 'cookie' | 'server' | 'system' | 'none';
  /** Stored values that were ignored because they are neither "default" nor "dark". */
  corrupt: { where: 'local' | 'cookie'; raw: string }[];
}

export function resolveTheme(inputs: ThemeInputs): ThemeResolution {
  const corrupt: ThemeResolution['corrupt'] = [];
  const fromLocal = readStoredMode(inputs.local);
  const fromCookie = readStoredMode(inputs.cookie);
  if (fromLocal.kind === 'corrupt') corrupt.push({ where: 'local', raw: fromLocal.raw });
  if (fromCookie.kind === 'corrupt') corrupt.push({ where: 'cookie', raw: fromCookie.raw });
  if (fromLocal.kind === 'mode') return { mode: fromLocal.mode, source: 'local', corrupt };
  if (fromCookie.kind === 'mode') return { mode: fromCookie.mode, source: 'cookie', corrupt };
  // The server's choice: 9.2 prints only "dark"; any other printed value means the light theme.
  if (inputs.printed !== null && inputs.printed.trim() !== '')
    return { mode: inputs.printed.trim() === 'dark' ? 'dark' : 'default', source: 'server', corrupt };
  if (inputs.offered) return { mode: inputs.prefersDark ? 'dark' : 'default', source: 'system', corrupt };
  return { mode: null, source: 'none', corrupt };
}

export function toggledMode(mode: ThemeMode): ThemeMode {
  return mode === 'dark' ? 'default' : 'dark';
}

/** The storage key: the page's darkModeID when it is a usable string (multisite), else the themes' default. */
export function darkModeKey(coreParams: unknown): string {
  if (typeof coreParams !== 'object' || coreParams === null) return DEFAULT_DARK_MODE_ID;
  const id = (coreParams as { darkModeID?: unknown }).darkModeID;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : DEFAULT_DARK_MODE_ID;
}
