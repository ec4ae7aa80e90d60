import { inlineJson } from './inline-json';
import { ANALYTICS_EVENT_LISTING } from './mocks/analytics-event-listing';

/**
 * A harness-only status panel for pages that load the subscriptions client: what the client
 * decided (product, entitlements and their source, granted or not, metering, offered actions, the
 * rewarded ad's events, what an audience action handed to the result callback, a failure), from
 * the client's event bus (`getClientBus`, a harness-only seam beside the publisher API), so it takes no
 * callback from the page's own code and sends no request. A `<details>` box whose summary (a
 * native keyboard control) is, collapsed, a narrow vertical tab on the window's right edge: it
 * fits the gutter the magazine leaves beside its text even at 375 px (the text ends at 354 px), so
 * it covers no text; opened on demand it shows the list. Events inside it stop there. Plain ES5;
 * text only (never HTML), since provider texts may be hostile.
 */
const PANEL = 'details[data-harness="swg-status"]';
const PANEL_CSS = [
  `${PANEL}{position:fixed;right:0;bottom:96px;z-index:2147483000;box-sizing:border-box;margin:0;font:11px/1.2 system-ui,sans-serif;background:#fff;color:#111;border:1px solid #444;border-right:0;border-radius:6px 0 0 6px;box-shadow:0 2px 8px rgba(0,0,0,.3)}`,
  `${PANEL}>summary{display:block;list-style:none;cursor:pointer;padding:8px 2px;font-weight:600;writing-mode:vertical-rl;transform:rotate(180deg)}`,
  `${PANEL}>summary::-webkit-details-marker{display:none}`,
  `${PANEL}[open]{right:8px;width:max-content;max-width:calc(100vw - 16px);max-height:calc(100vh - 112px);overflow:auto;border-right:1px solid #444;border-radius:6px;font-size:13px;line-height:1.4}`,
  `${PANEL}[open]>summary{writing-mode:horizontal-tb;transform:none;padding:6px 10px}`,
  `${PANEL} dl{margin:0;padding:0 10px 8px;max-width:300px}`,
  `${PANEL} dt{font-weight:600;margin-top:4px}`,
  `${PANEL} dd{margin:0;word-break:break-word}`,
].join('\n');
/** What a reader's click or key on the panel sends; none of it reaches the page's listeners. */
const STOPPED_EVENTS = ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'keydown', 'keyup'];

/** The rewarded ad's event numbers and names, for the status panel. */
const REWARDED_AD_EVENT_NAMES = Object.fromEntries(
  Object.entries(ANALYTICS_EVENT_LISTING)
    .filter(([name]) => name.includes('REWARDED_AD'))
    .map(([name, number]) => [number, name]),
);

export function swgStatusScript(): string {
  return `<script data-harness="swg-status">(function () {
  var doc = document;
  var style = doc.createElement('style');
  style.setAttribute('data-harness', 'swg-status-style');
  style.textContent = ${inlineJson(PANEL_CSS)};
  var box = doc.createElement('details');
  box.setAttribute('data-harness', 'swg-status');
  var summary = doc.createElement('summary');
  var list = doc.createElement('dl');
  box.appendChild(summary);
  box.appendChild(list);
  // The panel is the harness's, not the page's: a click on it is no reader activity, so it must
  // not close the meter toast or count as a page click (the client listens on window).
  ${inlineJson(STOPPED_EVENTS)}.forEach(function (type) {
    box.addEventListener(type, function (event) { event.stopPropagation(); });
  });
  doc.head.appendChild(style);
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
      term.textContent = pair[1];
      var value = doc.createElement('dd');
      value.setAttribute('data-field', pair[0]);
      value.textContent = state[pair[0]];
      list.appendChild(term);
      list.appendChild(value);
    });
  }
  render();
  // In the console's preview, the decisions are steps of the flow too (flow-steps-script.ts).
  function report(text) {
    if (typeof window.__harnessFlowStep === 'function') window.__harnessFlowStep('result', text);
  }
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
            report('entitlements: ' + state.verdict + ' (' + state.entitlements + ', ' + state.from + ')');
            render();
          }, function () {});
        } else if (event.type === 'entitlements-failed') {
          state.verdict = 'failed';
          state.failure = String(payload.reason);
          report('entitlements failed: ' + state.failure);
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
          report('action result ' + state.result);
        } else return;
        render();
      });
    });
  });
})();</script>`;
}
