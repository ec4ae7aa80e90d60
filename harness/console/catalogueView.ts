/**
 * Pure helpers that turn the catalogue into what the picker shows.
 */
import type { Catalogue, PageEntry, ScenarioEntry, SiteId } from '../catalogue-types';

/** A scenario fits a page when it is made for the page's site or for any site. */
export function scenarioFits(scenario: ScenarioEntry, page: PageEntry): boolean {
  return scenario.site === 'any' || scenario.site === page.site;
}

/** The pages of one site and the scenarios that fit them (the same for every page of a site). */
export interface SiteMatrix {
  site: SiteId;
  pages: PageEntry[];
  scenarios: ScenarioEntry[];
}

/** One matrix per site, in the order the sites first appear in the catalogue. */
export function siteMatrices(catalogue: Catalogue): SiteMatrix[] {
  const bySite = new Map<SiteId, PageEntry[]>();
  for (const page of catalogue.pages) {
    const pages = bySite.get(page.site) ?? [];
    pages.push(page);
    bySite.set(page.site, pages);
  }
  return [...bySite].map(([site, pages]) => ({
    site,
    pages,
    scenarios: catalogue.scenarios.filter((scenario) => scenario.site === 'any' || scenario.site === site),
  }));
}

const SITE_NAMES: Record<SiteId, string> = { radio: 'Radio', magazine: 'Magazine' };

export function siteName(site: SiteId): string {
  return SITE_NAMES[site];
}
