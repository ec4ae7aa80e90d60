import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { RECORDED_VIMEO_ID, RECORDED_VIMEO_TITLE } from '../../../../harness/mocks/video-api';
import { HOSTILE_VIDEO_TITLE, themeMediaScenarios } from '../../../../harness/scenario-sets/theme-media';
import { DEFAULT_MEDIA_CONFIG, parseMediaConfig } from '../../../../src/theme/media/media-config';
import { isSafeImageUrl, lookupThumbnail, youtubeThumbnailUrl } from '../../../../src/theme/media/video-thumb';
import { recordingLogger } from '../../../support/test-context';

const vimeo = { provider: 'vimeo', id: RECORDED_VIMEO_ID } as const;
const scenario = (id: string) => {
  const found = themeMediaScenarios.find((entry) => entry.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found.handlers;
};

describe('lookupThumbnail', () => {
  it('reads the thumbnail and title of a Vimeo video from the JSON API', async () => {
    const result = await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG);
    expect(result).toEqual({ ok: true, thumbnail: { src: expect.stringMatching(/^data:image\/svg\+xml/), title: RECORDED_VIMEO_TITLE } });
  });

  it('builds the YouTube picture address without a request, and the mock serves it', async () => {
    const result = await lookupThumbnail({ provider: 'youtube', id: 'aqz-KE-bpKQ' }, DEFAULT_MEDIA_CONFIG);
    expect(result).toEqual({ ok: true, thumbnail: { src: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' } });
    const picture = await fetch(youtubeThumbnailUrl('aqz-KE-bpKQ', DEFAULT_MEDIA_CONFIG));
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
  });

  it('follows the configured bases', async () => {
    const config = parseMediaConfig({ vimeoApiBase: 'https://mock.example/vimeo/', youtubeThumbBase: 'https://mock.example/yt' }, recordingLogger());
    mockServer.use(http.get('https://mock.example/vimeo/:file', () => HttpResponse.json([{ title: 'X', thumbnail_large: 'https://i.vimeocdn.com/video/1.jpg' }])));
    expect(await lookupThumbnail(vimeo, config)).toEqual({ ok: true, thumbnail: { src: 'https://i.vimeocdn.com/video/1.jpg', title: 'X' } });
    expect(youtubeThumbnailUrl('abc', config)).toBe('https://mock.example/yt/abc/hqdefault.jpg');
  });

  it('has no lookup for Dailymotion', async () => {
    expect((await lookupThumbnail({ provider: 'dailymotion', id: 'x7tgad0' }, DEFAULT_MEDIA_CONFIG)).ok).toBe(false);
  });

  it('an unknown video id is a 404', async () => {
    const result = await lookupThumbnail({ provider: 'vimeo', id: '123456' }, DEFAULT_MEDIA_CONFIG);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('HTTP 404') });
  });

  it.each([
    ['theme-video-thumb-404', 'HTTP 404'],
    ['theme-video-thumb-500', 'HTTP 500'],
    ['theme-video-thumb-malformed', 'malformed JSON'],
  ])('%s fails with %s', async (id, reason) => {
    mockServer.use(...scenario(id));
    expect(await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG)).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it('theme-video-thumb-timeout gives up after the timeout', async () => {
    mockServer.use(...scenario('theme-video-thumb-timeout'));
    expect(await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG, { timeoutMs: 50 })).toEqual({ ok: false, reason: expect.stringContaining('timeout after 50 ms') });
  });

  it('an aborted lookup (the box left the page) is a failure, not an exception', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG, { signal: controller.signal })).toEqual({ ok: false, reason: expect.stringContaining('aborted') });
  });

  it('theme-video-thumb-hostile: the title is handed on as the text it is', async () => {
    mockServer.use(...scenario('theme-video-thumb-hostile'));
    const result = await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG);
    expect(result.ok && result.thumbnail.title).toBe(HOSTILE_VIDEO_TITLE);
  });

  it('theme-video-thumb-hostile: a javascript: picture is refused', async () => {
    mockServer.use(...scenario('theme-video-thumb-hostile'));
    const result = await lookupThumbnail({ provider: 'vimeo', id: '123456' }, DEFAULT_MEDIA_CONFIG);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('refused') });
  });

  it('a wrong shape or an answer without a picture is a failure', async () => {
    mockServer.use(http.get('https://vimeo.com/api/v2/video/:file', () => HttpResponse.json({ video: 'x' })));
    expect(await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG)).toEqual({ ok: false, reason: expect.stringContaining('unexpected response shape') });
    mockServer.use(http.get('https://vimeo.com/api/v2/video/:file', () => HttpResponse.json([{ title: 'no picture' }])));
    expect(await lookupThumbnail(vimeo, DEFAULT_MEDIA_CONFIG)).toEqual({ ok: false, reason: expect.stringContaining('no thumbnail') });
  });
});

describe('isSafeImageUrl', () => {
  it('accepts https and inline pictures only', () => {
    expect(isSafeImageUrl('https://i.vimeocdn.com/video/1.jpg')).toBe(true);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeImageUrl('http://i.vimeocdn.com/video/1.jpg')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('data:text/html,<script>')).toBe(false);
    expect(isSafeImageUrl('/relative.jpg')).toBe(false);
  });
});

describe('parseMediaConfig', () => {
  it('defaults to the real services and refuses what is not an http(s) URL', () => {
    const log = recordingLogger();
    expect(parseMediaConfig(undefined, log)).toEqual(DEFAULT_MEDIA_CONFIG);
    expect(parseMediaConfig({ vimeoApiBase: 'javascript:alert(1)', youtubeThumbBase: 42 }, log)).toEqual(DEFAULT_MEDIA_CONFIG);
    expect(log.lines.map((line) => line.message)).toEqual([
      expect.stringContaining('siteClientConfig.vimeoApiBase'),
      expect.stringContaining('siteClientConfig.youtubeThumbBase'),
    ]);
    expect(parseMediaConfig({ vimeoApiBase: 'http://127.0.0.1:4331/mock/default/vimeo.com/api/v2/video' }, log).vimeoApiBase).toBe(
      'http://127.0.0.1:4331/mock/default/vimeo.com/api/v2/video',
    );
  });
});
