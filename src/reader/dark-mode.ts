/**
 * Dark mode, as Pixwell Core's core.js with its toggle
 * (`aside.header-dark-mode > span.dark-mode-toggle > span.mode-icons > span.dark-mode-icon.mode-icon-dark
 * + span.dark-mode-icon.mode-icon-default`, in the desktop, sticky and mobile bars). One page-wide
 * part holds the state: it applies the mode theme-mode.ts resolves (localStorage[darkModeID], the
 * 11.x cookie, the server's body[data-theme], then, on a site that offers dark mode, the system's
 * prefers-color-scheme, followed until the reader picks), activates the matching icons (the theme's
 * CSS hides both until then), and switches on every click of a toggle through one delegated
 * listener: `trigged` on the toggle and `switch-smooth` on <body> (the theme's transitions), the
 * mode flipped, stored in localStorage and in the cookie (60 days), and followed in other tabs. A
 * per-toggle part gives each toggle (a plain span) a button's role, keys, name and aria-pressed.
 * A site without dark mode gets none of it. Before first paint the early run (early-run.ts) has
 * already put the same mode on <body>.
 */
import type { Feature } from '../core/attach';
import { listen } from '../core/listen';
import { strings } from '../core/strings';
import { readGlobal } from '../core/wp-config';
import type { AppContext } from '../context';
import { asButton } from './as-button';
import { applyTheme, currentTheme, DARK_MODE_TOGGLE, printedTheme, syncIcons, syncToggle } from './theme-apply';
import {
  cookieDecides,
  DARK_MODE_COOKIE_DAYS,
  darkModeKey,
  PREFERS_DARK_QUERY,
  readStoredMode,
  resolveTheme,
  toggledMode,
  type ThemeMode,
} from './theme-mode';

export const darkMode: Feature<AppContext> = {
  name: 'dark-mode',
  selector: 'html',
  mount(_root, ctx) {
    const { doc, win, log } = ctx;
    const key = darkModeKey(readGlobal(win, 'pixwellCoreParams'));
    const media = typeof win.matchMedia === 'function' ? win.matchMedia(PREFERS_DARK_QUERY) : null;
    const printed = printedTheme(doc);
    const local = ctx.storage.local.get(key);
    const resolution = resolveTheme({
      local,
      cookie: cookieDecides(local) ? ctx.storage.cookies.get(key) : null,
      printed,
      offered: printed !== null || doc.querySelector(DARK_MODE_TOGGLE) !== null,
      prefersDark: media?.matches ?? false,
    });
    for (const { where, raw } of resolution.corrupt) {
      log.warn(
        `dark mode: ignoring the stored ${where === 'local' ? 'localStorage' : 'cookie'} value ${JSON.stringify(raw)} of "${key}" (expected "default" or "dark")`,
      );
    }
    if (resolution.mode === null) return;
    let mode: ThemeMode = resolution.mode;
    let followSystem = resolution.source === 'system';

    const show = (next: ThemeMode) => {
      mode = next;
      applyTheme(doc, mode);
      syncIcons(doc, mode);
      for (const toggle of doc.querySelectorAll(DARK_MODE_TOGGLE)) syncToggle(toggle, mode);
    };
    show(mode);

    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest(DARK_MODE_TOGGLE) : null;
      if (!toggle) return;
      event.preventDefault();
      toggle.classList.add('trigged');
      doc.body.classList.add('switch-smooth');
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

    const unlisten = [
      listen(doc, { click: onClick }),
      media ? listen(media, { change: onSystemChange }) : () => undefined,
      listen(win, { storage: onStorage }),
    ];
    return () => {
      for (const remove of unlisten) remove();
    };
  },
};

/** Each toggle: a button for keyboards and assistive technology, showing the current mode. */
export const darkModeToggle: Feature<AppContext> = {
  name: 'dark-mode-toggle',
  selector: DARK_MODE_TOGGLE,
  mount(element, ctx) {
    const toggle = element as HTMLElement;
    const undoButton = asButton(toggle);
    const addedLabel = !toggle.hasAttribute('aria-label') && !toggle.hasAttribute('aria-labelledby') && !toggle.textContent?.trim();
    if (addedLabel) toggle.setAttribute('aria-label', strings.readerUi.darkModeToggle);
    // The page part has applied the mode already when it mounted first; a later toggle catches up.
    if (ctx.doc.body?.hasAttribute('data-theme')) syncToggle(toggle, currentTheme(ctx.doc));
    return () => {
      undoButton();
      if (addedLabel) toggle.removeAttribute('aria-label');
    };
  },
};
