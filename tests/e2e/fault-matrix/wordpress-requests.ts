/**
 * WordPress's side of the fault matrix's requests, shared by the row files of the theme and of the
 * reader features: the admin-ajax address with the action a request carries, and the answers'
 * JSON type and a body that is not JSON at all.
 */
import type { Request } from '@playwright/test';

/** The admin-ajax request of one action (the theme's and the plugins' calls all go to admin-ajax.php). */
export const ADMIN_AJAX = /\/admin-ajax\.php(\?|$)/;
export const ajaxAction = (action: string) => (request: Request) => new URLSearchParams(request.postData() ?? '').get('action') === action;
/** What WordPress's JSON answers look like; a body that is not JSON at all. */
export const JSON_TYPE = 'application/json; charset=UTF-8';
export const NOT_JSON = {
  body: '<br />\n<b>Fatal error</b>: Allowed memory size exhausted in <b>functions.php</b>',
  contentType: 'text/html; charset=UTF-8',
};
