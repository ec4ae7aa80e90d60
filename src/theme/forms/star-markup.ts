/**
 * The star row the theme's script put before the hidden rating select of Pixwell's user reviews:
 * `div.rb-review-stars > span > a.star[href="#"][data-rating=1…5] > i.rbi.rbi-star` (the theme's
 * CSS draws the glyphs and the hover and `active` states). The bundle adds what a reader of
 * assistive technology needs: the row is a radio group named by the form's label, each star a
 * radio named "n von 5 Sternen (option text)", one of them in the tab order.
 */
import { buildElement, icon } from '../../core/element';
import { strings } from '../../core/strings';
import { parseRating, RATING_MAX, RATING_MIN } from './rating-rules';

export function starOf(target: EventTarget | null): { star: HTMLElement; value: number } | null {
  const star = target instanceof Element ? target.closest<HTMLElement>('a.star[data-rating]') : null;
  const value = parseRating(star?.dataset.rating);
  return star && value !== null ? { star, value } : null;
}

export function buildStars(doc: Document, select: HTMLSelectElement, row: Element): { box: HTMLElement; stars: HTMLElement[] } {
  const label = row.querySelector<HTMLElement>('label');
  const labelText = label?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const group = buildElement(doc, 'span', {
    role: 'radiogroup',
    'aria-label': labelText !== '' ? labelText : strings.themeForms.ratingGroup,
  });
  const stars: HTMLElement[] = [];
  for (let value = RATING_MIN; value <= RATING_MAX; value += 1) {
    const option = [...select.options].find((candidate) => candidate.value === String(value))?.textContent?.trim();
    const star = buildElement(
      doc,
      'a',
      {
        class: 'star',
        href: '#',
        'data-rating': String(value),
        role: 'radio',
        'aria-checked': 'false',
        tabindex: value === RATING_MIN ? '0' : '-1',
        'aria-label': strings.themeForms.starLabel.replace('{n}', String(value)) + (option ? ` (${option})` : ''),
      },
      icon(doc, 'star'),
    );
    group.append(star);
    stars.push(star);
  }
  return { box: buildElement(doc, 'div', { class: 'rb-review-stars' }, group), stars };
}
