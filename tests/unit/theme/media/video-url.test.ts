import { describe, expect, it } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { embedUrl, parseStart, parseVideoUrl } from '../../../../src/theme/media/video-url';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ', undefined],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&feature=share', 'aqz-KE-bpKQ', undefined],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s', 'aqz-KE-bpKQ', 90],
    ['https://music.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ', undefined],
    ['http://www.youtube.com/watch?feature=player_embedded&v=aqz-KE-bpKQ', 'aqz-KE-bpKQ', undefined],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ', undefined],
    ['https://youtu.be/aqz-KE-bpKQ?t=42', 'aqz-KE-bpKQ', 42],
    ['youtu.be/aqz-KE-bpKQ?si=abcdef', 'aqz-KE-bpKQ', undefined],
    ['//www.youtube.com/embed/aqz-KE-bpKQ?start=15', 'aqz-KE-bpKQ', 15],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ', undefined],
    ['https://www.youtube.com/shorts/ScMzIvxBSi4', 'ScMzIvxBSi4', undefined],
    ['https://www.youtube.com/live/ScMzIvxBSi4?feature=shared', 'ScMzIvxBSi4', undefined],
    ['https://www.youtube.com/v/ScMzIvxBSi4', 'ScMzIvxBSi4', undefined],
    ['  https://www.youtube.com/watch?v=aqz-KE-bpKQ#t=2h  ', 'aqz-KE-bpKQ', 7200],
  ])('YouTube: %s', (url, id, start) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id, ...(start ? { start } : {}) });
  });

  it.each([
    ['https://vimeo.com/76979871', { id: '76979871' }],
    ['https://www.vimeo.com/76979871#t=30s', { id: '76979871', start: 30 }],
    ['https://vimeo.com/channels/staffpicks/76979871', { id: '76979871' }],
    ['https://vimeo.com/groups/motion/videos/76979871', { id: '76979871' }],
    ['https://vimeo.com/showcase/9876543/video/76979871', { id: '76979871' }],
    ['https://vimeo.com/76979871/7f3e9a2b1c', { id: '76979871', hash: '7f3e9a2b1c' }],
    ['https://player.vimeo.com/video/76979871?h=7f3e9a2b1c&badge=0', { id: '76979871', hash: '7f3e9a2b1c' }],
  ])('Vimeo: %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', ...expected });
  });

  it.each([
    ['https://www.dailymotion.com/video/x7tgad0', 'x7tgad0'],
    ['https://www.dailymotion.com/video/x7tgad0_hitze-in-der-stadt_news', 'x7tgad0'],
    ['https://dai.ly/x7tgad0', 'x7tgad0'],
    ['https://www.dailymotion.com/embed/video/x7tgad0', 'x7tgad0'],
    ['https://geo.dailymotion.com/player.html?video=x7tgad0', 'x7tgad0'],
  ])('Dailymotion: %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'dailymotion', id });
  });

  it.each([null, undefined, '', '   '])('throws "Missing video URL." for %j', (value) => {
    expect(() => parseVideoUrl(value)).toThrow(new Error(strings.themeMedia.missingVideoUrl));
    expect(strings.themeMedia.missingVideoUrl).toBe('Missing video URL.');
  });

  it.each([
    'https://videos.stadt-beispiel.example/hitze-interview.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'https://player.vimeo.com/api/76979871',
    'https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtu.be/aqz-KE-bpKQ',
    'ftp://youtu.be/aqz-KE-bpKQ',
    'not a url',
  ])('throws "Video URL not supported." for %s', (value) => {
    expect(() => parseVideoUrl(value)).toThrow(new Error(strings.themeMedia.unsupportedVideoUrl));
    expect(strings.themeMedia.unsupportedVideoUrl).toBe('Video URL not supported.');
  });
});

describe('parseStart', () => {
  it('reads seconds and h/m/s forms', () => {
    expect(parseStart('90')).toBe(90);
    expect(parseStart('90s')).toBe(90);
    expect(parseStart('1m30s')).toBe(90);
    expect(parseStart('1h2m3s')).toBe(3723);
    expect(parseStart('0')).toBeUndefined();
    expect(parseStart('abc')).toBeUndefined();
    expect(parseStart(null)).toBeUndefined();
  });
});

describe('embedUrl', () => {
  it('uses the privacy-friendly hosts', () => {
    expect(embedUrl({ provider: 'youtube', id: 'aqz-KE-bpKQ', start: 12 }, { autoplay: true, muted: false })).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&playsinline=1&autoplay=1&start=12',
    );
    expect(embedUrl({ provider: 'vimeo', id: '76979871', hash: 'abc123', start: 30 }, { autoplay: true, muted: true })).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123&dnt=1&autoplay=1&muted=1#t=30s',
    );
    expect(embedUrl({ provider: 'dailymotion', id: 'x7tgad0' }, { autoplay: false, muted: false })).toBe(
      'https://geo.dailymotion.com/player.html?video=x7tgad0&autoplay=0',
    );
  });
  it('mutes autoplay on view', () => {
    expect(embedUrl({ provider: 'youtube', id: 'aqz-KE-bpKQ' }, { autoplay: true, muted: true })).toContain('autoplay=1&mute=1');
  });
});
