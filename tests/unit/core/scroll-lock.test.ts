// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lockPageScroll } from '../../../src/core/scroll-lock';

describe('lockPageScroll', () => {
  it('hides the overflow and gives the printed styles back on release', () => {
    const root = document.documentElement;
    root.style.overflow = 'auto';
    const release = lockPageScroll(window);
    expect(root.style.overflow).toBe('hidden');
    release();
    expect(root.style.overflow).toBe('auto');
    root.style.overflow = '';
  });

  it('nests: the page stays locked until the last lock is released, and a double release counts once', () => {
    const root = document.documentElement;
    const menu = lockPageScroll(window);
    const lightbox = lockPageScroll(window);
    lightbox();
    lightbox();
    expect(root.style.overflow).toBe('hidden');
    menu();
    expect(root.style.overflow).toBe('');
  });
});
