/**
 * Accessibility checks with axe-core: what the bundle renders or toggles must add no violation.
 * Checks are scoped to the region a feature touches, so the recorded pages' own markup is judged
 * only where a test includes it.
 *
 * axe-core itself, injected into the page, rather than @axe-core/playwright: that wrapper asks for
 * Node 22.12, and the project runs on Node 20 (README, "Toolchain notes"). Its frame handling is
 * not needed either: a frame's document (a provider page in the dialog) is checked as a Frame.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './harness-fixtures';

const axeSource = (() => {
  let source: string | undefined;
  return () => (source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
})();

export interface AxeScope {
  /** CSS selector of the region to judge. */
  include: string;
  /** Parts of it to leave out (their own feature checks them). */
  exclude?: string;
  /** Rules that judge the recorded page rather than the bundle (say why where you pass them). */
  skip?: readonly string[];
}

interface AxeViolation {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

/** axe's violations inside the scope, as rule, impact and the nodes' selectors. */
async function axeViolations(page: Page | Frame, { include, exclude, skip = [] }: AxeScope): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource() });
  const options: RunOptions = { rules: Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])) };
  const context = { include: [include], exclude: exclude ? [exclude] : [] };
  const results = await page.evaluate(
    ([scope, runOptions]) =>
      (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe.run(scope, runOptions),
    [context, options] as const,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Fails with axe's list of violations (rule, impact, nodes) inside the scope. */
export async function expectNoAxeViolations(page: Page | Frame, scope: string | AxeScope): Promise<void> {
  const resolved = typeof scope === 'string' ? { include: scope } : scope;
  expect(await axeViolations(page, resolved), `axe violations in ${resolved.include}`).toEqual([]);
}
