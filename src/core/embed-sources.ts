/**
 * Which frames server HTML may bring in (core/sanitize.ts): the oEmbed players WordPress prints
 * into posts, YouTube's `/embed/` and Vimeo's `/video/`, so a next post keeps its video. A site
 * that serves those players through a proxy of its own (a privacy proxy, or the harness's stand-ins)
 * names its address prefix as `siteClientConfig.embedProxy`; frames under it whose remaining path
 * is a player's (`{embedProxy}www.youtube.com/embed/{id}`) are kept too. Any other frame (another
 * host, a `srcdoc`, a `javascript:` or `data:` source) is removed with its content.
 */

/** The players: each one's exact origin and the path a player address has there. */
const PLAYER_PATHS: ReadonlyMap<string, RegExp> = new Map([
  ['https://www.youtube.com', /^\/embed\/[\w-]+$/],
  ['https://www.youtube-nocookie.com', /^\/embed\/[\w-]+$/],
  ['https://player.vimeo.com', /^\/video\/[\w-]+$/],
]);

/** Under the proxy: the player's host and path as the rest of the proxied path. */
const PROXIED_PLAYER = /^(?:www\.youtube(?:-nocookie)?\.com\/embed|player\.vimeo\.com\/video)\/[\w-]+$/;

/**
 * The address a frame may load, or null: a video player's, directly or under the configured
 * proxy. The attribute is parsed as the browser parses it (`new URL` against the page's base), and
 * the parsed address is checked (exact origin, then path) and is what the frame gets: a `trim()`
 * would strip a leading U+00A0 or U+FEFF that the browser keeps, and the frame would load a path
 * of the page's own origin that only looked like a player's address.
 */
export function embedAddress(src: string | null, proxy: string | null = null, base = 'about:blank'): string | null {
  if (src === null) return null;
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (PLAYER_PATHS.get(url.origin)?.test(url.pathname)) return url.href;
  if (proxy !== null && url.href.startsWith(proxy) && PROXIED_PLAYER.test(url.pathname.slice(new URL(proxy).pathname.length)))
    return url.href;
  return null;
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
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s?#]+\/[^\s?#]*$/i.test(value) || !value.endsWith('/'))
    return { proxy: null, warning };
  try {
    const href = new URL(value).href;
    return { proxy: href };
  } catch {
    return { proxy: null, warning };
  }
}

/** What a player may use (YouTube's and Vimeo's oEmbed `allow` lists); every other directive is dropped. */
const PLAYER_FEATURES: ReadonlySet<string> = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);

/**
 * The players run their own script on their own origin (their storage with it) and open their
 * site in a new, unsandboxed window ("watch on YouTube"); casting needs presentation. Nothing
 * else: no forms, no modal dialogs, no navigating the page itself.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** Pure: an `allow` attribute cut down to the players' features, each for the frame's own origin (no `*`, no other origins). */
export function playerAllow(value: string): string {
  const features = value.split(';').map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '');
  return [...new Set(features.filter((feature) => PLAYER_FEATURES.has(feature)))].join('; ');
}

/**
 * Keeps a copied frame only as a player (false: it must go): its parsed address, no `name` (a
 * frame's name becomes a property of the page's window: `<iframe name="siteClientConfig">` would
 * replace that global), `allow` cut down to the players' features, and the players' sandbox.
 */
export function securePlayerFrame(frame: Element, proxy: string | null, base: string): boolean {
  const address = embedAddress(frame.getAttribute('src'), proxy, base);
  if (address === null) return false;
  frame.setAttribute('src', address);
  frame.removeAttribute('name');
  const allow = frame.getAttribute('allow');
  const kept = allow === null ? '' : playerAllow(allow);
  if (kept === '') frame.removeAttribute('allow');
  else frame.setAttribute('allow', kept);
  frame.setAttribute('sandbox', PLAYER_SANDBOX);
  return true;
}
