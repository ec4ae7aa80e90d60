/**
 * The article's table of contents (`.ruby-table-contents`, markup in fixtures/README.md): the
 * toggle (`.toc-toggle`) shows and hides the list (`.toc-content`) with `aria-expanded`, and
 * `is-collapsed` on the box for the theme's CSS. A link to a heading scrolls there leaving room
 * for the sticky bar of the current width, smoothly when the box says `data-smooth="1"` (never
 * under prefers-reduced-motion), and gives the heading keyboard focus, so Tab and screen readers
 * continue from where the reader jumped to.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { prefersReducedMotion } from '../../core/motion';
import { animateScroll, hashId, type ScrollAnimation } from './scroll-motion';
import { stickyBarHeight } from './sticky-geometry';

/** Air between the sticky bar (or the viewport's top) and the heading jumped to. */
export const TOC_GAP = 16;
/** A smooth jump is quicker than back to top: it usually travels a screen or two. */
export const TOC_SCROLL_MS = 500;

let tocCount = 0;

/** Where to scroll so the heading at `headingTop` (document offset) sits below the sticky bar. */
export function tocScrollTarget(headingTop: number, barHeight: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(0, headingTop - barHeight - TOC_GAP), Math.max(0, maxScroll)));
}

export function isSmoothFlag(value: string | null): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

export const tableOfContents: Feature<AppContext> = {
  name: 'table-of-contents',
  selector: '.ruby-table-contents',
  mount(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const box = element;
    const { doc, win } = ctx;
    const toggle = box.querySelector<HTMLElement>('.toc-toggle');
    const content = box.querySelector<HTMLElement>('.toc-content');
    let running: ScrollAnimation | undefined;

    const setOpen = (open: boolean) => {
      toggle?.setAttribute('aria-expanded', String(open));
      box.classList.toggle('is-collapsed', !open);
      if (content) content.hidden = !open;
    };
    if (toggle && content) {
      if (!content.id) content.id = `toc-content-${(tocCount += 1)}`;
      toggle.setAttribute('aria-controls', content.id);
      setOpen(toggle.getAttribute('aria-expanded') !== 'false' && !content.hidden);
    } else if (toggle) {
      ctx.log.warn('table of contents: no .toc-content to toggle');
    }

    const jumpTo = (heading: HTMLElement) => {
      const width = win.innerWidth;
      const target = tocScrollTarget(
        heading.getBoundingClientRect().top + win.scrollY,
        stickyBarHeight(doc, width),
        doc.documentElement.scrollHeight - win.innerHeight,
      );
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      const smooth = isSmoothFlag(box.getAttribute('data-smooth')) && !prefersReducedMotion(win);
      running?.cancel();
      running = animateScroll(win, target, smooth ? TOC_SCROLL_MS : 0, () => {
        running = undefined;
        heading.focus({ preventScroll: true });
      });
    };

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      if (toggle && event.target.closest('.toc-toggle') === toggle) {
        event.preventDefault();
        setOpen(toggle.getAttribute('aria-expanded') !== 'true');
        return;
      }
      const link = event.target.closest<HTMLAnchorElement>('a[href^="#"]');
      if (!link || !box.contains(link)) return;
      const id = hashId(link.getAttribute('href') ?? '');
      const heading = id ? doc.getElementById(id) : null;
      if (!heading) {
        ctx.log.warn(`table of contents: no heading #${id} on the page`);
        return;
      }
      event.preventDefault();
      jumpTo(heading);
    };
    box.addEventListener('click', onClick);
    return () => {
      running?.cancel();
      box.removeEventListener('click', onClick);
    };
  },
};
