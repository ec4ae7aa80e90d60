/**
 * What the harness adds to a recorded page, and nothing more: the production bundle as a footer
 * script, the documented config values pointed at the mocks (the provider's origins included),
 * the magazine's permalinks in the infinite load's attributes and the video players' addresses
 * (rewritePrintedAddresses),
 * the head style the WordPress plugin prints with the bundle (src/radio/hold-line.ts), and, for
 * scenarios that set them, the page clock and seeded browser storage. Everything else
 * the page prints stays byte for byte as recorded. The added scripts run in the page, so they
 * are plain ES5.
 */
import { HOLD_LINE_CSS } from '../src/radio/hold-line';
import type { StorageSeed } from './catalogue-types';
import { ANALYTICS_EVENT_LISTING } from './mocks/analytics-event-listing';
import { PROPENSITY_ORIGIN, SWG_PROVIDER } from './mocks/origins';


/** Config values that name a remote endpoint: the only page values the harness changes. */
export const MOCKED_CONFIG_VALUES: readonly { global: string; key: string; fallback?: string }[] = [
  // Set even when the page leaves it out, so that the default (the real API) is never called.
  { global: 'lfmWidgetSettings', key: 'api_base', fallback: 'https://api.laut.fm' },
  { global: 'pixwellParams', key: 'ajaxurl' },
  { global: 'pixwellCoreParams', key: 'ajaxurl' },
  { global: 'pvcArgsFrontend', key: 'requestURL' },
  { global: 'feedbackVoting', key: 'ajaxUrl' },
];

/**
 * Remote URLs the theme features take from `siteClientConfig` (optional; the defaults are the
 * real services): the harness points them at the site's mocks like the config values above.
 */
export const MOCKED_SITE_CLIENT_CONFIG: readonly { key: string; fallback: string }[] = [
  { key: 'adScriptUrl', fallback: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js' },
];

/** `https://host/path` → `{mockBase}/host/path`; used inside the page, so plain ES5-safe code. */
function configOverrideScript(mockBase: string): string {
  return `<script data-harness="config">(function () {
  var base = ${JSON.stringify(mockBase)};
  var values = ${JSON.stringify(MOCKED_CONFIG_VALUES)};
  values.forEach(function (value) {
    var target = window[value.global];
    if (!target || typeof target !== 'object') return;
    var url = typeof target[value.key] === 'string' && target[value.key] !== '' ? target[value.key] : value.fallback;
    if (url) target[value.key] = url.replace(/^https?:\\/\\//, base + '/');
  });
  var config = window.siteClientConfig;
  if (!config || typeof config !== 'object') config = window.siteClientConfig = {};
  ${JSON.stringify(MOCKED_SITE_CLIENT_CONFIG)}.forEach(function (value) {
    var url = typeof config[value.key] === 'string' && config[value.key] !== '' ? config[value.key] : value.fallback;
    config[value.key] = url.replace(/^https?:\\/\\//, base + '/');
  });
  // The video players' stand-ins (rewriteVideoEmbeds): next posts keep them through the sanitizer.
  config.embedProxy = base + '/';
})();</script>`;
}

/**
 * JSON that is safe inside an inline script: no `</script>` (or `<!--`) can end it early, and no
 * U+2028/U+2029, which pre-2019 engines do not allow in string literals.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The hosts of the provider's real origins, as the mock paths name them. */
export const PROVIDER_HOST = new URL(SWG_PROVIDER).host;
export const PROPENSITY_HOST = new URL(PROPENSITY_ORIGIN).host;
/** The payment provider's host (harness/mocks/pay-provider.ts): `siteClientConfig.payOrigin`. */
export const PAY_HOST = 'pay.google.com';

/**
 * Points the subscriptions client at the harness's provider origin: `siteClientConfig`'s
 * providerOrigin, propensityOrigin and payOrigin become `{providerMockBase}/{host}`. The page need not print
 * the global (it is optional); it is created then.
 */
function providerConfigScript(providerMockBase: string): string {
  return `<script data-harness="provider">(function () {
  var base = ${inlineJson(providerMockBase)};
  var config = window.siteClientConfig;
  if (!config || typeof config !== 'object') config = window.siteClientConfig = {};
  config.providerOrigin = base + '/' + ${inlineJson(PROVIDER_HOST)};
  config.propensityOrigin = base + '/' + ${inlineJson(PROPENSITY_HOST)};
  config.payOrigin = base + '/' + ${inlineJson(PAY_HOST)};
})();</script>`;
}

/**
 * Writes the scenario's storage before any page script runs, on every load, so that a reload
 * reproduces the state again. Storage that throws (blocked, full) is skipped quietly.
 */
function storageSeedScript(seed: StorageSeed): string {
  return `<script data-harness="storage">(function () {
  var seed = ${inlineJson({ localStorage: seed.local ?? {}, sessionStorage: seed.session ?? {} })};
  for (var area in seed) {
    if (!Object.prototype.hasOwnProperty.call(seed, area)) continue;
    try {
      var storage = window[area];
      for (var key in seed[area]) {
        if (Object.prototype.hasOwnProperty.call(seed[area], key)) storage.setItem(key, seed[area][key]);
      }
    } catch (error) {}
  }
})();</script>`;
}

/**
 * Starts the page clock at a fixed moment and lets it run from there. It shifts Date only, so it
 * composes with Playwright's clock (installed earlier, it simply becomes the clock that is shifted).
 * `yieldToTestClock` (the page's default moment, not the scenario's) leaves a Date that is not the
 * browser's own alone: a test that set its clock (Playwright's marks its Date `isFake`) wants that
 * moment. Cookies keep their lifetimes: the browser's cookie jar runs on the real clock, so an
 * `expires` the page computes from its shifted clock is moved back by the same offset (else a
 * 30-day cookie written in 2020 would be gone at once).
 */
function clockScript(isoMoment: string, yieldToTestClock: boolean): string {
  return `<script data-harness="clock">(function () {
  var RealDate = Date;
  ${yieldToTestClock ? "if (RealDate.isFake || Function.prototype.toString.call(RealDate).indexOf('[native code]') < 0) return;" : ''}
  var offset = RealDate.parse(${JSON.stringify(isoMoment)}) - RealDate.now();
  function ShiftedDate() {
    var args = Array.prototype.slice.call(arguments);
    if (!(this instanceof ShiftedDate)) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new (Function.prototype.bind.apply(RealDate, [null].concat(args)))();
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = function () { return RealDate.now() + offset; };
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  window.Date = ShiftedDate;
  var cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!cookie || !cookie.get || !cookie.set) return;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: function () { return cookie.get.call(document); },
    set: function (value) {
      cookie.set.call(document, String(value).replace(/(;\\s*expires=)([^;]+)/i, function (all, name, when) {
        var at = RealDate.parse(when);
        return isNaN(at) ? all : name + new RealDate(at - offset).toUTCString();
      }));
    },
  });
})();</script>`;
}

/**
 * The magazine's permalinks in the single-post infinite load's attributes (`data-nextposturl`,
 * `data-postlink`) pointed at the scenario's mocks (`{mockBase}/www.magazin.example/…`): the
 * bundle follows only same-origin next URLs, and the harness serves pages from its own origin.
 * Used on fixture pages and on the next-post pages the mocks answer, so both agree.
 */
export function rewritePermalinkAttributes(html: string, mockBase: string): string {
  return html.replace(
    /(\sdata-(?:nextposturl|postlink)\s*=\s*)(["'])https:\/\/www\.magazin\.example\//gi,
    (_match, attribute: string, quote: string) => `${attribute}${quote}${mockBase}/www.magazin.example/`,
  );
}

/**
 * The oEmbed players' addresses in `<iframe src>` (YouTube's `/embed/`, Vimeo's `/video/`) pointed
 * at the scenario's mocks (`{mockBase}/www.youtube.com/embed/…`), where harness/mocks/video-embeds.ts
 * answers a still stand-in: a QA machine loads nothing from the internet. The address still names
 * the player, so the bundle wraps and autoplays it as it does the real one (video-rules.ts).
 */
export function rewriteVideoEmbeds(html: string, mockBase: string): string {
  return html.replace(
    /(<iframe\b[^>]*?\ssrc\s*=\s*)(["'])https:\/\/(www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/gi,
    (_match, before: string, quote: string, player: string) => `${before}${quote}${mockBase}/${player}`,
  );
}

/** Every address WordPress printed that the harness answers itself: permalinks and video players. */
export function rewritePrintedAddresses(html: string, mockBase: string): string {
  return rewriteVideoEmbeds(rewritePermalinkAttributes(html, mockBase), mockBase);
}

/**
 * Whether a page loads the subscriptions client: its own code uses the publisher queues
 * (`self.SWG` / `self.SWG_BASIC`). Only those pages get the status panel.
 */
export function usesSubscriptionsQueues(html: string): boolean {
  return /\bself\.SWG(?:_BASIC)?\s*=/.test(html);
}

/**
 * A harness-only status panel for pages that load the subscriptions client: what the client
 * decided (product, entitlements and their source, granted or not, metering, offered actions, the
 * rewarded ad's events, what an audience action handed to the result callback, a failure), from
 * the client's event bus (`getClientBus`, a harness-only seam beside the publisher API), so it takes no
 * callback from the page's own code and sends no request. A `<details>` box collapsed in
 * the bottom-right corner (the summary is a native keyboard control), with a spacer after the
 * page so that the page's end can be scrolled clear of it at 375 px. Plain ES5; text only (never
 * HTML), since provider texts may be hostile.
 */
/** The rewarded ad's event numbers and names, for the status panel. */
const REWARDED_AD_EVENT_NAMES = Object.fromEntries(Object.entries(ANALYTICS_EVENT_LISTING).filter(([name]) => name.includes('REWARDED_AD')).map(([name, number]) => [number, name]));

function swgStatusScript(): string {
  return `<script data-harness="swg-status">(function () {
  var doc = document;
  var box = doc.createElement('details');
  box.setAttribute('data-harness', 'swg-status');
  box.style.cssText = 'position:fixed;right:8px;bottom:8px;z-index:2147483000;box-sizing:border-box;max-width:calc(100vw - 16px);width:max-content;max-height:calc(100vh - 16px);overflow:auto;margin:0;font:13px/1.4 system-ui,sans-serif;background:#fff;color:#111;border:1px solid #444;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.3)';
  var summary = doc.createElement('summary');
  summary.style.cssText = 'cursor:pointer;padding:6px 10px;font-weight:600';
  var list = doc.createElement('dl');
  list.style.cssText = 'margin:0;padding:0 10px 8px;max-width:300px';
  box.appendChild(summary);
  box.appendChild(list);
  var spacer = doc.createElement('div');
  spacer.setAttribute('data-harness', 'swg-status-spacer');
  spacer.setAttribute('aria-hidden', 'true');
  spacer.style.cssText = 'height:48px';
  doc.body.appendChild(spacer);
  doc.body.appendChild(box);
  var state = { verdict: 'waiting', product: '', from: '', entitlements: '', granted: '', metering: '', actions: '', ad: '', result: '', failure: '' };
  // The bus carries event numbers; the panel names the rewarded ad's (the provider's listing).
  var AD_EVENTS = ${inlineJson(REWARDED_AD_EVENT_NAMES)};
  var LABELS = [['product', 'Product'], ['from', 'Source'], ['entitlements', 'Entitlements'], ['granted', 'Granted'], ['metering', 'Metering'], ['actions', 'Offered actions'], ['ad', 'Rewarded ad'], ['result', 'Action result'], ['failure', 'Failure']];
  function render() {
    summary.textContent = 'Subscriptions: ' + state.verdict;
    box.setAttribute('data-verdict', state.verdict);
    while (list.firstChild) list.removeChild(list.firstChild);
    LABELS.forEach(function (pair) {
      if (!state[pair[0]]) return;
      var term = doc.createElement('dt');
      term.style.cssText = 'font-weight:600;margin-top:4px';
      term.textContent = pair[1];
      var value = doc.createElement('dd');
      value.style.cssText = 'margin:0;overflow-wrap:anywhere';
      value.setAttribute('data-field', pair[0]);
      value.textContent = state[pair[0]];
      list.appendChild(term);
      list.appendChild(value);
    });
  }
  render();
  function describe(set) {
    var parts = (set.entitlements || []).map(function (entitlement) {
      return entitlement.source + ' \u2192 ' + (entitlement.products || []).join(', ');
    });
    return parts.length ? parts.join('; ') : 'none';
  }
  (self.SWG = self.SWG || []).push(function (api) {
    api.getClientBus().then(function (bus) {
      bus.onAny(function (event) {
        var payload = event.payload || {};
        if (event.type === 'entitlements') {
          var set = payload.entitlements || {};
          state.product = set.product || '(none)';
          state.from = set.from || '';
          state.entitlements = describe(set);
          state.failure = '';
          // The client's own rule decides (the shared answer: no new request).
          api.getEntitlements().then(function (entitlements) {
            var granted = entitlements.enablesThis();
            var metered = entitlements.enablesThisWithGoogleMetering();
            state.verdict = granted ? 'granted' : 'not granted';
            state.granted = granted ? 'yes' : 'no';
            if (metered) state.metering = 'a Google meter unlocks this page';
            else if (!state.metering) state.metering = 'none';
            render();
          }, function () {});
        } else if (event.type === 'entitlements-failed') {
          state.verdict = 'failed';
          state.failure = String(payload.reason);
        } else if (event.type === 'article') {
          var actions = payload.article && payload.article.audienceActions ? payload.article.audienceActions.actions : [];
          state.actions = actions.length ? actions.map(function (action) { return action.type; }).join(', ') : 'none';
        } else if (event.type === 'unlock-reported') {
          state.metering = 'reported ' + payload.entitlementResult + ' (' + payload.entitlementSource + ')' + (payload.ok ? '' : ', the report failed');
        } else if (event.type === 'analytics' && AD_EVENTS[payload.eventType]) {
          state.ad = (state.ad ? state.ad + ', ' : '') + AD_EVENTS[payload.eventType];
        } else if (event.type === 'intervention-result') {
          // What the publisher's result callback gets (the client emits it with or without one).
          state.result = payload.configurationId + ': ' + JSON.stringify(payload.data);
        } else return;
        render();
      });
    });
  });
})();</script>`;
}

export interface InjectOptions {
  /** Absolute base of the mocks for this scenario, e.g. http://127.0.0.1:4173/mock/default */
  mockBase: string;
  /** The same on the provider origin, e.g. http://127.0.0.1:4174/mock/default; sets siteClientConfig. */
  providerMockBase?: string;
  bundleUrl: string;
  /** False leaves the bundle out; the config override stays, so the mocks are still used. */
  bundle?: boolean;
  /** ISO moment the page clock starts at. */
  clock?: string;
  /** The clock is the page's default, not the scenario's: a test's own clock wins (clockScript). */
  clockYieldsToTestClock?: boolean;
  /** Browser storage written before any page script runs. */
  storage?: StorageSeed;
  /** Adds the subscriptions status panel (pages that load the subscriptions client). */
  swgStatus?: boolean;
  /** Real script addresses loaded first in the head (ScenarioEntry.headScripts), pointed at the mocks. */
  headScripts?: readonly string[];
}

/** The plugin's head style as WordPress prints an inline style of a handle without a file. */
const HEAD_STYLE = `<style id="site-client-head-inline-css">\n${HOLD_LINE_CSS}\n</style>`;

export function injectIntoPage(html: string, { mockBase, providerMockBase, bundleUrl, bundle = true, clock, clockYieldsToTestClock = false, storage, swgStatus = false, headScripts = [] }: InjectOptions): string {
  let page = rewritePrintedAddresses(html, mockBase);
  // Loaded before the page's own scripts (not async, unlike a real ad tag) so that the client's
  // check of the ad library never races it.
  const scripts = headScripts.map((url) => `<script data-harness="head-script" src="${url.replace(/^https:\/\//, `${mockBase}/`)}"></script>`);
  const head = [storage ? storageSeedScript(storage) : '', clock ? clockScript(clock, clockYieldsToTestClock) : '', ...scripts].filter((script) => script !== '');
  if (head.length > 0) page = page.replace(/<head(\s[^>]*)?>/i, (open) => `${open}\n${head.join('\n')}`);
  // With the bundle, the rule the WordPress plugin prints in the head for the first paint
  // (src/radio/hold-line.ts), where WordPress prints a plugin's styles: after the theme's.
  if (bundle) page = page.replace(/<\/head>/i, `${HEAD_STYLE}\n</head>`);
  const footer = [
    configOverrideScript(mockBase),
    providerMockBase ? providerConfigScript(providerMockBase) : '',
    swgStatus ? swgStatusScript() : '',
    bundle ? `<script src="${bundleUrl}"></script>` : '',
  ]
    .filter((part) => part !== '')
    .map((part) => `${part}\n`)
    .join('');
  return /<\/body>/i.test(page) ? page.replace(/<\/body>/i, `${footer}</body>`) : page + footer;
}
