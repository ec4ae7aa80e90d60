/**
 * What the harness adds to a recorded page, and nothing more: the production bundle as a footer
 * script, the documented config values pointed at the mocks (the provider's origins included),
 * the magazine's permalinks in the infinite load's attributes (rewritePermalinkAttributes),
 * and, for scenarios that set them, the page clock and seeded browser storage. Everything else
 * the page prints stays byte for byte as recorded. The added scripts run in the page, so they
 * are plain ES5.
 */
import type { StorageSeed } from './catalogue-types';
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
})();</script>`;
}

/**
 * JSON that is safe inside an inline script: no `</script>` (or `<!--`) can end it early, and no
 * U+2028/U+2029, which pre-2019 engines do not allow in string literals.
 */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The hosts of the provider's real origins, as the mock paths name them. */
export const PROVIDER_HOST = new URL(SWG_PROVIDER).host;
export const PROPENSITY_HOST = new URL(PROPENSITY_ORIGIN).host;

/**
 * Points the subscriptions client at the harness's provider origin: `siteClientConfig`'s
 * providerOrigin and propensityOrigin become `{providerMockBase}/{host}`. The page need not print
 * the global (it is optional); it is created then.
 */
function providerConfigScript(providerMockBase: string): string {
  return `<script data-harness="provider">(function () {
  var base = ${inlineJson(providerMockBase)};
  var config = window.siteClientConfig;
  if (!config || typeof config !== 'object') config = window.siteClientConfig = {};
  config.providerOrigin = base + '/' + ${inlineJson(PROVIDER_HOST)};
  config.propensityOrigin = base + '/' + ${inlineJson(PROPENSITY_HOST)};
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
 */
function clockScript(isoMoment: string): string {
  return `<script data-harness="clock">(function () {
  var RealDate = Date;
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

export interface InjectOptions {
  /** Absolute base of the mocks for this scenario, e.g. http://127.0.0.1:4173/mock/default */
  mockBase: string;
  /** The same on the provider origin, e.g. http://127.0.0.1:4174/mock/default; sets siteClientConfig. */
  providerMockBase?: string;
  bundleUrl: string;
  /** False leaves the bundle out; the config override stays, so the mocks are still used. */
  bundle?: boolean;
  clock?: string;
  /** Browser storage written before any page script runs. */
  storage?: StorageSeed;
}

export function injectIntoPage(html: string, { mockBase, providerMockBase, bundleUrl, bundle = true, clock, storage }: InjectOptions): string {
  let page = rewritePermalinkAttributes(html, mockBase);
  const head = [storage ? storageSeedScript(storage) : '', clock ? clockScript(clock) : ''].filter((script) => script !== '');
  if (head.length > 0) page = page.replace(/<head(\s[^>]*)?>/i, (open) => `${open}\n${head.join('\n')}`);
  const footer = [
    configOverrideScript(mockBase),
    providerMockBase ? providerConfigScript(providerMockBase) : '',
    bundle ? `<script src="${bundleUrl}"></script>` : '',
  ]
    .filter((part) => part !== '')
    .map((part) => `${part}\n`)
    .join('');
  return /<\/body>/i.test(page) ? page.replace(/<\/body>/i, `${footer}</body>`) : page + footer;
}
