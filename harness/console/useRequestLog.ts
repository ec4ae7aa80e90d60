import { useCallback, useEffect, useRef, useState } from 'react';
import { HARNESS_API, type RequestLogEntry } from '../catalogue-types';
import { clearRequestLog, fetchRequestLog, parseLogEntry } from './harnessApi';
import { MAX_LOG_ENTRIES, mergeLog } from './requestLogView';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

export interface RequestLogState {
  /** Oldest first, at most MAX_LOG_ENTRIES. */
  entries: RequestLogEntry[];
  connection: ConnectionState;
  /** Clears the server's log and then the local copy; rejects when the server refuses. */
  clear: () => Promise<void>;
}

/** How long to wait before reopening a stream the browser gave up on. */
const RETRY_MS = 3000;

/**
 * The live request log: a snapshot from GET /__harness/requests plus every `request` event.
 *
 * The snapshot is taken on every (re)open of the stream, not only at start, so requests made
 * while the connection was down are not lost and a restarted server's log replaces a stale one.
 * Events that arrive while the snapshot is in flight are kept and merged into it.
 */
export function useRequestLog(): RequestLogState {
  const [entries, setEntries] = useState<RequestLogEntry[]>([]);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  // Bumped by every snapshot request and by Clear, so an older answer never overwrites newer state.
  const generation = useRef(0);
  // Events received since the current stream opened, to merge into its snapshot.
  const sinceOpen = useRef<RequestLogEntry[]>([]);

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let snapshot: AbortController | null = null;
    let disposed = false;

    const takeSnapshot = () => {
      snapshot?.abort();
      const controller = new AbortController();
      snapshot = controller;
      const gen = ++generation.current;
      fetchRequestLog(controller.signal).then(
        (list) => {
          if (gen !== generation.current) return;
          setEntries(mergeLog(list, sinceOpen.current));
        },
        () => {
          // The stream still feeds the log; only history from before the connection is missing.
        },
      );
    };

    const connect = () => {
      const current = new EventSource(HARNESS_API.events);
      source = current;
      current.onopen = () => {
        setConnection('connected');
        sinceOpen.current = [];
        takeSnapshot();
      };
      current.addEventListener('request', (event: MessageEvent) => {
        const entry = typeof event.data === 'string' ? parseLogEntry(event.data) : null;
        if (!entry) return;
        sinceOpen.current = mergeLog(sinceOpen.current, [entry], MAX_LOG_ENTRIES);
        setEntries((previous) => mergeLog(previous, [entry]));
      });
      current.onerror = () => {
        if (disposed) return;
        setConnection('reconnecting');
        // CONNECTING means the browser retries by itself; CLOSED means it gave up (e.g. a
        // non-200 answer while the server restarts), so retry ourselves.
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          retryTimer = setTimeout(connect, RETRY_MS);
        }
      };
    };

    connect();
    return () => {
      disposed = true;
      source?.close();
      clearTimeout(retryTimer);
      snapshot?.abort();
    };
  }, []);

  const clear = useCallback(async () => {
    await clearRequestLog();
    generation.current += 1;
    sinceOpen.current = [];
    setEntries([]);
  }, []);

  return { entries, connection, clear };
}
