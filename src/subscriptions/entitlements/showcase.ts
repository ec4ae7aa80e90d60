/**
 * Showcase (Google Article Access) links: the provider sends readers to an article with signed
 * gaa_* query parameters that unlock it once (spec widget §2, §5; magazine §5 "Showcase"). The
 * client only checks that they are complete and fresh; the provider checks the signature.
 */
import type { ShowcaseParams } from '../model/types';

const GAA_KEYS = ['gaa_at', 'gaa_n', 'gaa_sig', 'gaa_ts'] as const;
const HEX = /^[0-9a-f]+$/i;

/**
 * Query parameters the way the provider's client reads them: `%`-decoding only, so a raw `+` in a
 * signature stays a `+` (URLSearchParams would turn it into a space); a broken escape is skipped.
 */
export function parseQuery(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  const query = search.replace(/^[?#]/, '');
  if (!query) return params;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    try {
      const key = decodeURIComponent(rawKey);
      if (key) params[key] = decodeURIComponent(rawValue);
    } catch {
      // A malformed escape in someone else's parameter must not hide the others.
    }
  }
  return params;
}

/**
 * The gaa_* parameters of `search` when all four are present and non-empty, the access type is
 * not `na` (unless `allowNoAccess`, used for the unlock report of any access type) and the
 * expiry `gaa_ts` (hexadecimal Unix seconds) is not in the past; null otherwise.
 */
export function readShowcaseParams(search: string, nowMs: number, allowNoAccess = false): ShowcaseParams | null {
  const query = parseQuery(search);
  const [gaa_at, gaa_n, gaa_sig, gaa_ts] = GAA_KEYS.map((key) => query[key] ?? '');
  if (!gaa_at || !gaa_n || !gaa_sig || !gaa_ts) return null;
  if (gaa_at === 'na' && !allowNoAccess) return null;
  if (!HEX.test(gaa_ts)) return null;
  const expiresAtSeconds = parseInt(gaa_ts, 16);
  if (expiresAtSeconds < nowMs / 1000) return null;
  return { gaa_at, gaa_n, gaa_sig, gaa_ts };
}

/**
 * Whether a showcase entitlement may be used on this page (spec magazine §5: "A showcase
 * entitlement needs https"). Plain http is accepted on localhost, 127.0.0.1 and [::1] only: those
 * are the loopback hosts browsers treat as secure contexts, and the harness serves its pages from
 * http://127.0.0.1. Everything else on http (and every other scheme) is refused.
 */
export function showcaseAllowedOn(location: { protocol: string; hostname: string }): boolean {
  if (location.protocol === 'https:') return true;
  if (location.protocol !== 'http:') return false;
  const host = location.hostname.toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1';
}
