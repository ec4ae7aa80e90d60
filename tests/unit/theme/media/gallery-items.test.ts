import { describe, expect, it } from 'vitest';
import { cleanText, counterText, galleryItems, isImageHref, wrapIndex } from '../../../../src/theme/media/gallery-items';

describe('gallery rules', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(-9, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(5, 0)).toBe(0);
  });
  it('counts from one', () => {
    expect(counterText(2, 8)).toBe('3 / 8');
    expect(counterText(0, 1)).toBe('1 / 1');
  });
  it('knows picture links from page links', () => {
    expect(isImageHref('https://www.magazin.example/wp-content/uploads/2024/05/brunnen-1200x800.jpg')).toBe(true);
    expect(isImageHref('/uploads/a.WEBP?ver=2')).toBe(true);
    expect(isImageHref('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isImageHref('https://www.magazin.example/2024/05/02/hitzeschutz/brunnen/')).toBe(false);
    expect(isImageHref('https://www.magazin.example/jpg-guide')).toBe(false);
  });
  it('collapses whitespace', () => {
    expect(cleanText('  a \n  b ')).toBe('a b');
    expect(cleanText(null)).toBe('');
  });
});

describe('galleryItems', () => {
  it('reads classic and block galleries, skipping attachment-page links and nested galleries', () => {
    document.body.innerHTML = `
      <div class="gallery" id="g">
        <figure class="gallery-item"><a href="/a.jpg"><img src="/a-150.jpg" alt=" Brunnen "></a><figcaption class="wp-caption-text">Ein
          Brunnen</figcaption></figure>
        <figure class="gallery-item"><a href="/2024/bild/"><img src="/b-150.jpg" alt="Seite"></a></figure>
        <figure class="gallery-item"><a href="/c.png"><img src="/c-150.png" alt=""></a></figure>
        <figure class="gallery-item"><a href="/d.jpg">Text only</a></figure>
        <div class="rb-gallery"><a href="/e.jpg"><img src="/e.jpg" alt="e"></a></div>
      </div>`;
    const gallery = document.getElementById('g');
    if (!gallery) throw new Error('no gallery');
    const items = galleryItems(gallery);
    expect(items.map(({ src, alt, caption }) => ({ src: new URL(src).pathname, alt, caption }))).toEqual([
      { src: '/a.jpg', alt: 'Brunnen', caption: 'Ein Brunnen' },
      { src: '/c.png', alt: '', caption: '' },
    ]);
  });
});
