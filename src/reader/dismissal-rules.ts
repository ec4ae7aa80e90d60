/**
 * Pure rules of the page chrome a reader dismisses (newsletter popup, cookie notice, header
 * strips): when the popup may show and how long a dismissal lasts. The theme's CSS keeps the
 * cookie notice and the strips hidden until they are revealed, so nothing has to be hidden before
 * first paint: a dismissed one is simply never revealed.
 */

export const NEWSLETTER_POPUP_COOKIE = 'ruby_newsletter_popup';
export const COOKIE_NOTICE_COOKIE = 'ruby_cookie_popup';
/** What every dismissal cookie holds. */
export const DISMISSED = '1';

/** Spec §9: the newsletter popup is for desktops only, width at least 768. */
const DESKTOP_MIN_WIDTH = 768;
const POPUP_DEFAULT_DELAY_MS = 2000;
/**
 * data-expired left out, 0 or unusable: the popup stays away for a day (the spec gives no default;
 * core.js would write a cookie that expires at once, so the popup came back on every page).
 */
export const POPUP_DEFAULT_DAYS = 1;
export const COOKIE_NOTICE_DAYS = 30;
export const HEADER_STRIP_DEFAULT_DAYS = 30;

/** A positive number of days from a data attribute, else the fallback ("", "0", "-3", "abc" included). */
export function dismissalDays(attribute: string | null | undefined, fallback: number): number {
  const value = attribute?.trim() ? Number(attribute) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * data-delay in ms. The theme prints `intval` of its option, so an empty option arrives as "0";
 * core.js waits 2000 ms for every falsy delay. A positive number, else 2000.
 */
export function popupDelayMs(attribute: string | null | undefined): number {
  const value = attribute?.trim() ? Number(attribute) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : POPUP_DEFAULT_DELAY_MS;
}

/** The popup shows on a desktop-wide window when it has not been dismissed (cookie exactly "1"). */
export function popupEligible(viewportWidth: number, dismissalCookie: string | null): boolean {
  return viewportWidth >= DESKTOP_MIN_WIDTH && dismissalCookie !== DISMISSED;
}

/** Core.js reveals the cookie notice (inline display first, then `is-show` 10 ms later, so it fades in). */
export const COOKIE_NOTICE_REVEAL_MS = 10;
/** After accept: `is-show` goes at once (0.5 s fade in the theme's CSS), inline display:none 500 ms later. */
export const COOKIE_NOTICE_FADE_MS = 500;
/** A closed header strip slides up for 300 ms and is then removed. */
export const HEADER_STRIP_SLIDE_MS = 300;
