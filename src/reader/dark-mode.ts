/**
 * Dark mode. One page-wide part holds the state: it applies the stored mode (local storage under
 * `pixwellCoreParams.darkModeID`, else the cookie of that name, else prefers-color-scheme, which
 * it keeps following until the reader picks), switches on every click of a `.dark-mode-toggle`
 * through one delegated listener, stores the choice in both places (cookie 60 days) and follows
 * choices made in other tabs. A per-toggle part gives toggles that arrive later their state.
 * Before first paint the early run (early-run.ts) has already put the same mode on the page.
 */
import type { Feature } from '../core/attach';
import { readGlobal } from '../core/wp-config';
import type { AppContext } from '../context';
import { applyTheme, currentTheme, DARK_MODE_TOGGLE, syncToggle } from './theme-apply';
import { DARK_MODE_COOKIE_DAYS, darkModeKey, PREFERS_DARK_QUERY, readStoredMode, resolveTheme, toggledMode, type ThemeMode } from './theme-mode';

export const darkMode: Feature<AppContext> = {
  name: 'dark-mode',
  selector: 'html',
  mount(_root, ctx) {
    const { doc, win, log } = ctx;
    const key = darkModeKey(readGlobal(win, 'pixwellCoreParams'));
    const media = typeof win.matchMedia === 'function' ? win.matchMedia(PREFERS_DARK_QUERY) : null;
    const resolution = resolveTheme(ctx.storage.local.get(key), ctx.storage.cookies.get(key), media?.matches ?? false);
    for (const { where, raw } of resolution.corrupt) {
      log.warn(`dark mode: ignoring the stored ${where === 'local' ? 'localStorage' : 'cookie'} value ${JSON.stringify(raw)} of "${key}" (expected "default" or "dark")`);
    }
    let mode: ThemeMode = resolution.mode;
    let followSystem = resolution.source === 'system';

    const show = (next: ThemeMode) => {
      mode = next;
      applyTheme(doc, mode);
      for (const toggle of doc.querySelectorAll(DARK_MODE_TOGGLE)) syncToggle(toggle, mode);
    };
    show(mode);

    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest(DARK_MODE_TOGGLE) : null;
      if (!toggle) return;
      event.preventDefault();
      const next = toggledMode(mode);
      followSystem = false;
      ctx.storage.local.set(key, next);
      ctx.storage.cookies.set(key, next, { days: DARK_MODE_COOKIE_DAYS });
      show(next);
    };
    const onSystemChange = (event: MediaQueryListEvent) => {
      if (followSystem) show(event.matches ? 'dark' : 'default');
    };
    // A choice in another tab of the site applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      const stored = readStoredMode(event.newValue);
      if (stored.kind !== 'mode') return;
      followSystem = false;
      show(stored.mode);
    };

    doc.addEventListener('click', onClick);
    media?.addEventListener('change', onSystemChange);
    win.addEventListener('storage', onStorage);
    return () => {
      doc.removeEventListener('click', onClick);
      media?.removeEventListener('change', onSystemChange);
      win.removeEventListener('storage', onStorage);
    };
  },
};

/** A toggle that arrives after the page part mounted (or before it) shows the current mode. */
export const darkModeToggle: Feature<AppContext> = {
  name: 'dark-mode-toggle',
  selector: DARK_MODE_TOGGLE,
  mount(toggle, ctx) {
    syncToggle(toggle, currentTheme(ctx.doc));
  },
};
