/**
 * The provider's player, rendered by the bundle in place of the printed thumbnail and play
 * button. Named by the video's title (an iframe without a name is a nameless region to screen
 * readers); after a press of play, focus moves into it so the keyboard controls the player.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface VideoFrameProps {
  src: string;
  title: string;
  focus: boolean;
}

export function VideoFrame({ src, title, focus }: VideoFrameProps): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (focus) frame.current?.focus();
  }, [focus]);
  return (
    <iframe
      ref={frame}
      className="rb-video-frame"
      src={src}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

export function VideoNotice({ message }: { message: string }): ReactNode {
  return <p className="rb-video-error">{message}</p>;
}
