/**
 * What must happen before first paint, run synchronously by main.ts before it waits for the DOM:
 * the dark mode theme-mode.ts resolves goes onto <body>, so a reader who chose dark does not see
 * the light page flash first. (The cookie notice and the header strips need nothing here: the
 * theme's CSS keeps them hidden until the bundle reveals them, and a dismissed one is never
 * revealed.)
 *
 * As a userscript (`@run-at document-start`) this runs before the page is parsed; one
 * MutationObserver waits for <body> (its printed data-theme comes with it) and, when nothing is
 * stored and the server chose nothing, for a `.dark-mode-toggle` (the header prints it near the
 * top) before it applies the system's preference: a site without dark mode is left alone. It
 * stops at DOMContentLoaded. Loaded as a footer script it runs too late to prevent a flash;
 * integrators then paste HEAD_SNIPPET (head-snippet.ts).
 *
 * It stays quiet: the dark-mode feature reads the same values again at DOMContentLoaded and logs
 * what it ignored there.
 */
import { parseCookie } from '../core/storage';
import { readGlobal } from '../core/wp-config';
import { applyTheme, DARK_MODE_TOGGLE, printedTheme } from './theme-apply';
import { cookieDecides, darkModeKey, PREFERS_DARK_QUERY, resolveTheme, type ThemeResolution } from './theme-mode';

export function applyEarly(win: Window): void {
  applyStoredTheme(win);
}

function readCookies(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    // Sandboxed documents throw on cookie access: nothing stored.
    return '';
  }
}

function resolveNow(win: Window): ThemeResolution {
  const doc = win.document;
  const key = darkModeKey(readGlobal(win, 'pixwellCoreParams'));
  let local: string | null = null;
  try {
    local = win.localStorage.getItem(key);
  } catch {
    // Storage disabled: the cookie, the server and the system preference still decide.
  }
  const printed = printedTheme(doc);
  return resolveTheme({
    local,
    cookie: cookieDecides(local) ? parseCookie(readCookies(doc), key) : null,
    printed,
    offered: printed !== null || doc.querySelector(DARK_MODE_TOGGLE) !== null,
    prefersDark: typeof win.matchMedia === 'function' && win.matchMedia(PREFERS_DARK_QUERY).matches,
  });
}

function applyStoredTheme(win: Window): void {
  const doc = win.document;
  /** True when there is nothing more to wait for. */
  const tryApply = (): boolean => {
    if (!doc.body) return false;
    const resolution = resolveNow(win);
    if (resolution.mode === null) return false; // no toggle parsed yet: maybe further down
    if (resolution.source !== 'server') applyTheme(doc, resolution.mode);
    return true;
  };
  if (tryApply()) return;
  const observer = new MutationObserver(() => {
    if (tryApply()) stop();
  });
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', stop);
  };
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', stop);
}
