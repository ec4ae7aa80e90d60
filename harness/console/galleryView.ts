/**
 * Pure helpers for the console's view of the gallery (npm run gallery): the header link's words
 * and one page's pictures side by side.
 */
import { GALLERY_PATH, type GalleryManifest, type GalleryShot, type ViewportId } from '../gallery-manifest';

/** What the header says about the latest gallery. */
export function galleryLinkText(manifest: GalleryManifest): string {
  const pictured = manifest.shots.filter((shot) => shot.error === undefined).length;
  return `Visual gallery: ${pictured} states, ${manifest.generatedAt.slice(0, 16).replace('T', ' ')} UTC`;
}

/** Where a gallery file is served: the manifest's paths are relative to the gallery directory. */
export const galleryFileUrl = (file: string): string => GALLERY_PATH + file.split('/').map(encodeURIComponent).join('/');

/** The page's pictures at one viewport, one per scenario, in the gallery's (the catalogue's) order. */
export function pageShots(manifest: GalleryManifest, pageId: string, viewport: ViewportId): GalleryShot[] {
  return manifest.shots.filter((shot) => shot.page === pageId && shot.viewport === viewport);
}

/** Whether the gallery pictured the page at all (else the side-by-side view has nothing to show). */
export const hasPage = (manifest: GalleryManifest, pageId: string): boolean => manifest.shots.some((shot) => shot.page === pageId);
