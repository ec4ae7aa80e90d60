/** Table of contents and back to top in jsdom: toggle, jumps with the sticky bar's room, focus. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOC_GAP, tableOfContents } from '../../../../src/theme/nav/table-of-contents';
import { bootNav, setReducedMotion, stubBox, type NavPage } from './nav-support';

const TOC = `
  <div id="sticky-nav"><a href="#x">x</a></div>
  <div class="ruby-table-contents" data-smooth="1">
    <button type="button" class="toc-toggle">Inhalt</button>
    <nav class="toc-content"><ol><li><a href="#schwammstadt">Die Schwammstadt</a></li><li><a href="#fehlt">Fehlt</a></li></ol></nav>
  </div>
  <h2 id="schwammstadt">Die Schwammstadt</h2>`;

let page: NavPage | undefined;
afterEach(() => page?.stop());

function stubScroll() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}

describe('table of contents', () => {
  it('the toggle collapses and expands the list, with aria-expanded and aria-controls', () => {
    page = bootNav(TOC, [tableOfContents]);
    const toggle = document.querySelector<HTMLElement>('.toc-toggle');
    const list = document.querySelector<HTMLElement>('.toc-content');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(toggle?.getAttribute('aria-controls')).toBe(list?.id);
    toggle?.click();
    expect([toggle?.getAttribute('aria-expanded'), list?.hidden]).toEqual(['false', true]);
    expect(document.querySelector('.ruby-table-contents')?.classList.contains('is-collapsed')).toBe(true);
    toggle?.click();
    expect([toggle?.getAttribute('aria-expanded'), list?.hidden]).toEqual(['true', false]);
  });

  it('a link jumps below the sticky bar (at once under reduced motion) and focuses the heading', () => {
    setReducedMotion(true);
    const scrollTo = stubScroll();
    page = bootNav(TOC, [tableOfContents], ['sticky-nav']);
    stubBox(document.getElementById('schwammstadt'), { top: 2400, height: 30 });
    vi.spyOn(document.getElementById('sticky-nav') as HTMLElement, 'offsetHeight', 'get').mockReturnValue(56);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(9000);
    document.querySelector<HTMLElement>('a[href="#schwammstadt"]')?.click();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 2400 - 56 - TOC_GAP, behavior: 'instant' }));
    const heading = document.getElementById('schwammstadt');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('a link to a heading that is not there is left to the browser, with a warning', () => {
    const scrollTo = stubScroll();
    page = bootNav(TOC, [tableOfContents]);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[href="#fehlt"]')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(page.log.lines.map((line) => line.message)).toEqual(['table of contents: no heading #fehlt on the page']);
  });
});
