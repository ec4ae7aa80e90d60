/**
 * Gallery lightbox (REAL-MARKUP §19). One delegated click listener serves every trigger of the
 * page, including those of posts loaded later: `a.gallery-popup-link` (post-format galleries; the
 * grid layout's "view gallery" label too) and `a.rb-gallery-link` (Ruby Gallery), each with
 * `href="#"`, `data-gallery="#{aside id}"` and `data-index`. The pictures come from that hidden
 * aside (gallery-items.ts); the dialog of LightboxDialog.tsx opens at `data-index`. Enter on a
 * focused trigger clicks it, so the keyboard opens it too.
 *
 * Also here: the overlay captions of the post-format gallery (`span.image-caption.is-overlay.is-hide`)
 * lose `is-hide` once the images of their link have loaded (the theme waited for every image of
 * the page; one slow picture elsewhere no longer keeps every caption hidden).
 */
import { createElement } from 'react';
import type { Feature } from '../../core/attach';
import { addMissingAttributes, buildElement } from '../../core/element';
import { listen } from '../../core/listen';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import { lockPageScroll } from '../../core/scroll-lock';
import type { AppContext } from '../../context';
import { galleryTargetId, LIGHTBOX_TRIGGER_SELECTOR, lightboxPictures, startIndex } from './gallery-items';
import { whenImagesLoaded } from './images-loaded';
import { LightboxDialog } from './LightboxDialog';
import { LIGHTBOX_CSS } from './lightbox-styles';

/** Marks the triggers as openers of a dialog, for assistive technology. */
export const galleryLinksFeature: Feature<AppContext> = {
  name: 'media-gallery-links',
  selector: LIGHTBOX_TRIGGER_SELECTOR,
  mount(link) {
    return addMissingAttributes(link, { 'aria-haspopup': 'dialog' });
  },
};

export const lightboxFeature: Feature<AppContext> = {
  name: 'media-lightbox',
  selector: LIGHTBOX_TRIGGER_SELECTOR,
  scope: 'page',
  mount(_root, ctx) {
    const { doc, win } = ctx;
    let close: (() => void) | undefined;

    const open = (link: HTMLAnchorElement) => {
      const id = galleryTargetId(link.getAttribute('data-gallery'));
      const aside = id ? doc.getElementById(id) : null;
      const pictures = aside ? lightboxPictures(aside) : [];
      if (pictures.length === 0) {
        ctx.log.warn(`gallery lightbox: no pictures at ${JSON.stringify(link.getAttribute('data-gallery'))}`);
        return;
      }
      const host = buildElement(doc, 'div', { class: 'rb-lightbox-host' });
      doc.body.append(host);
      const removeStyles = addStyles(doc, 'media-lightbox', LIGHTBOX_CSS);
      const unlock = lockPageScroll(win);
      const texts = {
        label: strings.themeMedia.lightboxLabel,
        prev: ctx.themeSettings.textPrev,
        next: ctx.themeSettings.textNext,
        close: strings.themeMedia.lightboxClose,
        select: strings.themeMedia.lightboxSelect,
      };
      const start = startIndex(link.getAttribute('data-index'), pictures.length);
      const handle = ctx.react.render(
        host,
        createElement(LightboxDialog, { pictures, start, texts, opener: link, onClose: () => close?.() }),
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
      if (event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LIGHTBOX_TRIGGER_SELECTOR) : null;
      if (!link || !link.hasAttribute('data-gallery')) return;
      // The triggers are href="#": following them would only jump to the top of the page.
      event.preventDefault();
      if (!close) open(link);
    };
    const unlisten = listen(doc, { click: onClick });
    return () => {
      unlisten();
      close?.();
    };
  },
};

export const overlayCaptionFeature: Feature<AppContext> = {
  name: 'media-overlay-caption',
  selector: '.image-caption.is-overlay.is-hide',
  mount(caption) {
    const controller = new AbortController();
    void whenImagesLoaded(caption.parentElement ?? caption, controller.signal).then(() => {
      if (!controller.signal.aborted) caption.classList.remove('is-hide');
    });
    return () => controller.abort();
  },
};
