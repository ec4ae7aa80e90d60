/**
 * Where the payment provider lives per environment (spec magazine §4 "Payment environments"): its
 * pay page (`/gp/p/ui/pay?swg=true`) and its buy-flow process call (`/gp/p/apis/buyflow/process`,
 * §7); PREPROD and SANDBOX have their own hosts, every other environment the production one. The
 * harness, as for the subscriptions provider, prints `siteClientConfig.payOrigin` (an http(s)
 * base) to point the client at its mock of the payment provider.
 */
import { readGlobal } from '../../core/wp-config';

export interface PayUrls {
  /** The only origin whose answers count. */
  origin: string;
  page(swgVersion?: string): string;
  process(redirectKey: string | null): string;
}

/** Pure: the provider's addresses for an environment, or below the configured base. */
export function payUrls(environment: string, configured?: unknown): PayUrls {
  const base =
    typeof configured === 'string' && /^https?:\/\/[^?#]+$/.test(configured)
      ? configured.replace(/\/+$/, '')
      : `https://${environment === 'PREPROD' ? 'pay-preprod.sandbox' : environment === 'SANDBOX' ? 'pay.sandbox' : 'pay'}.google.com`;
  return {
    origin: new URL(base).origin,
    page: (swgVersion) => `${base}/gp/p/ui/pay?swg=true${swgVersion ? `&swgVersion=${encodeURIComponent(swgVersion)}` : ''}`,
    process: (key) => `${base}/gp/p/apis/buyflow/process${key ? `?rk=${encodeURIComponent(key)}` : ''}`,
  };
}

export const configuredPayUrls = (win: Window, environment: string): PayUrls =>
  payUrls(environment, (readGlobal(win, 'siteClientConfig') as { payOrigin?: unknown } | undefined)?.payOrigin);
