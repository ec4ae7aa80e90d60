/**
 * The newsletter form (`form.rb-newsletter-form`, in a widget, a block and the popup). Its
 * notices are not in the form: Pixwell Core prints them in `.newsletter-response`, the sibling of
 * `.rb-newsletter-inner` inside the same `div.rb-newsletter`, as `span.response-notice.{privacy-error,
 * email-error,email-exists,success}`, which the theme's CSS keeps `display:none; opacity:0` until
 * they get `is-show` (display) and `showing` (opacity). Spec §5: an empty email shows email-error;
 * a privacy checkbox that exists and is unchecked shows privacy-error and nothing is sent.
 * Otherwise `rb_submit_newsletter` is POSTed (email, and `privacy=true` when the form has the
 * checkbox, as core.js sends it) and the notice the answer names is shown. Each submit first takes
 * the previous notice away. A failed or malformed answer shows no success: a notice of our own
 * (same classes, so it looks like the theme's) asks to try again, the typed address stays and a
 * warning is logged. Submits while a request runs are ignored. The notices' container is a polite
 * status region, so each shown notice is announced.
 */
import type { Feature } from '../core/attach';
import { addMissingAttributes, buildElement, setAttribute } from '../core/element';
import { describeHttpError } from '../core/http';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { checkNewsletterInput, newsletterAnswerSchema, type NewsletterNotice } from './newsletter-rules';

/** Our notice for answers that failed; the four others are the theme's. */
const REQUEST_ERROR = 'request-error';
type ShownNotice = NewsletterNotice | typeof REQUEST_ERROR;
/** The theme's classes: `is-show` gives the notice its display, `showing` its opacity. */
const SHOWN = ['is-show', 'showing'] as const;

export const newsletterForm: Feature<AppContext> = {
  name: 'newsletter-form',
  selector: 'form.rb-newsletter-form',
  mount(element, ctx) {
    const form = element as HTMLFormElement;
    const email = form.querySelector<HTMLInputElement>('input[name="rb_email_subscribe"]');
    const privacy = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="rb_privacy"]');
    if (!email) {
      ctx.log.warn('newsletter form without input[name=rb_email_subscribe]: left to the browser');
      return;
    }
    const block = form.closest('.rb-newsletter');
    let region = block?.querySelector<HTMLElement>('.newsletter-response') ?? form.querySelector<HTMLElement>('.newsletter-response');
    const createdRegion = !region;
    if (!region) {
      ctx.log.warn('newsletter form without .newsletter-response: its notices are created');
      region = buildElement(ctx.doc, 'div', { class: 'newsletter-response' });
      (block ?? form).append(region);
    }
    const status = region;
    const removeAttributes = addMissingAttributes(status, { role: 'status', 'aria-live': 'polite' });
    let ownNotice: HTMLElement | undefined;

    const noticeElement = (notice: ShownNotice): HTMLElement | null => {
      if (notice !== REQUEST_ERROR) return status.querySelector<HTMLElement>(`.response-notice.${notice}`);
      if (!ownNotice) {
        ownNotice = buildElement(ctx.doc, 'span', { class: `response-notice ${REQUEST_ERROR}` }, strings.readerUi.newsletterFailed);
        status.append(ownNotice);
      }
      return ownNotice;
    };
    const hideAll = () => {
      for (const other of status.querySelectorAll<HTMLElement>('.response-notice')) other.classList.remove(...SHOWN);
    };
    const show = (notice: ShownNotice) => {
      hideAll();
      const target = noticeElement(notice);
      if (target) target.classList.add(...SHOWN);
      else ctx.log.warn(`newsletter form has no .response-notice.${notice}`);
      setInvalid(email, notice === 'email-error');
      if (privacy) setInvalid(privacy, notice === 'privacy-error');
    };

    let busy = false;
    const controller = new AbortController();
    const submitButtons = () => [...form.querySelectorAll<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')];
    const setBusy = (value: boolean) => {
      busy = value;
      setAttribute(form, 'aria-busy', value && 'true');
      for (const button of submitButtons()) setAttribute(button, 'aria-disabled', value && 'true');
    };

    const submit = async () => {
      hideAll();
      const check = checkNewsletterInput({ email: email.value, privacy: privacy ? privacy.checked : null });
      if (!check.ok) {
        show(check.notice);
        (check.notice === 'privacy-error' && privacy ? privacy : email).focus();
        return;
      }
      if (!ctx.ajax) {
        ctx.log.warn('newsletter: no admin-ajax URL (pixwellParams / pixwellCoreParams); nothing was sent');
        show(REQUEST_ERROR);
        return;
      }
      setBusy(true);
      const result = await ctx.ajax.json(ctx.actions.newsletter, check.fields, newsletterAnswerSchema(), { signal: controller.signal });
      if (controller.signal.aborted) return;
      setBusy(false);
      if (result.ok) {
        show(result.value.notice);
        if (result.value.notice === 'success') email.value = '';
        return;
      }
      ctx.log.warn(`newsletter: ${describeHttpError(result.error)}`);
      show(REQUEST_ERROR);
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy) return;
      void submit();
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      controller.abort();
      form.removeEventListener('submit', onSubmit);
      ownNotice?.remove();
      if (createdRegion) status.remove();
      else removeAttributes();
    };
  },
};

function setInvalid(field: HTMLElement, invalid: boolean): void {
  setAttribute(field, 'aria-invalid', invalid && 'true');
}
