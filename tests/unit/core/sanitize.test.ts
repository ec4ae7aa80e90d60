// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appendServerHtml, replaceWithServerHtml, sanitizeHtml } from '../../../src/core/sanitize';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
  it('keeps ordinary theme markup', () => {
    const kept = '<article class="p-wrap" data-pid="7"><a href="/post/7">Titel</a><img src="/a.jpg" alt="A"></article>';
    expect(html(sanitizeHtml(kept))).toBe(kept);
  });

  it.each([
    ['<img src=x onerror="window.__hit=1">', '<img src="x">'],
    ['<script>window.__hit=1</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', '<svg></svg>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<iframe srcdoc="<script>parent.__hit=1</script>"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>parent.__hit=1</script>"></iframe>', '<iframe src="https://www.youtube.com/embed/x"></iframe>'],
    ['<iframe src="javascript:parent.__hit=1"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://www.youtube.com.evil.test/embed/x"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://player.vimeo.com/video/1" onload="parent.__hit=1"></iframe>', '<iframe src="https://player.vimeo.com/video/1"></iframe>'],
  ])('removes what could run or restyle the page: %s', (input, expected) => {
    expect(html(sanitizeHtml(input))).toBe(expected);
  });

  it('keeps the YouTube and Vimeo embeds WordPress prints into posts, with their attributes', () => {
    const embeds =
      '<iframe title="Hitze" width="640" height="360" src="https://www.youtube.com/embed/aBc_1-2?feature=oembed" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen="" loading="lazy"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/76979871?dnt=1"></iframe>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>';
    expect(html(sanitizeHtml(embeds))).toBe(embeds);
  });

  it('gives new-window links noopener', () => {
    expect(html(sanitizeHtml('<a href="/x" target="_blank">x</a>'))).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('replaceWithServerHtml and appendServerHtml', () => {
  it('replace the children, or append and return the new nodes', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p>old</p>';
    replaceWithServerHtml(box, '<p>new</p><img src=x onerror=alert(1)>');
    expect(box.innerHTML).toBe('<p>new</p><img src="x">');
    const added = appendServerHtml(box, '<article>a</article><article>b</article>');
    expect(added.map((node) => node.textContent)).toEqual(['a', 'b']);
    expect(box.children).toHaveLength(4);
  });
});
