/**
 * The tests a Playwright JSON report counts against the run (failed, or passed only on a retry),
 * as short lines for the closing summary of `npm test`: CI keeps only the end of the output, and a
 * failure that scrolled out of it must still be named there.
 */

interface ReportResult {
  status?: string;
  error?: { message?: string };
  errors?: { message?: string }[];
}
interface ReportTest {
  status?: string;
  results?: ReportResult[];
}
interface ReportSpec {
  title?: string;
  file?: string;
  line?: number;
  tests?: ReportTest[];
}
export interface ReportSuite {
  title?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

/** Terminal colour codes Playwright leaves in its messages. */
const ANSI = /\u001b\[[0-9;]*m/g;
const MESSAGE_LENGTH = 200;

/** The first line of the first error of a test's runs, without colour codes, cut at 200 characters. */
function firstError(results: ReportResult[]): string {
  for (const result of results) {
    const message = result.error?.message ?? result.errors?.find((error) => error.message)?.message;
    if (!message) continue;
    const line =
      message
        .replace(ANSI, '')
        .split('\n')
        .find((text) => text.trim() !== '') ?? '';
    return line.length > MESSAGE_LENGTH ? `${line.slice(0, MESSAGE_LENGTH - 1)}…` : line.trim();
  }
  return '';
}

/** "file:line › describe › title (flaky|failed): first error line", one per counted test. */
export function failedTests(suites: readonly ReportSuite[], titles: readonly string[] = []): string[] {
  const lines: string[] = [];
  for (const suite of suites) {
    // A file's own suite is titled with its path: the path is already in the spec's location.
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const verdict = test.status === 'flaky' ? 'passed only on its retry' : 'failed';
        const error = firstError(test.results ?? []);
        lines.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${verdict})${error ? `: ${error}` : ''}`);
      }
    }
    lines.push(...failedTests(suite.suites ?? [], path));
  }
  return lines;
}
