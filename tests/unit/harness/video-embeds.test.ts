import { describe, expect, it } from 'vitest';

describe('video player stand-ins', () => {
  it('answer the oEmbed iframes’ addresses with a still page naming the video, autoplay included, and one line of script', async () => {
    const youtube = await fetch('https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed&autoplay=1');
    expect(youtube.status).toBe(200);
    expect(youtube.headers.get('content-type')).toContain('text/html');
    const page = await youtube.text();
    expect(page).toContain('data-video-id="aqz-KE-bpKQ"');
    expect(page).toContain('data-autoplay="1"');
    // It loads nothing; its one inline script only touches its own storage (the sandbox check of theme-single.spec.ts).
    expect(page).not.toMatch(/src=|url\(|fetch|XMLHttpRequest/);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).toContain("localStorage.setItem('player', '1')");
    const vimeo = await (await fetch('https://player.vimeo.com/video/76979871?dnt=1&app_id=122963')).text();
    expect(vimeo).toContain('data-video-service="Vimeo"');
    expect(vimeo).toContain('data-autoplay="0"');
  });
});
