/**
 * The automatic start of the provider's client: a page that declares a locked product in its
 * markup (meta tags, JSON-LD, microdata) and prints no SWG code of its own still gets its
 * entitlements fetched and the entitlements callback called, unless it opts out with
 * `<meta name="subscriptions-control" content="manual">` or `<script subscriptions-control="manual">`
 * (page-config.ts reads both). Unlike the provider's client, it runs after the page's queued
 * callbacks (so their init wins) and does nothing on free or unconfigured pages: the bundle runs
 * on every page of both sites, and those have nothing to fetch.
 */
import type { Logger } from '../core/log';
import { controlFlag, discoverPageConfig } from './config/page-config';
import type { LazyRuntime } from './runtime';
import type { PageConfig } from './model/types';

/** Pure: the page config to start with, or null (manual control, no config, free or productless page). */
export function autoStartConfig(doc: Document): PageConfig | null {
  const control = controlFlag(doc)?.trim().toLowerCase();
  if (control === 'manual') return null;
  const config = discoverPageConfig(doc);
  return config && config.isLocked && config.productId ? config : null;
}

/** Start the client if the page asks for it by its markup and no publisher call configured it. */
export function autoStart(runtime: LazyRuntime, doc: Document, log: Logger): void {
  if (runtime.built() && runtime.get().client.configured()) return;
  const config = autoStartConfig(doc);
  if (!config) return;
  try {
    const configured = runtime.get().client.configurePage(config);
    log.info(`subscriptions: started from the page markup for ${String(config.productId)}`);
    // The entitlements callback hears the result through the bus; a failure is logged there.
    configured.entitlements.getEntitlements().catch(() => undefined);
  } catch (caught) {
    log.error('subscriptions: the automatic start failed', caught);
  }
}
