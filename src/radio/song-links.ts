/**
 * Search links for a song on five music services (spec §1, §5, §7). Each service has its own
 * toggle; only entries of type song get links.
 */
import type { PlayedItem } from './radio-types';
import type { RadioSettings } from './settings';

type SongService = 'amazon' | 'itunes' | 'youtube' | 'spotify' | 'laut';
export interface SongLink {
  service: SongService;
  label: string;
  url: string;
}

type LinkSettings = Pick<RadioSettings, 'link_amazon' | 'link_itunes' | 'link_youtube' | 'link_spotify' | 'link_laut' | 'labels'>;

const BRACKETED = /\([^()]*\)|\[[^[\]]*\]|\{[^{}]*\}/gu;
// Letters and combining marks of any script (Hebrew, Cyrillic, decomposed accents), decimal
// digits, spaces, apostrophes and hyphens stay; everything else goes.
const NOT_KEPT = /[^\p{L}\p{M}\p{Nd} '-]/gu;

/**
 * The search text for a song. The spec says special characters are "altered" without saying
 * how; this is the alteration chosen, aiming at what the services' search finds best:
 * - bracketed parts are dropped ("(feat. X)", "(Remix)", "[Live]", "(Dana International)"):
 *   they are version notes or translations that narrow the search to nothing;
 * - '&' and '+' become spaces ("Simon & Garfunkel" searches both names);
 * - typographic apostrophes become "'", any whitespace a space;
 * - every other character that is not a letter, a digit, a space, an apostrophe or a hyphen is
 *   removed (quotes, '<', '>', ':', '/', '?', '#', '%', ...), so markup or URL syntax cannot
 *   survive into the query;
 * - runs of spaces collapse and the ends are trimmed.
 */
export function songQuery(artist: string, title: string): string {
  let text = `${artist} ${title}`.normalize('NFC');
  // Repeat so that nested brackets ("(a (b) c)") go from the inside out.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(BRACKETED, ' ');
  }
  return text
    .replace(/[&+]/g, ' ')
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/\s/gu, ' ')
    .replace(NOT_KEPT, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** encodeURIComponent leaves "'" as it is; encoding it too keeps the URL safe in any attribute. */
const encode = (query: string): string => encodeURIComponent(query).replace(/'/g, '%27');

const DEFAULT_LABELS: Record<SongService, string> = {
  amazon: 'Amazon',
  itunes: 'iTunes',
  youtube: 'YouTube',
  spotify: 'Spotify',
  laut: 'laut.de',
};

// The order of the spec: online shop, music store, video service, streaming service, music portal.
const SERVICES: readonly {
  service: SongService;
  toggle: keyof Omit<LinkSettings, 'labels'>;
  url: (q: string, item: PlayedItem) => string;
}[] = [
  { service: 'amazon', toggle: 'link_amazon', url: (q) => `https://www.amazon.de/s?k=${encode(q)}&i=digital-music` },
  { service: 'itunes', toggle: 'link_itunes', url: (q) => `https://music.apple.com/de/search?term=${encode(q)}` },
  { service: 'youtube', toggle: 'link_youtube', url: (q) => `https://www.youtube.com/results?search_query=${encode(q)}` },
  { service: 'spotify', toggle: 'link_spotify', url: (q) => `https://open.spotify.com/search/${encode(q)}` },
  { service: 'laut', toggle: 'link_laut', url: (q, item) => lautPortalUrl(item.artistPortalUrl) ?? `https://laut.de/Suche?q=${encode(q)}` },
];

/**
 * The artist's laut.de page when the API names one. Only https on laut.de (or a subdomain) is
 * trusted: the value comes from a third-party API and ends up in an href.
 */
function lautPortalUrl(candidate: string | null): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const onLaut = url.hostname === 'laut.de' || url.hostname.endsWith('.laut.de');
  return url.protocol === 'https:' && onLaut && url.username === '' && url.password === '' ? url.href : null;
}

/** The enabled search links of a song, or none for anything else or a song with no usable text. */
export function songLinks(item: PlayedItem, settings: LinkSettings): SongLink[] {
  if (item.type !== 'song') return [];
  const query = songQuery(item.artist, item.title);
  // A search for nothing would only open the service's front page.
  if (query === '') return [];
  return SERVICES.filter(({ toggle }) => settings[toggle]).map(({ service, url }) => ({
    service,
    label: settings.labels[service]?.trim() || DEFAULT_LABELS[service],
    url: url(query, item),
  }));
}
