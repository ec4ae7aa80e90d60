/**
 * Where the subscriptions provider lives. The real one is news.google.com; the harness prints a
 * `siteClientConfig` global that points the client at its own second origin (a base URL with a
 * path prefix), so every URL the client builds starts from here and from nowhere else.
 */
import type { Logger } from '../../core/log';
import { readGlobal } from '../../core/wp-config';

const DEFAULT_PROVIDER_ORIGIN = 'https://news.google.com';
const DEFAULT_PROPENSITY_ORIGIN = 'https://pubads.g.doubleclick.net';

export interface ProviderSettings {
  /** Base of the provider, without a trailing slash; may carry a path (the harness's mocks). */
  providerOrigin: string;
  propensityOrigin: string;
  /** `${providerOrigin}/swg/_/api/v1`: every JSON call goes below it. */
  apiBase: string;
  /** `${providerOrigin}/swg/ui/v1`: the provider's frame pages (later issues). */
  frameBase: string;
  /** The only origin whose postMessage results are accepted (the origin part of providerOrigin). */
  messageOrigin: string;
}

/** An absolute http(s) URL without its trailing slashes, or null for anything else. */
function baseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Query and fragment would end up in the middle of every derived URL.
    if (url.search !== '' || url.hash !== '') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** Pure: the settings from the raw global; each malformed part is named in a warning and replaced by its default. */
export function parseProviderSettings(raw: unknown, log: Logger): ProviderSettings {
  let providerOrigin = DEFAULT_PROVIDER_ORIGIN;
  let propensityOrigin = DEFAULT_PROPENSITY_ORIGIN;
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'object' || Array.isArray(raw)) {
      log.warn('siteClientConfig is not an object; using the real provider');
    } else {
      const record = raw as Record<string, unknown>;
      const pick = (key: 'providerOrigin' | 'propensityOrigin', fallback: string): string => {
        if (record[key] === undefined) return fallback;
        const parsed = baseUrl(record[key]);
        if (parsed === null) log.warn(`siteClientConfig.${key} is not an http(s) URL; using ${fallback}`);
        return parsed ?? fallback;
      };
      providerOrigin = pick('providerOrigin', DEFAULT_PROVIDER_ORIGIN);
      propensityOrigin = pick('propensityOrigin', DEFAULT_PROPENSITY_ORIGIN);
    }
  }
  return {
    providerOrigin,
    propensityOrigin,
    apiBase: `${providerOrigin}/swg/_/api/v1`,
    frameBase: `${providerOrigin}/swg/ui/v1`,
    messageOrigin: new URL(providerOrigin).origin,
  };
}

/** The settings the page printed (`siteClientConfig`), or the real provider's. */
export function readProviderSettings(win: Window, log: Logger): ProviderSettings {
  return parseProviderSettings(readGlobal(win, 'siteClientConfig'), log);
}
