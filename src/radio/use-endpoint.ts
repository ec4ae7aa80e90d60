/** React's view of one endpoint of a station store: re-renders when that endpoint changes. */
import { useCallback, useSyncExternalStore } from 'react';
import type { EndpointName, RadioEndpoints } from './lautfm-api';
import type { EndpointState, StationStore } from './station-store';

/**
 * `demand: false` only listens: the live field shows a failed next_artists call, but must not be
 * the reason next_artists is fetched.
 */
export function useEndpoint<E extends EndpointName>(store: StationStore, endpoint: E, demand = true): EndpointState<RadioEndpoints[E]> {
  const subscribe = useCallback(
    (listener: () => void) => (demand ? store.subscribe(endpoint, listener) : store.watch(endpoint, listener)),
    [store, endpoint, demand],
  );
  return useSyncExternalStore(subscribe, () => store.get(endpoint));
}
