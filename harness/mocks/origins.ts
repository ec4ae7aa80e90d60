/**
 * The real origins the harness stands in for. Handlers are written against these URLs, so the
 * same handlers answer in unit tests (msw/node intercepting real URLs) and in the harness (which
 * maps `/mock/{scenario}/{host}/…` back to `https://{host}/…`).
 */
export const LAUTFM_API = 'https://api.laut.fm';
export const RADIO_SITE = 'https://www.b80er.de';
export const RADIO_AJAX = `${RADIO_SITE}/wp-admin/admin-ajax.php`;
