/**
 * Addresses a page changes by itself, routed back into the harness. The single-post infinite load
 * puts the permalink of the post in view into the address bar (history.replaceState); in the
 * harness that permalink is on the scenario's mock path (`/mock/{scenario}/www.magazin.example/…`,
 * page-inject.ts rewritePermalinkAttributes), whose answer is the bare next-post document. A
 * reload of such an address must stay a harness page: the page that starts the chain, in the same
 * scenario, with the bundle.
 */
import { pageUrl } from './catalogue-types';
import { parseMockPath } from './mock-endpoint';
import { FIRST_POST, POST_PAGES } from './mocks/theme-posts';

/** The fixture page that carries the chain of posts (magazine-single). */
const CHAIN_PAGE = FIRST_POST.file.replace(/\.html$/, '');

/**
 * Pure: the harness page a navigation to `pathAndQuery` (a path on the site origin) is sent to,
 * or null when it is not a post permalink on a mock path (then the mock answers as usual).
 */
export function harnessPageForNavigation(pathAndQuery: string): string | null {
  const target = parseMockPath(pathAndQuery);
  if (!target) return null;
  const asked = new URL(target.url);
  const isPost = POST_PAGES.some((post) => {
    const permalink = new URL(post.permalink);
    return permalink.host === asked.host && permalink.pathname === asked.pathname;
  });
  return isPost ? pageUrl(CHAIN_PAGE, target.scenario) : null;
}
