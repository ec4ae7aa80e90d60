/**
 * The states the gallery pictures: every page × scenario the QA console offers by default (its
 * relevance rule, `scenarioApplies`: the scenario can change something on the page) at each of
 * the gallery's viewports, grouped by site and page in catalogue order.
 */
import { pageUrl, type Catalogue } from '../../harness/catalogue-types';
import { scenarioApplies } from '../../harness/console/catalogueView';
import { GALLERY_VIEWPORTS, type GalleryState, type GalleryViewport } from '../../harness/gallery-manifest';

/** A file name part from an id: ids are slugs already; anything else becomes `_`. */
export const fileSafe = (id: string): string => id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');

export function shotFile(page: string, scenario: string, viewport: GalleryViewport['id']): string {
  return `shots/${fileSafe(page)}/${fileSafe(scenario)}.${viewport}.jpg`;
}

export interface StateFilter {
  /** Only these pages (ids); empty: all. */
  pages?: readonly string[];
  /** Only these scenarios (ids); empty: all. */
  scenarios?: readonly string[];
}

export function galleryStates(
  catalogue: Catalogue,
  filter: StateFilter = {},
  viewports: readonly GalleryViewport[] = GALLERY_VIEWPORTS,
): GalleryState[] {
  const wanted = (ids: readonly string[] | undefined, id: string) => !ids || ids.length === 0 || ids.includes(id);
  return catalogue.pages
    .filter((page) => wanted(filter.pages, page.id))
    .flatMap((page) =>
      catalogue.scenarios
        .filter((scenario) => wanted(filter.scenarios, scenario.id) && scenarioApplies(scenario, page))
        .flatMap((scenario) =>
          viewports.map((viewport): GalleryState => ({
            site: page.site,
            page: page.id,
            pageTitle: page.title,
            scenario: scenario.id,
            scenarioTitle: scenario.title,
            scenarioDescription: scenario.description,
            ...(scenario.visibleEffect !== undefined ? { visibleEffect: scenario.visibleEffect } : {}),
            viewport: viewport.id,
            url: pageUrl(page.id, scenario.id),
            file: shotFile(page.id, scenario.id, viewport.id),
          })),
        ),
    );
}
