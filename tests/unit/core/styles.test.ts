// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addStyles } from '../../../src/core/styles';

const sheets = (id: string) => document.head.querySelectorAll(`style[data-site-client="${id}"]`);

describe('addStyles', () => {
  it('writes a sheet once for many users and removes it with the last one', () => {
    const first = addStyles(document, 'lightbox', '.x{color:red}');
    const second = addStyles(document, 'lightbox', '.x{color:red}');
    expect(sheets('lightbox')).toHaveLength(1);
    expect(sheets('lightbox')[0]?.textContent).toBe('.x{color:red}');
    first();
    first();
    expect(sheets('lightbox')).toHaveLength(1);
    second();
    expect(sheets('lightbox')).toHaveLength(0);
  });

  it('keeps sheets of different ids apart', () => {
    const a = addStyles(document, 'a', '.a{}');
    const b = addStyles(document, 'b', '.b{}');
    a();
    expect(sheets('a')).toHaveLength(0);
    expect(sheets('b')).toHaveLength(1);
    b();
  });
});
