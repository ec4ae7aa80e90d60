import { describe, expect, it } from 'vitest';
import { decodeHtmlAnswer } from '../../../src/core/wp-html-answer';

describe('decodeHtmlAnswer', () => {
  it('decodes the JSON-encoded string wp_send_json sends, with its escaped slashes', () => {
    expect(decodeHtmlAnswer('"<div class=\\"live-search-content\\"><p>Hitze<\\/p><\\/div>"')).toEqual({
      ok: true,
      html: '<div class="live-search-content"><p>Hitze</p></div>',
    });
  });

  it('takes the empty JSON string as no HTML (nothing to show), not as an error', () => {
    expect(decodeHtmlAnswer('""')).toEqual({ ok: true, html: '' });
    expect(decodeHtmlAnswer('')).toEqual({ ok: true, html: '' });
  });

  it('accepts raw HTML from a variant theme that echoes the fragment', () => {
    expect(decodeHtmlAnswer('<p class="search-not-found">Nichts</p>\n')).toEqual({
      ok: true,
      html: '<p class="search-not-found">Nichts</p>\n',
    });
  });

  it("refuses WordPress's bare 0 and -1 with the reason", () => {
    expect(decodeHtmlAnswer('0')).toEqual({ ok: false, reason: expect.stringContaining('no handler') });
    expect(decodeHtmlAnswer(' -1\n')).toEqual({ ok: false, reason: expect.stringContaining('nonce') });
  });

  it('refuses JSON that is not a string, and a cut-off JSON string', () => {
    expect(decodeHtmlAnswer('{"content":"<p>x</p>"}').ok).toBe(false);
    expect(decodeHtmlAnswer('["a"]').ok).toBe(false);
    expect(decodeHtmlAnswer('"<div class=\\"live').ok).toBe(false);
    expect(decodeHtmlAnswer('true').ok).toBe(false);
    expect(decodeHtmlAnswer('2').ok).toBe(false);
  });
});
