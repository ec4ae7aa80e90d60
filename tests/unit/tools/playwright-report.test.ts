import { describe, expect, it } from 'vitest';
import { failedTests, type ReportSuite } from '../../tools/playwright-report';

const report: ReportSuite[] = [
  {
    title: 'auto-prompt.spec.ts',
    specs: [{ title: 'passes', file: 'auto-prompt.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] }],
    suites: [
      {
        title: 'the auto prompt',
        specs: [
          {
            title: 'opens',
            file: 'auto-prompt.spec.ts',
            line: 12,
            tests: [
              {
                status: 'flaky',
                results: [
                  { status: 'failed', error: { message: '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: x' } },
                  { status: 'passed' },
                ],
              },
            ],
          },
          { title: 'skipped', file: 'auto-prompt.spec.ts', line: 20, tests: [{ status: 'skipped', results: [] }] },
        ],
        suites: [
          {
            title: 'nested',
            specs: [
              {
                title: 'breaks',
                file: 'auto-prompt.spec.ts',
                line: 30,
                tests: [{ status: 'unexpected', results: [{ status: 'timedOut', errors: [{ message: `${'x'.repeat(300)}` }] }] }],
              },
            ],
          },
        ],
      },
    ],
  },
];

describe('failedTests', () => {
  it('names a flaky and a failed test with their describe path and first error line, and nothing else', () => {
    const lines = failedTests(report);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'auto-prompt.spec.ts:12 › the auto prompt › opens (passed only on its retry): Error: expect(locator).toBeVisible()',
    );
    expect(lines[1]).toMatch(/^auto-prompt\.spec\.ts:30 › the auto prompt › nested › breaks \(failed\): x{199}…$/);
  });

  it('says nothing of a clean run or an empty report', () => {
    expect(failedTests([])).toEqual([]);
    expect(
      failedTests([{ title: 'a.spec.ts', specs: [{ title: 't', file: 'a.spec.ts', line: 1, tests: [{ status: 'expected' }] }] }]),
    ).toEqual([]);
  });

  it('a failure without an error message is still named', () => {
    expect(
      failedTests([
        { specs: [{ title: 't', file: 'a.spec.ts', line: 1, tests: [{ status: 'unexpected', results: [{ status: 'failed' }] }] }] },
      ]),
    ).toEqual(['a.spec.ts:1 › t (failed)']);
  });
});
