/**
 * The gallery's manifest as the console reads it (well-formed shots kept, others dropped and
 * counted) and as a partial run merges it (its shots replace the last run's, catalogue order).
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../harness/catalogue-types';
import {
  GALLERY_MANIFEST,
  GALLERY_VIEWPORTS,
  missingGalleryStatus,
  readManifest,
  type GalleryManifest,
  type GalleryShot,
} from '../../../harness/gallery-manifest';
import { mergeShots } from '../../../tests/gallery/merge-shots';
import { galleryShot } from '../../support/gallery-shot';

const shot = (page: string, scenario: string, viewport: GalleryShot['viewport'], settleMs = 500): GalleryShot =>
  galleryShot(page, scenario, viewport, { settleMs });

const manifest = (shots: GalleryShot[]): GalleryManifest => ({
  generatedAt: '2024-05-02T06:00:00.000Z',
  durationMs: 1000,
  viewports: GALLERY_VIEWPORTS,
  shots,
});

describe('readManifest', () => {
  it('reads back what the gallery writes', () => {
    const written = {
      ...manifest([
        shot('radio-home', 'default', 'desktop'),
        { ...shot('radio-home', 'default', 'phone'), visibleEffect: false, error: 'timeout' },
        {
          ...shot('radio-home', 'station-404', 'phone'),
          digest: 'a9993e36',
          changedPixels: 812,
          previousFile: 'previous/shots/radio-home/station-404.phone.jpg',
        },
        {
          ...shot('radio-home', 'station-404', 'desktop'),
          height: 3019,
          pageHeight: 3019,
          sameAsDefault: false,
          changedRows: { top: 1200, bottom: 1300 },
        },
      ]),
      comparedWith: '2024-05-01T06:00:00.000Z',
    };
    expect(readManifest(JSON.parse(JSON.stringify(written)))).toEqual({ manifest: written, dropped: 0 });
  });

  it('is null for what is not a manifest', () => {
    for (const json of [null, 'x', [], { generatedAt: 1, durationMs: 1, shots: [] }, { generatedAt: 'x', durationMs: 1 }])
      expect(readManifest(json)).toBeNull();
  });

  it('drops shots that are not well formed and says how many', () => {
    const good = shot('radio-home', 'default', 'desktop');
    const read = readManifest({
      generatedAt: 'x',
      durationMs: 5,
      shots: [
        good,
        { ...good, viewport: 'tablet' },
        { ...good, site: 'tv' },
        { ...good, settleMs: '5' },
        { ...good, digest: 5 },
        { ...good, changedPixels: '5' },
        { ...good, previousFile: 5 },
        { ...good, height: '800' },
        { ...good, sameAsDefault: 'yes' },
        { ...good, changedRows: { top: 1 } },
        'shot',
      ],
    });
    expect(read?.manifest.shots).toEqual([good]);
    expect(read?.dropped).toBe(10);
  });
});

describe('mergeShots', () => {
  const catalogue: Catalogue = {
    pages: [
      { id: 'radio-home', title: '', site: 'radio', description: '' },
      { id: 'radio-article', title: '', site: 'radio', description: '' },
    ],
    scenarios: ['default', 'station-404'].map((id) => ({ id, title: id, description: '', site: 'both' as const, pages: [] })),
  };

  it('replaces the shots a partial run took again and keeps the others, in catalogue order', () => {
    const previous = manifest([
      shot('radio-home', 'default', 'desktop', 1),
      shot('radio-home', 'default', 'phone', 1),
      shot('radio-article', 'default', 'desktop', 1),
    ]);
    const fresh = manifest([
      shot('radio-article', 'default', 'desktop', 2),
      shot('radio-home', 'station-404', 'phone', 2),
      shot('radio-home', 'station-404', 'desktop', 2),
    ]);
    const merged = mergeShots(previous, fresh, catalogue);
    expect(merged.shots.map((entry) => `${entry.page} ${entry.scenario} ${entry.viewport} ${entry.settleMs}`)).toEqual([
      'radio-home default desktop 1',
      'radio-home default phone 1',
      'radio-home station-404 desktop 2',
      'radio-home station-404 phone 2',
      'radio-article default desktop 2',
    ]);
    expect(merged.generatedAt).toBe(fresh.generatedAt);
  });

  it('drops shots of pages or scenarios the catalogue no longer has, and works without a previous run', () => {
    const previous = manifest([shot('radio-gone', 'default', 'desktop'), shot('radio-home', 'retired', 'desktop')]);
    expect(mergeShots(previous, manifest([]), catalogue).shots).toEqual([]);
    expect(mergeShots(null, manifest([shot('radio-home', 'default', 'phone')]), catalogue).shots).toHaveLength(1);
  });
});

describe('missingGalleryStatus', () => {
  it('answers a missing manifest with 204 (no gallery yet is no error) and every other missing file with 404', () => {
    expect(missingGalleryStatus(GALLERY_MANIFEST)).toBe(204);
    expect(missingGalleryStatus('/gallery/shots/radio-home/default.phone.jpg')).toBe(404);
    expect(missingGalleryStatus('/gallery/index.html')).toBe(404);
  });
});
