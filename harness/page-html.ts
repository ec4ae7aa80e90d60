/**
 * The HTML of a fixture page as the server recorded it. A few pages are variants of another one
 * (the article plus the theme's newsletter popup): they are built from their base page and a
 * fragment, so the recorded page exists once and its variants cannot drift from it.
 *
 * The magazine theme's pages share one head, header and footer, as the theme's templates do:
 * they say `<!--#include file="fragments/theme/header.html" -->` (server-side-include syntax,
 * paths relative to fixtures/pages/), resolved here before anything else sees the page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Path arithmetic, not `new URL(…, import.meta.url)`: under jsdom tests URL is jsdom's own class.
const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'pages');

/** Page id → the base page, the fragment (fixtures/pages/fragments/{name}.html) and where it goes. */
const VARIANTS: Readonly<Record<string, { base: string; fragment: string; before: string }>> = {
  'radio-newsletter-popup': { base: 'radio-article', fragment: 'newsletter-popup', before: '<aside id="rb-cookie"' },
};

const INCLUDE = /<!--#include file="([^"]+)" -->/g;
const MAX_INCLUDE_DEPTH = 8;

/** A file of fixtures/pages/ with its includes resolved (nested ones too). */
export function fixtureFile(path: string, depth = 0): string {
  if (depth > MAX_INCLUDE_DEPTH) throw new Error(`${path}: includes nest deeper than ${MAX_INCLUDE_DEPTH} (a cycle?)`);
  if (path.split('/').includes('..')) throw new Error(`${path}: includes stay inside fixtures/pages`);
  const text = readFileSync(join(PAGES_DIR, path), 'utf8');
  return text.replace(INCLUDE, (_directive, included: string) => fixtureFile(included, depth + 1).replace(/\n$/, ''));
}

export function pageHtml(id: string): string {
  const variant = VARIANTS[id];
  if (!variant) return fixtureFile(`${id}.html`);
  const base = pageHtml(variant.base);
  const at = base.indexOf(variant.before);
  if (at < 0) throw new Error(`${id}: "${variant.before}" is not in ${variant.base}.html`);
  const fragment = readFileSync(join(PAGES_DIR, 'fragments', `${variant.fragment}.html`), 'utf8');
  return base.slice(0, at) + fragment + base.slice(at);
}
