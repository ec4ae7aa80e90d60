/**
 * What changed since the last gallery run: a release review starts with the states whose picture
 * moved. Equal digests mean equal pictures; where they differ, the pixels are compared with the
 * visual regression's tolerance (a pixel counts when a colour channel moves by more than
 * CHANNEL_TOLERANCE, a picture changed when more than CHANGED_MIN_PIXELS count), so an icon's
 * anti-aliasing that differs between two runs (a few pixels) is not reported as a change.
 */
import type { Browser } from '@playwright/test';
import type { GalleryShot } from '../../harness/gallery-manifest';

/** As the regression spec's `maxDiffPixels` (tests/playwright.config.ts). */
export const CHANGED_MIN_PIXELS = 100;
/** Of 255 per channel: about the regression spec's threshold of 0.2, and above JPEG's noise. */
export const CHANNEL_TOLERANCE = 48;

/** Where the last run's picture of a state is kept while the new one is taken. */
export const previousFileOf = (file: string): string => `previous/${file}`;

export const shotKey = (shot: Pick<GalleryShot, 'page' | 'scenario' | 'viewport'>): string =>
  `${shot.page}\n${shot.scenario}\n${shot.viewport}`;

/**
 * Counts the pixels that differ between the last run's picture of a state and the new one; null
 * when there is no last picture to compare with; the new picture's pixel count when the sizes differ.
 */
export type CountChanged = (previous: GalleryShot, current: GalleryShot) => Promise<number | null>;

/**
 * Marks each new shot that changed since `previous` (the last run's shots) with its changed
 * pixels and the last picture's file. A shot without a last picture, or with an error on either
 * side, is not compared.
 */
export async function markChanges(
  shots: readonly GalleryShot[],
  previous: readonly GalleryShot[],
  count: CountChanged,
): Promise<GalleryShot[]> {
  const before = new Map(previous.map((shot) => [shotKey(shot), shot]));
  const marked: GalleryShot[] = [];
  for (const shot of shots) {
    const { changedPixels: _pixels, previousFile: _file, ...fresh } = shot;
    const last = before.get(shotKey(shot));
    if (!last || last.error !== undefined || fresh.error !== undefined || (last.digest !== undefined && last.digest === fresh.digest)) {
      marked.push(fresh);
      continue;
    }
    const pixels = await count(last, fresh);
    marked.push(
      pixels !== null && pixels > CHANGED_MIN_PIXELS ? { ...fresh, changedPixels: pixels, previousFile: previousFileOf(last.file) } : fresh,
    );
  }
  return marked;
}

/**
 * Runs in a page: decodes two pictures (base64) and counts the pixels whose red, green or blue
 * moved by more than the tolerance; all of the second's when their sizes differ. A string: it
 * runs in the browser.
 */
const COUNT_IN_PAGE = `async ({ a, b, tolerance }) => {
  const decode = async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch('data:image/jpeg;base64,' + base64)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const [first, second] = await Promise.all([decode(a), decode(b)]);
  if (first.width !== second.width || first.height !== second.height) return second.width * second.height;
  let changed = 0;
  for (let i = 0; i < first.data.length; i += 4) {
    if (Math.abs(first.data[i] - second.data[i]) > tolerance || Math.abs(first.data[i + 1] - second.data[i + 1]) > tolerance || Math.abs(first.data[i + 2] - second.data[i + 2]) > tolerance) changed++;
  }
  return changed;
}`;

export interface PictureComparer {
  /** Changed pixels between two pictures (JPEG or PNG bytes); the second's pixel count when the sizes differ. */
  count(previous: Buffer, current: Buffer): Promise<number>;
  close(): Promise<void>;
}

/** A comparer on a page of its own in `browser` (the gallery's): decoding is the browser's. */
export async function pictureComparer(browser: Browser): Promise<PictureComparer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return {
    async count(previous, current) {
      const args = { a: previous.toString('base64'), b: current.toString('base64'), tolerance: CHANNEL_TOLERANCE };
      return page.evaluate<number>(`(${COUNT_IN_PAGE})(${JSON.stringify(args)})`);
    },
    close: () => context.close(),
  };
}
