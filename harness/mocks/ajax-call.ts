/**
 * An admin-ajax request as a resolver sees it: apart from admin-ajax.ts (which routes the
 * requests) because the theme's list and search answers are resolvers that admin-ajax.ts routes to.
 */
import type { WpSite } from './wordpress-data';

/** One admin-ajax request, as a resolver sees it. */
export interface AjaxCall {
  request: Request;
  /** `$_REQUEST`: query and form fields (the action, check_ajax_referer's nonce). */
  fields: URLSearchParams;
  /** `$_POST`: the form fields only, what the theme and the plugins read. */
  post: URLSearchParams;
  site: WpSite;
}

export type AjaxResolver = (call: AjaxCall) => Response | Promise<Response>;
