/**
 * `npm test`: the lint stage (ESLint, Prettier, dependency-cruiser, knip), the type check, the unit tests, the bundle build (with the WordPress plugin zip) and
 * its size budget, the console build, the end-to-end tests through the harness and the WordPress
 * stage (the plugin on a real WordPress), in that order, and one closing line `N passed, N failed`
 * that sums them (CI reads it). Exits non-zero when anything failed. Each stage keeps going after
 * an earlier failure so one run shows all.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { BUNDLE_FILE, budgetVerdict, fileSize } from './bundle-size';
import { WORDPRESS_PACKAGES } from '../wordpress/wordpress-site';
import { ensureDebianPackages } from './debian-packages';
import { ensureChromium } from './ensure-chromium';
import { failedTests, type ReportSuite } from './playwright-report';
import { LINT_TOOLS, runLint } from './lint';

interface Tally {
  passed: number;
  failed: number;
}

const total: Tally = { passed: 0, failed: 0 };
const summary: string[] = [];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function record(stage: string, tally: Tally): void {
  total.passed += tally.passed;
  total.failed += tally.failed;
  summary.push(`${stage}: ${tally.passed} passed, ${tally.failed} failed`);
}

/** A stage with no count of its own (type check, build) counts as one check. */
function check(stage: string, ok: boolean): boolean {
  record(stage, ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  return ok;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('reports', { recursive: true });
rmSync('reports/unit.json', { force: true });
rmSync('reports/e2e.json', { force: true });
rmSync('reports/wordpress.json', { force: true });

// First: it takes about a minute and names a broken rule before the long stages start.
const lintFailed = runLint(false);
for (const tool of LINT_TOOLS) check(`lint: ${tool.name}`, !lintFailed.includes(tool.name));

check('type check', run('npx', ['tsc', '--noEmit', '-p', '.']));

const unitOk = run('npx', [
  'vitest',
  'run',
  '--config',
  'tests/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/unit.json',
]);
const unit = readJson('reports/unit.json') as { numPassedTests?: number; numFailedTests?: number } | undefined;
if (unit && typeof unit.numPassedTests === 'number') {
  // A suite that failed to load has no failed test of its own: count the run as one failure.
  record('unit', { passed: unit.numPassedTests, failed: (unit.numFailedTests ?? 0) + (unitOk || unit.numFailedTests ? 0 : 1) });
} else check('unit (no report)', false);

const bundleBuilt = check('bundle build', run('npx', ['vite', 'build', '--logLevel', 'warn']));
if (bundleBuilt) {
  // Deterministic, unlike the bench's timings: the same bundle always gives the same gzip figure.
  const verdict = budgetVerdict(fileSize(readFileSync(BUNDLE_FILE)).gzip);
  check(`size budget, ${verdict.text}`, verdict.ok);
} else summary.push('size budget: skipped, the build failed');
const built =
  bundleBuilt && check('console build', run('npx', ['vite', 'build', '--config', 'harness/console/vite.config.ts', '--logLevel', 'warn']));

/** A Playwright run and its JSON report: a test that passed only on its retry counts as failed. */
function playwrightStage(stage: string, config: string, report: string): void {
  const ok = run('npx', ['playwright', 'test', '--config', config]);
  const result = readJson(report) as
    { stats?: { expected?: number; unexpected?: number; flaky?: number }; suites?: ReportSuite[] } | undefined;
  if (result?.stats) {
    const failed = (result.stats.unexpected ?? 0) + (result.stats.flaky ?? 0);
    record(stage, { passed: result.stats.expected ?? 0, failed: failed + (ok || failed ? 0 : 1) });
    summary.push(...failedTests(result.suites ?? []).map((line) => `  ${line}`));
  } else check(`${stage} (no report)`, false);
}

const chromium = built && ensureChromium('headless-shell');
if (!built) summary.push('end-to-end: skipped, the build failed');
else if (!chromium) check('end-to-end (Chromium missing)', false);
else playwrightStage('end-to-end', 'tests/playwright.config.ts', 'reports/e2e.json');

// The plugin zip on a real WordPress (Debian's, with PHP and MariaDB, started and stopped by the stage).
if (!built || !chromium) summary.push('WordPress: skipped, no build or no Chromium');
else if (!ensureDebianPackages(WORDPRESS_PACKAGES)) check('WordPress (packages missing)', false);
else playwrightStage('WordPress', 'tests/wordpress/playwright.config.ts', 'reports/wordpress.json');

console.log(`\n${summary.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
