/**
 * Each state's picture against its page's `default` picture at the same width: a state that shows
 * nothing of its own on load (its effect needs a click, a scroll or time, or is only in the logs)
 * is marked `sameAsDefault`, and the contact sheet leaves it out by default; for the others the
 * band of rows that differ (`changedRows`) lets the thumbnail show the region the scenario changes.
 * Pixels are compared with the "changed since the last run" tolerance (changes.ts), so two loads
 * of the same picture that differ in a few anti-aliased pixels count as the same.
 */
import type { Browser } from '@playwright/test';
import type { GalleryShot } from '../../harness/gallery-manifest';
import { CHANGED_MIN_PIXELS, CHANNEL_TOLERANCE } from './changes';

/** Pixels that differ between two pictures and the rows they lie in; the rows of a longer picture count whole. */
export interface RowsDiff {
  changed: number;
  /** First and last differing row (CSS pixels: the gallery pictures at a device pixel ratio of 1); null: none. */
  rows: { top: number; bottom: number } | null;
}

export type DiffRows = (defaultShot: GalleryShot, shot: GalleryShot) => Promise<RowsDiff>;

const defaultKey = (shot: Pick<GalleryShot, 'page' | 'viewport'>) => `${shot.page}\n${shot.viewport}`;

/**
 * Marks every shot that has a default picture to compare with: equal digests are equal pictures
 * (no decoding); otherwise `diff` counts. The default shots and failed ones come back unmarked.
 * `redo` picks the shots to compare (a partial run: those it pictured, and the states of a page
 * whose default it pictured); the others keep their marks.
 */
export async function markDefaultDiffs(
  shots: readonly GalleryShot[],
  diff: DiffRows,
  redo: (shot: GalleryShot) => boolean = () => true,
): Promise<GalleryShot[]> {
  const defaults = new Map(
    shots.filter((shot) => shot.scenario === 'default' && shot.error === undefined).map((shot) => [defaultKey(shot), shot]),
  );
  const marked: GalleryShot[] = [];
  for (const shot of shots) {
    if (!redo(shot)) {
      marked.push(shot);
      continue;
    }
    const { sameAsDefault: _same, changedRows: _rows, ...fresh } = shot;
    const base = defaults.get(defaultKey(shot));
    if (shot.scenario === 'default' || shot.error !== undefined || !base) {
      marked.push(fresh);
      continue;
    }
    if (base.digest !== undefined && base.digest === shot.digest) {
      marked.push({ ...fresh, sameAsDefault: true });
      continue;
    }
    // A picture that cannot be read (removed since its run) is left unmarked, not a failed run.
    const result = await diff(base, shot).catch(() => null);
    if (!result) {
      marked.push(fresh);
      continue;
    }
    const { changed, rows } = result;
    const same = changed <= CHANGED_MIN_PIXELS;
    marked.push({ ...fresh, sameAsDefault: same, ...(!same && rows ? { changedRows: rows } : {}) });
  }
  return marked;
}

/**
 * Runs in a page: decodes the default picture once per key (kept for the page's next states, and
 * dropped when the next page's arrives: a tall picture decodes to tens of megabytes) and
 * the state's picture, and finds the pixels whose red, green or blue moved by more than the
 * tolerance, and the rows they are in. A string: it runs in the browser.
 */
const DIFF_IN_PAGE = `async ({ page, key, base, shot, tolerance }) => {
  const decode = async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch('data:image/jpeg;base64,' + base64)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const cache = (globalThis.__defaults ??= new Map());
  if (base !== null) {
    for (const kept of cache.keys()) if (!kept.startsWith(page + '\\n')) cache.delete(kept);
    cache.set(key, await decode(base));
  }
  const a = cache.get(key);
  const b = await decode(shot);
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let changed = 0, top = -1, bottom = -1;
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * a.width + x) * 4, j = (y * b.width + x) * 4;
      if (Math.abs(a.data[i] - b.data[j]) > tolerance || Math.abs(a.data[i + 1] - b.data[j + 1]) > tolerance || Math.abs(a.data[i + 2] - b.data[j + 2]) > tolerance) row++;
    }
    if (row > 0) { changed += row; if (top < 0) top = y; bottom = y; }
  }
  const longer = Math.max(a.height, b.height);
  if (longer > height || a.width !== b.width) {
    changed += Math.max(a.width, b.width) * (longer - height) + Math.abs(a.width - b.width) * height;
    if (top < 0) top = height;
    bottom = longer - 1;
  }
  return { changed, rows: top < 0 ? null : { top, bottom } };
}`;

export interface DefaultComparer {
  diff: DiffRows;
  close(): Promise<void>;
}

/**
 * A comparer on a page of its own in `browser` (the gallery's): decoding is the browser's.
 * `read` gives a shot's picture bytes; a page's default picture is sent and decoded once.
 */
export async function defaultComparer(browser: Browser, read: (shot: GalleryShot) => Buffer): Promise<DefaultComparer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The keys the page holds decoded: those of one page (the in-page cache drops the others).
  const sent = new Set<string>();
  let sentPage = '';
  return {
    async diff(defaultShot, shot) {
      const key = defaultKey(defaultShot);
      if (defaultShot.page !== sentPage) {
        sent.clear();
        sentPage = defaultShot.page;
      }
      const base = sent.has(key) ? null : read(defaultShot).toString('base64');
      sent.add(key);
      const args = { page: defaultShot.page, key, base, shot: read(shot).toString('base64'), tolerance: CHANNEL_TOLERANCE };
      return page.evaluate<RowsDiff>(`(${DIFF_IN_PAGE})(${JSON.stringify(args)})`);
    },
    close: () => context.close(),
  };
}
