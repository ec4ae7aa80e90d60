/**
 * A page view of an article the infinite load brought in, sent to whichever analytics the page
 * already runs: gtag (GA4, also the usual way dataLayer is filled), else analytics.js's `ga`,
 * else a bare Tag Manager `dataLayer`. Exactly one of them, so a page with gtag (which pushes
 * into dataLayer itself) does not count the view twice.
 */
export interface PageView {
  /** Absolute URL of the article. */
  location: string;
  /** Path and query, as analytics.js wants its `page`. */
  path: string;
  title: string;
}

export interface AnalyticsGlobals {
  gtag?: unknown;
  ga?: unknown;
  dataLayer?: unknown;
}

export type AnalyticsSink = 'gtag' | 'ga' | 'dataLayer';

type Call = (...args: unknown[]) => unknown;
const isCall = (value: unknown): value is Call => typeof value === 'function';
const hasPush = (value: unknown): value is { push: Call } =>
  typeof value === 'object' && value !== null && 'push' in value && typeof value.push === 'function';

/** Sends the view and names the sink that took it; null when the page runs none. */
export function dispatchPageView(globals: AnalyticsGlobals, view: PageView): AnalyticsSink | null {
  if (isCall(globals.gtag)) {
    globals.gtag('event', 'page_view', { page_title: view.title, page_location: view.location, page_path: view.path });
    return 'gtag';
  }
  if (isCall(globals.ga)) {
    // `set` first, so later events of this tracker belong to the article in view too.
    globals.ga('set', { page: view.path, title: view.title, location: view.location });
    globals.ga('send', 'pageview');
    return 'ga';
  }
  if (hasPush(globals.dataLayer)) {
    globals.dataLayer.push({ event: 'page_view', page_title: view.title, page_location: view.location, page_path: view.path });
    return 'dataLayer';
  }
  return null;
}
