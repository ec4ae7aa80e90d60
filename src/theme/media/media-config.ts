/**
 * The remote bases of the video thumbnail lookup, from the optional `siteClientConfig` global
 * (the harness points them at its mocks). Anything that is not an absolute http(s) URL falls back
 * to the real service with a log line.
 */
import type { Logger } from '../../core/log';
import { readGlobal } from '../../core/wp-config';

export interface MediaConfig {
  vimeoApiBase: string;
  youtubeThumbBase: string;
}

export const DEFAULT_MEDIA_CONFIG: MediaConfig = {
  vimeoApiBase: 'https://vimeo.com/api/v2/video',
  youtubeThumbBase: 'https://i.ytimg.com/vi',
};

function base(value: unknown, fallback: string, key: string, log: Logger): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && /^https?:\/\/[^/\s]+/i.test(value)) {
    try {
      return new URL(value).href.replace(/\/+$/, '');
    } catch {
      // Falls through to the warning below.
    }
  }
  log.warn(`siteClientConfig.${key} is not an http(s) URL; using ${fallback}`);
  return fallback;
}

export function parseMediaConfig(raw: unknown, log: Logger): MediaConfig {
  const config = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    vimeoApiBase: base(config.vimeoApiBase, DEFAULT_MEDIA_CONFIG.vimeoApiBase, 'vimeoApiBase', log),
    youtubeThumbBase: base(config.youtubeThumbBase, DEFAULT_MEDIA_CONFIG.youtubeThumbBase, 'youtubeThumbBase', log),
  };
}

export function readMediaConfig(win: Window, log: Logger): MediaConfig {
  return parseMediaConfig(readGlobal(win, 'siteClientConfig'), log);
}
