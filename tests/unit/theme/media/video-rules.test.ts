import { describe, expect, it } from 'vitest';
import { autoplayDue, AUTOPLAY_LINE, isVideoEmbed, withAutoplay } from '../../../../src/theme/media/video-rules';

describe('featured video autoplay (the theme’s 60 % waypoint)', () => {
  it('is due once the box’s top reaches 60 % of the viewport, and when already past', () => {
    expect(AUTOPLAY_LINE).toBe(0.6);
    expect(autoplayDue(481, 800)).toBe(false);
    expect(autoplayDue(480, 800)).toBe(true);
    expect(autoplayDue(-2000, 800)).toBe(true);
    expect(autoplayDue(Number.POSITIVE_INFINITY, 800)).toBe(false);
  });
  it('appends autoplay=1 with ? or &, before a fragment, once', () => {
    expect(withAutoplay('https://www.youtube.com/embed/ScMzIvxBSi4?feature=oembed')).toBe(
      'https://www.youtube.com/embed/ScMzIvxBSi4?feature=oembed&autoplay=1',
    );
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(withAutoplay('https://player.vimeo.com/video/1#t=20s')).toBe('https://player.vimeo.com/video/1?autoplay=1#t=20s');
    expect(withAutoplay('https://www.youtube.com/embed/x?autoplay=1')).toBe('https://www.youtube.com/embed/x?autoplay=1');
  });
});

describe('responsive embeds (.rb-ires)', () => {
  it("iframes whose address names YouTube or Vimeo, by the theme's substring rule", () => {
    for (const src of [
      'https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed',
      'https://youtu.be/x',
      'https://www.youtube-nocookie.com/embed/x',
      'https://player.vimeo.com/video/76979871',
      '//www.youtube.com/embed/x',
      'HTTPS://WWW.YOUTUBE.COM/embed/x',
      // A proxy's (or the harness's) address naming the player: the theme wrapped it too.
      'http://127.0.0.1:4273/mock/default/www.youtube.com/embed/x',
      'https://proxy.example/player.vimeo.com/video/1',
    ]) {
      expect(isVideoEmbed(src), src).toBe(true);
    }
    for (const src of [
      'https://www.openstreetmap.org/export/embed.html',
      'https://www.google.com/maps/embed?pb=1',
      'youtube.com/embed/x',
      '',
      null,
      undefined,
      'javascript:alert(1)',
    ]) {
      expect(isVideoEmbed(src), String(src)).toBe(false);
    }
  });
});
