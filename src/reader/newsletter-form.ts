/**
 * The newsletter form (`form.rb-newsletter-form`, in the sidebar and in the popup). Spec §5: an
 * empty email shows the email-error notice; a privacy checkbox that exists and is unchecked shows
 * the privacy-error notice and nothing is sent. Otherwise `rb_submit_newsletter` is POSTed (email,
 * and privacy "1" when the form has the checkbox) and the notice the answer names is shown. A
 * failed or malformed answer shows no success: a notice of our own asks to try again, the typed
 * address stays and a warning is logged. Submits while a request runs are ignored. The notices'
 * container is a polite status region, so each shown notice is announced.
 */
import type { Feature } from '../core/attach';
import { describeHttpError } from '../core/http';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { checkNewsletterInput, NEWSLETTER_ACTION, newsletterAnswerSchema, type NewsletterNotice } from './newsletter-rules';

/** Our notice for answers that failed; the four others are the theme's. */
const REQUEST_ERROR = 'request-error';
type ShownNotice = NewsletterNotice | typeof REQUEST_ERROR;

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
    let region = form.querySelector<HTMLElement>('.newsletter-response');
    const createdRegion = !region;
    if (!region) {
      region = ctx.doc.createElement('div');
      region.className = 'newsletter-response';
      form.append(region);
    }
    const status = region;
    if (!status.hasAttribute('role')) status.setAttribute('role', 'status');
    if (!status.hasAttribute('aria-live')) status.setAttribute('aria-live', 'polite');
    let ownNotice: HTMLElement | undefined;

    const noticeElement = (notice: ShownNotice): HTMLElement | null => {
      if (notice !== REQUEST_ERROR) return status.querySelector<HTMLElement>(`.response-notice.${notice}`);
      if (!ownNotice) {
        ownNotice = ctx.doc.createElement('p');
        ownNotice.className = `response-notice ${REQUEST_ERROR}`;
        ownNotice.textContent = strings.readerUi.newsletterFailed;
        status.append(ownNotice);
      }
      return ownNotice;
    };
    const show = (notice: ShownNotice) => {
      for (const other of status.querySelectorAll<HTMLElement>('.response-notice')) other.hidden = true;
      const target = noticeElement(notice);
      if (target) target.hidden = false;
      else ctx.log.warn(`newsletter form has no .response-notice.${notice}`);
      setInvalid(email, notice === 'email-error');
      if (privacy) setInvalid(privacy, notice === 'privacy-error');
    };

    let busy = false;
    const controller = new AbortController();
    const submitButtons = () => [...form.querySelectorAll<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')];
    const setBusy = (value: boolean) => {
      busy = value;
      if (value) form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
      for (const button of submitButtons()) {
        if (value) button.setAttribute('aria-disabled', 'true');
        else button.removeAttribute('aria-disabled');
      }
    };

    const submit = async () => {
      const check = checkNewsletterInput({ email: email.value, privacy: privacy ? privacy.checked : null });
      if (!check.ok) {
        show(check.notice);
        (check.notice === 'privacy-error' && privacy ? privacy : email).focus();
        return;
      }
      if (!ctx.ajax) {
        ctx.log.warn('newsletter: pixwellCoreParams.ajaxurl is missing; nothing was sent');
        show(REQUEST_ERROR);
        return;
      }
      setBusy(true);
      const result = await ctx.ajax.json(NEWSLETTER_ACTION, check.fields, newsletterAnswerSchema, { signal: controller.signal });
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
    };
  },
};

function setInvalid(field: HTMLElement, invalid: boolean): void {
  if (invalid) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}
