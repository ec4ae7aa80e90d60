/**
 * Accessibility checks with axe-core (@axe-core/playwright): what the bundle renders or toggles
 * must add no violation. Checks are scoped to the region a feature touches, so the recorded
 * pages' own markup is judged only where a test includes it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './harness-fixtures';

/** Fails with axe's list of violations (rule, impact, nodes) inside `selector`. */
export async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations in ${selector}`).toEqual([]);
}
