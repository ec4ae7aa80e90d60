/**
 * The lightbox dialog the bundle renders over the page: picture, caption, "3 / 8", previous and
 * next (named by the theme's texts), close. A modal dialog in the proper sense: focus is trapped
 * inside while it is open and goes back to the link that opened it; Escape closes; the arrow
 * keys and a swipe on the picture step through the gallery, wrapping around at either end.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { trapFocus } from '../../core/focus-trap';
import { counterText, wrapIndex } from './gallery-items';
import { onSwipe } from './swipe';

export interface LightboxPicture {
  src: string;
  alt: string;
  caption: string;
}

export interface LightboxTexts {
  label: string;
  prev: string;
  next: string;
  close: string;
}

export interface LightboxProps {
  pictures: readonly LightboxPicture[];
  start: number;
  texts: LightboxTexts;
  /** Where focus goes back to when the dialog closes. */
  opener: HTMLElement;
  onClose(): void;
}

export function LightboxDialog({ pictures, start, texts, opener, onClose }: LightboxProps): ReactNode {
  const [index, setIndex] = useState(() => wrapIndex(start, pictures.length));
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const count = pictures.length;
  const step = (by: number) => setIndex((current) => wrapIndex(current + by, count));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const trap = trapFocus(element, { onEscape: () => closeRef.current(), initialFocus: element.querySelector<HTMLElement>('.rb-lightbox-close') });
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
  return (
    <div ref={dialog} className="rb-lightbox" role="dialog" aria-modal="true" aria-label={texts.label} onKeyDown={onKeyDown}>
      <div className="rb-lightbox-backdrop" aria-hidden="true" onClick={() => closeRef.current()} />
      <figure className="rb-lightbox-figure">
        <div ref={stage} className="rb-lightbox-stage">
          <img className="rb-lightbox-image" src={picture.src} alt={picture.alt} draggable={false} />
        </div>
        {picture.caption !== '' && <figcaption className="rb-lightbox-caption">{picture.caption}</figcaption>}
      </figure>
      {count > 1 && (
        <>
          <p className="rb-lightbox-counter" aria-live="polite">
            {counterText(index, count)}
          </p>
          <button type="button" className="rb-lightbox-prev" aria-label={texts.prev} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="rb-lightbox-next" aria-label={texts.next} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <button type="button" className="rb-lightbox-close" aria-label={texts.close} onClick={() => closeRef.current()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
