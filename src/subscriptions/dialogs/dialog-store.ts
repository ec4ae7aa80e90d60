/**
 * What the dialog component shows, kept outside React so the dialog's imperative API (open a
 * view, resize it, close) can change it and the component follows with useSyncExternalStore.
 */
import type { DialogPhase } from './dialog-layout';
import type { FrameView } from './frame-view';

export interface DialogState {
  phase: DialogPhase;
  view: FrameView | null;
  /** The height the current view asked for; null until it has. */
  requestedHeight: number | null;
}

export interface DialogStore {
  get(): DialogState;
  set(patch: Partial<DialogState>): void;
  subscribe(listener: () => void): () => void;
}

export function createDialogStore(): DialogStore {
  let state: DialogState = { phase: 'entering', view: null, requestedHeight: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
