/**
 * WordPress's own conventions for admin-ajax and the REST API, shared by every mocked action
 * and every reader scenario, so that "unknown action" or "bad nonce" looks the same everywhere
 * and the way WordPress itself answers it:
 * - `wp_die('0', 400)` when no handler is registered for the action (or none is named);
 * - `check_ajax_referer()` failing: `wp_die('-1', 403)`;
 * - `wp_send_json()` / `wp_send_json_success()` / `wp_send_json_error()`: JSON, status 200;
 * - the REST API's errors: `{code, message, data: {status}}` with that status.
 */
import { HttpResponse } from 'msw';

/** What admin-ajax sends with `echo`/`wp_die` (the theme's fragments, '0', '-1'). */
export const WP_HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8' } as const;
/** What `wp_send_json` and the REST API send. */
export const WP_JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' } as const;

export const wpText = (body: string, status = 200): Response => new HttpResponse(body, { status, headers: WP_HTML_HEADERS });

/**
 * PHP's `json_encode` with WordPress's default flags, as `wp_send_json` writes it: `/` as `\/`
 * and every character beyond ASCII as `\uXXXX` (no JSON_UNESCAPED_SLASHES / _UNICODE).
 */
export function phpJsonEncode(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `wp_send_json($value)`; not HttpResponse.json, so bare `true`, `2`, `""` and lists work too. */
export const wpJson = (body: unknown, status = 200): Response => new HttpResponse(phpJsonEncode(body), { status, headers: WP_JSON_HEADERS });

export const wpSendJsonSuccess = (data: unknown): Response => wpJson({ success: true, data });
export const wpSendJsonError = (data: unknown): Response => wpJson({ success: false, data });

/** admin-ajax.php for an action nobody registered, or no action at all. */
export const ajaxUnknownAction = (): Response => wpText('0', 400);
/** `check_ajax_referer()` with a nonce that does not verify. */
export const ajaxBadNonce = (): Response => wpText('-1', 403);

/** A REST API error as WordPress sends it. */
export const restError = (code: string, message: string, status: number): Response => wpJson({ code, message, data: { status } }, status);

/** The REST API's answer to an X-WP-Nonce that does not verify. */
export const restBadNonce = (): Response => restError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);

/** The REST API's answer to a route (or method) nobody registered. */
export const restNoRoute = (): Response =>
  restError('rest_no_route', 'Es wurde keine Route gefunden, die mit der URL und der Request-Methode übereinstimmt.', 404);

/**
 * The fields PHP would see in `$_REQUEST`: the query string, then the form body over it (a
 * urlencoded or multipart body; anything else, JSON included, gives PHP no `$_POST`). Reads a
 * clone: every handler of a scenario sees the same request, and the next one must still read it.
 */
export async function requestFields(request: Request): Promise<URLSearchParams> {
  const fields = new URLSearchParams(new URL(request.url).search);
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return fields;
  try {
    const form = await request.clone().formData();
    const fromBody = new Set<string>();
    for (const [name, value] of form) {
      if (typeof value !== 'string') continue;
      // A body field replaces a query field of the same name, as in $_REQUEST.
      if (!fromBody.has(name)) fields.delete(name);
      fromBody.add(name);
      fields.append(name, value);
    }
  } catch {
    // A body that does not parse gives PHP no fields at all.
  }
  return fields;
}

/** A list field as PHP builds it from `name[]=a&name[]=b`; a plain `name=a` is not a list. */
export const listField = (fields: URLSearchParams, name: string): string[] => fields.getAll(`${name}[]`);
