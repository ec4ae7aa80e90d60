/** The mocked requests as they happen: a bounded list plus listeners (the console's event stream). */
import type { RequestLogEntry } from './catalogue-types';

export const REQUEST_LOG_LIMIT = 500;

export interface RequestLog {
  add(entry: Omit<RequestLogEntry, 'id'>): RequestLogEntry;
  list(): RequestLogEntry[];
  clear(): void;
  subscribe(listener: (entry: RequestLogEntry) => void): () => void;
}

export function createRequestLog(limit = REQUEST_LOG_LIMIT): RequestLog {
  let entries: RequestLogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<(entry: RequestLogEntry) => void>();
  return {
    add(partial) {
      const entry = { id: nextId++, ...partial };
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(-limit);
      for (const listener of listeners) listener(entry);
      return entry;
    },
    list: () => [...entries],
    clear: () => {
      entries = [];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
