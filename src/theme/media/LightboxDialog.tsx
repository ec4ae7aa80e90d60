/**
 * The lightbox dialog the bundle renders over the page in place of the theme's Magnific popup
 * (REAL-MARKUP §19 step 3-5), with the same parts under our own class names: a header
 * (`.rb-lightbox-header`: the picture's title `.rb-lightbox-title` as Magnific's `h3.mfp-title`,
 * then the counter "3 / 8" `.rb-lightbox-counter` as `.mfp-counter`, previous/next
 * `.rb-lightbox-prev|next` as the arrows in `.gallery-popup-nav`, close `.rb-lightbox-close` as
 * `.mfp-close`), then the content: the thumbnail strip (`.rb-lightbox-select[data-index]`, the
 * theme's `.gallery-popup-select`, jumps to its picture), the picture and the entry (caption and
 * description, the theme's `.gallery-popup-entry`). A modal dialog in the proper sense: focus is
 * trapped inside and goes back to the link that opened it; Escape closes; ←/→ and a swipe on the
 * picture step through the gallery, wrapping around at either end.
 */
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { trapFocus } from '../../core/focus-trap';
import { counterText, wrapIndex, type LightboxPicture } from './gallery-items';
import { onSwipe } from './swipe';

interface LightboxTexts {
  label: string;
  prev: string;
  next: string;
  close: string;
  /** "Bild {n}: {title}" for a thumbnail. */
  select: string;
}

export interface LightboxProps {
  pictures: readonly LightboxPicture[];
  start: number;
  texts: LightboxTexts;
  /** Where focus goes back to when the dialog closes. */
  opener: HTMLElement;
  onClose: () => void;
}

export function LightboxDialog({ pictures, start, texts, opener, onClose }: LightboxProps): ReactNode {
  const [index, setIndex] = useState(() => wrapIndex(start, pictures.length));
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  // The latest onClose, read when Escape is pressed, without re-trapping focus on every render.
  const close = useEffectEvent(onClose);
  const count = pictures.length;
  const step = (by: number) => setIndex((current) => wrapIndex(current + by, count));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const trap = trapFocus(element, { onEscape: () => close(), initialFocus: element.querySelector<HTMLElement>('.rb-lightbox-close') });
    return () => {
      trap.release();
      if (opener.isConnected) opener.focus();
    };
  }, [opener]);

  useEffect(() => {
    const element = stage.current;
    if (!element || count < 2) return undefined;
    const controller = new AbortController();
    onSwipe(element, controller.signal, (decision) => setIndex((current) => wrapIndex(current + (decision === 'next' ? 1 : -1), count)));
    return () => controller.abort();
  }, [count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const picture = pictures[index];
  if (!picture) return null;
  const thumbs = pictures.filter((item) => item.thumb !== null).length === count && count > 1;
  return (
    <div ref={dialog} className="rb-lightbox" role="dialog" aria-modal="true" aria-label={texts.label} onKeyDown={onKeyDown}>
      <div className="rb-lightbox-header">
        <h2 className="rb-lightbox-title">{picture.title}</h2>
        <div className="rb-lightbox-header-right">
          {count > 1 && (
            <>
              <p className="rb-lightbox-counter" aria-live="polite">
                {counterText(index, count)}
              </p>
              <div className="rb-lightbox-nav">
                <button type="button" className="rb-lightbox-prev" aria-label={texts.prev} onClick={() => step(-1)}>
                  <span aria-hidden="true">‹</span>
                </button>
                <button type="button" className="rb-lightbox-next" aria-label={texts.next} onClick={() => step(1)}>
                  <span aria-hidden="true">›</span>
                </button>
              </div>
            </>
          )}
          <button type="button" className="rb-lightbox-close" aria-label={texts.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div className="rb-lightbox-content">
        {thumbs && (
          <div className="rb-lightbox-selection">
            {pictures.map((item, at) => (
              <button
                key={at}
                type="button"
                className={at === index ? 'rb-lightbox-select is-current' : 'rb-lightbox-select'}
                data-index={at}
                aria-label={texts.select.replace('{n}', String(at + 1)).replace('{title}', item.title || item.alt)}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => setIndex(at)}
              >
                <img src={item.thumb?.src} alt="" draggable={false} />
              </button>
            ))}
          </div>
        )}
        <div ref={stage} className="rb-lightbox-stage">
          <img className="rb-lightbox-image" src={picture.src} srcSet={picture.srcset || undefined} alt={picture.alt} draggable={false} />
        </div>
        {(picture.caption !== '' || picture.description.length > 0) && (
          <div className="rb-lightbox-entry">
            {picture.caption !== '' && <p className="rb-lightbox-caption">{picture.caption}</p>}
            {picture.description.map((text, at) => (
              <p key={at} className="rb-lightbox-description">
                {text}
              </p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
