/**
 * The HTML of a fixture page as the server recorded it. A few pages are variants of another one
 * (the article plus the theme's newsletter popup): they are built from their base page and a
 * fragment, so the recorded page exists once and its variants cannot drift from it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Path arithmetic, not `new URL(…, import.meta.url)`: under jsdom tests URL is jsdom's own class.
const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'pages');

/** Page id → the base page, the fragment (fixtures/pages/fragments/{name}.html) and where it goes. */
const VARIANTS: Readonly<Record<string, { base: string; fragment: string; before: string }>> = {
  'radio-newsletter-popup': { base: 'radio-article', fragment: 'newsletter-popup', before: '<div id="rb-cookie"' },
};

export function pageHtml(id: string): string {
  const variant = VARIANTS[id];
  if (!variant) return readFileSync(join(PAGES_DIR, `${id}.html`), 'utf8');
  const base = pageHtml(variant.base);
  const at = base.indexOf(variant.before);
  if (at < 0) throw new Error(`${id}: "${variant.before}" is not in ${variant.base}.html`);
  const fragment = readFileSync(join(PAGES_DIR, 'fragments', `${variant.fragment}.html`), 'utf8');
  return base.slice(0, at) + fragment + base.slice(at);
}
