import { inlineJson } from './inline-json';

/** The message a page in the console's preview posts for each step of its flow (harness/console/flowSteps.ts reads it). */
export const FLOW_STEP_MESSAGE = 'harnessFlowStep';

/** The kinds of step a page reports; the console names them in its log. */
export const FLOW_STEP_KINDS = [
  'click',
  'no-effect',
  'frame-opened',
  'frame-closed',
  'pop-up',
  'info',
  'warning',
  'failure',
  'result',
] as const;
export type FlowStepKind = (typeof FLOW_STEP_KINDS)[number];

/** How long after a click the page must stay unchanged for the click to count as doing nothing. */
const NO_EFFECT_MS = 1000;

/**
 * The steps of a page's flows for the console's log, beside the network calls the server logs:
 * clicks on the page's controls and those that changed nothing (no DOM change, request, pop-up,
 * scroll or navigation within NO_EFFECT_MS), frames added and removed after the page's parse (the
 * provider's dialogs), pop-ups, the console's warnings and errors, the bundle's `[site-client]`
 * info lines, and uncaught failures. Each step is posted to the parent window, so it runs only in
 * the console's preview (a same-origin parent): a page opened alone behaves exactly as without
 * it. The status panel reports its results through `__harnessFlowStep`. Plain ES5, in the head
 * after the scenario's own head scripts.
 */
export function flowStepsScript(): string {
  return `<script data-harness="flow-steps">(function () {
  var parentWindow;
  try {
    if (window.parent === window || window.parent.location.origin !== location.origin) return;
    parentWindow = window.parent;
  } catch (error) {
    return;
  }
  function step(kind, text) {
    var message = {};
    message[${inlineJson(FLOW_STEP_MESSAGE)}] = { kind: kind, text: String(text).slice(0, 500), href: location.href };
    try { parentWindow.postMessage(message, location.origin); } catch (error) {}
  }
  window.__harnessFlowStep = step;
  var ours = function (node) {
    var element = node && node.nodeType === 1 ? node : node && node.parentElement;
    return !!(element && element.closest && element.closest('[data-harness]'));
  };
  var changes = 0;
  // Named by the real address the mock stands in for; looked at a tick later, when its src is set
  // and a frame merely moved in the page (removed and added again) is still there.
  var openFrames = [];
  function reportFrame(frame) {
    if (document.readyState === 'loading') return;
    setTimeout(function () {
      var known = openFrames.indexOf(frame);
      if (frame.isConnected === (known >= 0)) return;
      if (known >= 0) openFrames.splice(known, 1);
      else openFrames.push(frame);
      var src = frame.getAttribute('src') || 'about:blank';
      try { var url = new URL(src, location.href); src = (url.host + url.pathname).replace(/^[^/]*[/]mock[/][^/]+[/]/, ''); } catch (error) {}
      step(frame.isConnected ? 'frame-opened' : 'frame-closed', (frame.getAttribute('title') ? frame.getAttribute('title') + ': ' : '') + src);
    }, 0);
  }
  function framesIn(node) {
    if (node.nodeType !== 1) return [];
    var found = node.tagName === 'IFRAME' ? [node] : [];
    return found.concat(Array.prototype.slice.call(node.getElementsByTagName('iframe')));
  }
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      if (ours(record.target)) return;
      changes += 1;
      var nodes = Array.prototype.slice.call(record.addedNodes).concat(Array.prototype.slice.call(record.removedNodes));
      nodes.forEach(function (node) { framesIn(node).forEach(reportFrame); });
    });
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
  var popups = 0;
  var open = window.open;
  window.open = function (url) {
    popups += 1;
    var opened = open.apply(window, arguments);
    step('pop-up', (opened ? 'opened ' : 'blocked ') + String(url || 'about:blank'));
    return opened;
  };
  var leaving = false;
  window.addEventListener('pagehide', function () { leaving = true; });
  var CONTROL = 'a,button,summary,input,select,textarea,label,[role],[onclick],[tabindex]';
  function label(element) {
    var text = element.getAttribute('aria-label') || element.textContent || element.getAttribute('value') || element.getAttribute('title') || '';
    text = text.replace(/\\s+/g, ' ').trim().slice(0, 60);
    var name = element.tagName.toLowerCase() + (element.id ? '#' + element.id : element.classList.length ? '.' + element.classList[0] : '');
    return text ? name + ' “' + text + '”' : name;
  }
  window.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || target.nodeType !== 1 || ours(target)) return;
    var control = target.closest(CONTROL) || target;
    var what = label(control);
    step('click', what);
    var before = { changes: changes, popups: popups, requests: performance.getEntriesByType('resource').length, scroll: window.scrollY };
    setTimeout(function () {
      if (leaving || changes !== before.changes || popups !== before.popups || window.scrollY !== before.scroll) return;
      if (performance.getEntriesByType('resource').length !== before.requests) return;
      step('no-effect', 'nothing changed ${NO_EFFECT_MS / 1000} s after the click on ' + what);
    }, ${NO_EFFECT_MS});
  }, true);
  function text(values) {
    return Array.prototype.map.call(values, function (value) {
      if (value instanceof Error) return value.message;
      if (typeof value === 'object' && value !== null) { try { return JSON.stringify(value); } catch (error) {} }
      return String(value);
    }).join(' ');
  }
  // Every warning and error (the provider library's own lines have no prefix); of the info lines
  // only the bundle's, which say what it decided.
  [['info', 'info'], ['warn', 'warning'], ['error', 'failure']].forEach(function (pair) {
    var original = console[pair[0]];
    console[pair[0]] = function (first) {
      if (pair[0] !== 'info' || first === '[site-client]') step(pair[1], text(arguments));
      return original.apply(console, arguments);
    };
  });
  window.addEventListener('error', function (event) { step('failure', 'uncaught: ' + (event.message || 'error')); });
  window.addEventListener('unhandledrejection', function (event) { step('failure', 'unhandled rejection: ' + text([event.reason])); });
})();</script>`;
}
