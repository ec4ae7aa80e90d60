import { inlineJson } from './inline-json';
import { ANALYTICS_EVENT_LISTING } from './mocks/analytics-event-listing';

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

export function swgStatusScript(): string {
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
