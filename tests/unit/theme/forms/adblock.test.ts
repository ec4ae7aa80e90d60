// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { findScenario } from '../../../../harness/scenarios';
import { AD_SCRIPT_URL } from '../../../../harness/mocks/ad-script';
import { probeAdScript } from '../../../../src/theme/forms/adblock-probe';
import { adblockDetection } from '../../../../src/theme/forms/adblock-popup';
import { mockServer } from '../../../support/msw';
import { manualClock } from '../../../support/test-context';
import { bootUi, resetPage } from '../../reader/ui-support';

type Win = Window & { siteClientConfig?: unknown };

const useScenario = (id: string) => {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  mockServer.use(...scenario.handlers);
};

/** Every request for the ad script, as method and URL. */
function recordRequests(): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(AD_SCRIPT_URL)) seen.push(`${request.method} ${request.url}`);
  });
  return seen;
}

afterEach(() => {
  mockServer.events.removeAllListeners();
  resetPage();
  delete (window as Win).siteClientConfig;
});

describe('probeAdScript', () => {
  const probe = (clock = manualClock()) => probeAdScript(AD_SCRIPT_URL, { clock, signal: new AbortController().signal });

  it('sends one HEAD request and reports the default 200', async () => {
    const seen = recordRequests();
    await expect(probe()).resolves.toEqual({ kind: 'answered', status: 200 });
    expect(seen).toEqual([`HEAD ${AD_SCRIPT_URL}`]);
  });

  it('reports a network error (theme-adblock-blocked)', async () => {
    useScenario('theme-adblock-blocked');
    await expect(probe()).resolves.toMatchObject({ kind: 'network-error' });
  });

  it('reports 404 and 500 as answers (theme-adblock-404, theme-adblock-500)', async () => {
    useScenario('theme-adblock-404');
    await expect(probe()).resolves.toEqual({ kind: 'answered', status: 404 });
    mockServer.resetHandlers();
    useScenario('theme-adblock-500');
    await expect(probe()).resolves.toEqual({ kind: 'answered', status: 500 });
  });

  it('gives up after 3000 ms on the page clock (theme-adblock-slow)', async () => {
    useScenario('theme-adblock-slow');
    const clock = manualClock();
    const result = probe(clock);
    let settled = false;
    void result.then(() => (settled = true));
    await clock.advance(2999);
    expect(settled).toBe(false);
    await clock.advance(1);
    await expect(result).resolves.toEqual({ kind: 'timeout' });
    expect(clock.pending()).toBe(0);
  });

  it('answers aborted when the mount ends first', async () => {
    mockServer.use(
      http.head(AD_SCRIPT_URL, async () => {
        await delay(5000);
        return new HttpResponse(null);
      }),
    );
    const controller = new AbortController();
    const clock = manualClock();
    const result = probeAdScript(AD_SCRIPT_URL, { clock, signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toEqual({ kind: 'aborted' });
    expect(clock.pending()).toBe(0);
  });
});

const POPUP = `<div id="page"><a href="#x" id="behind">Artikel</a><main><div class="grid"><button id="inside-main">Mehr</button></div>
<div id="rb-adblock" class="rb-adblock-popup" hidden><div class="adblock-inner"><h2 class="adblock-title">Werbeblocker erkannt</h2>
<p class="adblock-description">Bitte deaktivieren.</p><a class="adblock-reload" href="">Seite neu laden</a></div></div></main></div>`;

/** Let the probe's request and its answer run (msw answers on later ticks). */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('ad-block popup', () => {
  it('opens as a modal that cannot be closed when the ad script is blocked', async () => {
    useScenario('theme-adblock-blocked');
    const { log } = bootUi(POPUP, [adblockDetection]);
    const popup = document.getElementById('rb-adblock') as HTMLElement;
    await settle();
    expect(popup.hidden).toBe(false);
    expect(popup.dataset.adblockProbe).toBe('network-error');
    expect(popup.getAttribute('role')).toBe('alertdialog');
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(popup.getAttribute('aria-labelledby')).toBe(popup.querySelector('h2')?.id);
    expect(document.activeElement).toBe(popup.querySelector('.adblock-reload'));
    // Everything outside, on every level up to <body>, is shut.
    expect(document.querySelector('.grid')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('behind')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('behind')?.getAttribute('aria-hidden')).toBe('true');
    expect(popup.closest('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    popup.click();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    popup.querySelector('.adblock-description')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(popup.hidden).toBe(false);
    expect(log.lines.some((line) => line.message.includes('blocked'))).toBe(true);
  });

  it('stays closed for 200, 404 and 500', async () => {
    for (const scenario of [null, 'theme-adblock-404', 'theme-adblock-500']) {
      mockServer.resetHandlers();
      if (scenario) useScenario(scenario);
      bootUi(POPUP, [adblockDetection]);
      await settle();
      expect(document.getElementById('rb-adblock')?.hidden, String(scenario)).toBe(true);
      expect(document.querySelector('[inert]')).toBeNull();
    }
  });

  it('stays closed on a timeout and cancels its timer when stopped', async () => {
    useScenario('theme-adblock-slow');
    const booted = bootUi(POPUP, [adblockDetection]);
    await booted.clock.advance(3000);
    await settle();
    expect(document.getElementById('rb-adblock')?.hidden).toBe(true);
    expect(booted.log.lines.some((line) => line.message.includes('no answer within 3000 ms'))).toBe(true);
    expect(booted.clock.pending()).toBe(0);
  });

  it('uses siteClientConfig.adScriptUrl and warns about a malformed one', async () => {
    const custom = 'https://ads.magazin.example/ads.js';
    const seen: string[] = [];
    mockServer.use(
      http.head(custom, ({ request }) => {
        seen.push(request.method);
        return HttpResponse.error();
      }),
    );
    (window as Win).siteClientConfig = { adScriptUrl: custom };
    bootUi(POPUP, [adblockDetection]);
    await settle();
    expect(seen).toEqual(['HEAD']);
    expect(document.getElementById('rb-adblock')?.hidden).toBe(false);

    (window as Win).siteClientConfig = { adScriptUrl: 'ftp://nope' };
    const other = recordRequests();
    const { log } = bootUi(POPUP, [adblockDetection]);
    await settle();
    expect(other).toEqual([`HEAD ${AD_SCRIPT_URL}`]);
    expect(log.lines.some((line) => line.level === 'warn' && line.message.includes('adScriptUrl'))).toBe(true);
  });

  it('gives the page back when the bundle stops', async () => {
    useScenario('theme-adblock-blocked');
    const booted = bootUi(POPUP, [adblockDetection]);
    await settle();
    booted.stop();
    expect(document.getElementById('rb-adblock')?.hidden).toBe(true);
    expect(document.querySelector('[inert], [aria-hidden]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
