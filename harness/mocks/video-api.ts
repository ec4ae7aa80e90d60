/**
 * Mock of the video providers' thumbnail sources under their real hosts: Vimeo's simple JSON API
 * (`https://vimeo.com/api/v2/video/{id}.json`, an array of one video) and YouTube's thumbnail
 * pictures (`https://i.ytimg.com/vi/{id}/hqdefault.jpg`). Pictures are small generated SVGs: the
 * harness cannot reach Vimeo's picture CDN, so the recorded Vimeo answer carries its thumbnail
 * inline as a data: URI (the client accepts https and inline images only).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

export const VIMEO_API = 'https://vimeo.com/api/v2/video';
export const YOUTUBE_THUMBS = 'https://i.ytimg.com/vi';

/** The videos of the fixture pages (fixtures/pages/fragments/theme/single-video.html). */
export const RECORDED_VIMEO_ID = '76979871';
export const RECORDED_VIMEO_TITLE = 'Die Stadt im Sommer – ein Zeitraffer';
export const RECORDED_YOUTUBE_IDS = ['aqz-KE-bpKQ', 'ScMzIvxBSi4'] as const;

/** A 480x360 picture in the magazine's colours, labelled so QA can tell where it came from. */
export function thumbnailSvg(label: string, hue: number): string {
  const text = label.replace(/[^\w .:-]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,18%)"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/><text x="24" y="336" font-family="sans-serif" font-size="22" fill="#fff">${text}</text></svg>`;
}

export const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface VimeoVideo {
  id: number;
  title: string;
  description: string;
  url: string;
  thumbnail_small: string;
  thumbnail_medium: string;
  thumbnail_large: string;
  duration: number;
}

/** The fields of Vimeo's answer that matter, as the API spells them. */
export function vimeoVideo(id: string, title: string, thumbnail = svgDataUri(thumbnailSvg(`Vimeo ${id}`, 200))): VimeoVideo {
  return {
    id: Number(id),
    title,
    description: 'Zeitraffer einer Großstadt zwischen Morgen und Nacht.',
    url: `https://vimeo.com/${id}`,
    thumbnail_small: thumbnail,
    thumbnail_medium: thumbnail,
    thumbnail_large: thumbnail,
    duration: 212,
  };
}

const VIMEO_VIDEOS: Record<string, string> = { [RECORDED_VIMEO_ID]: RECORDED_VIMEO_TITLE };

export const videoApiHandlers: RequestHandler[] = [
  http.get(`${VIMEO_API}/:file`, ({ params }) => {
    const id = String(params.file).replace(/\.json$/, '');
    const title = VIMEO_VIDEOS[id];
    // Vimeo answers an unknown or private id with a plain 404 page.
    if (!title) return HttpResponse.text(`${id} not found.`, { status: 404 });
    return HttpResponse.json([vimeoVideo(id, title)], { headers: { 'Access-Control-Allow-Origin': '*' } });
  }),
  http.get(`${YOUTUBE_THUMBS}/:id/:file`, ({ params }) => {
    const id = String(params.id);
    if (!(RECORDED_YOUTUBE_IDS as readonly string[]).includes(id)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(thumbnailSvg(`YouTube ${id}`, 0), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
  }),
];
