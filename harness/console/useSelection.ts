import { useEffect, useState } from 'react';
import type { Catalogue } from '../catalogue-types';
import { consoleUrl, readSelectionParams, resolveSelection, type Selection } from './selection';

export interface SelectionState {
  selection: Selection | null;
  select: (selection: Selection) => void;
  /** Why the URL's request could not be honoured, if it could not. */
  notice: string | null;
}

/**
 * The selected page × scenario, restored from and mirrored to the console URL.
 * replaceState (not pushState) keeps Back meaning "leave the console", not "undo a click".
 */
export function useSelection(catalogue: Catalogue): SelectionState {
  // Resolved once, from the URL the console was opened with; the catalogue is already loaded.
  const [initial] = useState(() => resolveSelection(catalogue, readSelectionParams(window.location.search)));
  const [selection, setSelection] = useState<Selection | null>(initial.selection);

  useEffect(() => {
    if (!selection) return;
    const url = consoleUrl(selection, window.location.pathname) + window.location.hash;
    window.history.replaceState(window.history.state, '', url);
  }, [selection]);

  return { selection, select: setSelection, notice: initial.notice };
}
