/**
 * The README and docs/ cannot rot silently: every relative link (and its #anchor) leads to a file
 * and a heading that exist, every path of the repository they name (src/…, harness/…, tests/…,
 * fixtures/…, docs/…) exists, each document opens with its table of contents, no prose line runs
 * past 300 characters, and the dark-mode head snippet quoted in docs/integrating.md is the one
 * the bundle's tests run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HEAD_SNIPPET } from '../../../src/reader/head-snippet';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DOCS = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name)),
];
const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => relative(ROOT, file);

/**
 * Paths that look like the repository's but name files of another project: swg-js's documents
 * and sources, which the subscriptions docs cite as the reference the client was held to.
 */
const OTHER_PROJECTS = new Set([
  'docs/subscribe-flow.md',
  'docs/deferred-account-flow.md',
  'src/api/subscriptions.ts',
  'src/runtime/runtime.ts',
  'src/proto/api_messages.ts',
]);

/** The text without fenced code blocks (their paths are code, their lines may be long). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```$/gm, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  return new Set([...prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? '')));
}

/** Every `[text](target)` and `![alt](target)` outside code that is not an outside address. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^[a-z]+:/i.test(target));
}

/** Every path of the repository the text names, in code spans or in prose; globs and templates left out. */
export function repositoryPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w./@-])((?:src|harness|tests|fixtures|docs)\/[\w./-]*)/g)) {
    const path = (match[1] ?? '').replace(/[.,]+$/, '');
    const next = text[(match.index ?? 0) + (match[1] ?? '').length] ?? '';
    if (next === '*' || next === '{' || next === '…' || OTHER_PROJECTS.has(path)) continue;
    found.add(path);
  }
  return [...found];
}

describe.each(DOCS.map((file) => [name(file), file] as const))('%s', (_name, file) => {
  const text = read(file);

  it('opens with its table of contents', () => {
    expect(text.split('\n').slice(0, 25).join('\n')).toMatch(/^Contents:$/m);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const target of relativeLinks(text)) {
      const [path = '', anchor] = target.split('#');
      const linked = path === '' ? file : join(dirname(file), path);
      if (!existsSync(linked)) broken.push(`${target}: no such file`);
      else if (anchor !== undefined && linked.endsWith('.md') && !anchors(linked).has(anchor)) broken.push(`${target}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it('names only paths of the repository that exist', () => {
    expect(repositoryPaths(text).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('has no prose line over 300 characters (table rows aside)', () => {
    const long = prose(text)
      .split('\n')
      .filter((line) => line.length > 300 && !line.startsWith('|'));
    expect(long).toEqual([]);
  });
});

describe('docs/integrating.md', () => {
  it('quotes the dark-mode head snippet the tests run, unchanged', () => {
    expect(read(join(ROOT, 'docs/integrating.md'))).toContain(HEAD_SNIPPET.trim());
  });

  it('holds the child-theme recipe between its markers', () => {
    expect(read(join(ROOT, 'docs/integrating.md'))).toMatch(
      /<!-- child-theme-recipe[^>]*-->\s*```php\n[\s\S]*?```\s*<!-- \/child-theme-recipe -->/,
    );
  });
});
