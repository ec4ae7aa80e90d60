/**
 * The current-song line's text (spec §8), as a pure function of the shared last_songs state.
 * `null` means "nothing loaded yet": the element keeps what the server printed.
 */
import { strings } from '../core/strings';
import type { PlayedItem } from './radio-types';
import type { EndpointState } from './station-store';

export function songLineText(state: EndpointState<PlayedItem[]>): string | null {
  switch (state.status) {
    case 'pending':
      return null;
    case 'failed':
      return strings.songLine.loadFailed;
    case 'ready': {
      const current = state.data[0];
      if (!current) return strings.songLine.noData;
      if (current.type !== 'song') return strings.songLine.notASong;
      const parts = [current.artist, current.title].filter((part) => part !== '');
      return parts.length === 0 ? strings.songLine.notAvailable : parts.join(' - ');
    }
  }
}
