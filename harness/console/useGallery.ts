import { useEffect, useState } from 'react';
import type { GalleryManifest } from '../gallery-manifest';
import { fetchGalleryManifest } from './harnessApi';

export type GalleryState =
  { status: 'loading' } | { status: 'none' } | { status: 'ready'; manifest: GalleryManifest } | { status: 'error'; message: string };

/** The latest gallery's manifest, loaded once with the console (a new run shows after a reload). */
export function useGallery(): GalleryState {
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchGalleryManifest(controller.signal).then(
      (manifest) => setState(manifest ? { status: 'ready', manifest } : { status: 'none' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
