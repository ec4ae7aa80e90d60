/**
 * Scenarios of the theme's media features (issue 6 point 5): the video boxes' thumbnail lookup
 * failing in every way (harness/mocks/video-api.ts holds the defaults). A failed lookup must
 * leave the box's printed placeholder and a working play button; hostile provider text must
 * arrive as text.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, type Failure } from '../mocks/failures';
import { RECORDED_VIMEO_ID, svgDataUri, thumbnailSvg, VIMEO_API, vimeoVideo, YOUTUBE_THUMBS } from '../mocks/video-api';

/** The global the hostile title would set if any of it ever ran as markup. */
export const MEDIA_HOSTILE_FLAG = '__mediaHostileRan';
export const HOSTILE_VIDEO_TITLE = `<img src=x onerror="window.${MEDIA_HOSTILE_FLAG}=true">Zeitraffer</iframe><script>window.${MEDIA_HOSTILE_FLAG}=true</script>`;
/** A second video in the hostile answer whose picture address is script: it must be refused. */
export const HOSTILE_THUMBNAIL = `javascript:window.${MEDIA_HOSTILE_FLAG}=true`;

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };

/** Both thumbnail sources fail the same way. */
function failing(failure: Failure): RequestHandler[] {
  return [
    http.get(`${VIMEO_API}/:file`, () => failureResponse(failure, JSON_HEADERS, { video: 'not a list' })),
    http.get(`${YOUTUBE_THUMBS}/:id/:file`, () => failureResponse(failure, { 'Content-Type': 'image/jpeg' })),
  ];
}

export const themeMediaScenarios: Scenario[] = [
  {
    id: 'theme-video-thumb-404',
    title: 'Video thumbnails: 404',
    description:
      'Vimeo\'s JSON API and YouTube\'s thumbnail pictures answer 404. Expect: the video boxes on magazine-single keep their printed gradient placeholders, one log line per box, play still puts in the player.',
    site: 'magazine',
    handlers: failing('status-404'),
  },
  {
    id: 'theme-video-thumb-500',
    title: 'Video thumbnails: 500',
    description: 'Both thumbnail sources answer 500. Expect: printed placeholders stay, a logged warning, play works.',
    site: 'magazine',
    handlers: failing('status-500'),
  },
  {
    id: 'theme-video-thumb-timeout',
    title: 'Video thumbnails: timeout',
    description:
      'Both thumbnail sources answer only after 15 s. Expect: the Vimeo lookup gives up after 4 s with a logged timeout and the placeholder stays; play works at any time meanwhile.',
    site: 'magazine',
    handlers: failing('timeout'),
  },
  {
    id: 'theme-video-thumb-malformed',
    title: 'Video thumbnails: malformed JSON',
    description: 'Vimeo\'s API answers cut-off JSON (YouTube pictures as usual). Expect: the Vimeo box keeps its placeholder and logs "malformed JSON".',
    site: 'magazine',
    handlers: [http.get(`${VIMEO_API}/:file`, () => failureResponse('malformed-json', JSON_HEADERS))],
  },
  {
    id: 'theme-video-thumb-hostile',
    title: 'Video thumbnails: hostile title',
    description:
      'Vimeo\'s answer carries markup and script in the title (and a javascript: picture for any other id). Expect: the picture shows, the Vimeo player\'s title is that text verbatim, nothing of it runs (window.__mediaHostileRan stays unset).',
    site: 'magazine',
    handlers: [
      http.get(`${VIMEO_API}/:file`, ({ params }) => {
        const id = String(params.file).replace(/\.json$/, '');
        const thumbnail = id === RECORDED_VIMEO_ID ? svgDataUri(thumbnailSvg('Vimeo hostile', 300)) : HOSTILE_THUMBNAIL;
        return HttpResponse.json([vimeoVideo(id, HOSTILE_VIDEO_TITLE, thumbnail)], { headers: JSON_HEADERS });
      }),
    ],
  },
];
