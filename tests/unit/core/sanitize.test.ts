// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appendServerHtml, isSafeAddress, replaceWithServerHtml, sanitizeHtml } from '../../../src/core/sanitize';
import { dangers, HOSTILE } from '../../support/hostile-html';

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
    [
      '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>parent.__hit=1</script>"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"></iframe>',
    ],
    ['<iframe src="javascript:parent.__hit=1"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://www.youtube.com.evil.test/embed/x"></iframe><p>ok</p>', '<p>ok</p>'],
    [
      '<iframe src="https://player.vimeo.com/video/1" onload="parent.__hit=1"></iframe>',
      '<iframe src="https://player.vimeo.com/video/1" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"></iframe>',
    ],
    ['<iframe src="\u00A0https://www.youtube.com/embed/x"></iframe><p>ok</p>', '<p>ok</p>'],
    [
      '<iframe src="https://www.youtube.com/embed/x" name="siteClientConfig" allow="camera; microphone; geolocation; clipboard-read; payment" sandbox=""></iframe>',
      '<iframe src="https://www.youtube.com/embed/x" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"></iframe>',
    ],
  ])('removes what could run or restyle the page: %s', (input, expected) => {
    expect(html(sanitizeHtml(input))).toBe(expected);
  });

  it('keeps the YouTube and Vimeo embeds WordPress prints into posts, with their attributes', () => {
    const embeds =
      '<iframe title="Hitze" width="640" height="360" src="https://www.youtube.com/embed/aBc_1-2?feature=oembed" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen="" loading="lazy"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/76979871?dnt=1"></iframe>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>';
    expect(html(sanitizeHtml(embeds))).toBe(
      embeds.replaceAll(
        '></iframe>',
        ' sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"></iframe>',
      ),
    );
  });

  it('keeps nothing of what the server put between a player frame’s tags; markup there drops the frame, as DOMPurify does', () => {
    const player = '<iframe src="https://www.youtube.com/embed/x"';
    const sandbox = ' sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"';
    expect(html(sanitizeHtml(`${player}>Ihr Browser zeigt keine Frames.</iframe>`))).toBe(`${player}${sandbox}></iframe>`);
    expect(html(sanitizeHtml(`${player}><img src=x onerror="window.__hit=1"></iframe><p>ok</p>`))).toBe('<p>ok</p>');
  });

  it('lets an SVG point only inside the page: a use to #id keeps its href, every other SVG href goes', () => {
    expect(
      html(
        sanitizeHtml(
          '<svg><use href="#rb-icon"></use><use href="https://evil.test/sprite.svg#i"></use><use xlink:href="https://evil.test/s.svg#i"></use><a href="https://evil.test/"><text>x</text></a></svg>',
        ),
      ),
    ).not.toMatch(/evil\.test/);
    expect(html(sanitizeHtml('<svg><use href="#rb-icon"></use></svg>'))).toBe('<svg><use href="#rb-icon"></use></svg>');
  });

  it("drops out-of-place MathML and SVG parts with their content, as DOMPurify does, and keeps an icon's title", () => {
    expect(html(sanitizeHtml('<desc><p>x</p><img src=x></desc><mi>y</mi><mtext><b>z</b></mtext><g><b>g</b></g><p>ok</p>'))).toBe(
      '<p>ok</p>',
    );
    expect(html(sanitizeHtml('<svg viewBox="0 0 1 1"><title>Herz</title><desc>x</desc><option>y</option></svg>'))).toBe(
      '<svg viewBox="0 0 1 1"><title>Herz</title></svg>',
    );
  });

  it('drops HTML the parser let into SVG (into a title, a desc), as DOMPurify 3 does', () => {
    expect(html(sanitizeHtml('<svg><desc><p>x</p></desc></svg><svg><title><b>x</b>Herz</title></svg>'))).toBe(
      '<svg></svg><svg><title>Herz</title></svg>',
    );
  });

  it("drops a customized built-in element (is), which would run the page's element code", () => {
    expect(html(sanitizeHtml('<button is="x-widget">b</button><p>ok</p>'))).toBe('<p>ok</p>');
  });

  it('drops, as DOMPurify does, an element without element children whose markup holds a comment while its text reads like markup', () => {
    expect(html(sanitizeHtml('<p>&lt;img src=x&gt;<!-- x --></p><p>&lt;b&gt; as text</p>'))).toBe('<p>&lt;b&gt; as text</p>');
  });

  it('parses the answer as a document of its own: what belongs in a head, or a stray end tag before any content, never reaches the body', () => {
    expect(html(sanitizeHtml('</p>'))).toBe('');
    expect(html(sanitizeHtml('<meta charset="utf-8"><title>t</title><p>ok</p>'))).toBe('<p>ok</p>');
    expect(html(sanitizeHtml('<frameset><frame src="x"></frameset>'))).toBe('');
  });

  it('keeps the frame-only attributes on player frames alone', () => {
    expect(html(sanitizeHtml('<div allow="camera" allowfullscreen frameborder="0">x</div>'))).toBe('<div>x</div>');
  });

  it('gives every link and form that names a window noopener and noreferrer, keeping its own rel', () => {
    expect(html(sanitizeHtml('<a href="/x" target="_blank">x</a>'))).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(html(sanitizeHtml('<a href="/x" target="player" rel="nofollow NOOPENER">x</a>'))).toBe(
      '<a href="/x" target="player" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(html(sanitizeHtml('<form action="/s" target="_top"></form>'))).toBe(
      '<form action="/s" target="_top" rel="noopener noreferrer"></form>',
    );
    expect(html(sanitizeHtml('<a href="/x" rel="nofollow">x</a>'))).toBe('<a href="/x" rel="nofollow">x</a>');
  });
});

describe('sanitizeHtml against attack strings', () => {
  it.each(HOSTILE)('%s', (input) => {
    const fragment = sanitizeHtml(input);
    expect(dangers(fragment)).toEqual([]);
    // Its own serialisation, parsed again, is as clean (no mutation on a second parse).
    const box = document.createElement('div');
    box.append(fragment);
    expect(dangers(sanitizeHtml(box.innerHTML))).toEqual([]);
  });

  it('keeps the text of what it drops only where the text was text', () => {
    expect(html(sanitizeHtml('<textarea><img src=x onerror=alert(1)></textarea>'))).toBe(
      '<textarea>&lt;img src=x onerror=alert(1)&gt;</textarea>',
    );
    expect(html(sanitizeHtml('<custom-tag><b>fett</b></custom-tag>'))).toBe('<b>fett</b>');
    expect(html(sanitizeHtml('<p>a<!-- comment -->b</p>'))).toBe('<p>ab</p>');
  });

  it('cannot be blinded by form fields named like the DOM properties it reads', () => {
    const clobbering =
      '<form><input name="attributes"><input name="childNodes"><input name="nodeType"><input name="localName"><img src=x onerror=alert(1)></form>';
    const out = html(sanitizeHtml(clobbering));
    expect(out).not.toContain('onerror');
    expect(out).toContain('<img src="x">');
  });

  it('drops ids and names that would shadow the document or a form (DOM clobbering)', () => {
    expect(html(sanitizeHtml('<img name="cookie" id="location"><input name="submit"><a id="kommentare">k</a>'))).toBe(
      '<img><input><a id="kommentare">k</a>',
    );
  });

  it('walks deep nesting without recursion', () => {
    const deep = '<div>'.repeat(1_000) + 'tief' + '</div>'.repeat(1_000);
    expect(sanitizeHtml(deep).textContent).toBe('tief');
  });

  it('keeps the reaction icons and icon sprites as SVG, with their case-sensitive names', () => {
    const icon =
      '<svg class="rb-svg" viewBox="0 0 150 150" aria-hidden="true"><title>Liebe</title><linearGradient id="g1"><stop offset="0" stop-color="red"></stop></linearGradient><text x="75" y="112" font-size="100" text-anchor="middle">❤️</text><use href="#rb-icon"></use></svg>';
    const fragment = sanitizeHtml(icon);
    const svg = fragment.querySelector('svg');
    expect(svg?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 150 150');
    expect(fragment.querySelector('linearGradient')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(html(fragment)).toBe(icon);
  });

  it('keeps the comment form, microcopy and media of a next post', () => {
    const post =
      '<form action="/wp-comments-post.php" method="post" id="commentform"><label for="comment">Kommentar</label><textarea id="comment" name="comment" rows="8"></textarea><input type="hidden" name="comment_post_ID" value="2841"></form>' +
      '<figure><picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp"><img src="data:image/gif;base64,R0lGOD" alt="" loading="lazy"></picture><figcaption><a href="mailto:red@example.org">Redaktion</a></figcaption></figure>';
    expect(html(sanitizeHtml(post))).toBe(post);
  });
});

describe('isSafeAddress', () => {
  it.each([
    ['https://example.org/a', 'a', 'href', true],
    ['/relative?x=1#y', 'a', 'href', true],
    ['#top', 'a', 'href', true],
    ['mailto:x@example.org', 'a', 'href', true],
    ['tel:+49301234', 'a', 'href', true],
    ['page:2', 'a', 'href', false],
    ['javascript:alert(1)', 'a', 'href', false],
    [' java\tscript:alert(1)', 'a', 'href', false],
    ['data:image/png;base64,AAAA', 'img', 'src', true],
    ['data:image/png;base64,AAAA', 'a', 'href', false],
    ['data:text/html,x', 'img', 'src', false],
    ['foo/bar:baz', 'a', 'href', true],
  ])('%s on %s[%s] → %s', (value, tag, attribute, safe) => {
    expect(isSafeAddress(value, tag, attribute)).toBe(safe);
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
