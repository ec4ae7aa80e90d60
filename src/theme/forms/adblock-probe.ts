/**
 * The ad-block probe: one HEAD request for the ad script (spec §7), aborted after 3000 ms on the
 * page's clock (so tests drive the timeout), without cookies and without the cache (a cached
 * answer would hide a blocker). `no-cors`: the real ad server sends no CORS headers, and all the
 * probe needs is whether an answer came at all; an opaque answer counts as one (status 0).
 */
import type { Clock } from '../../core/clock';
import { errorText } from '../../core/log';
import { ADBLOCK_TIMEOUT_MS, type ProbeOutcome } from './adblock-rules';

export interface ProbeOptions {
  clock: Clock;
  /** The mount's cleanup. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function probeAdScript(url: string, options: ProbeOptions): Promise<ProbeOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const cancelTimer = options.clock.after(options.timeoutMs ?? ADBLOCK_TIMEOUT_MS, () => {
    timedOut = true;
    controller.abort();
  });
  const onAbort = () => controller.abort();
  if (options.signal.aborted) controller.abort();
  options.signal.addEventListener('abort', onAbort, { once: true });
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    // Read the (empty) body of the HEAD answer to its end: a request whose body is cancelled, or
    // left unread until the page goes, ends as "canceled" in the browser's network panel, which
    // reads as a blocked ad script to whoever checks there.
    await response.arrayBuffer().catch(() => undefined);
    // The timer may have fired while the answer was on its way: the verdict is the timeout's.
    if (timedOut) return { kind: 'timeout' };
    return { kind: 'answered', status: response.status };
  } catch (caught) {
    if (timedOut) return { kind: 'timeout' };
    if (controller.signal.aborted) return { kind: 'aborted' };
    return { kind: 'network-error', message: errorText(caught) };
  } finally {
    cancelTimer();
    options.signal.removeEventListener('abort', onAbort);
  }
}
