/**
 * The markup of the review star picker (WooCommerce's `p.stars a.star-1 … a.star-5`, as a
 * radio group) and of its inline alert line, built from the rating select it stands in for.
 */
import { strings } from '../../core/strings';
import { parseRating, RATING_MAX, RATING_MIN } from './rating-rules';

let generatedIds = 0;

export function starOf(target: EventTarget | null): { star: HTMLElement; value: number } | null {
  const star = target instanceof Element ? target.closest<HTMLElement>('a[data-rating]') : null;
  const value = parseRating(star?.dataset.rating);
  return star && value !== null ? { star, value } : null;
}

export function buildStars(doc: Document, select: HTMLSelectElement, form: HTMLFormElement): { group: HTMLElement; stars: HTMLElement[]; message: HTMLElement } {
  const group = doc.createElement('p');
  group.className = 'stars';
  group.dataset.siteClient = 'rating';
  group.setAttribute('role', 'radiogroup');
  group.setAttribute('aria-required', 'true');
  const label = select.id ? form.querySelector<HTMLElement>(`label[for="${select.id.replace(/["\\]/g, '\\$&')}"]`) : null;
  if (label) {
    if (!label.id) label.id = `rating-label-${++generatedIds}`;
    group.setAttribute('aria-labelledby', label.id);
  } else group.setAttribute('aria-label', strings.themeForms.ratingGroup);

  const row = doc.createElement('span');
  const stars: HTMLElement[] = [];
  for (let value = RATING_MIN; value <= RATING_MAX; value += 1) {
    const star = doc.createElement('a');
    star.className = `star-${value}`;
    star.href = '#';
    star.dataset.rating = String(value);
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-checked', 'false');
    const name = doc.createElement('span');
    name.className = 'screen-reader-text';
    const option = [...select.options].find((candidate) => candidate.value === String(value))?.textContent?.trim();
    name.textContent = strings.themeForms.starLabel.replace('{n}', String(value)) + (option ? ` (${option})` : '');
    star.append(name);
    row.append(star);
    stars.push(star);
  }
  group.append(row);

  const message = doc.createElement('p');
  message.className = 'rating-alert-message';
  message.dataset.siteClient = 'rating-alert';
  message.setAttribute('role', 'alert');
  message.id = `rating-alert-message-${++generatedIds}`;
  return { group, stars, message };
}
