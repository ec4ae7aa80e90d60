/**
 * Which of a page's requests a recording keeps, and under which address: the calls the bundle
 * makes to admin-ajax and the WordPress REST API, the radio API and the provider. On a harness
 * page those go to `/mock/{scenario}/{host}/…`; they are stored under the real address they
 * stand in for, so the replay's handlers match them as they match every other fixture's.
 */
import { parseMockPath } from '../mock-endpoint';
import { LAUTFM_API, PROPENSITY_ORIGIN, SWG_PROVIDER } from '../mocks/origins';

const API_HOSTS: readonly string[] = [LAUTFM_API, SWG_PROVIDER, PROPENSITY_ORIGIN, 'https://pay.google.com'].map(
  (origin) => new URL(origin).host,
);

/** A harness page: `/pages/{id}` on the loopback host. */
export function harnessPageOf(url: URL): { page: string; scenario: string } | null {
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return null;
  const page = /^\/pages\/([^/]+)$/.exec(url.pathname)?.[1];
  return page ? { page: decodeURIComponent(page), scenario: url.searchParams.get('scenario') ?? 'default' } : null;
}

/** The address a request is stored under, or null when the recording leaves it out. */
export function recordedAddress(requestUrl: string, fromHarness: boolean): string | null {
  const url = new URL(requestUrl);
  if (fromHarness) {
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return null;
    return parseMockPath(`${url.pathname}${url.search}`)?.url ?? null;
  }
  const isWordPress = url.pathname.endsWith('/wp-admin/admin-ajax.php') || url.pathname.includes('/wp-json/');
  return isWordPress || API_HOSTS.includes(url.host) ? requestUrl : null;
}

/** `<script data-harness=…>` blocks, each with the line break the harness put beside it. */
const HEAD_ADDITION = /\n<script data-harness="[^"]*"[^>]*>[\s\S]*?<\/script>/g;
const FOOTER_ADDITION = /<script data-harness="[^"]*"[^>]*>[\s\S]*?<\/script>\n/g;
const HEAD_STYLE = /<style id="site-client-head-inline-css">[\s\S]*?<\/style>\n/;
const BUNDLE_TAG = /<script src="\/site-client\.user\.js"><\/script>\n/;

/**
 * A harness page as its fixture holds it: the harness's additions (page-inject.ts: its scripts,
 * the plugin's head style, the bundle tag, permalinks pointed at its mocks) taken out again, so
 * the recording is the document a server sends, and the replay adds them itself.
 */
export function withoutHarnessAdditions(html: string): string {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  const rest = headEnd < 0 ? html : html.slice(headEnd);
  const page = head.replace(HEAD_ADDITION, '').replace(HEAD_STYLE, '') + rest.replace(FOOTER_ADDITION, '').replace(BUNDLE_TAG, '');
  return page.replace(/https?:\/\/(?:127\.0\.0\.1|localhost):\d+\/mock\/[^/"']+\//g, 'https://');
}
