/**
 * Test-only entry (built by the sanitizer's end-to-end test, never shipped): the sanitizer on the
 * page it is loaded into, so that attack strings go through Chromium's own parser.
 */
import { sanitizeHtml } from '../../src/core/sanitize';
import { dangers } from '../support/hostile-html';

export interface SanitizeProbe {
  /** Clean `html` into a new box on the page; what the box holds that must not be there. */
  insert(html: string): string[];
}

const probe: SanitizeProbe = {
  insert(html) {
    const box = document.createElement('div');
    box.className = 'sanitize-probe';
    const fragment = sanitizeHtml(html);
    const found = dangers(fragment);
    box.append(fragment);
    document.body.append(box);
    // The box's own markup parsed once more must stay as clean (no mutation on a second parse).
    return [...found, ...dangers(sanitizeHtml(box.innerHTML))];
  },
};
(window as unknown as { sanitizeProbe: SanitizeProbe }).sanitizeProbe = probe;
