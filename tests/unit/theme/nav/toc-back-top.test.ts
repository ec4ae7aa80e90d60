// @vitest-environment jsdom
/** Table of contents and back to top in jsdom: toggle, jumps with the sticky bar's room, focus. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOC_GAP, tableOfContents } from '../../../../src/theme/nav/table-of-contents';
import { bootNav, setReducedMotion, type NavPage } from './nav-support';

const TOC = `
  <div id="sticky-nav"><a href="#x">x</a></div>
  <div id="ruby-table-contents" class="rb-table-contents rb-smooth-scroll">
    <div class="table-content-header"><span class="h3">Inhalt</span></div>
    <div class="inner"><div class="table-link h5"><a href="#rb-die-schwammstadt">Die Schwammstadt</a></div><div class="table-link h5 depth-1"><a href="#fehlt">Fehlt</a></div></div>
  </div>
  <h2 id="rb-die-schwammstadt">Die Schwammstadt</h2>`;
/** Newer Pixwell (the specification's toggle): the toggle sits in the header, the links in .inner. */
const TOC_WITH_TOGGLE = `
  <div class="ruby-table-contents rbtoc">
    <div class="toc-header"><span class="h3">Inhalt</span><div class="toc-toggle no-link"><i class="rbi rbi-angle-up"></i></div></div>
    <div class="inner"><a class="table-link h5" href="#rb-die-schwammstadt">Die Schwammstadt</a></div>
  </div>
  <h2 id="rb-die-schwammstadt">Die Schwammstadt</h2>`;

let page: NavPage | undefined;
afterEach(() => {
  page?.stop();
  history.replaceState(null, '', '/');
});

function stubScroll() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}

describe('table of contents', () => {
  it('.rb-smooth-scroll sets inline smooth scrolling on html and body, undone when stopped', () => {
    page = bootNav(TOC, [tableOfContents]);
    expect([document.documentElement.style.scrollBehavior, document.body.style.scrollBehavior]).toEqual(['smooth', 'smooth']);
    page.stop();
    page = undefined;
    expect([document.documentElement.style.scrollBehavior, document.body.style.scrollBehavior]).toEqual(['', '']);
  });

  it('nothing smooth without the class, nor under reduced motion', () => {
    page = bootNav(TOC.replace(' rb-smooth-scroll', ''), [tableOfContents]);
    expect(document.documentElement.style.scrollBehavior).toBe('');
    page.stop();
    setReducedMotion(true);
    page = bootNav(TOC, [tableOfContents]);
    expect(document.documentElement.style.scrollBehavior).toBe('');
  });

  it('a link scrolls its heading into view below the sticky bar, sets the hash and focuses the heading', () => {
    page = bootNav(TOC, [tableOfContents], ['sticky-nav']);
    vi.spyOn(document.getElementById('sticky-nav') as HTMLElement, 'offsetHeight', 'get').mockReturnValue(56);
    const heading = document.getElementById('rb-die-schwammstadt') as HTMLElement;
    const scrollIntoView = vi.fn();
    heading.scrollIntoView = scrollIntoView;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a[href="#rb-die-schwammstadt"]')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(heading.style.scrollMarginTop).toBe(`${56 + TOC_GAP}px`);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
    expect(window.location.hash).toBe('#rb-die-schwammstadt');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('newer Pixwell’s toggle collapses .inner (inline display:none), with aria-expanded, and works from the keyboard', () => {
    page = bootNav(TOC_WITH_TOGGLE, [tableOfContents]);
    const toggle = document.querySelector<HTMLElement>('.toc-toggle') as HTMLElement;
    const list = document.querySelector<HTMLElement>('.inner') as HTMLElement;
    expect([
      toggle.getAttribute('role'),
      toggle.tabIndex,
      toggle.getAttribute('aria-expanded'),
      toggle.getAttribute('aria-controls'),
    ]).toEqual(['button', 0, 'true', list.id]);
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), list.style.display]).toEqual(['false', 'none']);
    expect(document.querySelector('.ruby-table-contents')?.classList.contains('is-collapsed')).toBe(true);
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect([toggle.getAttribute('aria-expanded'), list.style.display]).toEqual(['true', '']);
  });

  it('9.2 markup has no toggle: nothing collapses', () => {
    page = bootNav(TOC, [tableOfContents]);
    expect(document.querySelector('[aria-expanded]')).toBeNull();
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
