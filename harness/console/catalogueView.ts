/**
 * Pure helpers that turn the catalogue into what the picker shows.
 */
import type { Catalogue, PageEntry, ScenarioEntry, SiteId } from '../catalogue-types';

/** A scenario fits a page when it is made for the page's site or for any site ("show all"). */
export function scenarioFits(scenario: ScenarioEntry, page: PageEntry): boolean {
  return scenario.site === 'both' || scenario.site === page.site;
}

/** A scenario applies to a page when it can change anything there (the server derives `pages`). */
export function scenarioApplies(scenario: ScenarioEntry, page: PageEntry): boolean {
  return scenario.pages.includes(page.id);
}

/** Whether the matrix offers a pair: only applicable ones, or with "show all" every fitting one. */
export function offered(scenario: ScenarioEntry, page: PageEntry, showAll: boolean): boolean {
  return showAll ? scenarioFits(scenario, page) : scenarioApplies(scenario, page);
}

/** The pages of one site and the scenarios offered on at least one of them. */
export interface SiteMatrix {
  site: SiteId;
  pages: PageEntry[];
  scenarios: ScenarioEntry[];
}

/** One matrix per site, in the order the sites first appear in the catalogue. */
export function siteMatrices(catalogue: Catalogue, showAll = false): SiteMatrix[] {
  const bySite = new Map<SiteId, PageEntry[]>();
  for (const page of catalogue.pages) {
    const pages = bySite.get(page.site) ?? [];
    pages.push(page);
    bySite.set(page.site, pages);
  }
  return [...bySite].map(([site, pages]) => ({
    site,
    pages,
    scenarios: catalogue.scenarios.filter((scenario) => pages.some((page) => offered(scenario, page, showAll))),
  }));
}

/** How many page × scenario links the matrices offer. */
export function countOffered(matrices: readonly SiteMatrix[], showAll: boolean): number {
  return matrices.reduce(
    (sum, matrix) =>
      sum + matrix.scenarios.reduce((row, scenario) => row + matrix.pages.filter((page) => offered(scenario, page, showAll)).length, 0),
    0,
  );
}

/** The column heading of a page: its title without the site prefix the table heading already says. */
export function pageColumnTitle(page: PageEntry): string {
  return page.title.replace(/^(Radio|Magazine):\s*/, '');
}

/** Every whitespace-separated word of `text` appears in the scenario's id, title or description. */
export function scenarioMatches(scenario: ScenarioEntry, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = [scenario.id, scenario.title, scenario.description].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterScenarios(scenarios: readonly ScenarioEntry[], text: string): ScenarioEntry[] {
  return scenarios.filter((scenario) => scenarioMatches(scenario, text));
}

/** The same matrices (every site kept, so the picker can say when a site has no match) with only matching scenarios. */
export function filterMatrices(matrices: readonly SiteMatrix[], text: string): SiteMatrix[] {
  return matrices.map((matrix) => ({ ...matrix, scenarios: filterScenarios(matrix.scenarios, text) }));
}

/** How many different scenarios the matrices show; `default` fits every site but counts once. */
export function countScenarios(matrices: readonly SiteMatrix[]): number {
  return new Set(matrices.flatMap((matrix) => matrix.scenarios.map((scenario) => scenario.id))).size;
}

const SITE_NAMES: Record<SiteId, string> = { radio: 'Radio', magazine: 'Magazine' };

export function siteName(site: SiteId): string {
  return SITE_NAMES[site];
}

/** Said beside a scenario whose effect only the request log and the console log show. */
export const NO_VISIBLE_EFFECT = 'no visible effect: see the log';

/**
 * A site's matrix cut into groups of at most `columns` pages, as even as possible (7 in fours: 4
 * and 3), each with only the scenarios offered on one of its pages: the picker's width decides
 * the number of page columns that fit, so no matrix scrolls sideways.
 */
export function columnGroups(matrix: SiteMatrix, columns: number, showAll: boolean): SiteMatrix[] {
  const count = Math.ceil(matrix.pages.length / Math.max(1, columns));
  const size = Math.ceil(matrix.pages.length / Math.max(1, count));
  const groups: SiteMatrix[] = [];
  for (let start = 0; start < matrix.pages.length; start += size) {
    const pages = matrix.pages.slice(start, start + size);
    groups.push({
      ...matrix,
      pages,
      scenarios: matrix.scenarios.filter((scenario) => pages.some((page) => offered(scenario, page, showAll))),
    });
  }
  return groups;
}
