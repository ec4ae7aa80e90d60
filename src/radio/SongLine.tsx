import { songLineText } from './song-line-text';
import type { StationStore } from './station-store';
import { useEndpoint } from './use-endpoint';

interface SongLineProps {
  store: StationStore;
  /** What the server printed in the element, shown until the first answer. */
  placeholder: string;
}

/** The current-song line; React puts remote text in as text, never as HTML. */
export function SongLine({ store, placeholder }: SongLineProps) {
  const state = useEndpoint(store, 'last_songs');
  return <>{songLineText(state) ?? placeholder}</>;
}
