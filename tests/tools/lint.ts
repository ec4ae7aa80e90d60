/**
 * `npm run lint`: the checks that keep the code as the architecture describes it, each a tool the
 * ecosystem knows, run one after the other with one line each:
 * - ESLint (typescript-eslint's type-aware rules, React's hooks rules, at most 300 lines a file);
 * - Prettier, the one format;
 * - dependency-cruiser, the layers (features import only core, nothing imports the harness, no
 *   import circle: `.dependency-cruiser.cjs`);
 * - knip, nothing unused (files, exports, dependencies).
 * `npm run lint -- --fix` lets ESLint, Prettier and knip repair what they can, then checks again.
 * `npm test` runs it as its first stage; each tool counts as one check.
 */
import { spawnSync } from 'node:child_process';

export interface LintTool {
  name: string;
  check: string[];
  /** The same tool repairing what it can; absent when only a person can. */
  fix?: string[];
}

const SOURCES = ['src', 'harness', 'tests', 'vite.config.ts', 'eslint.config.js'];

export const LINT_TOOLS: LintTool[] = [
  {
    name: 'ESLint',
    // No cache: with type-aware rules a file's findings change when a type in another file (or a
    // package) does, and ESLint's cache only sees the file itself.
    check: ['eslint', '--max-warnings', '0', ...SOURCES],
    fix: ['eslint', '--fix', ...SOURCES],
  },
  {
    name: 'Prettier',
    check: ['prettier', '--check', '--log-level', 'warn', '.'],
    fix: ['prettier', '--write', '--log-level', 'warn', '.'],
  },
  { name: 'dependency-cruiser', check: ['depcruise', 'src', 'harness', 'tests', '--output-type', 'err'] },
  { name: 'knip', check: ['knip', '--no-progress'], fix: ['knip', '--no-progress', '--fix', '--fix-type', 'exports,types'] },
];

/** Runs every tool (after its fix when `fix`); the names of those that failed. */
export function runLint(fix: boolean): string[] {
  const failed: string[] = [];
  for (const tool of LINT_TOOLS) {
    if (fix && tool.fix) spawnSync('npx', tool.fix, { stdio: 'inherit' });
    const started = Date.now();
    const ok = spawnSync('npx', tool.check, { stdio: 'inherit' }).status === 0;
    console.log(`lint: ${tool.name} ${ok ? 'clean' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (!ok) failed.push(tool.name);
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = runLint(process.argv.includes('--fix'));
  process.exit(failed.length === 0 ? 0 : 1);
}
