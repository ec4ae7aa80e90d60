/**
 * The off-canvas menu (REAL-MARKUP §16): `aside#off-canvas-section.off-canvas-wrap.is-hidden`, the
 * first child of `div#site`. As the theme's script: `is-hidden` is removed on start; every
 * `a.off-canvas-trigger` (desktop bar, sticky copy, mobile bars), `#off-canvas-close-btn` and the
 * `.site-mask` toggle the body class `mobile-js-menu`, which the theme's stylesheet keys the panel
 * and the mask on; parent items get their `.explain-menu` toggles (off-canvas-submenus.ts).
 * Beyond the theme: Escape closes it too; while open focus is trapped inside, the page behind does
 * not scroll, the triggers (named "Menü öffnen" when they hold only an icon) say
 * `aria-expanded="true"`; closing gives focus back to the trigger that opened it. Closed, the
 * panel is `inert` and `aria-hidden`. All clicks go through one listener on the document, so
 * triggers printed later work as well.
 */
import type { Feature } from '../../core/attach';
import { trapFocus, type FocusTrap } from '../../core/focus-trap';
import { focusWhenShown } from '../../core/focus-when-shown';
import { listen } from '../../core/listen';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { enhanceSubMenus } from './off-canvas-submenus';
import { lockPageScroll } from '../../core/scroll-lock';

const OPEN_CLASS = 'mobile-js-menu';
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

    const wasHidden = panel.classList.contains('is-hidden');
    panel.classList.remove('is-hidden');
    const subMenus = enhanceSubMenus(panel, doc, ctx.clock);
    /** Triggers this mount named, to unname on cleanup. */
    const named = new Set<HTMLElement>();

    const sync = (isOpen: boolean) => {
      doc.body.classList.toggle(OPEN_CLASS, isOpen);
      panel.setAttribute('aria-hidden', String(!isOpen));
      panel.inert = !isOpen;
      for (const trigger of triggers()) {
        // The theme's triggers hold only the burger icon: give them a name.
        if (
          !named.has(trigger) &&
          !trigger.hasAttribute('aria-label') &&
          !trigger.hasAttribute('title') &&
          (trigger.textContent ?? '').trim() === ''
        ) {
          trigger.setAttribute('aria-label', strings.themeNav.menuOpen);
          named.add(trigger);
        }
        if (panel.id) trigger.setAttribute('aria-controls', panel.id);
        trigger.setAttribute('aria-expanded', String(isOpen));
      }
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
      const visible = (candidate: HTMLElement) =>
        candidate.isConnected && (typeof candidate.checkVisibility !== 'function' || candidate.checkVisibility());
      const back = opener && visible(opener) ? opener : triggers().find(visible);
      back?.focus();
    };

    const show = (opener: HTMLElement | null) => {
      if (open) return;
      sync(true);
      const unlock = lockPageScroll(ctx.win);
      const closeButton = panel.querySelector<HTMLElement>('#off-canvas-close-btn');
      open = { trap: trapFocus(panel, { onEscape: () => close(true), initialFocus: closeButton }), unlock, opener };
      // The theme's `.off-canvas-wrap` transition shows the panel a frame after `mobile-js-menu`;
      // focus goes in then, unless the reader moved it into the panel already.
      if (closeButton) focusWhenShown(closeButton, () => open !== undefined && !panel.contains(doc.activeElement));
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
      if (panel.contains(event.target)) subMenus.onClick(event);
    };
    const onKeydown = (event: KeyboardEvent) => {
      subMenus.onKeydown(event);
    };

    sync(false);
    const unlisten = [listen(doc, { click: onClick }), listen(panel, { keydown: onKeydown })];
    return () => {
      for (const remove of unlisten) remove();
      close(false);
      subMenus.destroy();
      for (const trigger of triggers()) {
        trigger.removeAttribute('aria-expanded');
        trigger.removeAttribute('aria-controls');
      }
      for (const trigger of named) trigger.removeAttribute('aria-label');
      panel.removeAttribute('aria-hidden');
      panel.inert = false;
      if (wasHidden) panel.classList.add('is-hidden');
    };
  },
};
