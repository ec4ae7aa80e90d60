/**
 * What the harness adds to a recorded page, and nothing more: the production bundle as a footer
 * script, the documented config values pointed at the mocks, and, for scenarios that fix it, the
 * page clock. Everything else the page prints stays byte for byte as recorded.
 */

/** Config values that name a remote endpoint: the only page values the harness changes. */
export const MOCKED_CONFIG_VALUES: readonly { global: string; key: string; fallback?: string }[] = [
  // Set even when the page leaves it out, so that the default (the real API) is never called.
  { global: 'lfmWidgetSettings', key: 'api_base', fallback: 'https://api.laut.fm' },
  { global: 'pixwellCoreParams', key: 'ajaxurl' },
  { global: 'pvcArgsFrontend', key: 'requestURL' },
  { global: 'feedbackVoting', key: 'ajax_url' },
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

export interface InjectOptions {
  /** Absolute base of the mocks for this scenario, e.g. http://127.0.0.1:4173/mock/default */
  mockBase: string;
  bundleUrl: string;
  /** False leaves the bundle out; the config override stays, so the mocks are still used. */
  bundle?: boolean;
  clock?: string;
}

export function injectIntoPage(html: string, { mockBase, bundleUrl, bundle = true, clock }: InjectOptions): string {
  let page = html;
  if (clock) page = page.replace(/<head(\s[^>]*)?>/i, (open) => `${open}\n${clockScript(clock)}`);
  const footer = `${configOverrideScript(mockBase)}\n${bundle ? `<script src="${bundleUrl}"></script>\n` : ''}`;
  return /<\/body>/i.test(page) ? page.replace(/<\/body>/i, `${footer}</body>`) : page + footer;
}
