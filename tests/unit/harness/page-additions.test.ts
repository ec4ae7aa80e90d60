// @vitest-environment jsdom
/**
 * The harness's additions to a page that are not the bundle: the page clock of the programme
 * pages, the subscriptions status panel, the route that keeps a reload of a changed address in
 * the harness, and the visible-effect flags of the subscriptions scenarios.
 */
import { describe, expect, it } from 'vitest';
import { pageClock, PROGRAMME_PAGES } from '../../../harness/page-clock';
import { pageHtml } from '../../../harness/page-html';
import { injectIntoPage, usesSubscriptionsQueues } from '../../../harness/page-inject';
import { pages } from '../../../harness/pages';
import { publisherPages } from '../../../harness/publisher-pages';
import { harnessPageForNavigation } from '../../../harness/reload-route';
import { scenarios } from '../../../harness/scenarios';
import { RECORDING_CLOCK } from '../../../harness/scenario-sets/stations';
import { lastSongsAsOf } from '../../../harness/mocks/timeline';
import { stationFixture, type RawPlayed } from '../../../harness/mocks/lautfm-data';
import { FIRST_POST, NEXT_POSTS } from '../../../harness/mocks/theme-posts';
import { HOLD_LINE_CSS } from '../../../src/radio/hold-line';

describe('pageClock', () => {
  it("starts the programme pages at the recording's moment, which a test's clock overrides", () => {
    expect(PROGRAMME_PAGES.every((id) => pages.some((page) => page.id === id && page.site === 'radio'))).toBe(true);
    expect(pageClock('radio-home', undefined)).toEqual({ clock: RECORDING_CLOCK, clockYieldsToTestClock: true });
  });
  it("keeps a scenario's clock as it is, and the real clock elsewhere", () => {
    expect(pageClock('radio-home', '2020-11-29T23:59:40+01:00')).toEqual({
      clock: '2020-11-29T23:59:40+01:00',
      clockYieldsToTestClock: false,
    });
    expect(pageClock('radio-article', undefined)).toBeNull();
    expect(pageClock('magazine-article', undefined)).toBeNull();
  });
  it('the moment lies in the recorded current song, so last_songs answers the recording unchanged', () => {
    const recorded = stationFixture<RawPlayed[]>('b80er', 'last_songs')!;
    const upcoming = stationFixture<RawPlayed[]>('b80er', 'upcoming_songs')!;
    expect(lastSongsAsOf(recorded, upcoming, Date.parse(RECORDING_CLOCK))).toEqual(recorded);
    expect(new Date(RECORDING_CLOCK).getUTCDay()).toBe(4); // Thursday, the recording's day
  });
  it('the default clock script steps aside for a replaced Date and moves cookie expiry back by its offset', () => {
    const out = injectIntoPage('<html><head></head><body></body></html>', {
      mockBase: 'x',
      bundleUrl: '/b.js',
      clock: RECORDING_CLOCK,
      clockYieldsToTestClock: true,
    });
    expect(out).toContain('RealDate.isFake');
    expect(out).toMatch(/expires=/);
    const fixed = injectIntoPage('<html><head></head><body></body></html>', { mockBase: 'x', bundleUrl: '/b.js', clock: RECORDING_CLOCK });
    expect(fixed).not.toContain('RealDate.isFake');
  });
});

describe('the subscriptions status panel', () => {
  const subscriptionPages = pages.filter((page) => usesSubscriptionsQueues(pageHtml(page.id))).map((page) => page.id);
  it('goes on the pages that load the subscriptions client, and only there', () => {
    const publisher = publisherPages.map((page) => page.id);
    expect(subscriptionPages).toEqual([
      'magazine-article',
      'magazine-article-locked',
      'magazine-article-microdata',
      'magazine-no-config',
      ...publisher,
    ]);
  });
  it('is injected before the bundle when asked for, and never otherwise', () => {
    const page = '<html><head></head><body><p>x</p></body></html>';
    const out = injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js', swgStatus: true });
    expect(out.indexOf('data-harness="swg-status"')).toBeGreaterThan(-1);
    expect(out.indexOf('data-harness="swg-status"')).toBeLessThan(out.indexOf('<script src="/b.js">'));
    expect(injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js' })).not.toContain('swg-status');
  });
});

describe('scripts of a scenario in the head', () => {
  it('load first, from the scenario’s mocks, in the order given', () => {
    const page = '<html><head><title>t</title></head><body></body></html>';
    const out = injectIntoPage(page, {
      mockBase: 'http://127.0.0.1:4173/mock/s',
      bundleUrl: '/b.js',
      headScripts: ['https://securepubads.g.doubleclick.net/tag/js/gpt.js'],
    });
    expect(out).toContain(
      '<head>\n<script data-harness="head-script" src="http://127.0.0.1:4173/mock/s/securepubads.g.doubleclick.net/tag/js/gpt.js"></script>',
    );
    expect(injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js' })).not.toContain('head-script');
  });
});

describe('harnessPageForNavigation', () => {
  it("sends a post's permalink on a mock path back to the chain's page, in the same scenario", () => {
    for (const post of [FIRST_POST, ...NEXT_POSTS]) {
      const path = `/mock/theme-single-hostile/www.magazin.example${new URL(post.permalink).pathname}`;
      expect(harnessPageForNavigation(path)).toBe('/pages/magazine-single?scenario=theme-single-hostile');
    }
  });
  it('leaves every other path to the mocks and the pages', () => {
    expect(harnessPageForNavigation('/mock/default/www.magazin.example/wp-admin/admin-ajax.php')).toBeNull();
    expect(harnessPageForNavigation('/mock/default/api.laut.fm/station/b80er')).toBeNull();
    expect(harnessPageForNavigation('/pages/magazine-single?scenario=default')).toBeNull();
  });
});

describe('visible effects of the subscriptions scenarios', () => {
  it('every swg- scenario says whether it shows', () => {
    const unmarked = scenarios.filter((scenario) => scenario.id.startsWith('swg-') && typeof scenario.visibleEffect !== 'boolean');
    expect(unmarked.map((scenario) => scenario.id)).toEqual([]);
  });
  it('the reader states show; broken tokens, hostile texts and the later flows’ endpoints only log', () => {
    const flag = (id: string) => scenarios.find((scenario) => scenario.id === id)?.visibleEffect;
    expect(['swg-subscriber', 'swg-metered-left', 'swg-article-get-500'].map(flag)).toEqual([true, true, true]);
    expect(['swg-malformed-jwt', 'swg-hostile', 'swg-offers-500'].map(flag)).toEqual([false, false, false]);
  });
});

describe('the head style', () => {
  const page = '<html><head><link rel="stylesheet" href="/theme.css"></head><body></body></html>';
  it("is added with the bundle, after the theme's styles, as the WordPress plugin prints it; not without the bundle", () => {
    const out = injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js' });
    expect(out).toContain(
      `<link rel="stylesheet" href="/theme.css"><style id="site-client-head-inline-css">\n${HOLD_LINE_CSS}\n</style>\n</head>`,
    );
    expect(injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js', bundle: false })).not.toContain('site-client-head');
  });
});
