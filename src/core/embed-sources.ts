/**
 * Which frames server HTML may bring in (core/sanitize.ts): the oEmbed players WordPress prints
 * into posts, YouTube's `/embed/` and Vimeo's `/video/`, so a next post keeps its video. A site
 * that serves those players through a proxy of its own (a privacy proxy, or the harness's stand-ins)
 * names its address prefix as `siteClientConfig.embedProxy`; frames under it whose remaining path
 * is a player's (`{embedProxy}www.youtube.com/embed/{id}`) are kept too. Any other frame (another
 * host, a `srcdoc`, a `javascript:` or `data:` source) is removed with its content.
 */

const PLAYER = String.raw`(?:www\.youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:[?#][^\s"'<>]*)?$`;
const PLAYER_ADDRESS = new RegExp(`^https:\\/\\/${PLAYER}`);
const PLAYER_PATH = new RegExp(`^${PLAYER}`);

/** Whether a frame address is a video player's, directly or under the configured proxy. */
export function isEmbedSource(src: string | null, proxy: string | null = null): boolean {
  if (src === null) return false;
  const address = src.trim();
  if (PLAYER_ADDRESS.test(address)) return true;
  return proxy !== null && address.startsWith(proxy) && PLAYER_PATH.test(address.slice(proxy.length));
}

export type EmbedProxy = { proxy: string | null; warning?: string };

/**
 * `siteClientConfig.embedProxy`: an absolute http(s) address ending in `/`, without query or
 * fragment. Missing or empty means none; anything else is ignored with a warning, so a typo
 * drops only the proxied frames, never lets other frames in.
 */
export function embedProxyFrom(config: unknown): EmbedProxy {
  if (config === null || typeof config !== 'object') return { proxy: null };
  const value: unknown = (config as Record<string, unknown>).embedProxy;
  if (value === undefined || value === null || value === '') return { proxy: null };
  const warning = 'siteClientConfig.embedProxy is not an http(s) address ending in "/"; proxied video frames are dropped';
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s?#]+\/[^\s?#]*$/i.test(value) || !value.endsWith('/')) return { proxy: null, warning };
  try {
    const href = new URL(value).href;
    return { proxy: href };
  } catch {
    return { proxy: null, warning };
  }
}
