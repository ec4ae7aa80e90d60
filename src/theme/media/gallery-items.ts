/**
 * What the lightbox shows, read from the hidden data the theme prints after each gallery
 * (REAL-MARKUP §19): `aside#gallery-popup-{postId}.mfp-hide` (post-format galleries) or
 * `aside#rb-lightbox-{id}.mfp-hide` (Ruby Gallery), one `div.gallery-el` per image:
 * `div.gallery-popup-selection > a.gallery-popup-select[data-index] > img` (the thumbnail strip,
 * repeated in every element) + `div.gallery-popup-holder` (`span.image-title.is-hidden`,
 * `div.gallery-popup-image > img`, optional `div.gallery-popup-entry` with
 * `.image-popup-caption` and `.image-popup-description`). Triggers:
 * `a.gallery-popup-link[href="#"][data-gallery="#…"][data-index]` and
 * `a.rb-gallery-link[href="#"][data-gallery][data-index]`.
 */

export const LIGHTBOX_TRIGGER_SELECTOR = 'a.gallery-popup-link, a.rb-gallery-link';

export interface LightboxPicture {
  src: string;
  srcset: string;
  alt: string;
  /** `.image-title` (the attachment's title), the dialog's heading. */
  title: string;
  /** `.image-popup-caption`. */
  caption: string;
  /** `.image-popup-description`, one string per paragraph. */
  description: string[];
  /** The thumbnail of the selection strip. */
  thumb: { src: string; alt: string } | null;
}

/** Pure: whitespace collapsed, as the reader sees it. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Pure: the id a `data-gallery` value names (`#gallery-popup-12` → `gallery-popup-12`); anything else null. */
export function galleryTargetId(value: string | null): string | null {
  const match = /^#([A-Za-z][\w-]*)$/.exec((value ?? '').trim());
  return match?.[1] ?? null;
}

/** Pure: the picture a `data-index` opens at; missing or out of range: the first. */
export function startIndex(value: string | null, count: number): number {
  const index = Number((value ?? '').trim() || Number.NaN);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/** The pictures of one hidden gallery aside, in order. */
export function lightboxPictures(aside: Element): LightboxPicture[] {
  const elements = [...aside.children].filter((child) => child.classList.contains('gallery-el'));
  const thumbs = new Map<number, { src: string; alt: string }>();
  for (const select of elements[0]?.querySelectorAll('.gallery-popup-select[data-index]') ?? []) {
    const image = select.querySelector('img');
    const index = Number(select.getAttribute('data-index'));
    if (image && Number.isInteger(index)) thumbs.set(index, { src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') ?? '' });
  }
  return elements.flatMap((element, index) => {
    const image = element.querySelector('.gallery-popup-image img');
    const src = image?.getAttribute('src') ?? '';
    if (!image || src === '') return [];
    const description = element.querySelector('.image-popup-description');
    const paragraphs = description
      ? [...description.querySelectorAll('p')].map((p) => cleanText(p.textContent)).filter((text) => text !== '')
      : [];
    return [
      {
        src,
        srcset: image.getAttribute('srcset') ?? '',
        alt: cleanText(image.getAttribute('alt')),
        title: cleanText(element.querySelector('.image-title')?.textContent),
        caption: cleanText(element.querySelector('.image-popup-caption')?.textContent),
        description:
          paragraphs.length > 0 || !description ? paragraphs : [cleanText(description.textContent)].filter((text) => text !== ''),
        thumb: thumbs.get(index) ?? null,
      },
    ];
  });
}

/** Pure: the index after a step, wrapping around at either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Pure: "3 / 8" for the third of eight (the theme's `%curr% / %total%`). */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}
