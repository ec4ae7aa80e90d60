/**
 * Whether a scenario's handlers answer a call themselves (rather than leaving it to the
 * defaults): the fact behind "this scenario changes something on that page".
 *
 * The handlers are asked as the harness asks them (msw's getResponse). A handler that passes a
 * call through (an `onAction` handler for another action) settles at once with nothing; one that
 * takes it answers, or is still busy after `waitMs` (a timeout or slow scenario delays its
 * answer for seconds): both count as claimed.
 */
import { getResponse, type RequestHandler } from 'msw';
import type { PageCall } from './page-calls';

const CLAIM_WAIT_MS = 250;

function callRequest(call: PageCall): Request {
  if (!call.form) return new Request(call.url, { method: call.method });
  return new Request(call.url, {
    method: call.method,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: new URLSearchParams(call.form).toString(),
  });
}

export async function claims(handlers: readonly RequestHandler[], call: PageCall, waitMs = CLAIM_WAIT_MS): Promise<boolean> {
  if (handlers.length === 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillBusy = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), waitMs);
  });
  const answered = getResponse([...handlers], callRequest(call)).then(
    (response) => response !== undefined,
    // A handler that throws on the call has taken it too (the harness would answer 500).
    () => true,
  );
  try {
    return await Promise.race([answered, stillBusy]);
  } finally {
    clearTimeout(timer);
  }
}

/** A stable key of a call, to ask each scenario about each distinct call once. */
export function callKey(call: PageCall): string {
  return `${call.method} ${call.url} ${call.form ? new URLSearchParams(call.form).toString() : ''}`;
}
