/**
 * The lint stage fails on what the architecture forbids: each rule is run, with the project's own
 * config, over a small tree that breaks it (and a twin that keeps it), so a rule that stopped
 * matching fails here. The trees live in the system's temporary folder (knip skips anything under
 * a node_modules folder) with a link to the project's packages.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const trees: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  trees.push(dir);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const all = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function tool(bin: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const result = spawnSync(join(ROOT, 'node_modules/.bin', bin), args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const cruise = (cwd: string) =>
  tool('depcruise', ['src', 'harness', 'tests', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], cwd);

afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('dependency-cruiser with the project rules', () => {
  const core = {
    'src/core/log.ts': 'export const log = 1;\n',
    'harness/server.ts': 'export {};\n',
    'tests/unit/a.test.ts': 'export {};\n',
  };

  it('passes a feature that imports core', () => {
    expect(cruise(tree({ ...core, 'src/radio/a.ts': "import { log } from '../core/log';\nexport const a = log;\n" })).ok).toBe(true);
  });

  it('fails an import circle', () => {
    const result = cruise(
      tree({
        ...core,
        'src/radio/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'src/radio/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-circular');
  });

  it('fails a feature that imports another feature', () => {
    const result = cruise(
      tree({
        ...core,
        'src/reader/r.ts': 'export const r = 1;\n',
        'src/radio/a.ts': "import { r } from '../reader/r';\nexport const a = r;\n",
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('feature-imports-no-other-feature');
  });

  it('fails core importing a feature, and src importing the harness', () => {
    const result = cruise(
      tree({
        ...core,
        'src/radio/a.ts': 'export const a = 1;\n',
        'src/core/b.ts': "import { a } from '../radio/a';\nimport '../../harness/server';\nexport const b = a;\n",
      }),
    );
    expect(result.output).toContain('core-imports-no-feature');
    expect(result.output).toContain('src-imports-no-harness-or-tests');
  });

  it('fails a part of the subscriptions client that imports its composition root', () => {
    const result = cruise(
      tree({
        ...core,
        'src/subscriptions/client.ts': 'export const client = 1;\n',
        'src/subscriptions/flows/f.ts': "import { client } from '../client';\nexport const f = client;\n",
      }),
    );
    expect(result.output).toContain('subscriptions-client-is-the-root');
  });

  it('fails the harness taking a src module that is not a named seam', () => {
    const result = cruise(
      tree({
        ...core,
        'src/radio/station-store.ts': 'export const s = 1;\n',
        'harness/mock.ts': "import { s } from '../src/radio/station-store';\nexport const m = s;\n",
      }),
    );
    expect(result.output).toContain('harness-uses-src-seams');
  });
});

describe('knip with the project settings', () => {
  const project = (used: boolean) =>
    tree({
      'package.json': JSON.stringify({ name: 'tree', private: true, type: 'module' }),
      'knip.json': JSON.stringify({ entry: ['src/main.ts'], project: ['src/**/*.ts'] }),
      'src/main.ts': used
        ? "import { shown, kept } from './parts';\nconsole.log(shown, kept);\n"
        : "import { shown } from './parts';\nconsole.log(shown);\n",
      'src/parts.ts': 'export const shown = 1;\nexport const kept = 2;\n',
    });

  it('passes when every export is used', () => {
    expect(tool('knip', ['--no-progress'], project(true)).ok).toBe(true);
  });

  it('fails an unused export and names it', () => {
    const result = tool('knip', ['--no-progress'], project(false));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Unused exports[\s\S]*kept/);
  });
});
