/** The console's view of the gallery: the header link's words, one page's pictures, file URLs. */
import { describe, expect, it } from 'vitest';
import { galleryShot } from '../../tests/support/gallery-shot';
import { GALLERY_VIEWPORTS, type GalleryManifest } from '../gallery-manifest';
import { galleryFileUrl, galleryLinkText, hasPage, pageShots } from './galleryView';

const shot = galleryShot;

const manifest: GalleryManifest = {
  generatedAt: '2024-05-02T06:07:08.000Z',
  durationMs: 180_000,
  viewports: GALLERY_VIEWPORTS,
  shots: [
    shot('radio-home', 'default', 'desktop'),
    shot('radio-home', 'default', 'phone'),
    shot('radio-home', 'station-404', 'desktop', { error: 'timeout' }),
    shot('radio-home', 'station-404', 'phone'),
    shot('radio-article', 'default', 'desktop'),
  ],
};

describe('galleryView', () => {
  it('says how many states the latest gallery pictured and when', () => {
    expect(galleryLinkText(manifest)).toBe('Visual gallery: 4 states, 2024-05-02 06:07 UTC');
  });

  it('gives one page’s pictures at one viewport, one per scenario in gallery order', () => {
    expect(pageShots(manifest, 'radio-home', 'desktop').map((entry) => entry.scenario)).toEqual(['default', 'station-404']);
    expect(pageShots(manifest, 'radio-home', 'phone').map((entry) => entry.file)).toEqual([
      'shots/radio-home/default.phone.jpg',
      'shots/radio-home/station-404.phone.jpg',
    ]);
    expect(pageShots(manifest, 'radio-article', 'phone')).toEqual([]);
  });

  it('knows which pages the gallery pictured', () => {
    expect(hasPage(manifest, 'radio-article')).toBe(true);
    expect(hasPage(manifest, 'magazine-home')).toBe(false);
  });

  it('serves files under /gallery/ with each path segment encoded', () => {
    expect(galleryFileUrl('shots/radio-home/default.phone.jpg')).toBe('/gallery/shots/radio-home/default.phone.jpg');
    expect(galleryFileUrl('shots/a b/#1?.jpg')).toBe('/gallery/shots/a%20b/%231%3F.jpg');
  });
});
