/**
 * The key states under visual regression (tests/e2e/visual.spec.ts): what a release must not
 * change by accident. Every dialog and prompt the pages open on load (the provider's pages in the
 * dialog, the toasts, the theme's popups), the error states, and every page's phone layout. Each
 * is one of the gallery's states (the unit test checks that the console offers the pair), pictured
 * the same way (settle.ts), so a failed comparison can be looked at beside its gallery picture.
 */
import type { ViewportId } from '../../harness/gallery-manifest';
import { fileSafe } from './gallery-states';

export interface KeyState {
  page: string;
  scenario: string;
  viewport: ViewportId;
  /** What the picture guards, said in the test's title. */
  shows: string;
}

type Entry = [page: string, scenario: string, viewport: ViewportId, shows: string];

/**
 * Every page's layout at 375 px: phones get the layout that breaks most easily. The publisher
 * pages (harness/publisher-pages.ts) are all the premium article with the same log box: one of
 * them stands for all.
 */
export const PUBLISHER_PAGE_SHOWN = 'publisher-subscribe';
const PHONE_PAGES: readonly string[] = [
  'radio-home',
  'radio-article',
  'radio-newsletter-popup',
  'radio-article-rest',
  'radio-bookmarks',
  'radio-stations',
  'radio-schedule',
  'magazine-article',
  'magazine-article-locked',
  'magazine-article-microdata',
  'magazine-no-config',
  'magazine-home',
  'magazine-single',
  'magazine-category',
  'magazine-portfolio',
  'magazine-product',
  PUBLISHER_PAGE_SHOWN,
];

/**
 * Dialogs, prompts, toasts and popups that open on load (the gallery shows which scenarios open
 * one: on the premium articles the auto prompts do not run, their pages print no SWG init), at
 * 1280 px and most at 375 px too (the open article's newsletter prompt is in PHONE_PAGES). One
 * state per picture: scenarios that render the same picture as one here (the preview and the
 * newsletter prompt, the next step and the registration wall, AdSense's and GPT's ad prompt) are
 * left to the gallery.
 */
const DIALOGS: readonly Entry[] = [
  ['magazine-article', 'default', 'desktop', 'the newsletter auto prompt in the provider dialog'],
  ['magazine-article', 'swg-prompt-regwall', 'desktop', 'the registration wall prompt'],
  ['magazine-article', 'swg-prompt-blocking', 'desktop', 'the blocking registration wall'],
  ['magazine-article', 'swg-prompt-blocking', 'phone', 'the blocking registration wall on a phone'],
  ['magazine-article', 'swg-prompt-byo-cta', 'desktop', 'the publisher’s call-to-action prompt'],
  ['magazine-article', 'swg-prompt-byo-cta', 'phone', 'the publisher’s call-to-action prompt on a phone'],
  ['magazine-article', 'swg-rewarded-ad-granted', 'desktop', 'the rewarded ad prompt'],
  ['magazine-article', 'swg-rewarded-ad-granted', 'phone', 'the rewarded ad prompt on a phone'],
  ['magazine-article-locked', 'swg-metered-left', 'desktop', 'the meter prompt'],
  ['magazine-article-locked', 'swg-metered-left', 'phone', 'the meter prompt on a phone'],
  ['magazine-article-locked', 'swg-subscriber', 'desktop', 'the subscriber’s unlock toast'],
  ['magazine-article-locked', 'swg-subscriber', 'phone', 'the subscriber’s unlock toast on a phone'],
  ['radio-newsletter-popup', 'default', 'desktop', 'the theme’s newsletter popup'],
  ['magazine-home', 'theme-adblock-blocked', 'desktop', 'the ad-block popup'],
  ['magazine-home', 'theme-adblock-blocked', 'phone', 'the ad-block popup on a phone'],
];

/**
 * Error states. The radio's station boxes at 375 px (their error texts wrap there, and the radio's
 * desktop pictures, gradients and scan lines, weigh three times as much), but for the two stations
 * side by side, whose second box is below the fold on a phone.
 */
const ERRORS: readonly Entry[] = [
  ['radio-home', 'station-404', 'phone', 'an unknown station'],
  ['radio-home', 'song-hostile', 'phone', 'hostile song texts shown as text'],
  ['radio-stations', 'radiohayom-404', 'desktop', 'one of two stations unknown, side by side with the known one'],
  ['radio-schedule', 'schedule-500', 'phone', 'the schedule failing'],
  ['radio-bookmarks', 'reader-ajax-down', 'desktop', 'admin-ajax down on the bookmarks page'],
  ['magazine-article', 'swg-frames-fail', 'desktop', 'the provider’s pages failing to load'],
  ['magazine-article', 'swg-frames-fail', 'phone', 'the provider’s pages failing to load, on a phone'],
  ['magazine-article', 'swg-article-get-500', 'desktop', 'the provider’s article answer failing'],
  ['magazine-article', 'swg-rewarded-ad-timeout', 'desktop', 'no ad within 5 s'],
  ['magazine-article', 'swg-rewarded-ad-timeout', 'phone', 'no ad within 5 s, on a phone'],
  ['magazine-article-locked', 'swg-article-get-500', 'desktop', 'the premium article with the provider down'],
];

export const KEY_STATES: readonly KeyState[] = [
  ...PHONE_PAGES.map((page): KeyState => ({ page, scenario: 'default', viewport: 'phone', shows: 'the phone layout' })),
  ...[...DIALOGS, ...ERRORS].map(([page, scenario, viewport, shows]): KeyState => ({ page, scenario, viewport, shows })),
];

/** The baseline's name: page, scenario and viewport, so the file says which state it is. */
export const baselineName = (state: Pick<KeyState, 'page' | 'scenario' | 'viewport'>): string =>
  `${fileSafe(state.page)}--${fileSafe(state.scenario)}--${state.viewport}.png`;
