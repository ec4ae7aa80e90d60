/**
 * The switch for the mock provider pages' harness details: the status line ("Verbunden mit …"),
 * the "Anfrage" and "Nachrichten" boxes and the "Nachbildung" note. A reader never sees such text
 * on the provider's real pages, so a dialog the bundle opens, and every gallery picture, shows the
 * page without it; QA asks for it with `?provider-debug=1` on the page's address (as `?csp=strict`
 * asks for a policy), and the test client of the provider pages, a debugging tool itself, always
 * shows it.
 *
 * The provider page cannot read the address of the page that framed it (another origin), so the
 * switch travels in the provider base the harness gives the bundle: `/debug/mock/{scenario}/…`
 * instead of `/mock/{scenario}/…`. The provider origin takes the prefix off and tells the page's
 * handler in a request header; the request log shows the same address either way.
 */

/** The page address's query parameter that turns the details on. */
export const PROVIDER_DEBUG_PARAM = 'provider-debug';
/** The path prefix on the provider origin that carries the switch. */
export const PROVIDER_DEBUG_PREFIX = '/debug';
/** The header the provider origin hands the page's handler (harness/server.ts → handlers.ts). */
export const PROVIDER_DEBUG_HEADER = 'x-harness-provider-debug';

/** True when the page's address asks for the details (`?provider-debug=1`, or `true`). */
export const providerDebugAsked = (url: URL): boolean => ['1', 'true'].includes(url.searchParams.get(PROVIDER_DEBUG_PARAM) ?? '');

/** The provider base for the bundle: the scenario's mock path, behind the prefix when asked. */
export const providerMockBase = (providerOrigin: string, scenario: string, debug: boolean): string =>
  `${providerOrigin}${debug ? PROVIDER_DEBUG_PREFIX : ''}/mock/${encodeURIComponent(scenario)}`;

/** A provider-origin request path without the prefix, and whether it carried it. */
export function stripDebugPrefix(pathAndQuery: string): { path: string; debug: boolean } {
  const prefixed = pathAndQuery.startsWith(`${PROVIDER_DEBUG_PREFIX}/mock/`);
  return { path: prefixed ? pathAndQuery.slice(PROVIDER_DEBUG_PREFIX.length) : pathAndQuery, debug: prefixed };
}
