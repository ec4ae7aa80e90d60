/** React's view of one endpoint of a station store: re-renders when that endpoint changes. */
import { useCallback, useSyncExternalStore } from 'react';
import type { EndpointName, RadioEndpoints } from './lautfm-api';
import type { EndpointState, StationStore } from './station-store';

export function useEndpoint<E extends EndpointName>(store: StationStore, endpoint: E): EndpointState<RadioEndpoints[E]> {
  const subscribe = useCallback((listener: () => void) => store.subscribe(endpoint, listener), [store, endpoint]);
  return useSyncExternalStore(subscribe, () => store.get(endpoint));
}
