/**
 * The WordPress plugin's PHP as WordPress's review rules want it, checked on the source: every
 * file refuses to run outside WordPress, and every text a site owner reads is translatable in the
 * plugin's text domain and present in its POT, so a translator misses nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLUGIN_SOURCE } from '../../tools/wordpress-zip';

const DOMAIN = 'site-client';

function phpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? phpFiles(join(dir, entry.name)) : entry.name.endsWith('.php') ? [join(dir, entry.name)] : [],
  );
}

const files = phpFiles(PLUGIN_SOURCE).map((file) => ({ name: relative(PLUGIN_SOURCE, file), php: readFileSync(file, 'utf8') }));

/** A PHP single-quoted string's value. */
const phpSingleQuoted = (body: string): string => body.replace(/\\(['\\])/g, '$1');

const STRING = String.raw`'((?:[^'\\]|\\.)*)'`;
/** Single-text gettext calls: the text and its domain. */
const SINGLE = new RegExp(String.raw`\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*${STRING}\s*,\s*${STRING}\s*\)`, 'g');
/** Plural calls: singular, plural, the count, the domain. */
const PLURAL = new RegExp(String.raw`\b_n\(\s*${STRING}\s*,\s*${STRING}\s*,[^,]+,\s*${STRING}\s*\)`, 'g');
/** Any gettext call at all, however written. */
const ANY_CALL = /\b(?:__|_e|_x|_n|_nx|esc_html__|esc_html_e|esc_attr__|esc_attr_e|esc_html_x|esc_attr_x)\(/g;

/** The msgids of a POT file (continued lines joined, C escapes undone). */
export function potMessages(pot: string): Set<string> {
  const ids = new Set<string>();
  const entries = pot.split(/\n\s*\n/);
  for (const entry of entries) {
    for (const key of ['msgid', 'msgid_plural']) {
      const match = new RegExp(`^${key} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, 'm').exec(entry);
      if (!match?.[1]) continue;
      const text = [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => part[1] ?? '').join('');
      ids.add(
        text
          .replace(/\\n/g, '\n')
          .replace(/\\t/g, '\t')
          .replace(/\\(["\\])/g, '$1'),
      );
    }
  }
  ids.delete('');
  return ids;
}

describe("the plugin's PHP files", () => {
  it('are there: the main file, the uninstaller and the includes', () => {
    const names = files.map((file) => file.name);
    expect(names).toContain('site-client.php');
    expect(names).toContain('uninstall.php');
    expect(names.filter((name) => name.startsWith('includes/')).length).toBeGreaterThan(3);
  });

  it.each(files.map((file) => [file.name, file.php] as const))('%s exits when loaded outside WordPress', (name, php) => {
    const guard =
      name === 'uninstall.php'
        ? /defined\(\s*'WP_UNINSTALL_PLUGIN'\s*\)/
        : /defined\(\s*'ABSPATH'\s*\)\s*\|\|\s*exit;|if\s*\(\s*!\s*defined\(\s*'ABSPATH'\s*\)\s*\)\s*\{?\s*exit;/;
    expect(php).toMatch(guard);
  });
});

describe('translations', () => {
  const pot = potMessages(readFileSync(join(PLUGIN_SOURCE, 'languages/site-client.pot'), 'utf8'));
  const calls = files.flatMap((file) => [
    ...[...file.php.matchAll(SINGLE)].map((match) => ({ file: file.name, texts: [match[1] ?? ''], domain: match[2] ?? '' })),
    ...[...file.php.matchAll(PLURAL)].map((match) => ({
      file: file.name,
      texts: [match[1] ?? '', match[2] ?? ''],
      domain: match[3] ?? '',
    })),
  ]);

  it('every gettext call is a literal text with a literal domain (no variables a translator cannot see)', () => {
    const all = files.reduce((count, file) => count + [...file.php.matchAll(ANY_CALL)].length, 0);
    expect(calls.length).toBeGreaterThan(20);
    expect(calls).toHaveLength(all);
  });

  it('every call uses the text domain site-client', () => {
    expect(calls.filter((call) => call.domain !== DOMAIN)).toEqual([]);
  });

  it('every text is in languages/site-client.pot', () => {
    const missing = calls.flatMap((call) =>
      call.texts
        .map(phpSingleQuoted)
        .filter((text) => !pot.has(text))
        .map((text) => `${call.file}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('potMessages reads continued and escaped msgids', () => {
    expect([...potMessages('msgid ""\nmsgstr ""\n\nmsgid "a \\"b\\" "\n"c"\nmsgstr ""\n')]).toEqual(['a "b" c']);
  });
});
