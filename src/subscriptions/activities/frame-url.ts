/**
 * The addresses and arguments of the provider's pages, built the way the provider's client builds
 * them: `{frameBase}{path}?_={cache key}` and then the page's own parameters, each appended with
 * encodeURIComponent; the arguments a page receives over Web Activities carry the client's name
 * and version (spec §9 "Client version 1.0.113").
 */
import { queryString, type Query } from '../api/provider-api';

/** Spec §9 "Client version". */
const CLIENT_VERSION = '1.0.113';
export const CLIENT_NAME = `SwG ${CLIENT_VERSION}`;

/**
 * The provider's client asks its pages uncached (`nocache`: a key that changes every
 * millisecond), so a page is never served from an old cache entry.
 */
export function frameUrl(frameBase: string, path: string, params: Query, now: number): string {
  const query = queryString({ _: String(Math.floor(now)), ...params });
  return `${frameBase}${path}?${query}`;
}

/** The arguments a provider page receives when it connects, with the client's name. */
export function frameArgs<T extends Record<string, unknown>>(args: T): T & { _client: string } {
  return { ...args, _client: CLIENT_NAME };
}
