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
    expect(withAutoplay('https://www.youtube.com/embed/ScMzIvxBSi4?feature=oembed')).toBe('https://www.youtube.com/embed/ScMzIvxBSi4?feature=oembed&autoplay=1');
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(withAutoplay('https://player.vimeo.com/video/1#t=20s')).toBe('https://player.vimeo.com/video/1?autoplay=1#t=20s');
    expect(withAutoplay('https://www.youtube.com/embed/x?autoplay=1')).toBe('https://www.youtube.com/embed/x?autoplay=1');
  });
});

describe('responsive embeds (.rb-ires)', () => {
  it('YouTube and Vimeo iframes only', () => {
    for (const src of ['https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed', 'https://youtu.be/x', 'https://www.youtube-nocookie.com/embed/x', 'https://player.vimeo.com/video/76979871', '//www.youtube.com/embed/x']) {
      expect(isVideoEmbed(src), src).toBe(true);
    }
    for (const src of ['https://www.openstreetmap.org/export/embed.html', 'https://notyoutube.com/embed/x', 'https://evil.example/?u=youtube.com', '', null, 'javascript:alert(1)']) {
      expect(isVideoEmbed(src), String(src)).toBe(false);
    }
  });
});
