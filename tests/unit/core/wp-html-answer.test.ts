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

  it('refuses every other bare JSON value by name (false, null, a negative or decimal number), with the value in the reason', () => {
    expect(decodeHtmlAnswer('false')).toEqual({ ok: false, reason: 'the answer is false, not HTML' });
    expect(decodeHtmlAnswer('null')).toEqual({ ok: false, reason: 'the answer is null, not HTML' });
    expect(decodeHtmlAnswer(' -12.5 ')).toEqual({ ok: false, reason: 'the answer is -12.5, not HTML' });
    expect(decodeHtmlAnswer('"<p>x</p>" 1')).toEqual({ ok: false, reason: 'the answer is a JSON string cut off or malformed' });
  });

  it('takes HTML that starts or ends with a number as HTML: only a whole answer of digits is a number', () => {
    expect(decodeHtmlAnswer('<span class="count">12</span> 3')).toEqual({ ok: true, html: '<span class="count">12</span> 3' });
    expect(decodeHtmlAnswer('12 Beiträge')).toEqual({ ok: true, html: '12 Beiträge' });
    expect(decodeHtmlAnswer('Seite 2')).toEqual({ ok: true, html: 'Seite 2' });
  });
});
