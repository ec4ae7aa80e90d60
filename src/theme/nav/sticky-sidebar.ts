/**
 * The sticky sidebar (REAL-MARKUP §15): `div.rbc-wrap > main.rbc-content + aside.rbc-sidebar.
 * sidebar-sticky > div.sidebar-inner`, as the theme's RubyStickySidebar drove it. Sidebars of
 * posts the infinite load appended carry `sb-infinite` and are left to the theme's CSS
 * (`position: sticky`), so the selector skips them. From 992 px up the inner box gets inline
 * `position` (fixed or absolute), `width`, `top`/`bottom` and `z-index`, measured against the
 * sibling `.rbc-content`; at 991 px and below it is static again. The top offset is the height of
 * `#wpadminbar`, plus the `.navbar-wrap` height when the body has `sticky-nav`.
 *
 * The state comes from sidebarDecision (sidebar-state.ts), which decides from the previous
 * position instead of the scroll direction, so jumps (anchors, back to top) land right. The state
 * is mirrored in `data-sticky-state` on the sidebar for QA. Sizes are measured only when the
 * layout changed (the inner box is watched too: widgets that load late resize it); styles are
 * written only when the placement changes. Like the theme, a `div.clearfix` follows the inner box
 * and the row gets `clearfix`.
 */
import type { Feature } from '../../core/attach';
import { buildElement, setAttribute } from '../../core/element';
import type { AppContext } from '../../context';
import { sidebarEnabled } from './breakpoints';
import { sidebarDecision, type SidebarDecision } from './sidebar-state';

/** The theme kept no gap at the viewport's bottom edge. */
const SIDEBAR_BOTTOM_GAP = 0;
/** The sidebar stays above the content's layers (the theme's z-index for its fixed states). */
const Z_INDEX = '100';

interface Geometry {
  columnTop: number;
  columnHeight: number;
  /** The aside's content width: what the fixed or absolute inner box keeps. */
  width: number;
  sidebarHeight: number;
  topOffset: number;
}

const PLACEMENT_PROPERTIES = ['position', 'top', 'bottom', 'width', 'z-index'] as const;

interface Placement {
  decision: SidebarDecision;
  geometry: Geometry;
}

/** Height of what covers the top of the viewport: the admin bar, and the nav bar on sticky-nav pages. */
function sidebarTopOffset(doc: Document): number {
  const admin = doc.getElementById('wpadminbar');
  const adminHeight = admin instanceof HTMLElement ? admin.offsetHeight : 0;
  const navbar = doc.body.classList.contains('sticky-nav') ? doc.querySelector('.navbar-wrap') : null;
  const navHeight = navbar instanceof HTMLElement ? navbar.offsetHeight : 0;
  return adminHeight + navHeight;
}

/** `null`: static, as the theme's CSS has it (narrow windows, top_content, content_small). */
function place(inner: HTMLElement, placement: Placement | null): void {
  for (const property of PLACEMENT_PROPERTIES) inner.style.removeProperty(property);
  if (!placement) return;
  const {
    decision: { state, y },
    geometry,
  } = placement;
  if (state === 'fixed_top' || state === 'fixed_bottom') {
    inner.style.position = 'fixed';
    if (state === 'fixed_top') inner.style.top = `${geometry.topOffset}px`;
    else inner.style.bottom = `${SIDEBAR_BOTTOM_GAP}px`;
    inner.style.width = `${geometry.width}px`;
    inner.style.zIndex = Z_INDEX;
  } else if (state === 'absolute' || state === 'bottom_content') {
    inner.style.position = 'absolute';
    inner.style.top = `${y}px`;
    inner.style.width = `${geometry.width}px`;
  }
}

export const stickySidebar: Feature<AppContext> = {
  name: 'sticky-sidebar',
  selector: '.sidebar-sticky:not(.sb-infinite)',
  mount(element, ctx) {
    const aside = element;
    const inner = aside.querySelector<HTMLElement>(':scope > .sidebar-inner');
    const content = aside.parentElement?.querySelector<HTMLElement>(':scope > .rbc-content') ?? null;
    if (!(aside instanceof HTMLElement) || !inner || !content) {
      ctx.log.warn('sticky sidebar: no .sidebar-inner inside the sidebar or no .rbc-content beside it; it stays static');
      return;
    }
    const clearfix = buildElement(ctx.doc, 'div', { class: 'clearfix' });
    inner.after(clearfix);
    const row = aside.parentElement;
    const addedRowClass = row !== null && !row.classList.contains('clearfix');
    if (addedRowClass) row.classList.add('clearfix');

    let geometry: Geometry | undefined;
    let previous: SidebarDecision | null = null;
    // Late widgets (ads, embeds) change the sidebar's height without changing the page's.
    const ResizeObserverClass = (ctx.win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
    const sizeObserver = ResizeObserverClass ? new ResizeObserverClass(() => ctx.frames.invalidate()) : undefined;
    sizeObserver?.observe(inner);

    const removeTask = ctx.frames.add<Placement | null>({
      measure(view) {
        if (!sidebarEnabled(view.width)) return null;
        if (view.layoutChanged || !geometry) {
          const box = content.getBoundingClientRect();
          const styles = ctx.win.getComputedStyle(aside);
          const padding = (parseFloat(styles.paddingLeft) || 0) + (parseFloat(styles.paddingRight) || 0);
          const topOffset = sidebarTopOffset(ctx.doc);
          geometry = {
            columnTop: box.top + view.scrollY,
            columnHeight: box.height,
            width: Math.max(0, aside.clientWidth - padding),
            sidebarHeight: inner.offsetHeight,
            topOffset,
          };
        }
        const decision = sidebarDecision({
          ...geometry,
          scrollY: view.scrollY,
          viewportHeight: view.height,
          bottomOffset: SIDEBAR_BOTTOM_GAP,
          previousY: previous?.y ?? 0,
        });
        return { decision, geometry };
      },
      apply(placement, view) {
        const decision = placement?.decision ?? null;
        const moved =
          decision?.state !== previous?.state ||
          ((decision?.state === 'absolute' || decision?.state === 'bottom_content') && decision.y !== previous?.y);
        previous = decision;
        if (!moved && !view.layoutChanged) return;
        setAttribute(aside, 'data-sticky-state', decision?.state ?? null);
        place(inner, placement);
      },
    });
    return () => {
      removeTask();
      sizeObserver?.disconnect();
      aside.removeAttribute('data-sticky-state');
      place(inner, null);
      clearfix.remove();
      if (addedRowClass) row?.classList.remove('clearfix');
    };
  },
};
