/**
 * The sticky top bar (`#sticky-nav`, 992 px and wider) and the mobile sticky bar
 * (`#mobile-sticky-nav`, narrower), both only on pages whose body has `sticky-nav`, both in smart
 * mode with `smart-sticky` (the theme applies the same two rules to both bars). Shown is the
 * theme's class `is-show`; a hidden bar is `aria-hidden` and its links and buttons leave the tab
 * order, so keyboard focus never lands on something off screen. One frame task per bar: the
 * navigation's bottom is measured only when the layout changed; a plain scroll frame reads
 * nothing else and writes only when the bar's state flips.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { isDesktopWidth, STICKY_SHOW_OFFSET } from './breakpoints';
import { navigationBottom } from './sticky-geometry';
import { stickyShown } from './sticky-rule';

const SHOWN_CLASS = 'is-show';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Shown or hidden, with the accessibility attributes in step. */
export function setBarShown(bar: HTMLElement, shown: boolean): void {
  bar.classList.toggle(SHOWN_CLASS, shown);
  bar.setAttribute('aria-hidden', String(!shown));
  for (const item of bar.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (shown) item.removeAttribute('tabindex');
    else item.setAttribute('tabindex', '-1');
  }
}

function mountBar(bar: HTMLElement, ctx: AppContext, activeAt: (width: number) => boolean): () => void {
  const { doc } = ctx;
  let shown = false;
  let first = true;
  let showAt = Number.POSITIVE_INFINITY;
  setBarShown(bar, false);
  if (!doc.body.classList.contains('sticky-nav')) return () => undefined;
  const smart = doc.body.classList.contains('smart-sticky');

  const removeTask = ctx.frames.add({
    measure(view) {
      if (view.layoutChanged) showAt = navigationBottom(doc, view.scrollY) + STICKY_SHOW_OFFSET;
      return { holdsFocus: bar.contains(doc.activeElement) };
    },
    apply({ holdsFocus }, view) {
      const next = activeAt(view.width) && stickyShown({ scrollY: view.scrollY, showAt, direction: view.direction, smart, wasShown: shown, holdsFocus });
      if (next === shown && !first) return;
      first = false;
      shown = next;
      setBarShown(bar, shown);
    },
  });
  return () => {
    removeTask();
    setBarShown(bar, false);
  };
}

export const stickyNav: Feature<AppContext> = {
  name: 'sticky-nav',
  selector: '#sticky-nav',
  mount: (element, ctx) => (element instanceof HTMLElement ? mountBar(element, ctx, isDesktopWidth) : undefined),
};

export const mobileStickyNav: Feature<AppContext> = {
  name: 'mobile-sticky-nav',
  selector: '#mobile-sticky-nav',
  mount: (element, ctx) => (element instanceof HTMLElement ? mountBar(element, ctx, (width) => !isDesktopWidth(width)) : undefined),
};
