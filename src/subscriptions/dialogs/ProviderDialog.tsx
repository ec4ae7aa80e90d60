/**
 * The dialog over the page that holds a provider page's frame (spec §2 "Dialog layout"): an
 * overlay, and a box anchored at the bottom (or centred on desktop when configured) whose width
 * follows the window (dialog-layout.ts) and whose height is what the page asked for, at most 0.9
 * of the window. Focus moves into the frame when it opens and back when it closes; Escape closes
 * it only when it is closable.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { trapFocus, type FocusTrap } from '../../core/focus-trap';
import type { LayoutGlide } from '../../core/layout-glide';
import {
  dialogHeight,
  dialogMotion,
  dialogPlacement,
  dialogWidth,
  PAYMENT_DIALOG_HEIGHT,
  paymentDialogWidth,
  type Viewport,
} from './dialog-layout';
import type { DialogStore } from './dialog-store';

export interface ProviderDialogProps {
  win: Window;
  /** Slides the box's edge to a new height (core/layout-glide.ts). */
  glide: Pick<LayoutGlide, 'slide'>;
  store: DialogStore;
  title: string;
  supportsWideScreen: boolean;
  centerOnDesktop: boolean;
  maxHeightRatio: number;
  /** Whether the overlay dims the page. */
  fadeBody: boolean;
  /** The payment provider's dialog (its width and first height). */
  payment: boolean;
  /** Given only when the dialog is closable. */
  onEscape?: (() => void) | undefined;
  /** Called in the commit that puts the current view's frame into the page. */
  onFrameMounted: (frame: HTMLIFrameElement) => void;
  /** Hands out each new focus trap, so the dialog can let go of focus at once (releaseFocus). */
  onTrap: (trap: FocusTrap) => void;
}

const viewportOf = (win: Window): Viewport => ({ width: win.innerWidth, height: win.innerHeight });

function useViewport(win: Window): Viewport {
  const [viewport, setViewport] = useState(() => viewportOf(win));
  useEffect(() => {
    const onResize = () => setViewport(viewportOf(win));
    win.addEventListener('resize', onResize);
    return () => win.removeEventListener('resize', onResize);
  }, [win]);
  return viewport;
}

export function ProviderDialog(props: ProviderDialogProps): ReactNode {
  const { win, store, title, onFrameMounted } = props;
  const state = useSyncExternalStore(store.subscribe, store.get);
  const viewport = useViewport(win);
  const box = useRef<HTMLDivElement>(null);
  const escape = useRef(props.onEscape);
  // The latest handler, read when Escape is pressed; the focus trap is set once per opening.
  // eslint-disable-next-line react-hooks/refs
  escape.current = props.onEscape;

  // The frame is created outside React (Web Activities sets its address); it lives in the box.
  useLayoutEffect(() => {
    const element = box.current;
    const frame = state.view?.frame;
    if (!element || !frame) return;
    if (frame.parentElement !== element) element.replaceChildren(frame);
    onFrameMounted(frame);
  }, [state.view, onFrameMounted]);

  const opened = state.phase === 'open';
  useEffect(() => {
    const element = box.current;
    if (!opened || !element) return;
    const trap = trapFocus(element, {
      initialFocus: element.querySelector('iframe'),
      ...(escape.current ? { onEscape: () => escape.current?.() } : {}),
    });
    props.onTrap(trap);
    return () => trap.release();
    // Once per opening: the trap must not be set again while the dialog stays open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const width = props.payment ? paymentDialogWidth(viewport) : dialogWidth(viewport, props.supportsWideScreen);
  const placement = dialogPlacement(viewport, props.centerOnDesktop);
  const motion = dialogMotion(placement, state.phase);
  const height = dialogHeight(state.requestedHeight ?? (props.payment ? PAYMENT_DIALOG_HEIGHT : 0), viewport.height, props.maxHeightRatio);

  // A new height while open is taken at once, and the box's top edge slides from where it was to
  // where it now is by a translate alone (the page's layout glide: held two frames, then animated):
  // animating the height itself moved the box's layout in every frame, a layout shift each time
  // (0.33 on a phone while the automatic prompt opened), and a transform animation started in the
  // frame the box moved was sometimes recorded as a shift while its entering transition still ran.
  const shownHeight = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = shownHeight.current;
    shownHeight.current = height;
    const element = box.current;
    if (!opened || before === null || before === height || !element) return;
    // Anchored at the bottom the top edge moves by the whole change, centred by half of it.
    const moved = placement === 'center' ? (before - height) / 2 : before - height;
    props.glide.slide(element, 0, moved);
    // Only a new height slides the box; the placement and phase are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [height]);
  const classes = ['swg-dialog-box', placement === 'center' ? 'is-center' : '', width === 'full' ? 'is-full' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {props.fadeBody && <div className="swg-dialog-overlay" aria-hidden="true" style={{ opacity: opened ? 1 : 0 }} />}
      <div
        ref={box}
        className={classes}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-busy={state.phase === 'entering' ? true : undefined}
        tabIndex={-1}
        data-phase={state.phase}
        style={{
          width: width === 'full' ? '100%' : `${width}px`,
          height: `${height}px`,
          transform: motion.transform,
          opacity: motion.opacity,
          visibility: state.phase === 'entering' && state.requestedHeight === null ? 'hidden' : 'visible',
        }}
      />
    </>
  );
}
