/**
 * Pixwell Core's table of contents (REAL-MARKUP §17): `div#ruby-table-contents.rb-table-contents
 * (.rb-smooth-scroll)` > optional `div.table-content-header > span.h3` + `div.inner >
 * div.table-link.h5(.depth-N) > a[href="#rb-slug"]`, the headings rewritten as `<hN id="rb-slug">`.
 *
 * With `.rb-smooth-scroll` the theme set inline `scroll-behavior: smooth` on `html` and `body`;
 * so does the bundle (not under prefers-reduced-motion). A link then scrolls to its heading as the
 * browser does, with two additions the theme lacked: the heading stops below the sticky bar of the
 * current width (an inline `scroll-margin-top`), and it takes keyboard focus, so Tab and screen
 * readers continue from where the reader jumped to. The address gets the heading's hash as a
 * native jump would.
 *
 * The specification's toggle belongs to newer Pixwell releases (9.2 has none). It is kept for
 * that markup: a `.toc-toggle` inside the box (newer Pixwell's `div.ruby-table-contents` puts it
 * in `.toc-header`) collapses the list (`.inner`, or `.toc-content`) with an inline
 * `display:none` as jQuery's slideToggle left it, `is-collapsed` on the box and `aria-expanded`
 * on the toggle, which becomes a keyboard-usable button when printed as a div or span.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { listen } from '../../core/listen';
import { prefersReducedMotion } from '../../core/motion';
import { hashId } from './scroll-motion';
import { stickyBarHeight } from './sticky-geometry';

/** Air between the sticky bar (or the viewport's top) and the heading jumped to. */
export const TOC_GAP = 16;

let tocCount = 0;

/** The `scroll-margin-top` that keeps a heading clear of a sticky bar of `barHeight` px. */
export function tocScrollMargin(barHeight: number): number {
  return Math.max(0, Math.round(barHeight)) + TOC_GAP;
}

/** 9.2's smooth flag is a class; legacy markup may still say `data-smooth="1"`. */
export function wantsSmoothScroll(box: Element): boolean {
  if (box.classList.contains('rb-smooth-scroll')) return true;
  const flag = box.getAttribute('data-smooth');
  return flag === '1' || flag === 'true' || flag === 'yes';
}

/** Inline smooth scrolling on `html` and `body`; returns the undo. */
function setSmoothScroll(doc: Document): () => void {
  const targets = [doc.documentElement, doc.body];
  const before = targets.map((element) => element.style.getPropertyValue('scroll-behavior'));
  for (const element of targets) element.style.setProperty('scroll-behavior', 'smooth');
  return () =>
    targets.forEach((element, index) => {
      const value = before[index];
      if (value) element.style.setProperty('scroll-behavior', value);
      else element.style.removeProperty('scroll-behavior');
    });
}

export const tableOfContents: Feature<AppContext> = {
  name: 'table-of-contents',
  selector: '#ruby-table-contents, .rb-table-contents, .ruby-table-contents',
  mount(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const box = element;
    const { doc, win } = ctx;
    // The same box can match twice (id and class): the registry mounts once per element.
    const undoSmooth = wantsSmoothScroll(box) && !prefersReducedMotion(win) ? setSmoothScroll(doc) : () => undefined;

    /* ------------------------------------------------------------ the newer releases' toggle */
    const toggle = box.querySelector<HTMLElement>('.toc-toggle');
    const content = box.querySelector<HTMLElement>(':scope > .inner, :scope > .toc-content, .toc-content');
    const madeButton = toggle !== null && toggle.tagName !== 'BUTTON' && !toggle.hasAttribute('role');
    const setOpen = (open: boolean) => {
      toggle?.setAttribute('aria-expanded', String(open));
      box.classList.toggle('is-collapsed', !open);
      if (content) {
        if (open) content.style.removeProperty('display');
        else content.style.display = 'none';
      }
    };
    if (toggle && content) {
      if (!content.id) content.id = `toc-content-${(tocCount += 1)}`;
      toggle.setAttribute('aria-controls', content.id);
      if (madeButton) {
        toggle.setAttribute('role', 'button');
        toggle.tabIndex = 0;
      }
      setOpen(!box.classList.contains('is-collapsed') && toggle.getAttribute('aria-expanded') !== 'false');
    } else if (toggle) {
      ctx.log.warn('table of contents: no .inner to toggle');
    }

    /* ------------------------------------------------------------ links */
    const jumpTo = (heading: HTMLElement, id: string) => {
      heading.style.scrollMarginTop = `${tocScrollMargin(stickyBarHeight(doc, win.innerWidth))}px`;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      if (win.location.hash !== `#${encodeURIComponent(id)}` && win.location.hash !== `#${id}`)
        win.history.pushState(win.history.state, '', `#${encodeURIComponent(id)}`);
      // 'auto' follows the page's scroll-behavior: smooth when the box asked for it.
      heading.scrollIntoView({ block: 'start', behavior: 'auto' });
      heading.focus({ preventScroll: true });
    };

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      if (toggle && content && event.target.closest('.toc-toggle') === toggle) {
        event.preventDefault();
        setOpen(toggle.getAttribute('aria-expanded') !== 'true');
        return;
      }
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href^="#"]');
      if (!link || !box.contains(link)) return;
      const id = hashId(link.getAttribute('href') ?? '');
      const heading = id ? doc.getElementById(id) : null;
      if (!id || !heading) {
        ctx.log.warn(`table of contents: no heading #${id ?? ''} on the page`);
        return;
      }
      event.preventDefault();
      jumpTo(heading, id);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (!madeButton || !toggle || (event.key !== 'Enter' && event.key !== ' ')) return;
      if (event.target !== toggle) return;
      event.preventDefault();
      toggle.click();
    };
    const unlisten = listen(box, { click: onClick, keydown: onKeydown });
    return () => {
      undoSmooth();
      unlisten();
      if (madeButton) {
        toggle?.removeAttribute('role');
        toggle?.removeAttribute('tabindex');
      }
    };
  },
};
