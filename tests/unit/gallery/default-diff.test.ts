/**
 * Each state against its page's default picture (tests/gallery/default-diff.ts): equal digests
 * need no decoding, a few differing pixels are the same picture, more are a change with the rows
 * it is in; a partial run keeps the marks of the states it did not compare.
 */
import { describe, expect, it } from 'vitest';
import type { GalleryShot } from '../../../harness/gallery-manifest';
import { CHANGED_MIN_PIXELS } from '../../../tests/gallery/changes';
import { markDefaultDiffs, type RowsDiff } from '../../../tests/gallery/default-diff';
import { galleryShot } from '../../support/gallery-shot';

const diffs = (answers: Record<string, RowsDiff>) => {
  const asked: string[] = [];
  const diff = (base: GalleryShot, shot: GalleryShot) => {
    asked.push(`${base.scenario}→${shot.scenario}.${shot.viewport}`);
    const answer = answers[`${shot.scenario}.${shot.viewport}`];
    return answer ? Promise.resolve(answer) : Promise.reject(new Error('no picture'));
  };
  return { asked, diff };
};

describe('markDefaultDiffs', () => {
  const shots = [
    galleryShot('radio-home', 'default', 'desktop', { digest: 'd1' }),
    galleryShot('radio-home', 'default', 'phone', { digest: 'p1' }),
    galleryShot('radio-home', 'equal', 'desktop', { digest: 'd1' }),
    galleryShot('radio-home', 'noise', 'desktop', { digest: 'd2' }),
    galleryShot('radio-home', 'song', 'phone', { digest: 'p2' }),
    galleryShot('radio-home', 'broken', 'phone', { error: 'net::ERR_FAILED' }),
    galleryShot('radio-article', 'lonely', 'desktop', { digest: 'x' }),
  ];

  it('marks same pictures and the rows of the others', async () => {
    const { asked, diff } = diffs({
      'noise.desktop': { changed: CHANGED_MIN_PIXELS, rows: { top: 10, bottom: 12 } },
      'song.phone': { changed: 5000, rows: { top: 2400, bottom: 2520 } },
    });
    const marked = await markDefaultDiffs(shots, diff);
    const by = (scenario: string) => marked.find((shot) => shot.scenario === scenario)!;
    // Equal digests: not decoded.
    expect(asked).toEqual(['default→noise.desktop', 'default→song.phone']);
    expect(by('equal').sameAsDefault).toBe(true);
    expect(by('noise')).toMatchObject({ sameAsDefault: true });
    expect(by('noise').changedRows).toBeUndefined();
    expect(by('song')).toMatchObject({ sameAsDefault: false, changedRows: { top: 2400, bottom: 2520 } });
    // The default itself, a failed picture and a page without a default picture stay unmarked.
    for (const scenario of ['default', 'broken', 'lonely']) expect(by(scenario).sameAsDefault).toBeUndefined();
  });

  it('leaves a state unmarked when its picture cannot be read, and keeps the marks of the states not redone', async () => {
    const earlier = shots.map((shot) =>
      shot.scenario === 'noise' ? { ...shot, sameAsDefault: false, changedRows: { top: 1, bottom: 2 } } : shot,
    );
    const { asked, diff } = diffs({});
    const marked = await markDefaultDiffs(earlier, diff, (shot) => shot.scenario === 'song');
    expect(asked).toEqual(['default→song.phone']);
    expect(marked.find((shot) => shot.scenario === 'song')!.sameAsDefault).toBeUndefined();
    expect(marked.find((shot) => shot.scenario === 'noise')).toMatchObject({ sameAsDefault: false, changedRows: { top: 1, bottom: 2 } });
  });
});
