/**
 * The page view of an article the infinite load brought into view, sent as the theme's script
 * sent it (global.js updateGA): the URL's path to every tracker the page runs, classic `_gaq`,
 * analytics.js `ga`, the MonsterInsights tracker `__gaTracker`, and a refresh of the Google
 * Publisher Tag slots. The specification only says "a page-view is reported to analytics"; it
 * names no gtag or dataLayer call, and the theme makes none, so neither does the bundle (a site
 * on GA4 measures these views with its own history-change trigger).
 */

export interface AnalyticsGlobals {
  _gaq?: unknown;
  ga?: unknown;
  __gaTracker?: unknown;
  googletag?: unknown;
}

export type AnalyticsSink = '_gaq' | 'ga' | '__gaTracker' | 'googletag';

type Call = (...args: unknown[]) => unknown;
const isCall = (value: unknown): value is Call => typeof value === 'function';
const hasPush = (value: unknown): value is { push: Call } =>
  typeof value === 'object' && value !== null && 'push' in value && typeof value.push === 'function';
const field = (value: unknown, key: string): unknown =>
  (typeof value === 'object' || typeof value === 'function') && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The path the trackers get: the URL without scheme and host, as the theme strips it. */
export function trackedPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/i, '') || '/';
}

/**
 * Reports `path` to every tracker present and names those that took it. One tracker that throws
 * does not keep the others from counting.
 */
export function reportPageView(globals: AnalyticsGlobals, path: string): AnalyticsSink[] {
  const sent: AnalyticsSink[] = [];
  const attempt = (sink: AnalyticsSink, send: () => void) => {
    try {
      send();
      sent.push(sink);
    } catch {
      // A broken tracker is the page's problem; the others still count.
    }
  };
  const { _gaq: gaq, ga, __gaTracker: tracker, googletag } = globals;
  if (hasPush(gaq)) attempt('_gaq', () => gaq.push(['_trackPageview', path]));
  if (isCall(ga)) attempt('ga', () => ga('send', 'pageview', path));
  if (isCall(tracker)) attempt('__gaTracker', () => tracker('send', 'pageview', path));
  const pubads = field(googletag, 'pubads');
  if (isCall(pubads)) {
    attempt('googletag', () => {
      const service = pubads.call(googletag);
      const refresh = field(service, 'refresh');
      if (isCall(refresh)) refresh.call(service);
    });
  } else {
    // The tag is still loading: queue the refresh as GPT's own stub expects.
    const queue = field(googletag, 'cmd');
    if (hasPush(queue)) {
      attempt('googletag', () =>
        queue.push(() => {
          const ready = field(googletag, 'pubads');
          const service = isCall(ready) ? ready.call(googletag) : undefined;
          const refresh = field(service, 'refresh');
          if (isCall(refresh)) refresh.call(service);
        }),
      );
    }
  }
  return sent;
}
