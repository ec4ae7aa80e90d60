/**
 * Pure rules of the page chrome a reader dismisses (newsletter popup, cookie notice, header
 * strips): when the popup may show, how long a dismissal lasts, and which elements must be hidden
 * before first paint given the cookies. No DOM here, so the early run at document-start, the
 * features and the tests share one answer.
 */

export const NEWSLETTER_POPUP_COOKIE = 'ruby_newsletter_popup';
export const COOKIE_NOTICE_COOKIE = 'ruby_cookie_popup';
/** What every dismissal cookie holds. */
export const DISMISSED = '1';

/** Spec §9: the newsletter popup is for desktops only, width at least 768. */
export const DESKTOP_MIN_WIDTH = 768;
export const POPUP_DEFAULT_DELAY_MS = 2000;
/** data-expired left out or unusable: the popup stays away for a day (the spec gives no default). */
export const POPUP_DEFAULT_DAYS = 1;
export const COOKIE_NOTICE_DAYS = 30;
export const HEADER_STRIP_DEFAULT_DAYS = 30;

/** A positive number of days from a data attribute, else the fallback ("", "0", "-3", "abc" included). */
export function dismissalDays(attribute: string | null | undefined, fallback: number): number {
  const value = attribute?.trim() ? Number(attribute) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** data-delay in ms: a whole number of at least 0, else 2000. */
export function popupDelayMs(attribute: string | null | undefined): number {
  const value = attribute?.trim() ? Number(attribute) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : POPUP_DEFAULT_DELAY_MS;
}

/** The popup shows on a desktop-wide window when it has not been dismissed (cookie exactly "1"). */
export function popupEligible(viewportWidth: number, dismissalCookie: string | null): boolean {
  return viewportWidth >= DESKTOP_MIN_WIDTH && dismissalCookie !== DISMISSED;
}

/** Every name=value pair of a `document.cookie` string, decoded; broken escapes are skipped. */
export function cookieEntries(header: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    try {
      entries.push([decodeURIComponent(pair.slice(0, eq).trim()), decodeURIComponent(pair.slice(eq + 1).trim())]);
    } catch {
      // Written by other code with a broken %-escape: not ours, ignore.
    }
  }
  return entries;
}

/** Ids a header strip can have for the early rule: CSS-safe without escaping. */
const STRIP_ID = /^[A-Za-z][\w-]*$/;

/**
 * The CSS that hides, before first paint, what the cookies say was dismissed: the cookie notice
 * when `ruby_cookie_popup` is "1", and every header strip whose id names a cookie that is "1"
 * (a strip's cookie is named after its id, so any cookie could be one; the rule only matches a
 * `.rb-headerstrip` of that id). Empty when nothing was dismissed.
 */
export function dismissedChromeCss(cookieHeader: string): string {
  const rules: string[] = [];
  for (const [name, value] of cookieEntries(cookieHeader)) {
    if (value !== DISMISSED) continue;
    if (name === COOKIE_NOTICE_COOKIE) rules.push('#rb-cookie');
    else if (name !== NEWSLETTER_POPUP_COOKIE && STRIP_ID.test(name)) rules.push(`.rb-headerstrip#${name}`);
  }
  return rules.length === 0 ? '' : `${[...new Set(rules)].join(',')}{display:none!important}`;
}
