/**
 * The sticky top bar (`aside#sticky-nav.section-sticky-holder`, 992 px and wider) and the mobile
 * sticky bar (`aside#mobile-sticky-nav.mobile-sticky-nav`, narrower), both only on pages whose body
 * has `sticky-nav`, both in smart mode with `smart-sticky` (REAL-MARKUP §14; the theme applies the
 * same two rules to both bars). As the theme: the bar gets an inline `top:-{height}px` (its own
 * height, re-measured when the layout changes) and shows with the theme's class `is-show`, whose
 * `!important` rules bring it down. Beyond the theme: the bar follows the window across 992 px
 * (the theme chose once at load); a hidden bar is `aria-hidden`, its links and buttons leave the
 * tab order and the search popups inside it close, so nothing stays open off screen. One frame
 * task per bar: the navigation's bottom and the bar's height are measured only when the layout
 * changed; a plain scroll frame reads nothing else and writes only when the bar's state flips.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { closeSearchPopupsIn } from '../search/popup-state';
import { isDesktopWidth, STICKY_SHOW_OFFSET } from './breakpoints';
import { navigationBottom } from './sticky-geometry';
import { stickyShown } from './sticky-rule';

const SHOWN_CLASS = 'is-show';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Shown or hidden, with the accessibility attributes in step. */
function setBarShown(bar: HTMLElement, shown: boolean): void {
  bar.classList.toggle(SHOWN_CLASS, shown);
  bar.setAttribute('aria-hidden', String(!shown));
  if (!shown) closeSearchPopupsIn(bar);
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
  let height = 0;
  const printedTop = bar.style.top;
  setBarShown(bar, false);
  if (!doc.body.classList.contains('sticky-nav')) return () => undefined;
  const smart = doc.body.classList.contains('smart-sticky');

  const removeTask = ctx.frames.add({
    measure(view) {
      if (view.layoutChanged) showAt = navigationBottom(doc, view.scrollY) + STICKY_SHOW_OFFSET;
      return { holdsFocus: bar.contains(doc.activeElement), barHeight: view.layoutChanged ? bar.offsetHeight : height };
    },
    apply({ holdsFocus, barHeight }, view) {
      // A bar hidden by the breakpoint measures 0: keep the last offset for when it shows again.
      if (barHeight > 0 && barHeight !== height) {
        height = barHeight;
        bar.style.top = `-${height}px`;
      }
      const next =
        activeAt(view.width) &&
        stickyShown({ scrollY: view.scrollY, showAt, direction: view.direction, smart, wasShown: shown, holdsFocus });
      if (next === shown && !first) return;
      first = false;
      shown = next;
      setBarShown(bar, shown);
    },
  });
  return () => {
    removeTask();
    setBarShown(bar, false);
    bar.style.top = printedTop;
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
