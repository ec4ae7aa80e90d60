/**
 * The newsletter popup (`aside#rb-newsletter-popup.rb-newsletter-popup.mfp-animation.mfp-hide
 * (.is-cover)[data-expired][data-delay]`, printed by the theme in the footer around a newsletter
 * block; `.mfp-hide` is `display:none!important`). On a window at least 768 px wide and without the
 * cookie `ruby_newsletter_popup=1`, it opens data-delay ms after the page (0 or empty: 2000, as
 * core.js) as a modal dialog.
 *
 * Core.js opened it with Magnific Popup, which built the overlay around it. The theme's CSS gives
 * the aside itself no overlay or position (`position:relative; margin:auto`), so the bundle builds
 * its own: a fixed full-window layer (`div.rb-popup-overlay`, inline styles) that centres the aside
 * and dims the page, with the aside moved into it while open and back to its place afterwards, and
 * the page behind it not scrolling. As Magnific did, the close button `button#rb-close-newsletter.mfp-close
 * > i.rbi.rbi-move` is created inside the aside (the server never prints it), Escape closes, and a
 * click on the dimmed page does not (`closeOnBgClick:false`: a reader typing an address must not
 * lose the form by a stray click). Every close stores the cookie for data-expired days (1 when
 * missing or 0) with path `/`. Ours on top: the overlay is the dialog (role=dialog, aria-modal, named
 * by the popup's heading; an <aside> may not take the role), focus trapped inside and given back afterwards. Phones never see it.
 */
import type { Feature } from '../core/attach';
import { buildElement, icon } from '../core/element';
import { trapFocus, type FocusTrap } from '../core/focus-trap';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { DISMISSED, dismissalDays, NEWSLETTER_POPUP_COOKIE, POPUP_DEFAULT_DAYS, popupDelayMs, popupEligible } from './dismissal-rules';

const HIDE = 'mfp-hide';
const CLOSE_ID = 'rb-close-newsletter';
const OVERLAY_STYLE =
  'position:fixed;inset:0;z-index:99999;display:flex;align-items:center;justify-content:center;box-sizing:border-box;padding:20px;overflow:auto;background:rgba(0,0,0,.8)';

interface OpenState {
  trap: FocusTrap;
  overlay: HTMLElement;
  placeholder: Comment;
  createdClose: HTMLElement | null;
  rootOverflow: string;
}

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
    // Only ever visible as the dialog, even where a page printed it without the theme's class.
    const addedHide = !popup.classList.contains(HIDE);
    if (addedHide) popup.classList.add(HIDE);
    if (!popupEligible(win.innerWidth, stored)) return () => void (addedHide && popup.classList.remove(HIDE));

    let open: OpenState | undefined;

    const close = (remember: boolean) => {
      if (!open) return;
      const { trap, overlay, placeholder, createdClose, rootOverflow } = open;
      open = undefined;
      if (remember) {
        ctx.storage.cookies.set(NEWSLETTER_POPUP_COOKIE, DISMISSED, {
          days: dismissalDays(popup.getAttribute('data-expired'), POPUP_DEFAULT_DAYS),
        });
      }
      popup.classList.add(HIDE);
      popup.removeEventListener('click', onPopupClick);
      createdClose?.remove();
      placeholder.replaceWith(popup);
      overlay.remove();
      doc.documentElement.style.overflow = rootOverflow;
      trap.release();
    };
    const onPopupClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`#${CLOSE_ID}`)) return;
      event.preventDefault();
      close(true);
    };

    const show = () => {
      // The reader may have narrowed the window, or dismissed the popup in another tab, meanwhile.
      if (open || !popup.isConnected || !popupEligible(win.innerWidth, cookie())) return;
      const overlay = buildElement(doc, 'div', { class: 'rb-popup-overlay', 'data-site-client': 'newsletter-popup' });
      overlay.style.cssText = OVERLAY_STYLE;
      const placeholder = doc.createComment('rb-newsletter-popup');
      popup.replaceWith(placeholder);
      overlay.append(popup);
      doc.body.append(overlay);

      let closeButton = popup.querySelector<HTMLElement>(`#${CLOSE_ID}`);
      const createdClose = closeButton ? null : createCloseButton(doc);
      if (createdClose) {
        popup.append(createdClose);
        closeButton = createdClose;
      }
      popup.classList.remove(HIDE);
      // The dialog role goes on the overlay: an <aside> may not take it.
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      nameDialog(overlay, popup);
      popup.addEventListener('click', onPopupClick);
      const rootOverflow = doc.documentElement.style.overflow;
      doc.documentElement.style.overflow = 'hidden';
      open = {
        trap: trapFocus(overlay, { onEscape: () => close(true), initialFocus: closeButton }),
        overlay,
        placeholder,
        createdClose,
        rootOverflow,
      };
    };

    const cancel = ctx.clock.after(popupDelayMs(popup.getAttribute('data-delay')), show);
    return () => {
      cancel();
      close(false);
      if (addedHide) popup.classList.remove(HIDE);
    };
  },
};

/** What Magnific's closeMarkup printed for the theme, with a name (the icon has no text). */
function createCloseButton(doc: Document): HTMLElement {
  const name = strings.readerUi.newsletterClose;
  return buildElement(
    doc,
    'button',
    { type: 'button', id: CLOSE_ID, class: 'mfp-close', title: name, 'aria-label': name },
    icon(doc, 'move'),
  );
}

/** The dialog is named by the popup's first heading (given an id if it has none), else the generic name. */
function nameDialog(dialog: HTMLElement, popup: HTMLElement): void {
  const heading = popup.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!heading) {
    dialog.setAttribute('aria-label', strings.readerUi.newsletterDialog);
    return;
  }
  if (!heading.id) heading.id = `${popup.id || 'rb-newsletter-popup'}-title`;
  dialog.setAttribute('aria-labelledby', heading.id);
}
