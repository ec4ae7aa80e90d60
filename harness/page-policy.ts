/**
 * `?csp=strict` serves a fixture page under the Content-Security-Policy of a locked-down site:
 * scripts only from the harness's own origins (127.0.0.1 on its ports: the pages, the mocks, the
 * provider's stand-in) and the page's inline globals, no `eval`. An integrator checks with it that
 * the bundle needs nothing more of a site's policy; a violation is reported on the page as a
 * `securitypolicyviolation` event.
 */
export const STRICT_PAGE_POLICY = "script-src 'self' 'unsafe-inline' http://127.0.0.1:*; object-src 'none'; base-uri 'self'";

/** The extra response headers the page's address asks for. */
export function pagePolicyHeaders(url: URL): Record<string, string> {
  return url.searchParams.get('csp') === 'strict' ? { 'Content-Security-Policy': STRICT_PAGE_POLICY } : {};
}
