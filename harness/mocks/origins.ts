/**
 * The real origins the harness stands in for. Handlers are written against these URLs, so the
 * same handlers answer in unit tests (msw/node intercepting real URLs) and in the harness (which
 * maps `/mock/{scenario}/{host}/…` back to `https://{host}/…`).
 */
export const LAUTFM_API = 'https://api.laut.fm';
export const RADIO_SITE = 'https://www.b80er.de';
export const RADIO_AJAX = `${RADIO_SITE}/wp-admin/admin-ajax.php`;
/** WordPress's REST API root of the radio site (Post Views Counter's REST mode posts below it). */
export const RADIO_REST = `${RADIO_SITE}/wp-json`;

/** The news magazine (its pages in fixtures/pages/magazine-*.html). */
export const MAGAZINE_SITE = 'https://www.magazin.example';
export const MAGAZINE_AJAX = `${MAGAZINE_SITE}/wp-admin/admin-ajax.php`;
export const MAGAZINE_REST = `${MAGAZINE_SITE}/wp-json`;

/** The subscriptions provider: `providerOrigin` of `siteClientConfig`, its API below it. */
export const SWG_PROVIDER = 'https://news.google.com';
export const SWG_API = `${SWG_PROVIDER}/swg/_/api/v1`;
/** Propensity scores and events: `propensityOrigin` of `siteClientConfig`. */
export const PROPENSITY_ORIGIN = 'https://pubads.g.doubleclick.net';
