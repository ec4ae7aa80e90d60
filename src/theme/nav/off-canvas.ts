/**
 * The off-canvas menu (`#off-canvas-section`). Every `.off-canvas-trigger` (the header's and the
 * mobile bar's) opens it; the trigger again, `#off-canvas-close-btn`, the `.site-mask` and Escape
 * close it. Open is the theme's own body class `mobile-js-menu`, which its stylesheet keys the
 * panel and the mask on. While open the panel is a modal dialog: focus is trapped inside, the
 * page behind does not scroll, the triggers say `aria-expanded="true"`; closing gives focus back
 * to the trigger that opened it. Closed, the panel is `inert` and `aria-hidden`. Sub-menus
 * (`.menu-item-has-children > .sub-menu`) get a toggle button each (off-canvas-submenus.ts).
 * All clicks go through one listener on the document, so triggers printed later work as well.
 */
import type { Feature } from '../../core/attach';
import { trapFocus, type FocusTrap } from '../../core/focus-trap';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { enhanceSubMenus, onSubMenuClick } from './off-canvas-submenus';
import { lockPageScroll } from '../../core/scroll-lock';

export const OPEN_CLASS = 'mobile-js-menu';
const TRIGGER = '.off-canvas-trigger';

export const offCanvas: Feature<AppContext> = {
  name: 'off-canvas',
  selector: '#off-canvas-section',
  mount(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const panel = element;
    const { doc } = ctx;
    const triggers = () => [...doc.querySelectorAll<HTMLElement>(TRIGGER)];
    let open: { trap: FocusTrap; unlock: () => void; opener: HTMLElement | null } | undefined;

    panel.classList.remove('is-hidden');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    if (!panel.hasAttribute('aria-label') && !panel.hasAttribute('aria-labelledby')) panel.setAttribute('aria-label', strings.themeNav.menuDialog);
    const removeSubMenus = enhanceSubMenus(panel, doc);

    const sync = (isOpen: boolean) => {
      doc.body.classList.toggle(OPEN_CLASS, isOpen);
      panel.setAttribute('aria-hidden', String(!isOpen));
      panel.inert = !isOpen;
      for (const trigger of triggers()) trigger.setAttribute('aria-expanded', String(isOpen));
    };

    const close = (returnFocus: boolean) => {
      if (!open) return;
      const { trap, unlock, opener } = open;
      open = undefined;
      sync(false);
      unlock();
      trap.release();
      if (!returnFocus) return;
      // The opener may have been hidden meanwhile (the mobile bar); then the first visible trigger.
      const visible = (candidate: HTMLElement) => candidate.isConnected && (typeof candidate.checkVisibility !== 'function' || candidate.checkVisibility());
      const back = opener && visible(opener) ? opener : triggers().find(visible);
      back?.focus();
    };

    const show = (opener: HTMLElement | null) => {
      if (open) return;
      sync(true);
      const unlock = lockPageScroll(ctx.win);
      const closeButton = panel.querySelector<HTMLElement>('#off-canvas-close-btn');
      open = { trap: trapFocus(panel, { onEscape: () => close(true), initialFocus: closeButton }), unlock, opener };
    };

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const trigger = event.target.closest<HTMLElement>(TRIGGER);
      if (trigger) {
        event.preventDefault();
        if (open) close(true);
        else show(trigger);
        return;
      }
      if (event.target.closest('#off-canvas-close-btn') || event.target.closest('.site-mask')) {
        event.preventDefault();
        close(true);
        return;
      }
      onSubMenuClick(event, panel);
    };

    sync(false);
    doc.addEventListener('click', onClick);
    return () => {
      doc.removeEventListener('click', onClick);
      close(false);
      removeSubMenus();
    };
  },
};
