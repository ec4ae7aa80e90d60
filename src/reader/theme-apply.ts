/**
 * Puts a theme on the page as Pixwell Core's core.js does: `data-theme` on <body> (what the
 * theme's `[data-theme="dark"]` rules read), `activated` on every `.mode-icon-dark` or every
 * `.mode-icon-default` of the page (the theme's CSS keeps a `.dark-mode-icon` without it invisible),
 * and, ours, each toggle's aria-pressed. The body's attribute as the server printed it is
 * remembered before the first change, so the server's choice can still be told from ours.
 */
import type { ThemeMode } from './theme-mode';

export const DARK_MODE_TOGGLE = '.dark-mode-toggle';

/** body → its data-theme as printed (null: none), recorded before the bundle first changes it. */
const printedThemes = new WeakMap<HTMLElement, string | null>();

/** body[data-theme] as the server printed it, whatever the bundle did to it since. */
export function printedTheme(doc: Document): string | null {
  const body = doc.body;
  if (!body) return null;
  return printedThemes.has(body) ? (printedThemes.get(body) ?? null) : body.getAttribute('data-theme');
}

export function applyTheme(doc: Document, mode: ThemeMode): void {
  const body = doc.body;
  if (!body) return;
  if (!printedThemes.has(body)) printedThemes.set(body, body.getAttribute('data-theme'));
  if (body.getAttribute('data-theme') !== mode) body.setAttribute('data-theme', mode);
}

/** Every mode icon of the page: the current mode's carry `activated`, the others not. */
export function syncIcons(root: ParentNode, mode: ThemeMode): void {
  const dark = mode === 'dark';
  for (const icon of root.querySelectorAll('.mode-icon-dark')) icon.classList.toggle('activated', dark);
  for (const icon of root.querySelectorAll('.mode-icon-default')) icon.classList.toggle('activated', !dark);
}

/** aria-pressed means "dark mode on". */
export function syncToggle(toggle: Element, mode: ThemeMode): void {
  toggle.setAttribute('aria-pressed', String(mode === 'dark'));
  syncIcons(toggle, mode);
}

/** The theme the page shows now, as the body says; "default" when it does not say dark. */
export function currentTheme(doc: Document): ThemeMode {
  return doc.body?.getAttribute('data-theme') === 'dark' ? 'dark' : 'default';
}
