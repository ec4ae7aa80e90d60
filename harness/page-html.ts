/**
 * The HTML of a fixture page as the server recorded it. A few pages are variants of another one
 * (the article plus the theme's newsletter popup; the premium article with a publisher's page
 * code of the provider's documentation in place of the magazine's): they are built from their
 * base page and a fragment, so the recorded page exists once and its variants cannot drift from it.
 *
 * The magazine theme's pages share one head, header and footer, as the theme's templates do:
 * they say `<!--#include file="fragments/theme/header.html" -->` (server-side-include syntax,
 * paths relative to fixtures/pages/), resolved here before anything else sees the page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageVariant } from './page-variant';
import { PUBLISHER_VARIANTS } from './publisher-pages';
import { findRecording, recordedHtml } from './recorded-pages';

// Path arithmetic, not `new URL(…, import.meta.url)`: under jsdom tests URL is jsdom's own class.
const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'pages');

/** Page id → how it is made from its base page. */
const VARIANTS: Readonly<Record<string, PageVariant>> = {
  'radio-newsletter-popup': {
    base: 'radio-article',
    fragment: 'newsletter-popup',
    at: '<!--#include file="fragments/radio/cookie-notice.html" -->',
  },
  ...PUBLISHER_VARIANTS,
};

const INCLUDE = /<!--#include file="([^"]+)" -->/g;
const MAX_INCLUDE_DEPTH = 8;

const readPage = (path: string): string => {
  if (path.split('/').includes('..')) throw new Error(`${path}: includes stay inside fixtures/pages`);
  return readFileSync(join(PAGES_DIR, path), 'utf8');
};

/** `text` with its includes resolved (nested ones too). */
function resolveIncludes(text: string, depth: number): string {
  if (depth > MAX_INCLUDE_DEPTH) throw new Error(`includes nest deeper than ${MAX_INCLUDE_DEPTH} (a cycle?)`);
  return text.replace(INCLUDE, (_directive, included: string) => resolveIncludes(readPage(included), depth + 1).replace(/\n$/, ''));
}

/** A file of fixtures/pages/ with its includes resolved. */
export function fixtureFile(path: string): string {
  return resolveIncludes(readPage(path), 0);
}

/** The base page's own file with the variant's fragment spliced in (as an include, resolved with the rest). */
function variantFile(id: string, variant: PageVariant): string {
  const base = readPage(`${variant.base}.html`);
  const at = base.indexOf(variant.at);
  if (at < 0) throw new Error(`${id}: "${variant.at}" is not in ${variant.base}.html`);
  const include = `<!--#include file="fragments/${variant.fragment}.html" -->`;
  const rest = variant.replace ? base.slice(at + variant.at.length) : `\n${base.slice(at)}`;
  return base.slice(0, at) + include + rest;
}

export function pageHtml(id: string): string {
  // A recorded page is served as its server sent it: no includes, no variants.
  if (findRecording(id)) return recordedHtml(id);
  const variant = VARIANTS[id];
  return variant ? resolveIncludes(variantFile(id, variant), 0) : fixtureFile(`${id}.html`);
}
