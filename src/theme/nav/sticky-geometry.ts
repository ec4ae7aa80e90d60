/**
 * Layout reads the nav features share; call them only from a frame task's `measure` or from a
 * click, never in `apply`. Both sticky bars show below the main navigation (`.navbar-outer`, the
 * theme's anchor); where the theme's CSS hides it on phones, the header's bottom serves instead.
 */
import { isDesktopWidth } from './breakpoints';

/** Document offset of the bottom of the main navigation, or of the header holding it. */
export function navigationBottom(doc: Document, scrollY: number): number {
  const nav = doc.querySelector('.navbar-outer');
  const navBox = nav?.getBoundingClientRect();
  if (navBox && navBox.height > 0) return navBox.bottom + scrollY;
  const header = doc.querySelector('#site-header, .site-header');
  return header ? header.getBoundingClientRect().bottom + scrollY : 0;
}

/** Height a sticky bar may cover at the top of the viewport at this width (0 without sticky bars). */
export function stickyBarHeight(doc: Document, width: number): number {
  if (!doc.body.classList.contains('sticky-nav')) return 0;
  const bar = doc.getElementById(isDesktopWidth(width) ? 'sticky-nav' : 'mobile-sticky-nav');
  return bar instanceof HTMLElement ? bar.offsetHeight : 0;
}
