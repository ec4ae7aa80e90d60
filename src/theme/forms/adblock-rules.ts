/**
 * When the ad-block probe's outcome means "blocked" (spec §7, §9: a HEAD request to the ad
 * script, aborted after 3000 ms). The popup it opens cannot be dismissed, so only a clear sign
 * counts: the request failed at the network level (what blockers do: the browser refuses it)
 * while the browser believes it is online. Everything else leaves the page alone:
 * - an answer of any status (200, 404, 500, or an opaque cross-origin answer) came from a
 *   server, so nothing in the browser blocked it; a broken ad server is not the reader's doing;
 * - a timeout is a slow connection far more often than a blocker (blockers fail at once), and
 *   locking a reader on a slow train out of the page would be the worse mistake;
 * - offline: every request fails then, ads or not.
 */
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';

export const AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
export const ADBLOCK_TIMEOUT_MS = 3000;

export type ProbeOutcome =
  { kind: 'answered'; status: number } | { kind: 'network-error'; message: string } | { kind: 'timeout' } | { kind: 'aborted' };

export function isAdBlocked(outcome: ProbeOutcome, online: boolean): boolean {
  return outcome.kind === 'network-error' && online;
}

/** One line for the log about an outcome that did not open the popup. */
export function describeOutcome(outcome: ProbeOutcome): string {
  switch (outcome.kind) {
    case 'answered':
      return outcome.status === 0 ? 'answered (opaque)' : `answered HTTP ${outcome.status}`;
    case 'network-error':
      return `network error (${outcome.message})`;
    case 'timeout':
      return `no answer within ${ADBLOCK_TIMEOUT_MS} ms`;
    case 'aborted':
      return 'aborted';
  }
}

const configSchema = lazy(() => z.object({ adScriptUrl: z.optional(z.unknown()) }));

export type AdScriptUrl = { url: string; warning?: string };

/** `siteClientConfig.adScriptUrl` when it is an absolute http(s) URL, else the real script. */
export function adScriptUrlFrom(raw: unknown): AdScriptUrl {
  const parsed = configSchema().safeParse(raw);
  if (raw === undefined || raw === null) return { url: AD_SCRIPT_URL };
  if (!parsed.success) return { url: AD_SCRIPT_URL, warning: 'siteClientConfig is not an object; using the real ad script URL' };
  const value = parsed.data.adScriptUrl;
  if (value === undefined || value === null || value === '') return { url: AD_SCRIPT_URL };
  if (typeof value === 'string' && /^https?:\/\/[^/\s]+/i.test(value)) {
    try {
      return { url: new URL(value).href };
    } catch {
      // Falls through to the warning below.
    }
  }
  return { url: AD_SCRIPT_URL, warning: `siteClientConfig.adScriptUrl is not an http(s) URL; using ${AD_SCRIPT_URL}` };
}
