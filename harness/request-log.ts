/** The mocked requests as they happen: a bounded list plus listeners (the console's event stream). */
import { LOGGED_BODY_LIMIT, type LoggedBody, type RequestLogEntry } from './catalogue-types';

const REQUEST_LOG_LIMIT = 500;

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

/** Content types whose bodies are text worth showing (images and fonts are not). */
export function isTextual(contentType: string): boolean {
  return /^text\/|[/+](json|javascript|xml|x-www-form-urlencoded)\b/i.test(contentType);
}

/** A body as the log keeps it: text capped at `limit` characters, with a note when cut. */
export function loggedBody(contentType: string, text: string, limit = LOGGED_BODY_LIMIT): LoggedBody {
  const truncated = text.length > limit;
  return { contentType, text: truncated ? text.slice(0, limit) : text, length: text.length, truncated };
}

/**
 * The `action` of an admin-ajax call, from its form body or its query (admin-ajax.php reads
 * `$_REQUEST['action']`); undefined for any other URL.
 */
export function ajaxActionOf(url: string, contentType: string, body: string | undefined): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!parsed.pathname.endsWith('/admin-ajax.php')) return undefined;
  const fromBody = body !== undefined && /x-www-form-urlencoded/i.test(contentType) ? new URLSearchParams(body).get('action') : null;
  return fromBody ?? parsed.searchParams.get('action') ?? undefined;
}

/** Remembers the page last served in each scenario, for calls whose Referer names no page. */
export function createLastServed(): { served(scenario: string, page: string): void; pageIn(scenario: string): string | null } {
  const pages = new Map<string, string>();
  return {
    served: (scenario, page) => void pages.set(scenario, page),
    pageIn: (scenario) => pages.get(scenario) ?? null,
  };
}
