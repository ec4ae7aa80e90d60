// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { findScenario } from '../../../../harness/scenarios';
import { HOSTILE_RAN_FLAG } from '../../../../harness/scenario-sets/theme-search';
import { strings } from '../../../../src/core/strings';
import { liveSearch } from '../../../../src/theme/search/live-search';
import { searchPopup } from '../../../../src/theme/search/search-popup';
import { mockServer } from '../../../support/msw';
import { $, bootUi, click, resetPage, warnings, type Booted } from '../../reader/ui-support';

const AJAX = 'https://www.magazin.example/wp-admin/admin-ajax.php';
/** The theme's search module (module-search.php) with the WordPress search form, in a header. */
const MARKUP = `<header id="site-header"><aside class="navbar-search nav-search-live">
  <a href="#" title="Suche" class="nav-search-link search-icon"><i class="rbi rbi-search-light"></i></a>
  <div class="navbar-search-popup header-lightbox">
    <div class="navbar-search-form"><form role="search" method="get" class="search-form" action="#"><label><span class="screen-reader-text">Suche nach:</span><input type="search" class="search-field" name="s" value=""></label><input type="submit" class="search-submit" value="Suche"></form></div>
    <div class="load-animation live-search-animation"></div>
    <div class="navbar-search-response"></div>
  </div>
</aside></header><p id="outside">Text</p>`;

afterEach(() => {
  resetPage();
  mockServer.events.removeAllListeners();
  delete (window as Window & { [HOSTILE_RAN_FLAG]?: boolean })[HOSTILE_RAN_FLAG];
});

const boot = (): Booted => bootUi(MARKUP, [searchPopup, liveSearch], { ajaxurl: AJAX });
const input = () => $('input[type=search]') as HTMLInputElement;
const response = () => $('.navbar-search-response');
const animation = () => $('.live-search-animation');
const form = () => $('.search-form');
const titles = () => [...response().querySelectorAll('.p-wrap .entry-title')].map((title) => title.textContent?.trim());
const announced = () => document.querySelector('[data-site-client-announcer]')?.textContent ?? '';
/** What admin-ajax sends for an HTML answer: `wp_send_json($html)`. */
const jsonString = (html: string) =>
  HttpResponse.text(JSON.stringify(html).replace(/\//g, '\\/'), { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });

function type(text: string): void {
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
}

/** The `s` of every pixwell_live_search request, in the order they left. */
function recordSearches(): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url !== AJAX) return;
    void request
      .clone()
      .text()
      .then((body) => {
        const fields = new URLSearchParams(body);
        if (fields.get('action') === 'pixwell_live_search') seen.push(fields.get('s') ?? '');
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
  it('marks up the theme’s field: autocomplete off, results named and hidden while empty', () => {
    boot();
    expect(input().getAttribute('autocomplete')).toBe('off');
    expect(input().getAttribute('aria-controls')).toBe(response().id);
    expect(response().getAttribute('aria-label')).toBe(strings.themeSearch.resultsLabel);
    expect(response().style.display).toBe('none');
  });

  it('sends pixwell_live_search with s 300 ms after typing stops, once per pause, and shows the decoded, sanitized answer', async () => {
    const searches = recordSearches();
    const { clock } = boot();
    type('b');
    await clock.advance(100);
    type('ba');
    await clock.advance(100);
    type('bahnen');
    await clock.advance(299);
    expect(searches).toEqual([]);
    await clock.advance(1);
    await expect.poll(titles).toEqual(['Die Rückkehr der Nachtzüge: Was Europas Bahnen planen']);
    expect(searches).toEqual(['bahnen']);
    expect(response().querySelector('.live-search-content > .live-search-listing > .rb-col-m12 > .p-wrap.p-list-4')).not.toBeNull();
    expect(response().style.display).toBe('');
    expect(response().getAttribute('aria-busy')).toBe('false');
    expect(announced()).toBe('1 Ergebnis');
  });

  it('sends nothing for blank text or an unchanged trimmed text', async () => {
    const searches = recordSearches();
    const { clock } = boot();
    type('   ');
    await clock.advance(1000);
    type('hitzeschutz');
    await clock.advance(300);
    await expect.poll(titles).toHaveLength(2);
    type('hitzeschutz  ');
    await clock.advance(1000);
    expect(searches).toEqual(['hitzeschutz']);
    expect(announced()).toBe('2 Ergebnisse');
  });

  it('while the answer is on its way: loading on the form, the animation after 250 ms, busy results', async () => {
    mockServer.use(
      http.post(AJAX, async () => {
        await delay(150);
        return jsonString('<div class="live-search-content"><div class="p-wrap"><h4 class="entry-title">Spät</h4></div></div>');
      }),
    );
    const { clock } = boot();
    type('wald');
    await clock.advance(300);
    expect(response().getAttribute('aria-busy')).toBe('true');
    expect(form().classList.contains('loading')).toBe(true);
    expect(animation().style.display).toBe('');
    await clock.advance(250);
    expect(animation().style.display).toBe('block');
    await expect.poll(titles).toEqual(['Spät']);
    expect(response().getAttribute('aria-busy')).toBe('false');
    expect(form().classList.contains('loading')).toBe(false);
    expect(animation().style.display).toBe('');
  });

  it('accepts a raw HTML answer too', async () => {
    mockServer.use(
      http.post(AJAX, () =>
        HttpResponse.text('<div class="p-wrap"><h4 class="entry-title">Roh</h4></div>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { clock } = boot();
    type('wald');
    await clock.advance(300);
    await expect.poll(titles).toEqual(['Roh']);
  });

  it('a newer request wins: the older is aborted and its late answer never shows', async () => {
    const aborted: string[] = [];
    mockServer.use(
      http.post(AJAX, async ({ request }) => {
        const text = new URLSearchParams(await request.clone().text()).get('s') ?? '';
        request.signal.addEventListener('abort', () => aborted.push(text));
        if (text === 'nac') await delay(200);
        return jsonString(`<div class="p-wrap"><h4 class="entry-title">${text}</h4></div>`);
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
    await expect.poll(() => response().querySelector('.live-search-content > .search-not-found')).not.toBeNull();
    expect(announced()).toBe('Keine Ergebnisse');
  });

  it.each(['theme-search-500', 'theme-search-400', 'theme-search-malformed'])(
    '%s: a retryable failure notice, a warning, no animation',
    async (scenario) => {
      useScenario(scenario);
      const searches = recordSearches();
      const booted = boot();
      type('bahnen');
      await booted.clock.advance(300);
      await expect.poll(() => response().querySelector('.live-search-error')?.textContent).toContain(strings.themeSearch.failed);
      expect(response().getAttribute('aria-busy')).toBe('false');
      expect(animation().style.display).toBe('');
      expect(form().classList.contains('loading')).toBe(false);
      expect(warnings(booted.log).some((line) => line.startsWith('live search "bahnen"'))).toBe(true);
      mockServer.resetHandlers();
      ($('.live-search-retry') as HTMLButtonElement).click();
      await expect.poll(titles).toEqual(['Die Rückkehr der Nachtzüge: Was Europas Bahnen planen']);
      expect(searches).toEqual(['bahnen', 'bahnen']);
      expect(document.activeElement).toBe(input());
    },
  );

  it('a dropped connection is a failure too', async () => {
    mockServer.use(http.post(AJAX, () => HttpResponse.error()));
    const { clock } = boot();
    type('bahnen');
    await clock.advance(300);
    await expect.poll(() => response().querySelector('.live-search-retry')).not.toBeNull();
  });

  it('theme-search-timeout: gives up after 5 s with the retry notice', { timeout: 12_000 }, async () => {
    useScenario('theme-search-timeout');
    const booted = boot();
    type('bahnen');
    await booted.clock.advance(300);
    await expect.poll(() => response().querySelector('.live-search-retry'), { timeout: 8000 }).not.toBeNull();
    expect(warnings(booted.log).some((line) => line.includes('timeout after 5000 ms'))).toBe(true);
  });

  it('theme-search-hostile: results shown, nothing of the hostile markup runs or stays', async () => {
    useScenario('theme-search-hostile');
    const { clock } = boot();
    type('bahnen');
    await clock.advance(300);
    await expect.poll(titles).toEqual(['Die Rückkehr der Nachtzüge: Was Europas Bahnen planen']);
    expect(response().querySelector('script, iframe, [onerror], [onmouseover], [onfocus]')).toBeNull();
    expect(response().querySelector('a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as Window & { [HOSTILE_RAN_FLAG]?: boolean })[HOSTILE_RAN_FLAG]).toBeUndefined();
  });

  it('ArrowDown moves from the field into the result links', async () => {
    const { clock } = boot();
    input().focus();
    type('wald');
    await clock.advance(300);
    await expect.poll(titles).toHaveLength(2);
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement?.tagName).toBe('A');
    expect(response().contains(document.activeElement)).toBe(true);
  });

  it('emptying the field cancels the wait and the request, and clears the results', async () => {
    const searches = recordSearches();
    const { clock } = boot();
    type('wald');
    await clock.advance(300);
    await expect.poll(titles).toHaveLength(2);
    type('wal');
    await clock.advance(200);
    type('');
    await clock.advance(1000);
    expect(searches).toEqual(['wald']);
    expect(response().style.display).toBe('none');
    expect(response().childElementCount).toBe(0);
  });

  it('without admin-ajax it stays as printed, with a warning', () => {
    const booted = bootUi(MARKUP, [liveSearch], null);
    expect(input().hasAttribute('autocomplete')).toBe(false);
    expect(warnings(booted.log)).toEqual(['live search: no admin-ajax URL (pixwellParams.ajaxurl); left as printed']);
  });

  it('cleanup gives the markup back as printed', async () => {
    const booted = boot();
    type('wald');
    await booted.clock.advance(300);
    booted.stop();
    expect(input().hasAttribute('autocomplete')).toBe(false);
    expect(input().hasAttribute('aria-controls')).toBe(false);
    expect(response().hasAttribute('role')).toBe(false);
    expect(response().getAttribute('style') ?? '').toBe('');
    expect(form().classList.contains('loading')).toBe(false);
  });
});

describe('search popup', () => {
  const link = () => $('.nav-search-link');
  const popup = () => $('.navbar-search-popup');

  it('a click on the link toggles show-searchform and aria-expanded, without following the link', () => {
    boot();
    expect(link().getAttribute('aria-expanded')).toBe('false');
    expect(link().getAttribute('aria-controls')).toBe(popup().id);
    const event = click(link());
    expect(event.defaultPrevented).toBe(true);
    expect(popup().classList.contains('show-searchform')).toBe(true);
    expect(link().getAttribute('aria-expanded')).toBe('true');
    click(link().querySelector('i'));
    expect(popup().classList.contains('show-searchform')).toBe(false);
    expect(link().getAttribute('aria-expanded')).toBe('false');
  });

  it('opening one closes the others; a click elsewhere changes nothing', () => {
    bootUi(
      MARKUP.replace(
        '</aside></header>',
        '</aside><div class="mobile-search"><a href="#" class="search-icon nav-search-link"></a><div class="navbar-search-popup header-lightbox"><form class="search-form"><input type="search" name="s"></form></div></div></header>',
      ),
      [searchPopup],
      { ajaxurl: AJAX },
    );
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.nav-search-link')];
    click(first ?? null);
    click($('#outside'));
    expect(document.querySelectorAll('.show-searchform')).toHaveLength(1);
    click(second ?? null);
    expect(first?.nextElementSibling?.classList.contains('show-searchform')).toBe(false);
    expect(second?.nextElementSibling?.classList.contains('show-searchform')).toBe(true);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape inside the popup closes it and returns focus to the link', () => {
    boot();
    click(link());
    input().focus();
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(popup().classList.contains('show-searchform')).toBe(false);
    expect(document.activeElement).toBe(link());
  });

  it('cleanup closes it and removes its attributes', () => {
    const booted = boot();
    click(link());
    booted.stop();
    expect(popup().classList.contains('show-searchform')).toBe(false);
    expect(link().hasAttribute('aria-expanded')).toBe(false);
    expect(popup().hasAttribute('id')).toBe(false);
  });
});
