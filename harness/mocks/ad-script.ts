/**
 * Mock of the ad script the ad-block detection asks for (src/theme/forms/adblock-probe.ts sends
 * HEAD): by default it answers 200 with a JavaScript content type, as the ad server does. A page
 * that really loads ads GETs it: that answer is the fake AdSense (ad-libraries.ts). Scenarios
 * replace the answer of both at once.
 */
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';

/** The real URL, as siteClientConfig.adScriptUrl defaults to it (the harness rewrites it to its mock path). */
export const AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

export const AD_SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=UTF-8', 'Cache-Control': 'private, max-age=3600' } as const;

/** HEAD and GET of the ad script answered by `resolve` (a query string, e.g. ?client=…, still matches). */
export function onAdScript(resolve: HttpResponseResolver): RequestHandler[] {
  return [http.head(AD_SCRIPT_URL, resolve), http.get(AD_SCRIPT_URL, resolve)];
}

export const adScriptHandlers: RequestHandler[] = [
  http.head(AD_SCRIPT_URL, () => new HttpResponse(null, { status: 200, headers: AD_SCRIPT_HEADERS })),
];
