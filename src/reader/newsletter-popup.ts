/**
 * The newsletter popup (`#rb-newsletter-popup[data-delay][data-expired]`, printed hidden). On a
 * desktop-wide window (at least 768 px) and without the cookie `ruby_newsletter_popup=1`, it opens
 * data-delay ms after the page (2000 by default) as a modal dialog: role=dialog, aria-modal, named
 * by its first heading, over a backdrop, with focus trapped inside and given back afterwards. The
 * close button (`#rb-close-newsletter`), a click on the backdrop and Escape close it and store the
 * cookie for data-expired days (1 by default). Phones never see it.
 */
import type { Feature } from '../core/attach';
import { trapFocus, type FocusTrap } from '../core/focus-trap';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { DISMISSED, dismissalDays, NEWSLETTER_POPUP_COOKIE, POPUP_DEFAULT_DAYS, popupDelayMs, popupEligible } from './dismissal-rules';

const BACKDROP_STYLE = 'position:fixed;inset:0;z-index:99998;background:rgba(0,0,0,.6)';
/** Only when the theme gives the popup no position of its own: centred, above the backdrop, scrollable. */
const CENTRED_STYLE =
  'position:fixed;z-index:99999;top:50%;left:50%;transform:translate(-50%,-50%);max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);overflow:auto';

export const newsletterPopup: Feature<AppContext> = {
  name: 'newsletter-popup',
  selector: '#rb-newsletter-popup',
  mount(element, ctx) {
    const popup = element as HTMLElement;
    const { doc, win } = ctx;
    const cookie = () => ctx.storage.cookies.get(NEWSLETTER_POPUP_COOKIE);
    const stored = cookie();
    if (stored !== null && stored !== DISMISSED) {
      ctx.log.warn(`newsletter popup: ignoring the cookie ${NEWSLETTER_POPUP_COOKIE}=${JSON.stringify(stored)} (expected "1")`);
    }
    // Only ever visible as the dialog, even where the theme printed it visible.
    if (!popup.classList.contains('mfp-hide')) popup.hidden = true;
    if (!popupEligible(win.innerWidth, stored)) return;

    let open: { trap: FocusTrap; backdrop: HTMLElement; style: string | null; mfpHide: boolean } | undefined;

    const close = (remember: boolean) => {
      if (!open) return;
      const { trap, backdrop, style, mfpHide } = open;
      open = undefined;
      if (remember) {
        ctx.storage.cookies.set(NEWSLETTER_POPUP_COOKIE, DISMISSED, { days: dismissalDays(popup.getAttribute('data-expired'), POPUP_DEFAULT_DAYS) });
      }
      popup.hidden = true;
      if (mfpHide) popup.classList.add('mfp-hide');
      if (style === null) popup.removeAttribute('style');
      else popup.setAttribute('style', style);
      backdrop.remove();
      popup.removeEventListener('click', onPopupClick);
      trap.release();
    };
    const onPopupClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('#rb-close-newsletter')) return;
      event.preventDefault();
      close(true);
    };

    const show = () => {
      // The reader may have narrowed the window, or dismissed the popup in another tab, meanwhile.
      if (open || !popupEligible(win.innerWidth, cookie())) return;
      const backdrop = doc.createElement('div');
      backdrop.className = 'rb-popup-backdrop';
      backdrop.setAttribute('data-site-client', 'backdrop');
      backdrop.style.cssText = BACKDROP_STYLE;
      backdrop.addEventListener('click', () => close(true));
      const style = popup.getAttribute('style');
      const mfpHide = popup.classList.contains('mfp-hide');
      popup.before(backdrop);
      popup.classList.remove('mfp-hide');
      popup.hidden = false;
      if (win.getComputedStyle(popup).position === 'static') popup.style.cssText += `;${CENTRED_STYLE}`;
      // Above the backdrop whatever the theme's own stacking says.
      else popup.style.zIndex = '99999';
      popup.setAttribute('role', 'dialog');
      popup.setAttribute('aria-modal', 'true');
      nameDialog(popup);
      popup.addEventListener('click', onPopupClick);
      open = { trap: trapFocus(popup, { onEscape: () => close(true) }), backdrop, style, mfpHide };
    };

    const cancel = ctx.clock.after(popupDelayMs(popup.getAttribute('data-delay')), show);
    return () => {
      cancel();
      close(false);
    };
  },
};

/** aria-labelledby its first heading (given an id if it has none), else the generic name. */
function nameDialog(popup: HTMLElement): void {
  if (popup.hasAttribute('aria-labelledby') || popup.hasAttribute('aria-label')) return;
  const heading = popup.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, .newsletter-popup-title');
  if (!heading) {
    popup.setAttribute('aria-label', strings.readerUi.newsletterDialog);
    return;
  }
  if (!heading.id) heading.id = `${popup.id || 'rb-newsletter-popup'}-title`;
  popup.setAttribute('aria-labelledby', heading.id);
}
