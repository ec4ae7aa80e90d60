/**
 * What changed since the last gallery run (tests/gallery/changes.ts): equal digests are the same
 * picture without a look; otherwise the pixels decide, with the regression's tolerance.
 */
import { describe, expect, it } from 'vitest';
import type { GalleryShot } from '../../../harness/gallery-manifest';
import { CHANGED_MIN_PIXELS, markChanges, type CountChanged } from '../../../tests/gallery/changes';
import { galleryShot } from '../../support/gallery-shot';

const shot = (scenario: string, extra: Partial<GalleryShot> = {}): GalleryShot => galleryShot('radio-home', scenario, 'desktop', extra);

/** A count that answers from a table and notes what it was asked. */
function counting(pixels: Record<string, number | null>): { count: CountChanged; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    count: (previous, current) => {
      asked.push(`${previous.digest}>${current.digest}`);
      return Promise.resolve(pixels[current.scenario] ?? null);
    },
  };
}

describe('markChanges', () => {
  it('marks a picture whose pixels moved beyond the tolerance, with the last picture kept under previous/', async () => {
    const { count } = counting({ moved: CHANGED_MIN_PIXELS + 1, jitter: CHANGED_MIN_PIXELS });
    const marked = await markChanges(
      [shot('moved', { digest: 'b' }), shot('jitter', { digest: 'd' })],
      [shot('moved', { digest: 'a' }), shot('jitter', { digest: 'c' })],
      count,
    );
    expect(marked[0]).toMatchObject({
      scenario: 'moved',
      changedPixels: CHANGED_MIN_PIXELS + 1,
      previousFile: 'previous/shots/radio-home/moved.desktop.jpg',
    });
    // A few pixels of anti-aliasing between two runs are no change.
    expect(marked[1]).not.toHaveProperty('changedPixels');
    expect(marked[1]).not.toHaveProperty('previousFile');
  });

  it('does not compare equal digests, failed pictures on either side, or states without a last picture', async () => {
    const { count, asked } = counting({ same: 9999, failedNow: 9999, failedThen: 9999, fresh: 9999, gone: null });
    const marked = await markChanges(
      [
        shot('same', { digest: 'a' }),
        shot('failedNow', { error: 'timeout' }),
        shot('failedThen', { digest: 'b' }),
        shot('fresh', { digest: 'c' }),
        shot('gone', { digest: 'd' }),
      ],
      [
        shot('same', { digest: 'a' }),
        shot('failedNow', { digest: 'e' }),
        shot('failedThen', { error: 'timeout' }),
        shot('gone', { digest: 'f' }),
      ],
      count,
    );
    expect(asked).toEqual(['f>d']);
    expect(marked.filter((entry) => entry.changedPixels !== undefined)).toEqual([]);
  });

  it('drops the marks a shot carried from an earlier comparison', async () => {
    const stale = shot('same', { digest: 'a', changedPixels: 500, previousFile: 'previous/x.jpg' });
    const [marked] = await markChanges([stale], [shot('same', { digest: 'a' })], counting({}).count);
    expect(marked).toEqual(shot('same', { digest: 'a' }));
  });

  it('compares a viewport with the same viewport only', async () => {
    const { count, asked } = counting({ moved: 5000 });
    const phone = galleryShot('radio-home', 'moved', 'phone', { digest: 'p2' });
    const marked = await markChanges(
      [phone],
      [shot('moved', { digest: 'd1' }), galleryShot('radio-home', 'moved', 'phone', { digest: 'p1' })],
      count,
    );
    expect(asked).toEqual(['p1>p2']);
    expect(marked[0]?.previousFile).toBe('previous/shots/radio-home/moved.phone.jpg');
  });
});
