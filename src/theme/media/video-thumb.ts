/**
 * The provider thumbnail lookup of the video boxes. The theme's plugin asked Vimeo by JSONP, which
 * runs a remote script in the page; here Vimeo's JSON API is fetched and checked with zod, and
 * YouTube's picture address is built from the id (no request at all). Only a picture address that
 * an <img> may load safely (https, or an inline raster/SVG image) is accepted, and the title is
 * handed on as plain text. Every failure is a value: the box then keeps its printed placeholder.
 */
import * as z from 'zod/mini';
import { describeHttpError, fetchJson } from '../../core/http';
import type { MediaConfig } from './media-config';
import type { VideoRef } from './video-url';

export const THUMBNAIL_TIMEOUT_MS = 4000;

export interface VideoThumbnail {
  src: string;
  /** The provider's title of the video, when it gave one. */
  title?: string;
}

export type ThumbnailResult = { ok: true; thumbnail: VideoThumbnail } | { ok: false; reason: string };

/** https pictures, or inline images the <img> element renders without running anything. */
export function isSafeImageUrl(value: string): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const vimeoAnswer = z.array(
  z.object({
    title: z.optional(z.string()),
    thumbnail_large: z.optional(z.string()),
    thumbnail_medium: z.optional(z.string()),
  }),
);

export function youtubeThumbnailUrl(id: string, config: MediaConfig): string {
  return `${config.youtubeThumbBase}/${encodeURIComponent(id)}/hqdefault.jpg`;
}

export async function lookupThumbnail(
  ref: VideoRef,
  config: MediaConfig,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ThumbnailResult> {
  if (ref.provider === 'youtube') return { ok: true, thumbnail: { src: youtubeThumbnailUrl(ref.id, config) } };
  if (ref.provider !== 'vimeo') return { ok: false, reason: `no thumbnail lookup for ${ref.provider}` };
  const url = `${config.vimeoApiBase}/${encodeURIComponent(ref.id)}.json`;
  const answer = await fetchJson(url, vimeoAnswer, { timeoutMs: options.timeoutMs ?? THUMBNAIL_TIMEOUT_MS, ...(options.signal ? { signal: options.signal } : {}) });
  if (!answer.ok) return { ok: false, reason: describeHttpError(answer.error) };
  const first = answer.value[0];
  const src = first?.thumbnail_large ?? first?.thumbnail_medium;
  if (!first || !src) return { ok: false, reason: `no thumbnail in the answer: ${url}` };
  if (!isSafeImageUrl(src)) return { ok: false, reason: `thumbnail address refused (${src.slice(0, 40)}): ${url}` };
  const title = first.title?.trim();
  return { ok: true, thumbnail: { src, ...(title ? { title: title.slice(0, 200) } : {}) } };
}
