import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { findScenario } from '../../../../harness/scenarios';
import { HOSTILE_RAN_FLAG } from '../../../../harness/scenario-sets/theme-search';
import { strings } from '../../../../src/core/strings';
import { liveSearch } from '../../../../src/theme/search/live-search';
import { mockServer } from '../../../support/msw';
import { $, bootUi, resetPage, warnings, type Booted } from '../../reader/ui-support';

const AJAX = 'https://www.magazin.example/wp-admin/admin-ajax.php';
const MARKUP = `<header><div class="navbar-search nav-search-live">
  <form role="search" class="search-form" action="#"><label for="q">Suche nach:</label><input id="q" type="search" class="search-field" name="s"></form>
  <div class="navbar-search-response" hidden></div>
</div></header><p id="outside">Text</p>`;

afterEach(() => {
  resetPage();
  mockServer.events.removeAllListeners();
  delete (window as Window & { [HOSTILE_RAN_FLAG]?: boolean })[HOSTILE_RAN_FLAG];
});

const boot = (): Booted => bootUi(MARKUP, [liveSearch], { ajaxurl: AJAX });
const input = () => $('input[type=search]') as HTMLInputElement;
const popup = () => $('.navbar-search-response');
const titles = () => [...popup().querySelectorAll('.p-wrap .entry-title')].map((title) => title.textContent?.trim());
const announced = () => document.querySelector('[data-site-client-announcer]')?.textContent ?? '';

function type(text: string): void {
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
}

/** The `s` of every live_search request, in the order they left. */
function recordSearches(): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url !== AJAX) return;
    void request.clone().text().then((body) => {
      const fields = new URLSearchParams(body);
      if (fields.get('action') === 'live_search') seen.push(fields.get('s') ?? '');
    });
  });
  return seen;
}

const useScenario = (id: string) => {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  mockServer.use(...scenario.handlers);
};

describe('live search', () => {
  it('makes the field a combobox of a results dialog, closed', () => {
    boot();
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe(popup().id);
    expect(popup().getAttribute('role')).toBe('dialog');
    expect(popup().getAttribute('aria-label')).toBe(strings.themeSearch.resultsLabel);
  });

  it('sends s 300 ms after typing stops, once per pause, and shows the sanitized results', async () => {
    const searches = recordSearches();
    const { clock } = boot();
    type('n');
    await clock.advance(100);
    type('na');
    await clock.advance(100);
    type('nacht');
    await clock.advance(299);
    expect(searches).toEqual([]);
    await clock.advance(1);
    await expect.poll(titles).toEqual(['Die Rückkehr der Nachtzüge: Was Europas Bahnen planen']);
    expect(searches).toEqual(['nacht']);
    expect(popup().hidden).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(popup().getAttribute('aria-busy')).toBe('false');
    expect(announced()).toBe('1 Ergebnis');
  });

  it('sends nothing for blank text or an unchanged trimmed text', async () => {
    const searches = recordSearches();
    const { clock } = boot();
    type('   ');
    await clock.advance(1000);
    type('städte');
    await clock.advance(300);
    await expect.poll(titles).toHaveLength(2);
    type('städte  ');
    await clock.advance(1000);
    expect(searches).toEqual(['städte']);
    expect(announced()).toBe('2 Ergebnisse');
  });

  it('shows a loading state while the answer is on its way', async () => {
    mockServer.use(http.post(AJAX, async () => {
      await delay(150);
      return HttpResponse.text('<div class="p-wrap"><h3 class="entry-title">Spät</h3></div>', { headers: { 'Content-Type': 'text/html' } });
    }));
    const { clock } = boot();
    type('wald');
    await clock.advance(300);
    expect(popup().getAttribute('aria-busy')).toBe('true');
    expect(($('.live-search-loader') as HTMLElement).hidden).toBe(false);
    expect(popup().textContent).toContain(strings.themeSearch.loading);
    await expect.poll(titles).toEqual(['Spät']);
    expect(popup().getAttribute('aria-busy')).toBe('false');
    expect(($('.live-search-loader') as HTMLElement).hidden).toBe(true);
  });

  it('a newer request wins: the older is aborted and its late answer never shows', async () => {
    const aborted: string[] = [];
    mockServer.use(
      http.post(AJAX, async ({ request }) => {
        const text = new URLSearchParams(await request.clone().text()).get('s') ?? '';
        request.signal.addEventListener('abort', () => aborted.push(text));
        if (text === 'nac') await delay(200);
        return HttpResponse.text(`<div class="p-wrap"><h3 class="entry-title">${text}</h3></div>`, { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const { clock } = boot();
    type('nac');
    await clock.advance(300);
    type('nachtzug');
    await clock.advance(300);
    await expect.poll(titles).toEqual(['nachtzug']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(titles()).toEqual(['nachtzug']);
    expect(aborted).toEqual(['nac']);
  });

  it('no results: the theme’s paragraph, and “Keine Ergebnisse” is said', async () => {
    useScenario('theme-search-empty');
    const { clock } = boot();
    type('zzz');
    await clock.advance(300);
    await expect.poll(() => popup().querySelector('.search-no-result')?.textContent).toContain('zzz');
    expect(announced()).toBe('Keine Ergebnisse');
  });

  it.each(['theme-search-500', 'theme-search-malformed'])('%s: a retryable failure notice, a warning, no spinner', async (scenario) => {
    useScenario(scenario);
    const searches = recordSearches();
    const booted = boot();
    type('nacht');
    await booted.clock.advance(300);
    await expect.poll(() => popup().querySelector('.live-search-error')?.textContent).toContain(strings.themeSearch.failed);
    expect(popup().getAttribute('aria-busy')).toBe('false');
    expect(($('.live-search-loader') as HTMLElement).hidden).toBe(true);
    expect(warnings(booted.log).some((line) => line.startsWith('live search "nacht"'))).toBe(true);
    mockServer.resetHandlers();
    ($('.live-search-retry') as HTMLButtonElement).click();
    await expect.poll(titles).toEqual(['Die Rückkehr der Nachtzüge: Was Europas Bahnen planen']);
    expect(searches).toEqual(['nacht', 'nacht']);
    expect(document.activeElement).toBe(input());
  });

  it('a dropped connection is a failure too', async () => {
    mockServer.use(http.post(AJAX, () => HttpResponse.error()));
    const { clock } = boot();
    type('nacht');
    await clock.advance(300);
    await expect.poll(() => popup().querySelector('.live-search-retry')).not.toBeNull();
  });

  it('theme-search-timeout: gives up after 5 s with the retry notice', { timeout: 12_000 }, async () => {
    useScenario('theme-search-timeout');
    const booted = boot();
    type('nacht');
    await booted.clock.advance(300);
    await expect.poll(() => popup().querySelector('.live-search-retry'), { timeout: 8000 }).not.toBeNull();
    expect(warnings(booted.log).some((line) => line.includes('timeout after 5000 ms'))).toBe(true);
  });

  it('theme-search-hostile: results shown, nothing of the hostile markup runs or stays', async () => {
    useScenario('theme-search-hostile');
    const { clock } = boot();
    type('nacht');
    await clock.advance(300);
    await expect.poll(titles).toEqual(['Die Rückkehr der Nachtzüge: Was Europas Bahnen planen']);
    expect(popup().querySelector('script, iframe, [onerror], [onmouseover], [onfocus]')).toBeNull();
    expect(popup().querySelector('a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as Window & { [HOSTILE_RAN_FLAG]?: boolean })[HOSTILE_RAN_FLAG]).toBeUndefined();
  });

  it('Escape closes the popup and returns focus to the field; focusing again reopens it', async () => {
    const { clock } = boot();
    input().focus();
    type('wald');
    await clock.advance(300);
    await expect.poll(titles).toHaveLength(1);
    const link = popup().querySelector<HTMLElement>('.entry-title a');
    link?.focus();
    link?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(popup().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input());
    input().blur();
    input().focus();
    expect(popup().hidden).toBe(false);
  });

  it('ArrowDown moves from the field into the result links', async () => {
    const { clock } = boot();
    input().focus();
    type('wald');
    await clock.advance(300);
    await expect.poll(titles).toHaveLength(1);
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement?.textContent).toBe('Was der Wald im Frühjahr verrät');
  });

  it('a click outside closes it', async () => {
    const { clock } = boot();
    type('wald');
    await clock.advance(300);
    await expect.poll(() => popup().hidden).toBe(false);
    $('#outside').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(popup().hidden).toBe(true);
  });

  it('emptying the field cancels the wait and the request, and closes', async () => {
    const searches = recordSearches();
    const { clock } = boot();
    type('wald');
    await clock.advance(200);
    type('');
    await clock.advance(1000);
    expect(searches).toEqual([]);
    expect(popup().hidden).toBe(true);
    expect(popup().childElementCount).toBe(0);
  });

  it('without admin-ajax it stays as printed, with a warning', () => {
    const booted = bootUi(MARKUP, [liveSearch], null);
    expect(input().hasAttribute('role')).toBe(false);
    expect(warnings(booted.log)).toEqual(['live search: no admin-ajax URL (pixwellCoreParams.ajaxurl); left as printed']);
  });

  it('cleanup gives the markup back as printed', async () => {
    const booted = boot();
    type('wald');
    await booted.clock.advance(300);
    booted.stop();
    expect(input().hasAttribute('role')).toBe(false);
    expect(input().hasAttribute('aria-expanded')).toBe(false);
    expect(popup().hasAttribute('role')).toBe(false);
    expect(popup().hidden).toBe(true);
    expect(document.querySelector('.live-search-loader')).toBeNull();
  });
});
