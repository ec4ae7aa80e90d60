/**
 * WordPress's own conventions for admin-ajax and the REST API, shared by every mocked action
 * and every reader scenario, so that "unknown action" or "bad nonce" looks the same everywhere
 * and the way WordPress itself answers it (checked against a real WordPress 6.1 by
 * tests/wordpress/e2e/admin-ajax-contract.spec.ts):
 * - `wp_die('0', 400)` when no action is named (missing, empty, "0", a list) or none is registered;
 * - `check_ajax_referer()` failing: `wp_die('-1', 403)`;
 * - `wp_send_json()` / `wp_send_json_success()` / `wp_send_json_error()`: JSON, status 200;
 * - `echo …; exit;`: admin-ajax's own text/html, whatever was echoed (nothing, or JSON);
 * - the headers admin-ajax.php and the REST server send with every answer;
 * - the REST API's errors: `{code, message, data: {status}}` with that status;
 * - PHP's reading of the fields: `$_REQUEST` (query and form) for the action and check_ajax_referer,
 *   `$_POST` (the form only, slashed by WordPress) for what the theme and plugins read, and the
 *   casts and sanitizers they apply (intval, absint, empty, sanitize_text_field, sanitize_key).
 */
import { HttpResponse } from 'msw';

/** What admin-ajax sends with `echo`/`wp_die` (the theme's fragments, '0', '-1'). */
export const WP_HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8' } as const;
/** What `wp_send_json` and the REST API send. */
export const WP_JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' } as const;

/** `nocache_headers()`. */
const WP_NOCACHE_HEADERS = { 'Cache-Control': 'no-cache, must-revalidate, max-age=0', Expires: 'Wed, 11 Jan 1984 05:00:00 GMT' } as const;

/**
 * What admin-ajax.php sends before it looks at the action: `X-Robots-Tag`, and (from wp_die, or
 * nocache_headers() later) the no-cache pair. No cookies, on any answer.
 */
export const ADMIN_AJAX_HEADERS = { 'X-Robots-Tag': 'noindex', ...WP_NOCACHE_HEADERS } as const;
/** …and once an action is named: send_nosniff_header() and admin_init's wp_admin_headers / send_frame_options_header. */
export const ADMIN_AJAX_ACTION_HEADERS = {
  ...ADMIN_AJAX_HEADERS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;
/** What the REST server sends with every answer (the no-cache pair only for logged-in users and refused nonces). */
export const REST_HEADERS = { 'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * `response` with `headers` added where it has none of that name (a resolver's own win). Mocked
 * network failures and server errors (the proxy's 5xx, not WordPress's) pass unchanged.
 */
export function withWordPressHeaders(response: Response, headers: Record<string, string>): Response {
  if (response.type === 'error' || response.status >= 500) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

export const wpText = (body: string, status = 200): Response => new HttpResponse(body, { status, headers: WP_HTML_HEADERS });

/**
 * PHP's `json_encode` with WordPress's default flags, as `wp_send_json` and `wp_json_encode` write
 * it: `/` as `\/` and every UTF-16 unit beyond ASCII as `\uXXXX` (no JSON_UNESCAPED_SLASHES /
 * _UNICODE); DEL (0x7f) is ASCII and stays as it is.
 */
export function phpJsonEncode(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `wp_send_json($value)`; not HttpResponse.json, so bare `true`, `2`, `""` and lists work too. */
export const wpJson = (body: unknown, status = 200): Response =>
  new HttpResponse(phpJsonEncode(body), { status, headers: WP_JSON_HEADERS });

export const wpSendJsonSuccess = (data: unknown): Response => wpJson({ success: true, data });
export const wpSendJsonError = (data: unknown): Response => wpJson({ success: false, data });

/** `echo wp_json_encode($value); exit;`: JSON in admin-ajax's text/html (Post Views Counter does this). */
export const wpEchoJson = (value: unknown): Response => wpText(phpJsonEncode(value));

/** A plugin's bare `exit;` inside admin-ajax: an empty body, status 200, text/html. */
export const ajaxExit = (): Response => wpText('');

/** admin-ajax.php for an action nobody registered, or no action at all. */
export const ajaxUnknownAction = (): Response => wpText('0', 400);
/** `check_ajax_referer()` with a nonce that does not verify. */
export const ajaxBadNonce = (): Response => wpText('-1', 403);

/** A REST API error as WordPress sends it. */
export const restError = (code: string, message: string, status: number): Response => wpJson({ code, message, data: { status } }, status);

/** The REST API's answer to a nonce (X-WP-Nonce or `_wpnonce`) that does not verify; WordPress adds the no-cache pair. */
export function restBadNonce(): Response {
  const response = restError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
  for (const [name, value] of Object.entries(WP_NOCACHE_HEADERS)) response.headers.set(name, value);
  return response;
}

/** The REST API's answer to a route (or method) nobody registered. */
export const restNoRoute = (): Response =>
  restError('rest_no_route', 'Es wurde keine Route gefunden, die mit der URL und der Request-Methode übereinstimmt.', 404);

/* ------------------------------------------------------------------ the fields, as PHP reads them */

/** The form fields of a request body as PHP parses them into `$_POST` (urlencoded or multipart; anything else, JSON included, gives none). */
export async function postFields(request: Request): Promise<URLSearchParams> {
  const fields = new URLSearchParams();
  if (request.method === 'GET' || request.method === 'HEAD') return fields;
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return fields;
  try {
    // A clone: every handler of a scenario sees the same request, and the next one must still read it.
    const form = await request.clone().formData();
    for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
  } catch {
    // A body that does not parse gives PHP no fields at all.
  }
  return fields;
}

/** `$_REQUEST`: the query string, then `$_POST` over it (a body field replaces a query field of the same name). */
export function mergeRequestFields(query: URLSearchParams, post: URLSearchParams): URLSearchParams {
  const fields = new URLSearchParams(query);
  for (const name of new Set(post.keys())) {
    fields.delete(name);
    for (const value of post.getAll(name)) fields.append(name, value);
  }
  return fields;
}

/** A list field as PHP builds it from `name[]=a&name[]=b`; a plain `name=a` is not a list. */
export const listField = (fields: URLSearchParams, name: string): string[] => fields.getAll(`${name}[]`);

/** PHP's `empty()` of a field: missing, "" or "0". */
export const phpEmpty = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value === '' || value === '0';

/**
 * PHP 8's `intval()` / `(int)` of a string: the leading number (after blanks; decimals truncated,
 * an exponent applied), 0 when it starts with none: "12abc" is 12, " 7" is 7, "1e3" is 1000.
 */
export function phpIntval(value: string | null | undefined): number {
  const match = /^[ \t\n\r\v\f]*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/.exec(value ?? '');
  if (!match?.[1]) return 0;
  const number = Math.trunc(Number(match[1]));
  return Number.isFinite(number) ? number : 0;
}

/** WordPress's `absint()`. */
export const absint = (value: string | null | undefined): number => Math.abs(phpIntval(value));

/** PHP's `is_numeric()` of a string (blanks around allowed, as in PHP 8). */
const phpIsNumeric = (value: string): boolean => /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(value);

/** PHP 8's `$text == $number`: numerically for a numeric string, else as strings. */
export const phpLooseEquals = (text: string | number, number: number): boolean =>
  typeof text === 'number' ? text === number : phpIsNumeric(text) ? Number(text) === number : text === String(number);

/** WordPress slashes `$_POST` (`wp_magic_quotes`): `addslashes` of every value. */
export const wpSlash = (text: string): string => text.replace(/[\\'"]/g, '\\$&').replace(/\0/g, '\\0');

/** `esc_html` / `esc_attr`: the five characters HTML gives meaning to. */
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/**
 * `sanitize_text_field()`: a `<` that opens no tag becomes `&lt;`, tags go (script and style with
 * their content), blanks and line breaks become one space, the ends are trimmed, percent-encoded
 * octets are removed.
 */
export function sanitizeTextField(text: string): string {
  let filtered = text;
  if (filtered.includes('<')) {
    // wp_pre_kses_less_than: a `<` whose tag never closes is text.
    filtered = filtered.replace(/<[^>]*?((?=<)|>|$)/g, (match) => (match.includes('>') ? match : escapeHtml(match)));
    // wp_strip_all_tags.
    filtered = filtered
      .replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, '')
      .trim();
    filtered = filtered.replace(/<\n/g, '&lt;\n');
  }
  filtered = filtered.replace(/[\r\n\t ]+/g, ' ').trim();
  let found = false;
  while (/%[a-f0-9]{2}/i.test(filtered)) {
    filtered = filtered.replace(/%[a-f0-9]{2}/i, '');
    found = true;
  }
  return found ? filtered.replace(/ +/g, ' ').trim() : filtered;
}

/** `sanitize_key()`: lower case, only a–z, 0–9, `_` and `-` kept. */
export const sanitizeKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9_-]/g, '');
