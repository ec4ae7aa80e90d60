/**
 * Pixwell's user reviews (REAL-MARKUP §25): `aside#rb-user-reviews-{id}.comment-box-wrap.
 * rb-user-reviews > div#comments.rb-reviews-area > div.comment-box-content.rb-reviews-form >
 * #respond form`, the form opening with `div.rb-form-rating > span.rating-alert.is-hidden + label +
 * select.rb-rating-selection[name=rbrating]` (options "" and 5 … 1).
 *
 * Once per form (marked `is-loaded`, as the theme did) the select is hidden and the star row is
 * put before it (star-markup.ts). A star click sets the select, marks that star `active` and the
 * row `selected`. Sending the form without a rating shows the page's `.rating-alert` text in an
 * alert and cancels, as the theme's script did on `#respond #submit`; the bundle checks the
 * form's submit too (Enter in a field sends it without that button). Arrow keys, Home and End
 * move between the stars like a radio group. A reply (the star row hidden by comment-reply.ts)
 * needs no rating.
 */
import type { Feature } from '../../core/attach';
import { listen } from '../../core/listen';
import type { AppContext } from '../../context';
import { nextStar, parseRating, ratingAlertText, ratingVerdict } from './rating-rules';
import { buildStars, starOf } from './star-markup';

const FORM_BOX = '.rb-reviews-form';
const ROW = '.rb-form-rating';
const SELECT = 'select.rb-rating-selection';

function choose(row: Element, select: HTMLSelectElement, stars: readonly HTMLElement[], value: number): void {
  select.value = String(value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  stars.forEach((star, index) => {
    const isIt = index + 1 === value;
    star.classList.toggle('active', isIt);
    star.setAttribute('aria-checked', String(isIt));
    star.tabIndex = isIt ? 0 : -1;
  });
  row.classList.add('selected');
}

export const reviewRating: Feature<AppContext> = {
  name: 'theme-review-rating',
  selector: FORM_BOX,
  mount(formBox, ctx) {
    if (formBox.classList.contains('is-loaded')) return;
    const row = formBox.querySelector(ROW);
    const select = row?.querySelector<HTMLSelectElement>(SELECT) ?? formBox.querySelector<HTMLSelectElement>(SELECT);
    const form = select?.form ?? formBox.querySelector('form');
    if (!row || !select || !form) return;
    formBox.classList.add('is-loaded');
    const { box, stars } = buildStars(ctx.doc, select, row);
    select.before(box);
    // jQuery's hide(): inline display:none (the select stays in the form and is sent).
    const printedDisplay = select.style.display;
    select.style.display = 'none';
    const printed = parseRating(select.value);
    if (printed !== null) choose(row, select, stars, printed);

    const onClick = (event: MouseEvent) => {
      const found = starOf(event.target);
      if (!found || !box.contains(found.star)) return;
      event.preventDefault();
      event.stopPropagation();
      choose(row, select, stars, found.value);
    };
    const onKeydown = (event: KeyboardEvent) => {
      const found = starOf(event.target);
      if (!found || !box.contains(found.star)) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        choose(row, select, stars, found.value);
        return;
      }
      const next = nextStar(parseRating(select.value) ?? found.value, event.key);
      if (next === null) return;
      event.preventDefault();
      choose(row, select, stars, next);
      stars[next - 1]?.focus();
    };

    /** True when the form may go; otherwise the alert was shown. */
    const check = (): boolean => {
      if (row.classList.contains('is-hidden')) return true;
      if (ratingVerdict(true, select.value) === 'send') return true;
      const alertText = ratingAlertText(formBox.querySelector('.rating-alert')?.textContent);
      ctx.win.alert(alertText);
      (stars[0] ?? box).focus();
      return false;
    };
    const onSubmitClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('[type="submit"]') : null;
      if (!button || !form.contains(button)) return;
      if (!check()) event.preventDefault();
    };
    const onSubmit = (event: SubmitEvent) => {
      // A click on the button was checked already; Enter in a field comes here only.
      if (event.submitter && form.contains(event.submitter)) return;
      if (!check()) event.preventDefault();
    };
    const unlistenBox = listen(box, { click: onClick, keydown: onKeydown });
    const unlistenForm = listen(form, { click: onSubmitClick, submit: onSubmit });
    return () => {
      unlistenBox();
      unlistenForm();
      box.remove();
      select.style.display = printedDisplay;
      formBox.classList.remove('is-loaded');
      row.classList.remove('selected');
    };
  },
};
