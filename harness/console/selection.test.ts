import { describe, expect, it } from 'vitest';
import type { Catalogue, ScenarioEntry } from '../catalogue-types';
import {
  columnGroups,
  countOffered,
  countScenarios,
  filterMatrices,
  filterScenarios,
  pageColumnTitle,
  scenarioMatches,
  siteMatrices,
} from './catalogueView';
import { consoleUrl, readSelectionParams, resolveSelection } from './selection';

const catalogue: Catalogue = {
  pages: [
    { id: 'radio-home', title: 'Radio home', site: 'radio', description: '' },
    { id: 'magazine-article', title: 'Article', site: 'magazine', description: '' },
    { id: 'radio-live', title: 'Radio live', site: 'radio', description: '' },
  ],
  scenarios: [
    { id: 'default', title: 'Default', site: 'both', description: '', pages: ['radio-home', 'magazine-article', 'radio-live'] },
    { id: 'station-404', title: 'Station 404', site: 'radio', description: 'Every station endpoint answers 404.', pages: ['radio-live'] },
    { id: 'paywall', title: 'Paywall', site: 'magazine', description: '', clock: '2024-05-01T08:00:00Z', pages: ['magazine-article'] },
  ],
};

describe('siteMatrices', () => {
  it('groups pages by site with the scenarios that fit them', () => {
    const matrices = siteMatrices(catalogue);
    expect(matrices.map((m) => m.site)).toEqual(['radio', 'magazine']);
    expect(matrices[0]?.pages.map((p) => p.id)).toEqual(['radio-home', 'radio-live']);
    expect(matrices[0]?.scenarios.map((s) => s.id)).toEqual(['default', 'station-404']);
    expect(matrices[1]?.scenarios.map((s) => s.id)).toEqual(['default', 'paywall']);
  });
});

describe('applicability in the matrix', () => {
  it('offers only the applicable pairs, and every fitting pair with show all', () => {
    const applicable = siteMatrices(catalogue);
    expect(countOffered(applicable, false)).toBe(5);
    const all = siteMatrices(catalogue, true);
    expect(countOffered(all, true)).toBe(6);
  });

  it('keeps a scenario row only where it applies to a page of the site', () => {
    const withNothing: Catalogue = {
      ...catalogue,
      scenarios: [...catalogue.scenarios, { id: 'x', title: 'X', site: 'radio', description: '', pages: [] }],
    };
    expect(siteMatrices(withNothing)[0]?.scenarios.map((s) => s.id)).toEqual(['default', 'station-404']);
    expect(siteMatrices(withNothing, true)[0]?.scenarios.map((s) => s.id)).toEqual(['default', 'station-404', 'x']);
  });

  it('drops the site prefix from column titles', () => {
    expect(pageColumnTitle({ id: 'p', title: 'Magazine: shop product (theme)', site: 'magazine', description: '' })).toBe(
      'shop product (theme)',
    );
  });
});

describe('columnGroups', () => {
  const radio = siteMatrices(catalogue).find((matrix) => matrix.site === 'radio');
  it('cuts the pages into even groups of at most the columns that fit, each with the scenarios offered there', () => {
    if (!radio) throw new Error('no radio matrix');
    const groups = columnGroups(radio, 1, false);
    expect(groups.map((group) => group.pages.map((page) => page.id))).toEqual([['radio-home'], ['radio-live']]);
    expect(groups.map((group) => group.scenarios.map((scenario) => scenario.id))).toEqual([['default'], ['default', 'station-404']]);
    expect(columnGroups(radio, 4, false)).toHaveLength(1);
    // Seven pages in fours are four and three, not four, two and one.
    const seven = {
      ...radio,
      pages: Array.from({ length: 7 }, (_, n) => ({ id: `p${n}`, title: `P${n}`, site: 'radio' as const, description: '' })),
    };
    expect(columnGroups(seven, 4, true).map((group) => group.pages.length)).toEqual([4, 3]);
    expect(columnGroups(seven, 3, true).map((group) => group.pages.length)).toEqual([3, 3, 1]);
  });
});

describe('scenario filter', () => {
  const [defaults, station404, paywall] = catalogue.scenarios as [ScenarioEntry, ScenarioEntry, ScenarioEntry];

  it('matches everything when the text is empty or blank', () => {
    expect(filterScenarios(catalogue.scenarios, '')).toEqual(catalogue.scenarios);
    expect(filterScenarios(catalogue.scenarios, '   ')).toEqual(catalogue.scenarios);
  });

  it('looks at id, title and description, ignoring case', () => {
    expect(scenarioMatches(station404, 'STATION-404')).toBe(true);
    expect(scenarioMatches(paywall, 'payw')).toBe(true);
    expect(scenarioMatches(station404, 'endpoint')).toBe(true);
    expect(scenarioMatches(defaults, 'endpoint')).toBe(false);
  });

  it('needs every word, in whichever field and order', () => {
    expect(scenarioMatches(station404, 'answers station')).toBe(true);
    expect(scenarioMatches(station404, 'station paywall')).toBe(false);
  });

  it('filters each site matrix but keeps every site', () => {
    const filtered = filterMatrices(siteMatrices(catalogue), '404');
    expect(filtered.map((m) => m.site)).toEqual(['radio', 'magazine']);
    expect(filtered[0]?.scenarios.map((s) => s.id)).toEqual(['station-404']);
    expect(filtered[0]?.pages.map((p) => p.id)).toEqual(['radio-home', 'radio-live']);
    expect(filtered[1]?.scenarios).toEqual([]);
  });

  it('counts a scenario shown for several sites once', () => {
    expect(countScenarios(siteMatrices(catalogue))).toBe(3);
    expect(countScenarios(filterMatrices(siteMatrices(catalogue), 'default'))).toBe(1);
  });
});

describe('console URL', () => {
  it('round-trips a selection', () => {
    const url = consoleUrl({ page: 'radio-home', scenario: 'station-404' });
    expect(url).toBe('/?page=radio-home&scenario=station-404');
    expect(readSelectionParams(url.slice(1))).toEqual({ page: 'radio-home', scenario: 'station-404' });
  });
});

describe('resolveSelection', () => {
  it('honours a valid link exactly', () => {
    expect(resolveSelection(catalogue, { page: 'radio-live', scenario: 'station-404' })).toEqual({
      selection: { page: 'radio-live', scenario: 'station-404' },
      notice: null,
    });
  });

  it('starts at the first pair without a link', () => {
    expect(resolveSelection(catalogue, { page: null, scenario: null })).toEqual({
      selection: { page: 'radio-home', scenario: 'default' },
      notice: null,
    });
  });

  it('says so when the scenario does not fit the page', () => {
    const resolved = resolveSelection(catalogue, { page: 'magazine-article', scenario: 'station-404' });
    expect(resolved.selection).toEqual({ page: 'magazine-article', scenario: 'default' });
    expect(resolved.notice).toContain('not meant for');
  });

  it('says so when the page is unknown, keeping a known scenario', () => {
    const resolved = resolveSelection(catalogue, { page: 'gone', scenario: 'paywall' });
    expect(resolved.selection).toEqual({ page: 'magazine-article', scenario: 'paywall' });
    expect(resolved.notice).toContain('“gone”');
  });
});
