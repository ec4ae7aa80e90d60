/**
 * The slot that holds the smart button's frame. The frame is made outside React (Web Activities
 * sets its address), so it is placed in the slot in the commit that brings the slot.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export function SmartBoxFrame({ frame, onMounted }: { frame: HTMLIFrameElement; onMounted: () => void }): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (slot.current && frame.parentElement !== slot.current) slot.current.replaceChildren(frame);
    onMounted();
  }, [frame, onMounted]);
  return <div ref={slot} className="swg-smart-button-frame" />;
}
