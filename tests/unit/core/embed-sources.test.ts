import { describe, expect, it } from 'vitest';
import { embedProxyFrom, isEmbedSource } from '../../../src/core/embed-sources';

const PROXY = 'http://127.0.0.1:4273/mock/default/';

describe('isEmbedSource', () => {
  it('keeps the YouTube and Vimeo players, with any query', () => {
    for (const src of ['https://www.youtube.com/embed/aBc_1-2?feature=oembed', ' https://www.youtube-nocookie.com/embed/x ', 'https://player.vimeo.com/video/76979871?dnt=1&app_id=1', 'https://player.vimeo.com/video/1#t=20s']) {
      expect(isEmbedSource(src), src).toBe(true);
    }
  });

  it('drops every other frame', () => {
    for (const src of [null, '', 'http://www.youtube.com/embed/x', 'https://www.youtube.com/watch?v=x', 'https://www.youtube.com.evil.test/embed/x', 'https://evil.test/www.youtube.com/embed/x', 'javascript:alert(1)', 'data:text/html,x', 'https://player.vimeo.com/video/1"onload="x']) {
      expect(isEmbedSource(src), String(src)).toBe(false);
    }
  });

  it('keeps a player under the configured proxy, and nothing else under it', () => {
    expect(isEmbedSource(`${PROXY}www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed`, PROXY)).toBe(true);
    expect(isEmbedSource(`${PROXY}player.vimeo.com/video/76979871?dnt=1`, PROXY)).toBe(true);
    expect(isEmbedSource(`${PROXY}www.youtube.com/embed/aqz-KE-bpKQ`, null)).toBe(false);
    expect(isEmbedSource(`${PROXY}www.magazin.example/2024/05/01/a/`, PROXY)).toBe(false);
    expect(isEmbedSource(`${PROXY}../evil/www.youtube.com/embed/x`, PROXY)).toBe(false);
    expect(isEmbedSource('http://127.0.0.1:4273/other/www.youtube.com/embed/x', PROXY)).toBe(false);
  });
});

describe('embedProxyFrom', () => {
  it('reads an absolute http(s) prefix ending in a slash', () => {
    expect(embedProxyFrom({ embedProxy: PROXY })).toEqual({ proxy: PROXY });
    expect(embedProxyFrom({ embedProxy: 'https://videos.example/' })).toEqual({ proxy: 'https://videos.example/' });
  });

  it('has none without a config or the key', () => {
    for (const config of [undefined, null, 'x', {}, { embedProxy: '' }, { embedProxy: null }]) expect(embedProxyFrom(config), JSON.stringify(config)).toEqual({ proxy: null });
  });

  it('ignores anything else, with a warning', () => {
    for (const value of ['https://videos.example', '/videos/', 'javascript:alert(1)//', 'https://videos.example/?q=/', 'https://videos.example/#/', 42, { href: PROXY }]) {
      const result = embedProxyFrom({ embedProxy: value });
      expect(result.proxy, JSON.stringify(value)).toBeNull();
      expect(result.warning).toMatch(/^siteClientConfig\.embedProxy is not an http\(s\) address ending in "\/"/);
    }
  });
});
