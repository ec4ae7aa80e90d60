/**
 * The gallery's manifest (reports/gallery/manifest.json): what `npm run gallery` pictured, read
 * by its contact sheet's generator and by the QA console's side-by-side view (the harness serves
 * it at GALLERY_PATH). Shared by both sides so the console never guesses at its JSON.
 */
import type { SiteId } from './catalogue-types';

/** Where the harness serves reports/gallery/ (contact sheet, manifest, screenshots). */
export const GALLERY_PATH = '/gallery/';
export const GALLERY_MANIFEST = `${GALLERY_PATH}manifest.json`;
/**
 * What the harness answers for a gallery file that is not there: the manifest before the first
 * `npm run gallery` is no error (the console asks for it on every load), so 204 No Content, which
 * the browser does not log as a failed load; every other missing file 404.
 */
export const missingGalleryStatus = (pathname: string): 204 | 404 => (pathname === GALLERY_MANIFEST ? 204 : 404);

export type ViewportId = 'desktop' | 'phone';

export interface GalleryViewport {
  id: ViewportId;
  label: string;
  width: number;
  height: number;
}

/** The widths the issue names: a laptop and a phone, both 800 px high (the picture: the whole page, shoot.ts). */
export const GALLERY_VIEWPORTS: readonly GalleryViewport[] = [
  { id: 'desktop', label: '1280 × 800', width: 1280, height: 800 },
  { id: 'phone', label: '375 × 800', width: 375, height: 800 },
];

/** One page × scenario × viewport the gallery pictures. */
export interface GalleryState {
  site: SiteId;
  page: string;
  pageTitle: string;
  scenario: string;
  scenarioTitle: string;
  scenarioDescription: string;
  /** False: the scenario looks like `default` (its effect is in the logs). Unset: not assessed. */
  visibleEffect?: boolean;
  viewport: ViewportId;
  /** The harness URL that reproduces the state, root-relative (`/pages/{page}?scenario={id}`). */
  url: string;
  /** The screenshot, relative to the gallery directory. */
  file: string;
}

/** A state once pictured. */
export interface GalleryShot extends GalleryState {
  /** Milliseconds the page took to settle. */
  settleMs: number;
  /** False when the page had not settled by the gallery's limit: pictured as it was then. */
  settled: boolean;
  /** Set when no picture could be taken; `file` then does not exist. */
  error?: string;
  /** SHA-1 of the picture: the same state renders to the same bytes, so equal digests mean equal pictures. */
  digest?: string;
  /** The picture's height in CSS pixels: the whole page, cut at the gallery's limit (pageHeight: the page's own). */
  height?: number;
  pageHeight?: number;
  /**
   * Compared with the page's `default` picture at the same width: true when no more pixels differ
   * than the regression tolerates (on load the state shows nothing of its own); otherwise the band
   * of rows that differ, in CSS pixels from the top, so a thumbnail can show that region. Unset
   * for `default` itself and when there was no default picture to compare with.
   */
  sameAsDefault?: boolean;
  changedRows?: { top: number; bottom: number };
  /**
   * Set when the picture differs from the last run's beyond the tolerance (tests/gallery/changes.ts):
   * how many pixels changed, and the last run's picture, kept relative to the gallery directory.
   */
  changedPixels?: number;
  previousFile?: string;
}

export interface GalleryManifest {
  /** ISO time the run finished. */
  generatedAt: string;
  durationMs: number;
  viewports: readonly GalleryViewport[];
  shots: GalleryShot[];
  /** `generatedAt` of the run the pictures were compared with; unset when there was none. */
  comparedWith?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const VIEWPORT_IDS: readonly string[] = GALLERY_VIEWPORTS.map((viewport) => viewport.id);

const isRows = (value: unknown): boolean => isRecord(value) && typeof value.top === 'number' && typeof value.bottom === 'number';

function isShot(value: unknown): value is GalleryShot {
  if (!isRecord(value)) return false;
  const texts = ['page', 'pageTitle', 'scenario', 'scenarioTitle', 'scenarioDescription', 'url', 'file'];
  return (
    texts.every((key) => typeof value[key] === 'string') &&
    (value.site === 'radio' || value.site === 'magazine') &&
    typeof value.viewport === 'string' &&
    VIEWPORT_IDS.includes(value.viewport) &&
    typeof value.settleMs === 'number' &&
    typeof value.settled === 'boolean' &&
    (value.error === undefined || typeof value.error === 'string') &&
    (value.digest === undefined || typeof value.digest === 'string') &&
    (value.changedPixels === undefined || typeof value.changedPixels === 'number') &&
    (value.previousFile === undefined || typeof value.previousFile === 'string') &&
    (value.visibleEffect === undefined || typeof value.visibleEffect === 'boolean') &&
    (value.height === undefined || typeof value.height === 'number') &&
    (value.pageHeight === undefined || typeof value.pageHeight === 'number') &&
    (value.sameAsDefault === undefined || typeof value.sameAsDefault === 'boolean') &&
    (value.changedRows === undefined || isRows(value.changedRows))
  );
}

/**
 * Reads a manifest from parsed JSON: null when it is not one. A shot that is not well formed is
 * dropped (and counted), so one bad entry does not hide the rest.
 */
export function readManifest(json: unknown): { manifest: GalleryManifest; dropped: number } | null {
  if (!isRecord(json) || typeof json.generatedAt !== 'string' || typeof json.durationMs !== 'number' || !Array.isArray(json.shots))
    return null;
  const shots = json.shots.filter(isShot);
  const comparedWith = typeof json.comparedWith === 'string' ? { comparedWith: json.comparedWith } : {};
  return {
    manifest: { generatedAt: json.generatedAt, durationMs: json.durationMs, viewports: GALLERY_VIEWPORTS, shots, ...comparedWith },
    dropped: json.shots.length - shots.length,
  };
}
