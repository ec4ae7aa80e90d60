// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  cleanText,
  counterText,
  galleryTargetId,
  lightboxPictures,
  startIndex,
  wrapIndex,
} from '../../../../src/theme/media/gallery-items';

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
  it('collapses whitespace', () => {
    expect(cleanText('  a \n  b ')).toBe('a b');
    expect(cleanText(null)).toBe('');
  });
  it('takes only "#id" as data-gallery', () => {
    expect(galleryTargetId('#gallery-popup-2841')).toBe('gallery-popup-2841');
    expect(galleryTargetId(' #rb-lightbox-12 ')).toBe('rb-lightbox-12');
    expect(galleryTargetId('gallery-popup-2841')).toBeNull();
    expect(galleryTargetId('#a, img[onerror]')).toBeNull();
    expect(galleryTargetId('#1abc')).toBeNull();
    expect(galleryTargetId(null)).toBeNull();
  });
  it('opens at data-index, else at the first picture', () => {
    expect(startIndex('2', 6)).toBe(2);
    expect(startIndex('0', 6)).toBe(0);
    expect(startIndex('6', 6)).toBe(0);
    expect(startIndex('-1', 6)).toBe(0);
    expect(startIndex('1.5', 6)).toBe(0);
    expect(startIndex('', 6)).toBe(0);
    expect(startIndex(null, 6)).toBe(0);
  });
});

const el = (index: number, title: string, entry: string) => `
  <div class="gallery-el">
    <div class="gallery-popup-selection">
      <a href="#" class="gallery-popup-select" data-index="0"><img src="t0.jpg" alt="T0"></a>
      <a href="#" class="gallery-popup-select" data-index="1"><img src="t1.jpg" alt="T1"></a>
      <a href="#" class="gallery-popup-select" data-index="2"><img src="t2.jpg" alt="T2"></a>
    </div>
    <div class="gallery-popup-holder">
      <span class="image-title is-hidden"> ${title} </span>
      <div class="gallery-popup-image"><img src="full-${index}.jpg" srcset="full-${index}.jpg 1200w" alt="Alt ${index}"></div>
      ${entry}
    </div>
  </div>`;

describe('lightboxPictures (the hidden aside)', () => {
  it('reads title, picture, caption, description and thumbnail of every .gallery-el', () => {
    document.body.innerHTML = `<aside id="gallery-popup-7" class="mfp-hide">
      ${el(0, 'Brunnen', '<div class="gallery-popup-entry is-light-text"><h4 class="image-popup-caption h3">Ein Brunnen</h4><div class="image-popup-description entry"><p>Eins.</p><p>Zwei.</p></div></div>')}
      ${el(1, 'Segel', '')}
      ${el(2, 'Fassade', '<div class="gallery-popup-entry"><h4 class="image-popup-caption h3"></h4><div class="image-popup-description entry">Nur Text</div></div>')}
    </aside>`;
    const pictures = lightboxPictures(document.getElementById('gallery-popup-7') as Element);
    expect(pictures).toEqual([
      {
        src: 'full-0.jpg',
        srcset: 'full-0.jpg 1200w',
        alt: 'Alt 0',
        title: 'Brunnen',
        caption: 'Ein Brunnen',
        description: ['Eins.', 'Zwei.'],
        thumb: { src: 't0.jpg', alt: 'T0' },
      },
      {
        src: 'full-1.jpg',
        srcset: 'full-1.jpg 1200w',
        alt: 'Alt 1',
        title: 'Segel',
        caption: '',
        description: [],
        thumb: { src: 't1.jpg', alt: 'T1' },
      },
      {
        src: 'full-2.jpg',
        srcset: 'full-2.jpg 1200w',
        alt: 'Alt 2',
        title: 'Fassade',
        caption: '',
        description: ['Nur Text'],
        thumb: { src: 't2.jpg', alt: 'T2' },
      },
    ]);
  });

  it('skips elements without a picture and an aside without elements', () => {
    document.body.innerHTML = `<aside id="a" class="mfp-hide"><div class="gallery-el"><div class="gallery-popup-holder"><span class="image-title">x</span></div></div></aside><aside id="b"></aside>`;
    expect(lightboxPictures(document.getElementById('a') as Element)).toEqual([]);
    expect(lightboxPictures(document.getElementById('b') as Element)).toEqual([]);
  });
});
