/**
 * What the harness adds to a recorded page, and nothing more: the production bundle as a footer
 * script, the documented config values pointed at the mocks (the provider's origins included),
 * the magazine's permalinks in the infinite load's attributes and the video players' addresses
 * (rewritePrintedAddresses),
 * the head style the WordPress plugin prints with the bundle (src/radio/hold-line.ts), and, for
 * scenarios that set them, the page clock and seeded browser storage; in the console's preview,
 * the flow's steps posted to the console (flow-steps-script.ts). Everything else
 * the page prints stays byte for byte as recorded. The added scripts run in the page, so they
 * are plain ES5.
 */
import { HOLD_LINE_CSS } from '../src/radio/hold-line';
import type { StorageSeed } from './catalogue-types';
import { PROPENSITY_ORIGIN, SWG_PROVIDER } from './mocks/origins';
import { inlineJson } from './inline-json';
import { flowStepsScript } from './flow-steps-script';
import { swgStatusScript } from './swg-status-script';

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
const MOCKED_SITE_CLIENT_CONFIG: readonly { key: string; fallback: string }[] = [
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

/** The hosts of the provider's real origins, as the mock paths name them. */
const PROVIDER_HOST = new URL(SWG_PROVIDER).host;
const PROPENSITY_HOST = new URL(PROPENSITY_ORIGIN).host;
/** The payment provider's host (harness/mocks/pay-provider.ts): `siteClientConfig.payOrigin`. */
const PAY_HOST = 'pay.google.com';

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
 * Writes the scenario's storage before the page's first script runs, on every load, so that a reload
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
  /** Browser storage written before the page's first script runs. */
  storage?: StorageSeed;
  /** Adds the subscriptions status panel (pages that load the subscriptions client). */
  swgStatus?: boolean;
  /** Real script addresses loaded first in the head (ScenarioEntry.headScripts), pointed at the mocks. */
  headScripts?: readonly string[];
}

/** The plugin's head style as WordPress prints an inline style of a handle without a file. */
const HEAD_STYLE = `<style id="site-client-head-inline-css">\n${HOLD_LINE_CSS}\n</style>`;

export function injectIntoPage(
  html: string,
  {
    mockBase,
    providerMockBase,
    bundleUrl,
    bundle = true,
    clock,
    clockYieldsToTestClock = false,
    storage,
    swgStatus = false,
    headScripts = [],
  }: InjectOptions,
): string {
  let page = rewritePrintedAddresses(html, mockBase);
  // Loaded before the page's own scripts (not async, unlike a real ad tag) so that the client's
  // check of the ad library never races it.
  const scripts = headScripts.map(
    (url) => `<script data-harness="head-script" src="${url.replace(/^https:\/\//, `${mockBase}/`)}"></script>`,
  );
  const head = [
    storage ? storageSeedScript(storage) : '',
    clock ? clockScript(clock, clockYieldsToTestClock) : '',
    ...scripts,
    flowStepsScript(),
  ].filter((script) => script !== '');
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
