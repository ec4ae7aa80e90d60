/**
 * The toast's box: a fixed strip at the bottom that holds the provider's toast page and slides in
 * once the page is ready. Like the dialog, the frame is made outside React (Web Activities sets
 * its address) and placed in the box at commit.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createStore, type Store } from '../../core/store';
import type { Viewport } from '../dialogs/dialog-layout';
import { toastHeight, toastPlacement, toastWidth } from './toast-layout';

interface ToastState {
  /** Loading (not seen yet), shown (slid in) or leaving (sliding out). */
  phase: 'loading' | 'shown' | 'leaving';
  requestedHeight: number | null;
}

export type ToastStore = Store<ToastState>;

export function createToastStore(): ToastStore {
  return createStore<ToastState>({ phase: 'loading', requestedHeight: null });
}

const viewportOf = (win: Window): Viewport => ({ width: win.innerWidth, height: win.innerHeight });

export function FrameToast({
  win,
  store,
  frame,
  onFrameMounted,
}: {
  win: Window;
  store: ToastStore;
  frame: HTMLIFrameElement;
  onFrameMounted: () => void;
}): ReactNode {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const [viewport, setViewport] = useState(() => viewportOf(win));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onResize = () => setViewport(viewportOf(win));
    win.addEventListener('resize', onResize);
    return () => win.removeEventListener('resize', onResize);
  }, [win]);
  useLayoutEffect(() => {
    if (box.current && frame.parentElement !== box.current) box.current.replaceChildren(frame);
    onFrameMounted();
  }, [frame, onFrameMounted]);

  const width = toastWidth(viewport);
  const placement = toastPlacement(viewport);
  return (
    <div
      ref={box}
      className={`swg-toast-box is-${placement}`}
      data-phase={state.phase}
      style={{
        width: width === 'full' ? '100%' : `${width}px`,
        height: `${toastHeight(state.requestedHeight)}px`,
        // Off screen below the window's edge, whatever the box's bottom margin.
        transform: state.phase === 'shown' ? 'translateY(0)' : 'translateY(calc(100% + 8px))',
        visibility: state.phase === 'loading' ? 'hidden' : 'visible',
      }}
    />
  );
}
