/**
 * The sticky sidebar (`.sidebar-sticky`, the theme's class, holding `.sidebar-inner`), from
 * 992 px up; below, the sidebar sits under the content and stays static. The state comes from
 * sidebarDecision (sidebar-state.ts); this view only measures and places the inner box:
 * fixed_top / fixed_bottom as `position: fixed` at the measured column's left and width,
 * absolute / bottom_content as `position: absolute` inside the column, the rest static. The
 * state is mirrored in `data-sticky-state` on the sidebar for the theme's CSS and for QA.
 * Column and sidebar sizes are measured only when the layout changed (the inner box is watched
 * too: widgets that load late resize it); styles are written only when the placement changes.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { sidebarEnabled } from './breakpoints';
import { sidebarDecision, type SidebarDecision } from './sidebar-state';
import { stickyBarHeight } from './sticky-geometry';

/** Air between the sidebar and the viewport's (or the sticky bar's) edges. */
export const SIDEBAR_GAP = 20;

interface Geometry {
  columnTop: number;
  columnHeight: number;
  left: number;
  width: number;
  sidebarHeight: number;
  topOffset: number;
}

const PLACEMENT_PROPERTIES = ['position', 'top', 'bottom', 'left', 'width'] as const;

interface Placement {
  decision: SidebarDecision;
  geometry: Geometry;
}

/** `null`: static, as the theme's CSS has it (narrow windows, top_content, content_small). */
function place(inner: HTMLElement, placement: Placement | null): void {
  for (const property of PLACEMENT_PROPERTIES) inner.style.removeProperty(property);
  if (!placement) return;
  const { decision: { state, y }, geometry } = placement;
  if (state === 'fixed_top' || state === 'fixed_bottom') {
    inner.style.position = 'fixed';
    if (state === 'fixed_top') inner.style.top = `${geometry.topOffset}px`;
    else inner.style.bottom = `${SIDEBAR_GAP}px`;
    inner.style.left = `${geometry.left}px`;
    inner.style.width = `${geometry.width}px`;
  } else if (state === 'absolute' || state === 'bottom_content') {
    inner.style.position = 'absolute';
    inner.style.top = `${y}px`;
    inner.style.left = '0';
    inner.style.width = '100%';
  }
}

export const stickySidebar: Feature<AppContext> = {
  name: 'sticky-sidebar',
  selector: '.sidebar-sticky',
  mount(element, ctx) {
    const wrap = element;
    const inner = wrap.querySelector<HTMLElement>('.sidebar-inner');
    if (!(wrap instanceof HTMLElement) || !inner) {
      ctx.log.warn('sticky sidebar: no .sidebar-inner inside .sidebar-sticky; it stays static');
      return;
    }
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
          const box = wrap.getBoundingClientRect();
          geometry = {
            columnTop: box.top + view.scrollY,
            columnHeight: box.height,
            left: box.left,
            width: wrap.clientWidth,
            sidebarHeight: inner.offsetHeight,
            topOffset: stickyBarHeight(ctx.doc, view.width) + SIDEBAR_GAP,
          };
        }
        const decision = sidebarDecision({
          ...geometry,
          scrollY: view.scrollY,
          viewportHeight: view.height,
          bottomOffset: SIDEBAR_GAP,
          previousY: previous?.y ?? 0,
        });
        return { decision, geometry };
      },
      apply(placement, view) {
        const decision = placement?.decision ?? null;
        const moved = decision?.state !== previous?.state || ((decision?.state === 'absolute' || decision?.state === 'bottom_content') && decision.y !== previous?.y);
        previous = decision;
        if (!moved && !view.layoutChanged) return;
        if (decision) wrap.setAttribute('data-sticky-state', decision.state);
        else wrap.removeAttribute('data-sticky-state');
        place(inner, placement);
      },
    });
    return () => {
      removeTask();
      sizeObserver?.disconnect();
      wrap.removeAttribute('data-sticky-state');
      place(inner, null);
    };
  },
};
