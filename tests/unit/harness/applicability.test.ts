import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicablePages } from '../../../harness/applicability/applicability';
import { claims } from '../../../harness/applicability/claims';
import { pageCalls } from '../../../harness/applicability/page-calls';
import { onAction } from '../../../harness/mocks/admin-ajax';
import { RADIO_AJAX } from '../../../harness/mocks/origins';
import { pageHtml } from '../../../harness/page-html';
import { pages } from '../../../harness/pages';
import { scenarios } from '../../../harness/scenarios';

const page = (id: string) => {
  const entry = pages.find((p) => p.id === id);
  if (!entry) throw new Error(`no page ${id}`);
  return entry;
};
const callsOf = (id: string) =>
  pageCalls(page(id), pageHtml(id)).map((call) => `${call.method} ${call.url}${call.form ? ` action=${call.form.action}` : ''}`);

describe('pageCalls: the calls a page makes, read from its markup', () => {
  it('reads each station of a two-station page and only the endpoints its placeholders show', () => {
    const calls = callsOf('radio-stations');
    expect(calls).toContain('GET https://api.laut.fm/station/radiohayom/schedule');
    expect(calls).toContain('GET https://api.laut.fm/station/b80er/listeners');
    expect(callsOf('radio-bookmarks')).not.toContain('GET https://api.laut.fm/station/b80er/schedule');
    expect(callsOf('radio-bookmarks')).toContain('GET https://api.laut.fm/station/b80er/last_songs');
  });

  it('names the admin-ajax actions of the reader markup and the post views mode', () => {
    const article = callsOf('radio-article');
    expect(article).toContain('POST https://www.b80er.de/wp-admin/admin-ajax.php action=rb_load_reaction');
    expect(article).toContain('POST https://www.b80er.de/wp-admin/admin-ajax.php action=pvc-check-post');
    expect(callsOf('radio-article-rest')).toContain('POST https://www.b80er.de/wp-json/post-views-counter/view-post/123');
    expect(callsOf('radio-bookmarks')).toContain('POST https://www.b80er.de/wp-admin/admin-ajax.php action=rb_bookmark');
  });

  it('finds the theme calls: lists, search, ad script, next post', () => {
    const home = callsOf('magazine-home');
    expect(home).toContain('POST https://www.magazin.example/wp-admin/admin-ajax.php action=pixwell_quick_filter');
    expect(home).toContain('POST https://www.magazin.example/wp-admin/admin-ajax.php action=pixwell_live_search');
    expect(home.some((call) => call.startsWith('HEAD https://pagead2.googlesyndication.com/'))).toBe(true);
    expect(callsOf('magazine-single')).toContain('GET https://www.magazin.example/2024/05/01/rueckkehr-der-nachtzuege/?rbsnp=1');
  });

  it('gives the provider calls only to pages with the subscriptions client', () => {
    expect(callsOf('magazine-article-locked').some((call) => call.includes('/swg/_/api/v1/'))).toBe(true);
    expect(callsOf('magazine-product').some((call) => call.includes('/swg/_/api/v1/'))).toBe(false);
    expect(callsOf('radio-home').some((call) => call.includes('news.google.com'))).toBe(false);
  });
});

describe('claims: whether handlers answer a call themselves', () => {
  const vote = { method: 'POST' as const, url: RADIO_AJAX, form: { action: 'my_feedback_plugin_vote' } };
  it('is false when an action handler passes another action through', async () => {
    expect(
      await claims(
        onAction('rb_bookmark', () => HttpResponse.text('x')),
        vote,
      ),
    ).toBe(false);
  });
  it('is true when it answers, or is still delaying its answer', async () => {
    expect(
      await claims(
        onAction('my_feedback_plugin_vote', () => HttpResponse.text('x')),
        vote,
      ),
    ).toBe(true);
    const slow = http.post(RADIO_AJAX, async () => {
      await delay(5_000);
      return HttpResponse.text('late');
    });
    expect(await claims([slow], vote, 50)).toBe(true);
  });
  it('is false without handlers', async () => {
    expect(await claims([], vote)).toBe(false);
  });
});

describe('applicablePages over the real catalogue', () => {
  let applicable = new Map<string, string[]>();
  beforeAll(async () => {
    applicable = await applicablePages({ pages, scenarios, htmlOf: pageHtml });
  });
  const of = (id: string) => applicable.get(id) ?? [];
  const ids = new Set(pages.map((p) => p.id));

  it('names at least one existing page for every scenario', () => {
    for (const scenario of scenarios) {
      expect(of(scenario.id).length, scenario.id).toBeGreaterThan(0);
      for (const id of of(scenario.id)) expect(ids.has(id), `${scenario.id} → ${id}`).toBe(true);
    }
  });

  it('declares only pages that exist', () => {
    for (const scenario of scenarios)
      for (const id of scenario.pages ?? []) expect(ids.has(id), `${scenario.id} declares ${id}`).toBe(true);
  });

  it('keeps the recordings for every page', () => {
    expect(of('default')).toEqual(pages.map((p) => p.id));
  });

  it('derives pages from the endpoints the handlers override', () => {
    expect(of('radiohayom-404')).toEqual(['radio-stations']);
    expect(of('schedule-500')).toEqual(['radio-home', 'radio-stations', 'radio-schedule']);
    expect(of('theme-single-404')).toEqual(['magazine-single']);
    expect(of('theme-lists-500')).toContain('magazine-home');
    expect(of('theme-lists-500')).not.toContain('magazine-article');
    expect(of('swg-subscriber')).toEqual(
      expect.arrayContaining(['magazine-article', 'magazine-article-locked', 'magazine-article-microdata']),
    );
    expect(of('swg-subscriber')).not.toContain('magazine-product');
    expect(of('reader-feedback-nonce')).toEqual(['radio-article', 'radio-newsletter-popup', 'radio-article-rest']);
  });

  it('adds the declared pages where handlers say nothing', () => {
    expect(of('reader-pvc-rest')).toContain('radio-article-rest');
    expect(of('schedule-day-boundary')).toEqual(['radio-home', 'radio-stations', 'radio-schedule']);
    expect(of('song-changes')).toContain('radio-bookmarks');
  });

  it('offers far fewer pairs than every page of a site with every scenario of it', () => {
    const applicablePairs = [...applicable.values()].reduce((sum, list) => sum + list.length, 0);
    const sitePairs = scenarios.reduce((sum, s) => sum + pages.filter((p) => s.site === 'both' || s.site === p.site).length, 0);
    expect(applicablePairs).toBeLessThan(sitePairs / 2);
  });
});
