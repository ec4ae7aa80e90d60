/**
 * CORS of the harness's provider origin. The client calls the provider cross-origin with
 * credentials, so `*` will not do: the real provider names the page's origin and allows
 * credentials, and answers the preflight of its JSON POSTs. Only the harness's own site origins
 * are named, so a page served from anywhere else fails the way it would against the real one.
 * Pure: the server (harness/server.ts) turns these into response headers.
 */

const CORS_ALLOWED_METHODS = 'GET, POST';
const CORS_ALLOWED_HEADERS = 'content-type';
/** How long a browser may reuse a preflight answer (seconds). */
const CORS_MAX_AGE_SECONDS = 600;

/** Headers of every answer of the provider origin to a request from `requestOrigin`. */
export function providerCorsHeaders(requestOrigin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  // Vary always: the answer differs by Origin even when this one names none.
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (requestOrigin !== undefined && allowedOrigins.includes(requestOrigin)) {
    headers['Access-Control-Allow-Origin'] = requestOrigin;
    headers['Access-Control-Allow-Credentials'] = 'true';
  }
  return headers;
}

/** Headers of the answer (204) to a preflight (OPTIONS) from `requestOrigin`. */
export function providerPreflightHeaders(requestOrigin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  const headers = providerCorsHeaders(requestOrigin, allowedOrigins);
  if (!('Access-Control-Allow-Origin' in headers)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
  };
}
