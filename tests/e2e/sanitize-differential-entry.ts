/**
 * Test-only entry (built by tests/e2e/sanitize-differential.spec.ts, never shipped): the project's
 * sanitizer and DOMPurify, the test's oracle, side by side on the page they are loaded into, so
 * both see the same input through Chromium's own parser.
 */
import DOMPurify from 'dompurify';
import { sanitizeHtml } from '../../src/core/sanitize';
import { dangers } from '../support/hostile-html';
import { ORACLE_CONFIG, outputFeatures, unexplained } from '../support/sanitize-differential';

export interface DifferentialProbe {
  /**
   * Cleans `html` both ways and puts both outputs into the page: what only the project's output
   * holds (allowances aside), and what dangerous the project's output holds.
   */
  compare(html: string): { extra: string[]; dangers: string[] };
}

const probe: DifferentialProbe = {
  compare(html) {
    const ours = sanitizeHtml(html);
    // Null where DOMPurify's parse left no body (a `<frameset>` replaced it): it refuses the whole
    // input, and there is nothing to compare with (the project's parse keeps its body).
    const theirs = DOMPurify.sanitize(html, { ...ORACLE_CONFIG, RETURN_DOM_FRAGMENT: true });
    const extra = theirs === null ? [] : unexplained(outputFeatures(ours), outputFeatures(theirs));
    const found = dangers(ours);
    // Both go into the live page, where a handler or a script address that survived would run.
    for (const output of [ours, theirs ?? document.createDocumentFragment()]) {
      const box = document.createElement('div');
      box.className = 'sanitize-differential';
      box.append(output);
      document.body.append(box);
    }
    return { extra, dangers: found };
  },
};
(window as unknown as { differentialProbe: DifferentialProbe }).differentialProbe = probe;
