/**
 * What the lightbox shows, read from the gallery markup WordPress prints: the classic shortcode
 * (`.gallery > .gallery-item` with `a[href]` around the image, caption `.wp-caption-text`), the
 * block editor's gallery (`.wp-block-gallery figure > a`, caption `figcaption`) and the theme's
 * own `.rb-gallery`. Only links to pictures count: a gallery set to "link to attachment page"
 * keeps its links to the attachment pages.
 */

export const GALLERY_SELECTOR = '.gallery, .wp-block-gallery, .rb-gallery';

export interface GalleryItem {
  src: string;
  alt: string;
  caption: string;
  /** The link the reader activated; focus returns to it. */
  link: HTMLAnchorElement;
}

/** Pure: whether a link target is a picture (by its file name), not a page. */
export function isImageHref(href: string): boolean {
  if (/^data:image\//i.test(href)) return true;
  return /\.(avif|gif|jpe?g|png|svg|webp)(?:[?#].*)?$/i.test(href);
}

/** Pure: whitespace collapsed, as the reader sees it. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function captionOf(link: HTMLAnchorElement): string {
  const item = link.closest('figure, .gallery-item, li');
  const caption = item?.querySelector('figcaption, .wp-caption-text, .gallery-caption');
  return cleanText(caption?.textContent);
}

export function galleryLinks(gallery: Element): HTMLAnchorElement[] {
  return [...gallery.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.querySelector('img') !== null && isImageHref(link.getAttribute('href') ?? '') && link.closest(GALLERY_SELECTOR) === gallery,
  );
}

export function galleryItems(gallery: Element): GalleryItem[] {
  return galleryLinks(gallery).map((link) => ({
    src: link.href,
    alt: cleanText(link.querySelector('img')?.getAttribute('alt')),
    caption: captionOf(link),
    link,
  }));
}

/** Pure: the index after a step, wrapping around at either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Pure: "3 / 8" for the third of eight. */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}
