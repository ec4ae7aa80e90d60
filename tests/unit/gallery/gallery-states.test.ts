/**
 * The gallery pictures exactly what the QA console offers by default (its relevance rule), at both
 * of its viewports, grouped by page in catalogue order, each with the URL that reproduces it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { realCatalogue } from '../../support/real-catalogue';
import type { Catalogue, ScenarioEntry } from '../../../harness/catalogue-types';
import { countOffered, siteMatrices } from '../../../harness/console/catalogueView';
import { GALLERY_VIEWPORTS } from '../../../harness/gallery-manifest';
import { providerDebugAsked } from '../../../harness/provider-pages/debug-switch';
import { fileSafe, galleryStates, shotFile } from '../../../tests/gallery/gallery-states';

const scenario = (id: string, pageIds: string[], extra: Partial<ScenarioEntry> = {}): ScenarioEntry => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}`,
  site: 'both',
  pages: pageIds,
  ...extra,
});

const small: Catalogue = {
  pages: [
    { id: 'radio-home', title: 'Radio: front page', site: 'radio', description: '' },
    { id: 'magazine-article', title: 'Magazine: open article', site: 'magazine', description: '' },
  ],
  scenarios: [
    scenario('default', ['radio-home', 'magazine-article']),
    scenario('station-404', ['radio-home'], { site: 'radio' }),
    scenario('swg-hostile', ['magazine-article'], { site: 'magazine', visibleEffect: false }),
    // Fits the radio site but changes nothing on its pages: the console does not offer it, nor does the gallery.
    scenario('radio-only-elsewhere', [], { site: 'radio' }),
  ],
};

describe('galleryStates', () => {
  it('offers each applicable page × scenario at 1280 × 800 and 375 × 800, page by page', () => {
    const states = galleryStates(small);
    expect(states.map((state) => `${state.page} ${state.scenario} ${state.viewport}`)).toEqual([
      'radio-home default desktop',
      'radio-home default phone',
      'radio-home station-404 desktop',
      'radio-home station-404 phone',
      'magazine-article default desktop',
      'magazine-article default phone',
      'magazine-article swg-hostile desktop',
      'magazine-article swg-hostile phone',
    ]);
    expect(GALLERY_VIEWPORTS.map(({ width, height }) => `${width}×${height}`)).toEqual(['1280×800', '375×800']);
  });

  it('carries what the contact sheet shows: titles, description, the reproducing URL, the file and the visible-effect flag', () => {
    const state = galleryStates(small).find((entry) => entry.scenario === 'swg-hostile' && entry.viewport === 'phone');
    expect(state).toEqual({
      site: 'magazine',
      page: 'magazine-article',
      pageTitle: 'Magazine: open article',
      scenario: 'swg-hostile',
      scenarioTitle: 'Title of swg-hostile',
      scenarioDescription: 'About swg-hostile',
      visibleEffect: false,
      viewport: 'phone',
      url: '/pages/magazine-article?scenario=swg-hostile',
      file: 'shots/magazine-article/swg-hostile.phone.jpg',
    });
  });

  it('limits to the pages and scenarios asked for (--page, --scenario)', () => {
    expect(galleryStates(small, { pages: ['radio-home'] }).map((state) => state.scenario)).toEqual([
      'default',
      'default',
      'station-404',
      'station-404',
    ]);
    expect(galleryStates(small, { scenarios: ['default'] }).map((state) => state.page)).toEqual([
      'radio-home',
      'radio-home',
      'magazine-article',
      'magazine-article',
    ]);
    expect(galleryStates(small, { pages: ['nowhere'] })).toEqual([]);
  });

  it('makes file names of ids that are not slugs without leaving the gallery directory', () => {
    expect(fileSafe('../etc/passwd')).toBe('__etc_passwd');
    expect(shotFile('a b', '<x>', 'desktop')).toBe('shots/a_b/_x_.desktop.jpg');
  });
});

describe('galleryStates over the real catalogue', () => {
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await realCatalogue();
  }, 60_000);

  it('pictures as many pairs as the console offers without "Show all", each state once', () => {
    const states = galleryStates(catalogue);
    expect(states.length).toBe(countOffered(siteMatrices(catalogue), false) * GALLERY_VIEWPORTS.length);
    expect(new Set(states.map((state) => state.file)).size).toBe(states.length);
    expect(states.length).toBeGreaterThan(800);
  });

  it('pictures the provider pages as the reader sees them: no address asks for the harness details', () => {
    for (const state of galleryStates(catalogue)) expect(providerDebugAsked(new URL(state.url, 'http://127.0.0.1')), state.url).toBe(false);
  });
});
