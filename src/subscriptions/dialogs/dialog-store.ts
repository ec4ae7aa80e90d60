/**
 * What the dialog component shows, kept outside React so the dialog's imperative API (open a
 * view, resize it, close) can change it and the component follows with useSyncExternalStore.
 */
import { createStore, type Store } from '../../core/store';
import type { DialogPhase } from './dialog-layout';
import type { FrameView } from './frame-view';

interface DialogState {
  phase: DialogPhase;
  view: FrameView | null;
  /** The height the current view asked for; null until it has. */
  requestedHeight: number | null;
}

export type DialogStore = Store<DialogState>;

export function createDialogStore(): DialogStore {
  return createStore<DialogState>({ phase: 'entering', view: null, requestedHeight: null });
}
