/**
 * Gallery lightbox. Galleries in posts (WordPress's `.gallery`, `.wp-block-gallery`, the theme's
 * `.rb-gallery`) link each image to its full-size file; a click on such a link (or Enter, which
 * clicks a focused link) opens the dialog of LightboxDialog.tsx at that picture instead of leaving
 * the page. One delegated listener serves every gallery, including galleries of posts loaded
 * later. Clicks with a modifier key still open the file in a new tab as the reader asked.
 */
import { createElement } from 'react';
import type { Feature } from '../../core/attach';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import type { AppContext } from '../../context';
import { GALLERY_SELECTOR, galleryItems, galleryLinks } from './gallery-items';
import { LightboxDialog } from './LightboxDialog';
import { LIGHTBOX_CSS } from './lightbox-styles';
import { lockPageScroll } from '../../core/scroll-lock';

/** Marks the picture links of a gallery as openers of a dialog, for assistive technology. */
export const galleryLinksFeature: Feature<AppContext> = {
  name: 'media-gallery-links',
  selector: GALLERY_SELECTOR,
  mount(gallery) {
    const links = galleryLinks(gallery).filter((link) => !link.hasAttribute('aria-haspopup'));
    for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
    return () => {
      for (const link of links) link.removeAttribute('aria-haspopup');
    };
  },
};

export const lightboxFeature: Feature<AppContext> = {
  name: 'media-lightbox',
  selector: 'html',
  mount(_root, ctx) {
    const { doc, win } = ctx;
    let close: (() => void) | undefined;

    const open = (gallery: Element, link: HTMLAnchorElement) => {
      const items = galleryItems(gallery);
      const start = items.findIndex((item) => item.link === link);
      if (start < 0) return;
      const host = doc.createElement('div');
      host.className = 'rb-lightbox-host';
      doc.body.append(host);
      const removeStyles = addStyles(doc, 'media-lightbox', LIGHTBOX_CSS);
      const unlock = lockPageScroll(win);
      const texts = { label: strings.themeMedia.lightboxLabel, prev: ctx.themeSettings.textPrev, next: ctx.themeSettings.textNext, close: strings.themeMedia.lightboxClose };
      const handle = ctx.react.render(
        host,
        createElement(LightboxDialog, { pictures: items, start, texts, opener: link, onClose: () => close?.() }),
      );
      close = () => {
        close = undefined;
        handle.remove();
        // The portal unmounts (and hands focus back) in React's next commit; the host goes after it.
        queueMicrotask(() => {
          host.remove();
          removeStyles();
        });
        unlock();
      };
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      const gallery = link?.closest(GALLERY_SELECTOR);
      if (!link || !gallery || !galleryLinks(gallery).includes(link)) return;
      event.preventDefault();
      if (!close) open(gallery, link);
    };
    doc.addEventListener('click', onClick);
    return () => {
      doc.removeEventListener('click', onClick);
      close?.();
    };
  },
};
