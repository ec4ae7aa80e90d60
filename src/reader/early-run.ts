/**
 * What must happen before first paint, run synchronously by main.ts before it waits for the DOM:
 * the stored dark mode goes onto <html> and <body>, and the cookie notice and header strips the
 * reader dismissed are hidden by a style sheet, so none of them flashes in and out on later pages.
 *
 * As a userscript (`@run-at document-start`) this runs before the page's own head is parsed: the
 * hiding rules need only the cookies and apply at once; the theme waits (one MutationObserver,
 * until <body> exists) for `pixwellCoreParams` to be printed, and <body> gets it in the same
 * microtask in which it is inserted, which is before the browser can paint it. Loaded as a footer
 * script it runs too late to prevent a flash; integrators then paste HEAD_SNIPPET (head-snippet.ts).
 *
 * It stays quiet: the dark-mode feature reads the same values again at DOMContentLoaded and logs
 * what it ignored there.
 */
import { parseCookie } from '../core/storage';
import { readGlobal } from '../core/wp-config';
import { dismissedChromeCss } from './dismissal-rules';
import { applyTheme } from './theme-apply';
import { darkModeKey, PREFERS_DARK_QUERY, resolveTheme, type ThemeMode } from './theme-mode';

export function applyEarly(win: Window): void {
  hideDismissedChrome(win);
  applyStoredTheme(win);
}

function readCookies(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    // Sandboxed documents throw on cookie access: nothing stored, nothing to hide.
    return '';
  }
}

function hideDismissedChrome(win: Window): void {
  const doc = win.document;
  const css = dismissedChromeCss(readCookies(doc));
  if (css === '') return;
  // A constructed sheet needs no element, so it works even before <html> exists.
  const Sheet = (win as Window & typeof globalThis).CSSStyleSheet;
  if ('adoptedStyleSheets' in doc && typeof Sheet === 'function') {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return;
    } catch {
      // Older engines without constructable sheets: fall back to an element.
    }
  }
  const style = doc.createElement('style');
  style.setAttribute('data-site-client', 'early');
  style.textContent = css;
  (doc.head ?? doc.documentElement)?.append(style);
}

function storedTheme(win: Window): ThemeMode {
  const key = darkModeKey(readGlobal(win, 'pixwellCoreParams'));
  let local: string | null = null;
  try {
    local = win.localStorage.getItem(key);
  } catch {
    // Storage disabled: the cookie and the system preference still decide.
  }
  const prefersDark = typeof win.matchMedia === 'function' && win.matchMedia(PREFERS_DARK_QUERY).matches;
  return resolveTheme(local, parseCookie(readCookies(win.document), key), prefersDark).mode;
}

function applyStoredTheme(win: Window): void {
  const doc = win.document;
  let mode: ThemeMode | null = null;
  // The key comes from pixwellCoreParams, which the head prints; once <body> exists it is either
  // there or printed later in the footer (then the themes' default key is the best guess).
  const tryApply = (): boolean => {
    if (mode === null && (readGlobal(win, 'pixwellCoreParams') !== undefined || doc.body)) mode = storedTheme(win);
    if (mode !== null) applyTheme(doc, mode);
    return doc.body !== null;
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
