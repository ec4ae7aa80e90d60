import { describe, expect, it } from 'vitest';
import { fixtureFile, pageHtml } from '../../../harness/page-html';

describe('fixture includes', () => {
  it('resolve nested includes (the header includes the search and the off-canvas panel)', () => {
    const page = pageHtml('magazine-home');
    expect(page).not.toContain('<!--#include');
    expect(page).toContain('class="navbar-search nav-search-live"');
    expect(page).toContain('id="off-canvas-section"');
    expect(page.match(/<footer id="site-footer"/g)).toHaveLength(1);
  });

  it('refuse paths that leave fixtures/pages', () => {
    expect(() => fixtureFile('../README.md')).toThrow('includes stay inside fixtures/pages');
  });
});
