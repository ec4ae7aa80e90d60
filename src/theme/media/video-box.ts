/**
 * The theme's video boxes (`.rb-video[data-video-url]`: a `.rb-video-inner` holding the printed
 * `.rb-video-thumb` and `.rb-video-play`; optional `data-video-title`, `data-autoplay="1"`). The
 * URL is checked on mount; the plugin's errors ('Missing video URL.', 'Video URL not supported.')
 * are caught here, logged and shown as a short notice under the box. A box without a printed
 * picture gets the provider's thumbnail (video-thumb.ts). Play puts the provider's player in
 * place of the thumbnail; `data-autoplay="1"` starts it muted once 60 % of the box is on screen.
 */
import { createElement } from 'react';
import type { Feature } from '../../core/attach';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import type { AppContext } from '../../context';
import { cleanText } from './gallery-items';
import { readMediaConfig } from './media-config';
import { prefersReducedMotion } from '../../core/motion';
import { lookupThumbnail } from './video-thumb';
import { embedUrl, parseVideoUrl, type VideoRef } from './video-url';
import { VideoFrame, VideoNotice } from './VideoFrame';
import { VIDEO_CSS } from './video-styles';

/** Spec §9: autoplay when 60 % of the box is visible. */
export const AUTOPLAY_VISIBLE_RATIO = 0.6;

export const videoBoxFeature: Feature<AppContext> = {
  name: 'media-video',
  selector: '.rb-video',
  mount(element, ctx) {
    const box = element as HTMLElement;
    const removeStyles = addStyles(ctx.doc, 'media-video', VIDEO_CSS);
    let ref: VideoRef;
    try {
      ref = parseVideoUrl(box.getAttribute('data-video-url'));
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      ctx.log.warn(`video box: ${message}`, box.getAttribute('data-video-url'));
      const host = ctx.doc.createElement('div');
      box.append(host);
      const notice = ctx.react.render(host, createElement(VideoNotice, { message }));
      return () => {
        notice.remove();
        host.remove();
        removeStyles();
      };
    }

    const inner = box.querySelector<HTMLElement>('.rb-video-inner') ?? box;
    const thumb = box.querySelector<HTMLElement>('.rb-video-thumb');
    const playButton = box.querySelector<HTMLElement>('.rb-video-play');
    const controller = new AbortController();
    let title = cleanText(box.getAttribute('data-video-title')) || cleanText(box.querySelector('figcaption')?.textContent);
    let player: { remove(): void } | undefined;
    let observer: IntersectionObserver | undefined;
    box.classList.toggle('is-responsive', ctx.themeSettings.embedRes);

    const play = (autoplayOnView: boolean) => {
      if (player) return;
      observer?.disconnect();
      const src = embedUrl(ref, { autoplay: true, muted: autoplayOnView });
      player = ctx.react.render(inner, createElement(VideoFrame, { src, title: title || strings.themeMedia.videoFallbackTitle, focus: !autoplayOnView }));
      box.classList.add('is-playing');
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.rb-video-play, .rb-video-thumb')) return;
      event.preventDefault();
      play(false);
    };
    box.addEventListener('click', onClick, { signal: controller.signal });
    if (playButton && cleanText(playButton.textContent) === '' && !playButton.hasAttribute('aria-label')) {
      playButton.setAttribute('aria-label', title ? `${strings.themeMedia.playVideo}: ${title}` : strings.themeMedia.playVideo);
    }

    if (thumb && !thumb.querySelector('img')) {
      void lookupThumbnail(ref, readMediaConfig(ctx.win, ctx.log), { signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          ctx.log.warn(`video thumbnail: ${result.reason}`);
          return;
        }
        if (!title && result.thumbnail.title) title = result.thumbnail.title;
        const image = ctx.doc.createElement('img');
        image.className = 'rb-video-poster';
        image.alt = '';
        image.decoding = 'async';
        image.addEventListener('error', () => {
          ctx.log.warn(`video thumbnail could not be loaded: ${image.src}`);
          image.remove();
        }, { once: true, signal: controller.signal });
        image.src = result.thumbnail.src;
        thumb.append(image);
      });
    }

    if (box.getAttribute('data-autoplay') === '1' && !prefersReducedMotion(ctx.win) && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_VISIBLE_RATIO)) play(true);
        },
        { threshold: AUTOPLAY_VISIBLE_RATIO },
      );
      observer.observe(box);
    }

    return () => {
      controller.abort();
      observer?.disconnect();
      player?.remove();
      box.classList.remove('is-playing', 'is-responsive');
      box.querySelectorAll('.rb-video-poster').forEach((image) => image.remove());
      removeStyles();
    };
  },
};
