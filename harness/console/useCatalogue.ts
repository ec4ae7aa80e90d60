import { useCallback, useEffect, useState } from 'react';
import type { Catalogue } from '../catalogue-types';
import { fetchCatalogue } from './harnessApi';

export type CatalogueState = { status: 'loading' } | { status: 'ready'; catalogue: Catalogue } | { status: 'error'; message: string };

/** Loads the catalogue once; `retry` lets QA recover after starting the console before the server. */
export function useCatalogue(): { state: CatalogueState; retry: () => void } {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchCatalogue(controller.signal).then(
      (catalogue) => setState({ status: 'ready', catalogue }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
