/**
 * The product review form's star picker and its submit check (spec §3, §5). WooCommerce prints
 * `select#rating` (options 1–5) in the review form; the bundle hides it and puts star links
 * before it, as WooCommerce's own script does (`p.stars a.star-1 … a.star-5`), but as a radio
 * group: role=radiogroup named by the field's label, each star role=radio with aria-checked,
 * one tab stop, arrow keys, Home and End, Space and Enter. The select stays the form's field.
 *
 * A submit without a rating is stopped. Instead of the theme's window.alert (a modal box that
 * is clumsy on a phone and unreadable for tests) the text appears inline in a role=alert line
 * under the stars and focus moves to the stars. The text is the page's `.rating-alert` element
 * (in the form, else anywhere on the page; printed hidden), or strings.themeForms.ratingRequired.
 * The select's `required` is lifted while the stars stand in for it: the browser would
 * otherwise refuse to send the form without saying why (the invalid field is hidden).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { nextStar, parseRating, RATING_MIN, ratingAlertText, ratingVerdict } from './rating-rules';
import { buildStars, starOf } from './star-markup';

export const reviewRating: Feature<AppContext> = {
  name: 'theme-review-rating',
  selector: 'select#rating, select[name="rating"]',
  mount(element, ctx) {
    const select = element as HTMLSelectElement;
    const form = select.form;
    if (!form) {
      ctx.log.warn('review rating: the rating field is outside a form; no star picker');
      return;
    }
    const { group, stars, message } = buildStars(ctx.doc, select, form);
    const wasRequired = select.required;
    const wasHidden = select.hidden;
    select.before(group);
    group.after(message);
    select.required = false;
    select.hidden = true;

    const show = (rating: number | null) => {
      stars.forEach((star, index) => {
        const value = index + RATING_MIN;
        star.setAttribute('aria-checked', String(value === rating));
        star.classList.toggle('active', value === rating);
        // One tab stop: the picked star, else the first.
        star.tabIndex = value === (rating ?? RATING_MIN) ? 0 : -1;
      });
      group.classList.toggle('selected', rating !== null);
    };
    const pick = (rating: number) => {
      if (![...select.options].some((option) => option.value === String(rating))) {
        ctx.log.warn(`review rating: the rating field has no option ${rating}`);
        return;
      }
      select.value = String(rating);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      message.textContent = '';
      group.removeAttribute('aria-invalid');
      group.removeAttribute('aria-describedby');
      show(rating);
    };
    const focusStar = (rating: number | null) => stars[(rating ?? RATING_MIN) - RATING_MIN]?.focus();

    const onClick = (event: MouseEvent) => {
      const found = starOf(event.target);
      if (!found) return;
      event.preventDefault();
      pick(found.value);
      found.star.focus();
    };
    const onKeydown = (event: KeyboardEvent) => {
      const found = starOf(event.target);
      if (!found) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        pick(found.value);
        return;
      }
      const next = nextStar(found.value, event.key);
      if (next === null) return;
      event.preventDefault();
      pick(next);
      focusStar(next);
    };
    let cancelAlert: (() => void) | undefined;
    const onSubmit = (event: SubmitEvent) => {
      if (!select.isConnected || ratingVerdict(true, select.value) === 'send') return;
      event.preventDefault();
      // No other submit handler (an AJAX review plugin) may send it either.
      event.stopImmediatePropagation();
      const page = form.querySelector('.rating-alert') ?? ctx.doc.querySelector('.rating-alert');
      const text = ratingAlertText(page?.textContent);
      group.setAttribute('aria-invalid', 'true');
      group.setAttribute('aria-describedby', message.id);
      cancelAlert?.();
      if (message.textContent === text) {
        // The same words again: empty the alert first, so screen readers announce the second try.
        message.textContent = '';
        cancelAlert = ctx.clock.after(100, () => (message.textContent = text));
      } else message.textContent = text;
      focusStar(parseRating(select.value));
    };

    show(parseRating(select.value));
    group.addEventListener('click', onClick);
    group.addEventListener('keydown', onKeydown);
    form.addEventListener('submit', onSubmit);
    return () => {
      cancelAlert?.();
      form.removeEventListener('submit', onSubmit);
      group.remove();
      message.remove();
      select.required = wasRequired;
      select.hidden = wasHidden;
    };
  },
};
