// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { embedAddress, embedProxyFrom, PLAYER_SANDBOX, playerAllow, securePlayerFrame } from '../../../src/core/embed-sources';

const PROXY = 'http://127.0.0.1:4273/mock/default/';

describe('embedAddress', () => {
  const SITE = 'https://www.magazin.example/2024/05/01/a/';

  it('keeps the YouTube and Vimeo players, with any query, as the browser parses the address', () => {
    for (const [src, parsed] of [
      ['https://www.youtube.com/embed/aBc_1-2?feature=oembed', 'https://www.youtube.com/embed/aBc_1-2?feature=oembed'],
      [' https://www.youtube-nocookie.com/embed/x ', 'https://www.youtube-nocookie.com/embed/x'],
      ['https://player.vimeo.com/video/76979871?dnt=1&app_id=1', 'https://player.vimeo.com/video/76979871?dnt=1&app_id=1'],
      ['https://player.vimeo.com/video/1#t=20s', 'https://player.vimeo.com/video/1#t=20s'],
      ['HTTPS://WWW.YOUTUBE.COM:443/embed/x', 'https://www.youtube.com/embed/x'],
    ]) {
      expect(embedAddress(src ?? null, null, SITE), src).toBe(parsed);
    }
  });

  it('drops every other frame', () => {
    for (const src of [
      null,
      '',
      'http://www.youtube.com/embed/x',
      'https://www.youtube.com/watch?v=x',
      'https://www.youtube.com.evil.test/embed/x',
      'https://evil.test/www.youtube.com/embed/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://player.vimeo.com/video/1"onload="x',
      'https://www.youtube.com/embed/x/../../evil',
      'https://user:pw@www.youtube.com/embed/x',
      '//www.youtube.com.evil.test/embed/x',
    ]) {
      expect(embedAddress(src, null, SITE), String(src)).toBeNull();
    }
  });

  it('drops an address a trim() would have read as a player: the browser keeps U+00A0 and U+FEFF and loads a path of the page', () => {
    for (const space of ['\u00A0', '\uFEFF', '\u2028', '\u3000']) {
      const src = `${space}https://www.youtube.com/embed/x`;
      expect(src.trim()).toBe('https://www.youtube.com/embed/x');
      expect(new URL(src, SITE).origin).toBe('https://www.magazin.example');
      expect(embedAddress(src, null, SITE), JSON.stringify(src)).toBeNull();
    }
  });

  it('keeps a player under the configured proxy, and nothing else under it', () => {
    expect(embedAddress(`${PROXY}www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed`, PROXY)).toBe(
      `${PROXY}www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed`,
    );
    expect(embedAddress(`${PROXY}player.vimeo.com/video/76979871?dnt=1`, PROXY)).toBe(`${PROXY}player.vimeo.com/video/76979871?dnt=1`);
    expect(embedAddress('/mock/default/www.youtube.com/embed/x', PROXY, 'http://127.0.0.1:4273/pages/a')).toBe(
      `${PROXY}www.youtube.com/embed/x`,
    );
    expect(embedAddress(`${PROXY}www.youtube.com/embed/aqz-KE-bpKQ`, null)).toBeNull();
    expect(embedAddress(`${PROXY}www.magazin.example/2024/05/01/a/`, PROXY)).toBeNull();
    expect(embedAddress(`${PROXY}../evil/www.youtube.com/embed/x`, PROXY)).toBeNull();
    expect(embedAddress(`${PROXY}www.youtube.com/embed/x/../../../x`, PROXY)).toBeNull();
    expect(embedAddress('http://127.0.0.1:4273/other/www.youtube.com/embed/x', PROXY)).toBeNull();
  });
});

describe('playerAllow', () => {
  it("keeps the players' features, each for the frame's own origin, and drops the rest", () => {
    expect(playerAllow('accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share')).toBe(
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
    );
    expect(playerAllow('camera; microphone; geolocation; clipboard-read; payment')).toBe('');
    expect(playerAllow("autoplay *; fullscreen https://evil.test; AUTOPLAY; ; camera 'src'")).toBe('autoplay; fullscreen');
  });
});

describe('securePlayerFrame', () => {
  const frame = (attributes: string) => {
    const template = document.createElement('template');
    template.innerHTML = `<iframe ${attributes}></iframe>`;
    return template.content.firstElementChild!;
  };

  it('gives a player its parsed address, the sandbox, the allowed features, and no name', () => {
    const player = frame(
      'src=" https://www.youtube.com/embed/x?feature=oembed" name="siteClientConfig" allow="autoplay; camera; encrypted-media" title="Video"',
    );
    expect(securePlayerFrame(player, null, 'https://www.magazin.example/')).toBe(true);
    expect(Object.fromEntries(player.getAttributeNames().map((name) => [name, player.getAttribute(name)]))).toEqual({
      src: 'https://www.youtube.com/embed/x?feature=oembed',
      allow: 'autoplay; encrypted-media',
      title: 'Video',
      sandbox: PLAYER_SANDBOX,
    });
  });

  it('takes `allow` away when nothing of it is for a player, and refuses a frame that is no player', () => {
    const player = frame('src="https://player.vimeo.com/video/1" allow="camera; microphone"');
    expect(securePlayerFrame(player, null, 'https://www.magazin.example/')).toBe(true);
    expect(player.hasAttribute('allow')).toBe(false);
    expect(securePlayerFrame(frame('src="https://evil.test/"'), null, 'https://www.magazin.example/')).toBe(false);
  });
});

describe('embedProxyFrom', () => {
  it('reads an absolute http(s) prefix ending in a slash', () => {
    expect(embedProxyFrom({ embedProxy: PROXY })).toEqual({ proxy: PROXY });
    expect(embedProxyFrom({ embedProxy: 'https://videos.example/' })).toEqual({ proxy: 'https://videos.example/' });
  });

  it('has none without a config or the key', () => {
    for (const config of [undefined, null, 'x', {}, { embedProxy: '' }, { embedProxy: null }])
      expect(embedProxyFrom(config), JSON.stringify(config)).toEqual({ proxy: null });
  });

  it('ignores anything else, with a warning', () => {
    for (const value of [
      'https://videos.example',
      '/videos/',
      'javascript:alert(1)//',
      'https://videos.example/?q=/',
      'https://videos.example/#/',
      42,
      { href: PROXY },
    ]) {
      const result = embedProxyFrom({ embedProxy: value });
      expect(result.proxy, JSON.stringify(value)).toBeNull();
      expect(result.warning).toMatch(/^siteClientConfig\.embedProxy is not an http\(s\) address ending in "\/"/);
    }
  });
});
