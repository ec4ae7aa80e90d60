/**
 * The interaction fault matrix (issue 25): every interaction of both sites that asks a server ×
 * every way the request can fail (fault-matrix/interaction.ts). In every cell: the reader is told
 * (the spec's text, or the page as it was) and the bundle logs a warning, no page error, nothing
 * hostile runs, what the reader typed is kept, and once the server is back the reader's retry
 * works. The rows are fault-matrix/rows-*.ts; a new interaction is one row, a new fault one entry
 * of FAULTS and of armFault.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { armFault } from './fault-matrix/faults';
import { FAULT_RAN_FLAG, FAULTS, type Fault, type Interaction } from './fault-matrix/interaction';
import { matrixTable } from './fault-matrix/matrix-table';
import { INTERACTIONS } from './fault-matrix/rows';
import { expect, openPage, pageErrors, test } from './harness-fixtures';

const nothingRan = (page: Page) => page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], FAULT_RAN_FLAG);

/** Warnings and errors the page logged (the bundle's failures are logged as one or the other). */
function warningsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => (message.type() === 'warning' || message.type() === 'error') && seen.push(message.text()));
  return seen;
}

async function runCell(page: Page, row: Interaction, fault: Fault): Promise<void> {
  const errors = pageErrors(page);
  const warnings = warningsOf(page);
  await page.clock.install();
  const armed = await armFault(page, row, fault);
  await openPage(page, row.page, row.scenario ?? 'default');
  await row.prepare?.(page);
  await row.act(page);

  if (fault === 'hostile') {
    await row.hostile.shown(page);
  } else if (fault === 'overtaken' && row.overtaken) {
    await expect.poll(() => armed.held() !== undefined, { message: 'the first request was sent' }).toBe(true);
    await row.overtaken.again(page);
    await row.overtaken.shown(page);
    // The first answer arrives last (or its request was cancelled): it must change nothing.
    await armed
      .held()
      ?.fallback()
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await row.overtaken.shown(page);
  } else {
    if (fault === 'timeout') {
      await expect.poll(() => armed.held() !== undefined, { message: 'the request was sent' }).toBe(true);
      await page.clock.fastForward(row.timeoutMs + 1000);
    } else if (row.noticedAfterMs !== undefined) {
      await expect.poll(() => armed.hits() > 0, { message: 'the request was sent' }).toBe(true);
      await page.clock.fastForward(row.noticedAfterMs + 1000);
    }
    await expect
      .poll(() => warnings.find((text) => row.warning.test(text)), { message: `a logged warning matching ${row.warning}` })
      .toBeDefined();
    await row.failed?.(page, fault);
    await row.kept?.(page);
    expect(errors).toEqual([]);
    armed.heal();
    await (row.retry ?? row.act)(page);
    await row.succeeded(page);
  }
  expect(await nothingRan(page)).toBeUndefined();
  expect(errors).toEqual([]);
}

for (const row of INTERACTIONS) {
  test.describe(row.name, () => {
    if (row.viewport) test.use({ viewport: row.viewport });
    for (const fault of FAULTS) {
      if (row.notApplicable?.[fault] !== undefined) continue;
      test(`${fault}`, async ({ page }) => runCell(page, row, fault));
    }
  });
}

test('every cell is a test or names why the fault cannot happen; docs/testing.md shows the matrix', () => {
  expect(INTERACTIONS.length).toBeGreaterThan(0);
  for (const row of INTERACTIONS) {
    if (!row.overtaken)
      expect(row.notApplicable?.overtaken, `${row.name}: no second request to overtake the first, and no reason given`).toBeDefined();
  }
  const doc = readFileSync(new URL('../../docs/testing.md', import.meta.url), 'utf8');
  expect(doc, 'docs/testing.md: the table printed by npx tsx tests/e2e/fault-matrix/print-table.ts').toContain(matrixTable(INTERACTIONS));
});
