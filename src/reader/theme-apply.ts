/**
 * Puts a theme on the page: `data-theme` on <html> (available before <body> exists, for CSS that
 * wants it) and on <body> (what the theme's CSS reads), and the state of each toggle. Used by the
 * early run before first paint and by the dark-mode feature.
 */
import type { ThemeMode } from './theme-mode';

export const DARK_MODE_TOGGLE = '.dark-mode-toggle';

export function applyTheme(doc: Document, mode: ThemeMode): void {
  if (doc.documentElement?.getAttribute('data-theme') !== mode) doc.documentElement?.setAttribute('data-theme', mode);
  if (doc.body && doc.body.getAttribute('data-theme') !== mode) doc.body.setAttribute('data-theme', mode);
}

/** aria-pressed means "dark mode on"; the icon of the current mode carries `.activated`. */
export function syncToggle(toggle: Element, mode: ThemeMode): void {
  const dark = mode === 'dark';
  toggle.setAttribute('aria-pressed', String(dark));
  for (const icon of toggle.querySelectorAll('.mode-icon-dark')) icon.classList.toggle('activated', dark);
  for (const icon of toggle.querySelectorAll('.mode-icon-default')) icon.classList.toggle('activated', !dark);
}

/** The theme the page shows now, as the body (else <html>) says; "default" when neither says dark. */
export function currentTheme(doc: Document): ThemeMode {
  const value = doc.body?.getAttribute('data-theme') ?? doc.documentElement?.getAttribute('data-theme');
  return value === 'dark' ? 'dark' : 'default';
}
