/**
 * The review rule of spec §5 without the DOM: a rating is a whole number from 1 to 5 (spec §3);
 * a form that has a rating field may not be sent without one. The alert text is the page's
 * `.rating-alert` text, or the bundle's own when the page prints none.
 */
import { strings } from '../../core/strings';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** 1–5 from a field value ("4", " 4 "); null for empty, "0", "4.5", "6" or anything else. */
export function parseRating(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const rating = Number(text);
  return rating >= RATING_MIN && rating <= RATING_MAX ? rating : null;
}

export type RatingVerdict = 'send' | 'missing-rating';

/** Without a rating field there is nothing to check (a plain comment form). */
export function ratingVerdict(hasRatingField: boolean, value: string | null): RatingVerdict {
  return hasRatingField && parseRating(value) === null ? 'missing-rating' : 'send';
}

/** The page's alert text, whitespace collapsed; the fallback for a missing or empty element. */
export function ratingAlertText(pageText: string | null | undefined): string {
  const text = pageText?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? strings.themeForms.ratingRequired : text;
}

/** The star the arrow keys move to, wrapping like a radio group; from nothing, the first or last. */
export function nextStar(current: number | null, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current === null ? RATING_MIN : current === RATING_MAX ? RATING_MIN : current + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current === null ? RATING_MAX : current === RATING_MIN ? RATING_MAX : current - 1;
    case 'Home':
      return RATING_MIN;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}
