import { GALLERY_PATH } from '../gallery-manifest';
import { galleryLinkText } from './galleryView';
import type { GalleryState } from './useGallery';

/** The header's link to the latest contact sheet, or how to make one. */
export function GalleryLink({ gallery }: { gallery: GalleryState }) {
  if (gallery.status === 'loading') return null;
  if (gallery.status === 'ready') {
    return (
      <a className="gallery-link" href={GALLERY_PATH} target="_blank" rel="noopener">
        {galleryLinkText(gallery.manifest)}
      </a>
    );
  }
  return (
    <span className="gallery-link muted" title={gallery.status === 'error' ? gallery.message : undefined}>
      {gallery.status === 'none' ? 'No visual gallery yet: run ' : 'The visual gallery could not be read; run '}
      <code>npm run gallery</code>
    </span>
  );
}
