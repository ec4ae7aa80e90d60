/**
 * Remote calls whose failures are values, not exceptions: a feature must decide what the reader
 * sees for each kind of failure, and a `switch` on `error.kind` makes forgetting one a type error.
 */
import type * as z from 'zod/mini';
import { prettifyError } from 'zod/mini';
import { errorText } from './log';

export type HttpError =
  | { kind: 'timeout'; url: string; timeoutMs: number }
  | { kind: 'status'; url: string; status: number }
  | { kind: 'bad-json'; url: string; message: string }
  | { kind: 'bad-shape'; url: string; issues: string }
  | { kind: 'network'; url: string; message: string }
  | { kind: 'aborted'; url: string };

/** A success carries the response headers: callers plan refreshes from Cache-Control and Expires. */
export type HttpResult<T> = { ok: true; value: T; status: number; headers?: Headers } | { ok: false; error: HttpError };

export interface RequestOptions {
  /** Abort after this many milliseconds and answer `timeout`. */
  timeoutMs?: number;
  /** The caller's own cancellation (a mount's cleanup, a newer request); answers `aborted`. */
  signal?: AbortSignal;
  init?: RequestInit;
  /** A prefix the server puts before the JSON (anti-XSSI), removed before parsing. */
  stripPrefix?: string;
}

/** One line for the log: what failed and why, without the response body. */
export function describeHttpError(error: HttpError): string {
  switch (error.kind) {
    case 'timeout':
      return `timeout after ${error.timeoutMs} ms: ${error.url}`;
    case 'status':
      return `HTTP ${error.status}: ${error.url}`;
    case 'bad-json':
      return `malformed JSON (${error.message}): ${error.url}`;
    case 'bad-shape':
      return `unexpected response shape: ${error.url}\n${error.issues}`;
    case 'network':
      return `network error (${error.message}): ${error.url}`;
    case 'aborted':
      return `aborted: ${error.url}`;
  }
}

/** GET or POST and hand back the body as text; the base of every other call. */
export async function fetchText(url: string, options: RequestOptions = {}): Promise<HttpResult<string>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const failed = (caught: unknown): HttpResult<string> => {
    if (timedOut) return { ok: false, error: { kind: 'timeout', url, timeoutMs: options.timeoutMs ?? 0 } };
    if (controller.signal.aborted) return { ok: false, error: { kind: 'aborted', url } };
    return { ok: false, error: { kind: 'network', url, message: errorText(caught) } };
  };

  try {
    const response = await fetch(url, { ...options.init, signal: controller.signal });
    if (!response.ok) {
      // Release the connection without waiting: the body of a failed answer is not needed.
      void response.body?.cancel().catch(() => undefined);
      return { ok: false, error: { kind: 'status', url, status: response.status } };
    }
    return { ok: true, value: await response.text(), status: response.status, headers: response.headers };
  } catch (caught) {
    return failed(caught);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Parse a text body as JSON and check it against the schema: the edge where raw JSON stops. */
function parseJson<S extends z.ZodMiniType>(url: string, text: string, schema: S, stripPrefix?: string): HttpResult<z.infer<S>> {
  const body = stripPrefix !== undefined && text.startsWith(stripPrefix) ? text.slice(stripPrefix.length) : text;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (caught) {
    return { ok: false, error: { kind: 'bad-json', url, message: caught instanceof Error ? caught.message : 'unparsable' } };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: { kind: 'bad-shape', url, issues: prettifyError(parsed.error) } };
  return { ok: true, value: parsed.data, status: 200 };
}

export async function fetchJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<HttpResult<z.infer<S>>> {
  const text = await fetchText(url, options);
  if (!text.ok) return text;
  const parsed = parseJson(url, text.value, schema, options.stripPrefix);
  return parsed.ok ? { ...parsed, status: text.status, ...(text.headers ? { headers: text.headers } : {}) } : parsed;
}
