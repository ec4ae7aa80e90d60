/**
 * Video URLs as editors paste them, turned into a provider and an id, and back into the address
 * of the provider's player. Throws the video plugin's two errors (spec §5) exactly; the feature
 * catches them at its boundary. Players come from the privacy-friendly hosts (no cookies before
 * the reader presses play, no tracking parameter).
 */
import { strings } from '../../core/strings';

export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion';

export interface VideoRef {
  provider: VideoProvider;
  id: string;
  /** Seconds into the video, when the URL says so (`t=1m30s`, `start=90`, `#t=90`). */
  start?: number;
  /** Vimeo's private-link hash (`vimeo.com/123/abc`, `?h=abc`). */
  hash?: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const DAILYMOTION_ID = /^x[a-z0-9]{4,10}$/i;
const HASH = /^[a-f0-9]{6,20}$/i;

export function parseVideoUrl(raw: string | null | undefined): VideoRef {
  const text = (raw ?? '').trim();
  if (text === '') throw new Error(strings.themeMedia.missingVideoUrl);
  const url = toUrl(text);
  const found = url ? youtube(url) ?? vimeo(url) ?? dailymotion(url) : null;
  if (!found) throw new Error(strings.themeMedia.unsupportedVideoUrl);
  return found;
}

/** Scheme-less pastes ("youtu.be/…", "//vimeo.com/…") are common; only http(s) counts. */
function toUrl(text: string): URL | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : text.startsWith('//') ? `https:${text}` : /^[a-z0-9.-]+\.[a-z]{2,}\//i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
const segments = (url: URL) => url.pathname.split('/').filter((part) => part !== '');

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → undefined. */
export function parseStart(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10) || undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

function withStart(ref: VideoRef, start: number | undefined): VideoRef {
  return start === undefined ? ref : { ...ref, start };
}

function youtube(url: URL): VideoRef | null {
  const host = hostOf(url);
  const parts = segments(url);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts[0] && ['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0])) id = parts[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const hashStart = /(?:^|&)t=([\w]+)/.exec(url.hash.slice(1))?.[1];
  return withStart({ provider: 'youtube', id }, parseStart(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hashStart));
}

function vimeo(url: URL): VideoRef | null {
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = segments(url);
  // The id is the last all-digit segment (channels/…/id, groups/…/videos/id, showcase/…/video/id).
  const at = parts.findLastIndex((part) => VIMEO_ID.test(part));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id || (host === 'player.vimeo.com' && parts[0] !== 'video')) return null;
  const pathHash = parts[at + 1];
  const hash = url.searchParams.get('h') ?? (pathHash && HASH.test(pathHash) ? pathHash : undefined);
  const ref: VideoRef = { provider: 'vimeo', id, ...(hash && HASH.test(hash) ? { hash } : {}) };
  return withStart(ref, parseStart(/(?:^|&)t=(\w+)/.exec(url.hash.slice(1))?.[1]));
}

function dailymotion(url: URL): VideoRef | null {
  const host = hostOf(url);
  const parts = segments(url);
  let id: string | undefined;
  if (host === 'dai.ly') id = parts[0];
  else if (host === 'dailymotion.com') id = parts[0] === 'video' ? parts[1] : parts[0] === 'embed' && parts[1] === 'video' ? parts[2] : undefined;
  else if (host === 'geo.dailymotion.com') id = url.searchParams.get('video') ?? undefined;
  else return null;
  // Old links carry a slug after the id: /video/x7tgad0_some-title.
  const bare = id?.split('_')[0];
  if (!bare || !DAILYMOTION_ID.test(bare)) return null;
  return withStart({ provider: 'dailymotion', id: bare }, parseStart(url.searchParams.get('start')));
}

export interface EmbedOptions {
  autoplay: boolean;
  /** Browsers allow autoplay with sound only after a gesture; autoplay on view is always muted. */
  muted: boolean;
}

/** The player address for an iframe. */
export function embedUrl(ref: VideoRef, options: EmbedOptions): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  switch (ref.provider) {
    case 'youtube': {
      const url = new URL(`https://www.youtube-nocookie.com/embed/${ref.id}`);
      url.searchParams.set('rel', '0');
      url.searchParams.set('playsinline', '1');
      url.searchParams.set('autoplay', flag(options.autoplay));
      if (options.muted) url.searchParams.set('mute', '1');
      if (ref.start) url.searchParams.set('start', String(ref.start));
      return url.href;
    }
    case 'vimeo': {
      const url = new URL(`https://player.vimeo.com/video/${ref.id}`);
      if (ref.hash) url.searchParams.set('h', ref.hash);
      url.searchParams.set('dnt', '1');
      url.searchParams.set('autoplay', flag(options.autoplay));
      if (options.muted) url.searchParams.set('muted', '1');
      if (ref.start) url.hash = `t=${ref.start}s`;
      return url.href;
    }
    case 'dailymotion': {
      const url = new URL('https://geo.dailymotion.com/player.html');
      url.searchParams.set('video', ref.id);
      url.searchParams.set('autoplay', flag(options.autoplay));
      if (options.muted) url.searchParams.set('mute', '1');
      if (ref.start) url.searchParams.set('startTime', String(ref.start));
      return url.href;
    }
  }
}
