/**
 * The selected page × scenario and its mapping to the console's own URL,
 * so that a copied console link reopens exactly the same state.
 */
import type { Catalogue, PageEntry, ScenarioEntry } from '../catalogue-types';
import { scenarioFits } from './catalogueView';

export interface Selection {
  page: string;
  scenario: string;
}

export interface RequestedSelection {
  page: string | null;
  scenario: string | null;
}

export function readSelectionParams(search: string): RequestedSelection {
  const params = new URLSearchParams(search);
  return { page: params.get('page'), scenario: params.get('scenario') };
}

/** The console URL for a selection, e.g. `/?page=radio-home&scenario=station-404`. */
export function consoleUrl(selection: Selection, pathname = '/'): string {
  const params = new URLSearchParams({ page: selection.page, scenario: selection.scenario });
  return `${pathname}?${params.toString()}`;
}

export interface ResolvedSelection {
  selection: Selection | null;
  /** Set when the URL asked for something the catalogue cannot show, so QA is not misled. */
  notice: string | null;
}

function firstFitting(page: PageEntry, scenarios: readonly ScenarioEntry[]): ScenarioEntry | undefined {
  return scenarios.find((scenario) => scenarioFits(scenario, page));
}

/** The first page with any fitting scenario, paired with that scenario. */
function firstPair(catalogue: Catalogue): Selection | null {
  for (const page of catalogue.pages) {
    const scenario = firstFitting(page, catalogue.scenarios);
    if (scenario) return { page: page.id, scenario: scenario.id };
  }
  return null;
}

/**
 * Turns what the URL asked for into a selection the catalogue can show.
 * An exact, valid request is honoured as is; anything else falls back to the nearest
 * valid pair and says so in `notice`.
 */
export function resolveSelection(catalogue: Catalogue, requested: RequestedSelection): ResolvedSelection {
  const page = requested.page === null ? undefined : catalogue.pages.find((p) => p.id === requested.page);
  const scenario = requested.scenario === null ? undefined : catalogue.scenarios.find((s) => s.id === requested.scenario);

  if (page && scenario && scenarioFits(scenario, page)) {
    return { selection: { page: page.id, scenario: scenario.id }, notice: null };
  }

  const problems: string[] = [];
  if (requested.page !== null && !page) problems.push(`page “${requested.page}” is not in the catalogue`);
  if (requested.scenario !== null && !scenario) {
    problems.push(`scenario “${requested.scenario}” is not in the catalogue`);
  }
  if (page && scenario) problems.push(`scenario “${scenario.id}” is not meant for page “${page.id}”`);
  const notice = problems.length > 0 ? `The link asked for something unavailable: ${problems.join('; ')}.` : null;

  if (page) {
    const fallback = firstFitting(page, catalogue.scenarios);
    if (fallback) return { selection: { page: page.id, scenario: fallback.id }, notice };
  }
  if (scenario) {
    const fallbackPage = catalogue.pages.find((p) => scenarioFits(scenario, p));
    if (fallbackPage) return { selection: { page: fallbackPage.id, scenario: scenario.id }, notice };
  }
  return { selection: firstPair(catalogue), notice };
}
