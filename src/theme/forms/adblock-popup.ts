/**
 * Ad-block detection (spec §4, §7, §8). Only on pages where the theme printed its popup
 * (`#rb-adblock.rb-adblock-popup[hidden]` with its message, fixtures/pages/fragments/theme/
 * adblock-popup.html): the probe asks for the ad script (`siteClientConfig.adScriptUrl`, by
 * default the real one) and, when the outcome means "blocked" (adblock-rules.ts), the popup opens
 * as a modal that cannot be dismissed: no close button, Escape does nothing, focus stays inside
 * (on its links, or on the dialog itself), the page behind is inert and does not scroll. The
 * popup's own links (e.g. "Seite neu laden") stay usable: they are the way out.
 */
import type { Feature } from '../../core/attach';
import { setAttribute } from '../../core/element';
import { trapFocus } from '../../core/focus-trap';
import { strings } from '../../core/strings';
import { readGlobal } from '../../core/wp-config';
import type { AppContext } from '../../context';
import { probeAdScript } from './adblock-probe';
import { adScriptUrlFrom, describeOutcome, isAdBlocked } from './adblock-rules';
import { lockPageAround } from './page-lock';

/** Only when the theme gives the popup no position of its own: a full-window overlay. */
const OVERLAY_STYLE =
  'position:fixed;inset:0;z-index:99999;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,.75);overflow:auto';

function nameDialog(popup: HTMLElement): void {
  if (popup.hasAttribute('aria-labelledby') || popup.hasAttribute('aria-label')) return;
  const heading = popup.querySelector<HTMLElement>('h1, h2, h3, h4, .adblock-title');
  if (!heading) {
    popup.setAttribute('aria-label', strings.themeForms.adblockDialog);
    return;
  }
  const idPrefix = popup.id || 'rb-adblock';
  if (!heading.id) heading.id = `${idPrefix}-title`;
  popup.setAttribute('aria-labelledby', heading.id);
  const text = popup.querySelector<HTMLElement>('.adblock-description, p');
  if (text && !popup.hasAttribute('aria-describedby')) {
    if (!text.id) text.id = `${idPrefix}-description`;
    popup.setAttribute('aria-describedby', text.id);
  }
}

export const adblockDetection: Feature<AppContext> = {
  name: 'theme-adblock',
  selector: '#rb-adblock',
  mount(element, ctx) {
    const popup = element as HTMLElement;
    // Only ever visible as the modal, even where the theme printed it visible.
    popup.hidden = true;
    const { url, warning } = adScriptUrlFrom(readGlobal(ctx.win, 'siteClientConfig'));
    if (warning) ctx.log.warn(`ad-block detection: ${warning}`);
    const controller = new AbortController();
    let undo: (() => void) | undefined;

    const open = () => {
      const style = popup.getAttribute('style');
      popup.hidden = false;
      popup.classList.add('is-active');
      if (ctx.win.getComputedStyle(popup).position === 'static') popup.style.cssText += `;${OVERLAY_STYLE}`;
      popup.setAttribute('role', 'alertdialog');
      popup.setAttribute('aria-modal', 'true');
      nameDialog(popup);
      const unlock = lockPageAround(popup);
      // No onEscape: the dialog cannot be closed.
      const trap = trapFocus(popup);
      // A click on the overlay or the text would leave focus on <body>, outside the trap.
      const keepFocus = (event: MouseEvent) => {
        if (
          event.target instanceof Element &&
          !event.target.closest('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')
        )
          event.preventDefault();
      };
      popup.addEventListener('mousedown', keepFocus);
      undo = () => {
        popup.removeEventListener('mousedown', keepFocus);
        trap.release();
        unlock();
        popup.hidden = true;
        popup.classList.remove('is-active');
        setAttribute(popup, 'style', style);
      };
    };

    void probeAdScript(url, { clock: ctx.clock, signal: controller.signal }).then((outcome) => {
      if (controller.signal.aborted || !popup.isConnected) return;
      // What the probe found, for QA in the inspector (and tests): answered, network-error or timeout.
      popup.dataset.adblockProbe = outcome.kind;
      const online = ctx.win.navigator.onLine !== false;
      if (isAdBlocked(outcome, online)) {
        ctx.log.info(`ad-block detection: the ad script was blocked (${describeOutcome(outcome)})`);
        open();
      } else if (outcome.kind !== 'answered' || outcome.status >= 400 || !online) {
        ctx.log.info(`ad-block detection: not treated as blocked: ${describeOutcome(outcome)}${online ? '' : ' while offline'}`);
      }
    });

    // Ends only with the bundle (stop()) or when the theme's popup leaves the page.
    return () => {
      controller.abort();
      undo?.();
      delete popup.dataset.adblockProbe;
    };
  },
};
