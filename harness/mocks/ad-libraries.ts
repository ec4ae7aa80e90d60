/**
 * Stand-ins for the two ad libraries a rewarded ad comes from (spec widget §7 "Ad-serving tag or
 * AdSense rewarded slots"): Google Publisher Tag (`gpt.js`, `window.googletag`) and AdSense
 * (`adsbygoogle.js`, `window.adsbygoogle`). Each serves, at the real address, a small script with
 * the API the subscriptions client uses and one behaviour per scenario, so QA can drive every state
 * of the prompt without the internet. The ad itself is a full-window panel of the page marked as
 * the harness's (`[data-harness="fake-ad"]`), with one button for what the scenario's ad does.
 * The scripts run in the page, so they are plain ES5.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { AD_SCRIPT_HEADERS, AD_SCRIPT_URL } from './ad-script';

/** Where a publisher's page loads GPT from. */
export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/**
 * What the fake ad does once asked for:
 * `grant` ready, its button grants the reward (then the ad closes); `close` ready, its button
 * closes it without a reward; `empty` no ad (GPT: an empty render; AdSense: nothing handed over);
 * `silent` never answers (the client's 5 s timeout); `no-slot` GPT defines no slot; `vanish` the
 * library is there when the client decides and gone once the prompt's frame is in the page (as an
 * ad blocker that removes it late), so the prompt finds it missing.
 */
export type FakeAdMode = 'grant' | 'close' | 'empty' | 'silent' | 'no-slot' | 'vanish';

/** The reward the fake ads grant. */
const FAKE_AD_REWARD = { type: 'Artikel', amount: 1 } as const;

/** The fake ad itself and the late removal of `vanish`, shared by both libraries. */
function fakeAdPanel(mode: FakeAdMode, global: 'googletag' | 'adsbygoogle'): string {
  return `
  var MODE = ${JSON.stringify(mode)};
  var doc = document;
  var later = function (run) { setTimeout(run, 300); };
  function showAd(done) {
    var grant = MODE === 'grant';
    var box = doc.createElement('div');
    box.setAttribute('data-harness', 'fake-ad');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'fake-ad-title');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,.85);font:16px/1.5 system-ui,sans-serif';
    var panel = doc.createElement('div');
    panel.style.cssText = 'max-width:24rem;padding:24px;border-radius:8px;background:#fff;color:#1a1a1a';
    var title = doc.createElement('h2');
    title.id = 'fake-ad-title';
    title.style.cssText = 'margin:0 0 8px;font-size:1.25rem';
    title.textContent = 'Werbung (Nachbildung)';
    var text = doc.createElement('p');
    text.textContent = grant ? 'Eine Anzeige des Test-Harness. Bis zum Ende angesehen, gibt sie die Belohnung frei.' : 'Eine Anzeige des Test-Harness, die vor der Belohnung geschlossen wird.';
    var button = doc.createElement('button');
    button.type = 'button';
    button.style.cssText = 'min-height:44px;padding:0 20px;font:inherit;font-weight:600';
    button.textContent = grant ? 'Belohnung erhalten' : 'Werbung schließen';
    // As a well-made ad overlay: focus goes back where it was when the ad closes.
    var before = doc.activeElement;
    button.onclick = function () {
      box.parentNode.removeChild(box);
      if (before && before.focus) before.focus();
      done(grant);
    };
    panel.appendChild(title);
    panel.appendChild(text);
    panel.appendChild(button);
    box.appendChild(panel);
    doc.body.appendChild(box);
    button.focus();
  }
  if (MODE === 'vanish') {
    new MutationObserver(function (records, observer) {
      if (!doc.querySelector('iframe[src*="/rewardedadiframe"]')) return;
      observer.disconnect();
      window.${global} = undefined;
    }).observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  }`;
}

/** GPT: the command queue, rewarded out-of-page slots and the pubads events the client listens to. */
export function fakeGoogletagScript(mode: FakeAdMode): string {
  return `/* Harness stand-in for gpt.js (${mode}) */
(function () {${fakeAdPanel(mode, 'googletag')}
  var REWARDED = 4;
  var listeners = {};
  function fire(type, event) {
    (listeners[type] || []).slice().forEach(function (listener) { listener(event); });
  }
  function serve(slot) {
    later(function () {
      if (MODE === 'silent') return;
      if (MODE === 'empty') return fire('slotRenderEnded', { slot: slot, isEmpty: true });
      fire('rewardedSlotReady', { slot: slot, makeRewardedVisible: function () {
        showAd(function (granted) {
          if (granted) fire('rewardedSlotGranted', { slot: slot, payload: ${JSON.stringify(FAKE_AD_REWARD)} });
          fire('rewardedSlotClosed', { slot: slot });
        });
        return true;
      } });
    });
  }
  var pubads = {
    addEventListener: function (type, listener) { (listeners[type] = listeners[type] || []).push(listener); return pubads; },
    removeEventListener: function (type, listener) {
      listeners[type] = (listeners[type] || []).filter(function (known) { return known !== listener; });
      return true;
    },
    refresh: function (slots) { (slots || []).forEach(function (slot) { if (slot.format === REWARDED) serve(slot); }); }
  };
  function run(command) {
    try { command(); } catch (error) { console.error('[harness gpt] a command failed', error); }
  }
  var queued = window.googletag && window.googletag.cmd && window.googletag.cmd.slice ? window.googletag.cmd.slice() : [];
  window.googletag = {
    apiReady: true,
    pubadsReady: true,
    getVersion: function () { return 'harness-fake'; },
    enums: { OutOfPageFormat: { REWARDED: REWARDED } },
    cmd: { push: function () { Array.prototype.forEach.call(arguments, run); return arguments.length; } },
    defineOutOfPageSlot: function (adUnit, format) {
      if (MODE === 'no-slot') return null;
      var slot = { adUnit: adUnit, format: format, addService: function () { return slot; } };
      return slot;
    },
    pubads: function () { return pubads; },
    enableServices: function () {},
    display: function () {},
    destroySlots: function () { return true; }
  };
  queued.forEach(run);
})();
`;
}

/** AdSense: the queue whose rewarded requests (`google_acr`) are answered with an ad, or none. */
export function fakeAdsenseScript(mode: FakeAdMode): string {
  return `/* Harness stand-in for adsbygoogle.js (${mode}) */
(function () {${fakeAdPanel(mode, 'adsbygoogle')}
  function handle(request) {
    var ask = request && request.params && request.params.google_acr;
    if (typeof ask !== 'function') return;
    later(function () {
      if (MODE === 'silent') return;
      if (MODE === 'empty') return ask();
      ask({
        show: function (done) {
          showAd(function (granted) { done(granted ? { status: 'viewed', reward: ${JSON.stringify(FAKE_AD_REWARD)} } : { status: 'dismissed' }); });
        },
        disposeAd: function () {}
      });
    });
  }
  var ads = window.adsbygoogle = window.adsbygoogle || [];
  var queued = ads.slice ? ads.slice() : [];
  ads.push = function (request) { handle(request); return 0; };
  ads.loaded = true;
  queued.forEach(handle);
})();
`;
}

// Not cached: a reload always runs the scenario's fake as the harness serves it now.
const script = (body: string) =>
  HttpResponse.text(body, { headers: { 'Content-Type': AD_SCRIPT_HEADERS['Content-Type'], 'Cache-Control': 'no-store' } });

/** The page's ad library answered with a fake in `mode` (GPT, or AdSense with `adsense`). */
export function fakeAdLibrary(mode: FakeAdMode, adsense = false): RequestHandler {
  return adsense
    ? http.get(AD_SCRIPT_URL, () => script(fakeAdsenseScript(mode)))
    : http.get(GPT_URL, () => script(fakeGoogletagScript(mode)));
}

/** By default both libraries serve an ad that grants its reward. */
export const adLibraryHandlers: RequestHandler[] = [fakeAdLibrary('grant'), fakeAdLibrary('grant', true)];
